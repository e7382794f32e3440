/**
 * subtable → an editable table in the generated form: el-table (Element Plus) or a-table (Ant Design Vue)
 * over the field's rows, a control per cell by the column's type, 新增 and 删除 (of the ticked rows), and
 * each cell in a form item of its own whose rules are the column's (SPEC.md §5 presets, required, unique),
 * so the form's validate() on submit checks every cell and says '第 2 行 数量：请输入整数' under it. minRows /
 * maxRows (and required, at least one row) are rules of the field itself. The value is the rows as the
 * renderer hands them over: a list of records keyed by the columns' keys (multi-select comma-joined).
 */
import type { SubtableColumn, SubtableWidget } from '../../../schemas/generated/form-design';
import { commentText, jsKey, jsString, jsValue, member, regexLiteral } from '../../designer/codegen/js';
import { h, raw, text, type Element, type Node } from '../../designer/codegen/markup';
import { schema } from '../../designer/codegen/model';
import { widthOf } from '../../designer/codegen/options';
import type { EmitContext, WidgetCodegen } from '../../designer/codegen/types';
import { PRESETS } from '../../livetable/validation';
import { slot } from '../shared/pickerCodegen';
import { rowsOf } from './rows';

const FORMATS = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss', time: 'HH:mm:ss' } as const;

const requiredColumn = (column: SubtableColumn) =>
  (column.rules ?? []).some((rule) => rule.required === true || rule.pattern === '*');

/** The helper every sub-table of the form shares: presets, one cell's check, the table's state. */
function subtableHelper(ctx: EmitContext): void {
  const t = (type: string) => (ctx.ts ? `: ${type}` : '');
  const as = (type: string) => (ctx.ts ? ` as ${type}` : '');
  const element = ctx.ui === 'element';
  const ruleType = element ? 'FormItemRule' : 'Rule';
  if (element) ctx.typeImport('element-plus', 'FormItemRule');
  else ctx.typeImport('ant-design-vue/es/form', 'Rule');
  ctx.vue('reactive', 'toRaw');
  const presets = Object.entries(PRESETS)
    .map(
      ([code, preset]) =>
        `  ${jsKey(code)}: [${regexLiteral(String(preset.pattern))}, ${jsString(preset.message)}],`,
    )
    .join('\n');
  // Element validates through its callback, Ant Design Vue through the promise the validator returns.
  const validator = (lines: string) =>
    element
      ? `        validator: (_rule${t('unknown')}, _value${t('unknown')}, callback${t('(error?: Error) => void')}) => {\n${lines}` +
        `          if (message) callback(new Error(message));\n          else callback();\n        },\n`
      : `        validator: () => {\n${lines}          return message ? Promise.reject(message) : Promise.resolve();\n        },\n`;
  const types = ctx.ts
    ? `/** 子表的一行：列的字段到单元格的值。 */\n` +
      `type SubtableRow = Record<string, unknown>;\n\n` +
      `/** 子表一列的校验：必填、唯一、预设规则（SPEC §5，JVxeTable 的代码）。 */\n` +
      `interface SubtableColumnRules {\n  key: string;\n  title: string;\n` +
      `  rules: { required?: boolean; unique?: boolean; pattern?: string; message?: string }[];\n}\n\n` +
      `/** 子表的行数限制（0 表示不限）与必填。 */\n` +
      `interface SubtableLimits {\n  label: string;\n  minRows: number;\n  maxRows: number;\n  required: boolean;\n}\n\n`
    : '';
  ctx.helper(
    'subtable',
    types +
      `/** 子表单元格的预设规则：正则与提示。 */\n` +
      `const SUBTABLE_PRESETS${t('Record<string, [RegExp, string]>')} = {\n${presets}\n};\n\n` +
      `function subtableEmpty(value${t('unknown')})${t('boolean')} {\n` +
      `  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);\n}\n\n` +
      `/** 一格第一条不通过的规则的提示，通过时为空串。 */\n` +
      `function subtableCellProblem(column${t('SubtableColumnRules')}, rows${t('SubtableRow[]')}, index${t('number')})${t('string')} {\n` +
      `  const value = rows[index]?.[column.key];\n` +
      `  for (const rule of column.rules) {\n` +
      `    if (rule.required || rule.pattern === '*') {\n` +
      `      if (subtableEmpty(value)) return rule.message ?? '请输入' + column.title;\n      continue;\n    }\n` +
      `    if (subtableEmpty(value)) continue;\n` +
      `    const preset = rule.pattern ? SUBTABLE_PRESETS[rule.pattern] : undefined;\n` +
      `    if (preset && !preset[0].test(String(value))) return rule.message ?? preset[1];\n` +
      `    const same = (other${t('SubtableRow')}, i${t('number')}) =>\n` +
      `      i !== index && !subtableEmpty(other[column.key]) && String(other[column.key]) === String(value);\n` +
      `    if (rule.unique && rows.some(same)) return rule.message ?? column.title + '不能重复';\n` +
      `  }\n  return '';\n}\n\n` +
      `/** 一个子表：勾选的行、新增、删除、每格的校验规则、行数的校验、页脚统计。 */\n` +
      `function createSubtable(\n  columns${t('SubtableColumnRules[]')},\n  limits${t('SubtableLimits')},\n` +
      `  rows${t('() => SubtableRow[]')},\n  newRow${t('() => SubtableRow')},\n) {\n` +
      `  const keys = new WeakMap${ctx.ts ? '<object, number>' : ''}();\n  let lastKey = 0;\n` +
      `  const state = reactive({\n` +
      `    selected: []${as('SubtableRow[]')},\n` +
      `    /** 行的键（表格的 row-key），不写进行里。 */\n` +
      `    keyOf: (row${t('SubtableRow')})${t('number')} => {\n` +
      `      const raw = toRaw(row);\n      let key = keys.get(raw);\n` +
      `      if (key === undefined) {\n        key = ++lastKey;\n        keys.set(raw, key);\n      }\n      return key;\n    },\n` +
      `    pick: (_keys${t('unknown')}, picked${t('SubtableRow[]')}) => {\n      state.selected = picked;\n    },\n` +
      `    add: () => {\n      rows().push(newRow());\n    },\n` +
      `    /** 删除勾选的行。 */\n` +
      `    remove: () => {\n` +
      `      const gone = new Set(state.selected.map((row) => toRaw(row)));\n` +
      `      const kept = rows().filter((row) => !gone.has(toRaw(row)));\n` +
      `      rows().splice(0, rows().length, ...kept);\n      state.selected = [];\n    },\n` +
      `    /** 一格的校验规则：提示为“第 N 行 列标题：提示”。 */\n` +
      `    cellRules: (key${t('string')}, index${t('number')})${t(`${ruleType}[]`)} => [\n` +
      `      {\n        trigger: 'change',\n` +
      validator(
        `          const column = columns.find((item) => item.key === key);\n` +
          `          const problem = column ? subtableCellProblem(column, rows(), index) : '';\n` +
          `          const message = column && problem ? '第 ' + (index + 1) + ' 行 ' + column.title + '：' + problem : '';\n`,
      ) +
      `      },\n    ],\n` +
      `    /** 行数的校验：至少、至多几行，必填时至少一行。 */\n` +
      `    countRules: ()${t(`${ruleType}[]`)} => [\n` +
      `      {\n        trigger: 'change',\n` +
      validator(
        `          const count = rows().length;\n          let message = '';\n` +
          `          if (limits.required && count === 0) message = limits.label + '必须填写';\n` +
          `          else if (limits.minRows > 0 && count < limits.minRows)\n` +
          `            message = limits.label + '至少需要 ' + limits.minRows + ' 行，现在有 ' + count + ' 行';\n` +
          `          else if (limits.maxRows > 0 && count > limits.maxRows)\n` +
          `            message = limits.label + '最多 ' + limits.maxRows + ' 行，现在有 ' + count + ' 行，请删除多余的行';\n`,
      ) +
      `      },\n    ],\n` +
      `    sum: (key${t('string')})${t('number')} => rows().reduce((total, row) => total + (Number(row[key]) || 0), 0),\n` +
      `    average: (key${t('string')})${t('string')} =>\n` +
      `      rows().length ? String(Math.round((state.sum(key) / rows().length) * 100) / 100) : '0',\n` +
      `    /** 多选列：逗号连接的值与列表互转。 */\n` +
      `    split: (value${t('unknown')})${t('string[]')} => (typeof value === 'string' && value !== '' ? value.split(',') : []),\n` +
      `    /** 标签列：去掉输入的分号，每 2 个字符插入 ';'。 */\n` +
      `    tags: (value${t('string')})${t('string')} => (value.replace(/;/g, '').match(/.{1,2}/g) ?? []).join(';'),\n` +
      `  });\n  return state;\n}`,
  );
}

/** The control of one cell, bound to `row.key`. */
function cellControl(
  ctx: EmitContext,
  column: SubtableColumn,
  row: string,
  table: string,
  options: string | null,
  disabled: boolean,
): Element {
  const value = member(row, column.key);
  const element = ctx.ui === 'element';
  const vmodel = element ? 'v-model' : 'v-model:value';
  const common = {
    disabled: disabled || column.disabled === true,
    placeholder: column.placeholder || undefined,
    'aria-label': column.title,
  };
  const full = 'width: 100%';
  switch (column.type) {
    case 'inputNumber':
      return element
        ? h('el-input-number', { [vmodel]: value, ...common, 'controls-position': 'right', style: full })
        : h('a-input-number', { [vmodel]: value, ...common, style: full });
    case 'textarea':
      return h(element ? 'el-input' : 'a-textarea', {
        [vmodel]: value,
        ...(element ? { type: 'textarea' } : {}),
        ...common,
        ':rows': 1,
      });
    case 'select':
    case 'multi-select': {
      const multiple = column.type === 'multi-select';
      const bind = multiple
        ? element
          ? {
              ':model-value': `${table}.split(${value})`,
              '@update:model-value': `${value} = $event.join(',')`,
            }
          : { ':value': `${table}.split(${value})`, '@update:value': `${value} = $event.join(',')` }
        : { [vmodel]: value };
      return element
        ? h('el-select', { ...bind, multiple, clearable: true, ...common, style: full }, [
            h('el-option', {
              'v-for': `item in ${options}`,
              ':key': 'item.value',
              ':label': 'item.label',
              ':value': 'item.value',
            }),
          ])
        : h('a-select', {
            ...bind,
            mode: multiple ? 'multiple' : undefined,
            ':options': options ?? '[]',
            'allow-clear': true,
            ...common,
            style: full,
          });
    }
    case 'date':
    case 'datetime':
      return element
        ? h('el-date-picker', {
            [vmodel]: value,
            type: column.type,
            'value-format': FORMATS[column.type],
            ...common,
            style: full,
          })
        : h('a-date-picker', {
            [vmodel]: value,
            'show-time': column.type === 'datetime',
            'value-format': FORMATS[column.type],
            ...common,
            style: full,
          });
    case 'time':
      return h(element ? 'el-time-picker' : 'a-time-picker', {
        [vmodel]: value,
        'value-format': FORMATS.time,
        ...common,
        style: full,
      });
    case 'checkbox': {
      const on = jsValue(column.checkedValue ?? true);
      const off = jsValue(column.uncheckedValue ?? false);
      return element
        ? h('el-checkbox', {
            [vmodel]: value,
            ':true-value': on,
            ':false-value': off,
            ...common,
            placeholder: undefined,
          })
        : h('a-checkbox', {
            ':checked': `${value} === ${on}`,
            '@update:checked': `${value} = $event ? ${on} : ${off}`,
            ...common,
            placeholder: undefined,
          });
    }
    case 'tags':
      return element
        ? h('el-input', {
            ':model-value': value,
            '@update:model-value': `${value} = ${table}.tags($event)`,
            ...common,
          })
        : h('a-input', { ':value': value, '@update:value': `${value} = ${table}.tags($event)`, ...common });
    default:
      return h(element ? 'el-input' : 'a-input', { [vmodel]: value, ...common });
  }
}

/** The footer line of the number columns with statistics: '数量 合计 12 平均 4', as the renderer shows it. */
function footer(columns: readonly SubtableColumn[], table: string): Node[] {
  const counted = columns.filter((column) => column.statistics?.length);
  if (!counted.length) return [];
  return [
    h(
      'div',
      { class: 'dg-subtable-footer' },
      counted.flatMap((column) => [
        h('span', {}, [
          text(column.title),
          ...(column.statistics!.includes('sum')
            ? [raw(` 合计 {{ ${table}.sum(${jsString(column.key)}) }}`)]
            : []),
          ...(column.statistics!.includes('average')
            ? [raw(` 平均 {{ ${table}.average(${jsString(column.key)}) }}`)]
            : []),
        ]),
      ]),
    ),
  ];
}

/** A column's header: its title, with a red * when it is required. */
function header(column: SubtableColumn): Node[] {
  return requiredColumn(column)
    ? [h('span', { class: 'dg-subtable-required' }, [raw('*')]), text(column.title)]
    : [text(column.title)];
}

export const subtableCodegen: WidgetCodegen<SubtableWidget> = {
  type: 'subtable',
  trigger: 'change',
  field(widget) {
    return { schema: schema.arrayOf(schema.record()), initial: rowsOf(widget.options.defaultValue) };
  },
  render(widget, ctx) {
    const options = widget.options;
    const columns = options.columns ?? [];
    const element = ctx.ui === 'element';
    const disabled = options.disabled === true;
    const model = ctx.model(widget);
    const label = widget.name || widget.model;
    subtableHelper(ctx);
    const table = ctx.name(widget.model, 'Table');
    const choices = new Map<string, string>();
    for (const column of columns) {
      if (column.type !== 'select' && column.type !== 'multi-select') continue;
      const name = ctx.name(`${widget.model}_${column.key}`, 'Options');
      choices.set(column.key, name);
      ctx.script(
        `/** ${commentText(label)}的“${commentText(column.title)}”列的选项。 */\n` +
          `const ${name} = ${jsValue(column.options ?? [])};`,
      );
    }
    const checks = columns.map((column) => ({
      key: column.key,
      title: column.title,
      rules: (column.rules ?? []).map((rule) => ({ ...rule })),
    }));
    const newRow = Object.fromEntries(
      columns.map((column) => [
        column.key,
        column.defaultValue ?? (column.type === 'checkbox' ? (column.uncheckedValue ?? false) : null),
      ]),
    );
    const limits = {
      label,
      minRows: options.minRows ?? 0,
      maxRows: options.maxRows ?? 0,
      required: options.required === true,
    };
    ctx.script(
      `/** ${commentText(label)}（子表）：新增、删除、每格的校验。 */\n` +
        `const ${table} = createSubtable(\n  ${jsValue(checks, '  ')},\n  ${jsValue(limits, '  ')},\n` +
        `  () => ${model},\n  () => (${jsValue(newRow, '  ')}),\n);`,
    );
    ctx.style(
      'subtable',
      element
        ? `.dg-subtable :deep(.dg-subtable-cell) {\n  margin-bottom: 0;\n}\n` +
            `.dg-subtable :deep(.dg-subtable-cell .el-form-item__error) {\n  position: static;\n}\n` +
            `.dg-subtable-toolbar {\n  margin-bottom: 8px;\n}\n.dg-subtable-required {\n  color: #f56c6c;\n}\n` +
            `.dg-subtable-footer {\n  display: flex;\n  gap: 24px;\n  padding: 6px 8px;\n}`
        : `.dg-subtable :deep(.dg-subtable-cell) {\n  margin-bottom: 0;\n}\n` +
            `.dg-subtable-toolbar {\n  margin-bottom: 8px;\n}\n.dg-subtable-required {\n  color: #ff4d4f;\n}\n` +
            `.dg-subtable-footer {\n  display: flex;\n  gap: 24px;\n  padding: 6px 8px;\n}`,
    );
    const path = widget.model.split('.');
    const toolbar = disabled
      ? []
      : [
          h('div', { class: 'dg-subtable-toolbar' }, [
            h(element ? 'el-button' : 'a-button', { type: 'primary', '@click': `${table}.add()` }, [
              raw('新增'),
            ]),
            h(
              element ? 'el-button' : 'a-button',
              {
                ...(element ? { type: 'danger' } : { danger: true }),
                ':disabled': `${table}.selected.length === 0`,
                '@click': `${table}.remove()`,
              },
              [raw('删除')],
            ),
          ]),
        ];
    const cell = (column: SubtableColumn, row: string, index: string) =>
      h(
        element ? 'el-form-item' : 'a-form-item',
        {
          ...(element
            ? { ':prop': `${jsString(`${widget.model}.`)} + ${index} + ${jsString(`.${column.key}`)}` }
            : { ':name': `[${path.map(jsString).join(', ')}, ${index}, ${jsString(column.key)}]` }),
          ':rules': `${table}.cellRules(${jsString(column.key)}, ${index})`,
          class: 'dg-subtable-cell',
        },
        [cellControl(ctx, column, row, table, choices.get(column.key) ?? null, disabled)],
      );
    const height = options.height ?? 240;
    let grid: Element;
    if (element) {
      grid = h(
        'el-table',
        {
          ':data': model,
          border: true,
          'max-height': String(height),
          '@selection-change': `${table}.pick(null, $event)`,
        },
        [
          ...(disabled ? [] : [h('el-table-column', { type: 'selection', width: '40' })]),
          h('el-table-column', { type: 'index', label: '#', width: '60' }),
          ...columns.map((column) =>
            h('el-table-column', { prop: column.key, 'min-width': String(column.width ?? 160) }, [
              slot('#header', header(column)),
              h('template', { '#default': '{ row, $index }' }, [cell(column, 'row', '$index')]),
            ]),
          ),
        ],
      );
    } else {
      const tableColumns = ctx.name(widget.model, 'Columns');
      ctx.script(
        `/** ${commentText(label)}（子表）的列。 */\n` +
          `const ${tableColumns} = ${jsValue(
            [
              { title: '#', key: '__index', width: 60 },
              ...columns.map((column) => ({
                title: column.title,
                dataIndex: column.key,
                key: column.key,
                width: column.width ?? 160,
                required: requiredColumn(column),
              })),
            ],
            '',
          )};`,
      );
      grid = h(
        'a-table',
        {
          ':data-source': model,
          ':columns': tableColumns,
          ':pagination': 'false',
          bordered: true,
          size: 'small',
          ':row-key': `${table}.keyOf`,
          ':row-selection': disabled
            ? undefined
            : `{ selectedRowKeys: ${table}.selected.map(${table}.keyOf), onChange: ${table}.pick }`,
          ':scroll': `{ y: ${height} }`,
        },
        [
          h('template', { '#headerCell': '{ column }' }, [
            h('span', { 'v-if': 'column.required', class: 'dg-subtable-required' }, [raw('*')]),
            raw('{{ column.title }}'),
          ]),
          h('template', { '#bodyCell': '{ column, record, index }' }, [
            h('template', { 'v-if': "column.key === '__index'" }, [raw('{{ index + 1 }}')]),
            ...columns.map((column) => {
              const item = cell(column, 'record', 'index');
              item.attrs.unshift(['v-else-if', `column.key === ${jsString(column.key)}`]);
              return item;
            }),
          ]),
        ],
      );
    }
    const item = ctx.formItem(widget, [
      h('div', { class: 'dg-subtable', style: widthOf(options) && `width: ${widthOf(options)}` }, [
        ...toolbar,
        grid,
        ...footer(columns, table),
      ]),
    ]) as Element;
    // The field's own rules: how many rows (Ant Design Vue's item rules replace the form's, so required too).
    if (limits.minRows > 0 || limits.maxRows > 0 || (!element && limits.required))
      item.attrs.push([':rules', `${table}.countRules()`]);
    return [item];
  },
};
