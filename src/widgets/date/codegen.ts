import type { DateOptions, DateWidget } from '../../../schemas';
import { commentText, jsString, jsValue } from '../../designer/codegen/js';
import { h, raw, type Node } from '../../designer/codegen/markup';
import { schema } from '../../designer/codegen/model';
import { dayjsFormat, text, widthOf } from '../../designer/codegen/options';
import type { EmitContext, WidgetCodegen } from '../../designer/codegen/types';

type Mode = NonNullable<DateOptions['type']>;

/** Element's format per type when the design names none (SPEC.md §9: yyyy-MM-dd for dates). */
const MODE_FORMAT: Record<Mode, string> = {
  year: 'yyyy',
  month: 'yyyy-MM',
  date: 'yyyy-MM-dd',
  dates: 'yyyy-MM-dd',
  daterange: 'yyyy-MM-dd',
  datetime: 'yyyy-MM-dd HH:mm:ss',
  datetimerange: 'yyyy-MM-dd HH:mm:ss',
};

function modeOf(options: DateOptions): Mode {
  return options.type && options.type in MODE_FORMAT ? options.type : 'date';
}

const isRange = (mode: Mode) => mode.endsWith('range');

/** The date's shape: '2024-05-06' as text in the format, or milliseconds with timestamp. */
function valueSchema(options: DateOptions) {
  return options.timestamp === true ? schema.number() : schema.string();
}

const usable = (value: unknown) => typeof value === 'number' || (typeof value === 'string' && value !== '');

/** Ant Design Vue's picker for each type: the component and its attributes. */
function antdPicker(mode: Mode): { tag: string; attrs: Record<string, string | boolean> } {
  if (mode === 'year' || mode === 'month') return { tag: 'a-date-picker', attrs: { picker: mode } };
  if (isRange(mode)) return { tag: 'a-range-picker', attrs: { 'show-time': mode === 'datetimerange' } };
  return { tag: 'a-date-picker', attrs: { 'show-time': mode === 'datetime' } };
}

/**
 * Ant Design Vue formats a timestamp value-format ('x') as text; a computed ref in dayjs values keeps
 * the model in milliseconds, as Element's value-format="x" does.
 */
function antdTimestamp(widget: DateWidget, ctx: EmitContext, range: boolean): string {
  const name = ctx.name(widget.model, range ? 'Dates' : 'Date');
  const value = ctx.model(widget);
  ctx.vue('computed');
  ctx.defaultImport('dayjs', 'dayjs');
  ctx.typeImport('dayjs', 'Dayjs');
  const type = range ? '[Dayjs, Dayjs] | null' : 'Dayjs | null';
  const get = range
    ? `${value} === null ? null : [dayjs(${value}[0]), dayjs(${value}[1])]`
    : `${value} === null ? null : dayjs(${value})`;
  const set = range
    ? `${value} = dates ? [dates[0].valueOf(), dates[1].valueOf()] : null;`
    : `${value} = date ? date.valueOf() : null;`;
  ctx.script(
    `/** ${commentText(widget.name)}：表单数据里是毫秒时间戳，选择器用 dayjs 对象。 */\n` +
      `const ${name} = computed({\n  get: ()${ctx.annotate(type)} => (${get}),\n` +
      `  set: (${range ? 'dates' : 'date'}${ctx.annotate(type)}) => {\n    ${set}\n  },\n});`,
  );
  return name;
}

/** Ant Design Vue 4 has no multiple-date picker: one picker adds dates, closable tags list them. */
function antdDates(widget: DateWidget, ctx: EmitContext, options: DateOptions, format: string): Node {
  const value = ctx.model(widget);
  const add = ctx.name(`add ${widget.model}`);
  const remove = ctx.name(`remove ${widget.model}`);
  const stamp = options.timestamp === true;
  const item = stamp ? 'number' : 'string';
  if (stamp) {
    ctx.defaultImport('dayjs', 'dayjs');
    ctx.typeImport('dayjs', 'Dayjs');
  }
  const label = stamp ? ctx.name(widget.model, 'Label') : undefined;
  ctx.script(
    `/** ${commentText(widget.name)}：Ant Design Vue 没有多日期选择，逐个选择后加入列表。 */\n` +
      `function ${add}(date${ctx.annotate(stamp ? 'Dayjs | null' : 'string | null')}) {\n` +
      `  const picked = ${stamp ? 'date?.valueOf()' : 'date'};\n` +
      `  if (picked && !${value}.includes(picked)) ${value}.push(picked);\n}\n\n` +
      `function ${remove}(date${ctx.annotate(item)}) {\n  ${value} = ${value}.filter((d) => d !== date);\n}` +
      (label
        ? `\n\nfunction ${label}(date${ctx.annotate(item)}) {\n  return dayjs(date).format(${jsString(format)});\n}`
        : ''),
  );
  return h('div', { style: 'width: 100%' }, [
    h('a-date-picker', {
      ':value': 'null',
      format,
      'value-format': stamp ? undefined : format,
      placeholder: text(options.placeholder),
      disabled: options.disabled === true,
      '@change': add,
    }),
    h('div', {}, [
      h(
        'a-tag',
        {
          'v-for': `date in ${value}`,
          ':key': 'date',
          closable: options.disabled !== true,
          '@close': `${remove}(date)`,
        },
        [raw(label ? `{{ ${label}(date) }}` : '{{ date }}')],
      ),
    ]),
  ]);
}

/**
 * date → el-date-picker with its type (year, month, date, dates, datetime, daterange, datetimerange),
 * format and value-format from the design's format (Element's yyyy-MM-dd in dayjs tokens), and
 * value-format="x" for timestamp; Ant Design Vue: a-date-picker (picker year/month, show-time) or
 * a-range-picker, with value-format, a dayjs computed for timestamps and a picker plus tags for 'dates'.
 * The value is text in the format or milliseconds; a list for dates, a pair for ranges; null when empty.
 *
 * @example
 * // <el-date-picker v-model="model.birthday" type="date" format="YYYY-MM-DD" value-format="YYYY-MM-DD" />
 */
export const dateCodegen: WidgetCodegen<DateWidget> = {
  type: 'date',
  field(widget) {
    const options = widget.options;
    const mode = modeOf(options);
    const value = options.defaultValue;
    if (mode === 'dates') {
      return {
        schema: schema.arrayOf(valueSchema(options)),
        initial: Array.isArray(value) ? value.filter(usable) : [],
      };
    }
    if (isRange(mode)) {
      const pair = Array.isArray(value) && value.length === 2 && value.every(usable);
      return { schema: schema.nullable(schema.pair(valueSchema(options))), initial: pair ? value : null };
    }
    return { schema: schema.nullable(valueSchema(options)), initial: usable(value) ? value : null };
  },
  render(widget, ctx) {
    const options = widget.options;
    const mode = modeOf(options);
    const format = dayjsFormat(text(options.format) ?? MODE_FORMAT[mode]);
    const stamp = options.timestamp === true;
    const range = isRange(mode);
    const width = widthOf(options) && `width: ${widthOf(options)}`;
    if (ctx.ui === 'element') {
      const control = h('el-date-picker', {
        'v-model': ctx.model(widget),
        type: mode,
        placeholder: range ? undefined : text(options.placeholder),
        'start-placeholder': range ? text(options.startPlaceholder) : undefined,
        'end-placeholder': range ? text(options.endPlaceholder) : undefined,
        'range-separator': range ? '至' : undefined,
        format,
        'value-format': stamp ? 'x' : format,
        ':editable': options.editable === false ? 'false' : undefined,
        ':clearable': options.clearable === false ? 'false' : undefined,
        readonly: options.readonly === true,
        disabled: options.disabled === true,
        style: width,
      });
      return [ctx.formItem(widget, control)];
    }
    if (mode === 'dates') return [ctx.formItem(widget, antdDates(widget, ctx, options, format))];
    const picker = antdPicker(mode);
    const placeholders = [
      text(options.startPlaceholder) ?? '开始日期',
      text(options.endPlaceholder) ?? '结束日期',
    ];
    const control = h(picker.tag, {
      'v-model:value': stamp ? antdTimestamp(widget, ctx, range) : ctx.model(widget),
      ...picker.attrs,
      placeholder: range ? undefined : text(options.placeholder),
      ':placeholder': range ? jsValue(placeholders) : undefined,
      format,
      'value-format': stamp ? undefined : format,
      ':allow-clear': options.clearable === false ? 'false' : undefined,
      'input-read-only': options.editable === false || options.readonly === true,
      ':open': options.readonly === true ? 'false' : undefined,
      disabled: options.disabled === true,
      style: width,
    });
    return [ctx.formItem(widget, control)];
  },
};
