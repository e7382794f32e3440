import type { TimeWidget } from '../../../schemas';
import { jsValue } from '../../designer/codegen/js';
import { h } from '../../designer/codegen/markup';
import { schema } from '../../designer/codegen/model';
import { dayjsFormat, text, vModel, widthOf } from '../../designer/codegen/options';
import type { WidgetCodegen } from '../../designer/codegen/types';

/** The time format when the design names none (SPEC.md §9). */
const TIME_FORMAT = 'HH:mm:ss';

/**
 * time → el-time-picker (is-range for a range) / a-time-picker or a-time-range-picker, with format and
 * value-format both the design's format, so the value is the time as text ('09:00:00'), a pair for a
 * range, null when empty. readonly keeps Ant Design Vue's panel shut. Not carried to Ant Design Vue:
 * arrowControl (its panel has only scrolling columns).
 *
 * @example
 * // <el-time-picker v-model="model.start" format="HH:mm:ss" value-format="HH:mm:ss" />
 */
export const timeCodegen: WidgetCodegen<TimeWidget> = {
  type: 'time',
  field(widget) {
    const options = widget.options;
    const value = options.defaultValue;
    if (options.isRange === true) {
      const pair = Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string');
      return { schema: schema.nullable(schema.pair(schema.string())), initial: pair ? value : null };
    }
    return { schema: schema.nullable(schema.string()), initial: text(value) ?? null };
  },
  render(widget, ctx) {
    const options = widget.options;
    const range = options.isRange === true;
    const format = dayjsFormat(text(options.format) ?? TIME_FORMAT);
    const common = {
      [vModel(ctx)]: ctx.model(widget),
      format,
      'value-format': format,
    };
    const width = widthOf(options) && `width: ${widthOf(options)}`;
    if (ctx.ui === 'element') {
      const control = h('el-time-picker', {
        ...common,
        'is-range': range,
        placeholder: range ? undefined : text(options.placeholder),
        'start-placeholder': range ? text(options.startPlaceholder) : undefined,
        'end-placeholder': range ? text(options.endPlaceholder) : undefined,
        'range-separator': range ? '至' : undefined,
        'arrow-control': options.arrowControl !== false,
        ':editable': options.editable === false ? 'false' : undefined,
        ':clearable': options.clearable === false ? 'false' : undefined,
        readonly: options.readonly === true,
        disabled: options.disabled === true,
        style: width,
      });
      return [ctx.formItem(widget, control)];
    }
    const placeholders = [
      text(options.startPlaceholder) ?? '开始时间',
      text(options.endPlaceholder) ?? '结束时间',
    ];
    const control = h(range ? 'a-time-range-picker' : 'a-time-picker', {
      ...common,
      placeholder: range ? undefined : text(options.placeholder),
      ':placeholder': range ? jsValue(placeholders) : undefined,
      ':allow-clear': options.clearable === false ? 'false' : undefined,
      'input-read-only': options.editable === false || options.readonly === true,
      ':open': options.readonly === true ? 'false' : undefined,
      disabled: options.disabled === true,
      style: width,
    });
    return [ctx.formItem(widget, control)];
  },
};
