import type { DesignForm, DesignWidget } from '../../runtime';

/**
 * Building blocks of the property panels in widgets' design.ts files. A panel is a design JSON drawn by
 * the runtime; its models are paths into the widget being edited. Keys are 'panel_<what>' so they never
 * clash with the edited form's own keys.
 */

function field(
  type: string,
  name: string,
  model: string,
  options: Record<string, unknown> = {},
): DesignWidget {
  return { type, name, key: `panel_${model.replace(/\W/g, '_')}`, model, options };
}

export const widthField = () => field('input', '宽度', 'options.width', { placeholder: '如 100%、200px' });
export const placeholderField = () => field('input', '占位内容', 'options.placeholder');
export const requiredField = () => field('switch', '必填', 'options.required');
export const disabledField = () => field('switch', '禁用', 'options.disabled');
export const readonlyField = () => field('switch', '只读', 'options.readonly');
/** 可清空; `on` for widgets that are clearable unless told otherwise (time, date). */
export const clearableField = ({ on = false } = {}) =>
  field('switch', '可清空', 'options.clearable', on ? { defaultValue: true } : {});
export const patternField = () =>
  field('input', '正则表达式', 'options.pattern', { placeholder: '如 ^1[3-9]\\d{9}$' });

/** The dataType choices of SPEC.md §5, with what an admin reads. */
export const DATA_TYPES = [
  { value: 'string', label: '字符串' },
  { value: 'number', label: '数字' },
  { value: 'boolean', label: '布尔值' },
  { value: 'integer', label: '整数' },
  { value: 'float', label: '浮点数' },
  { value: 'url', label: 'URL 地址' },
  { value: 'email', label: '邮箱地址' },
  { value: 'hex', label: '十六进制' },
];

export const dataTypeField = () =>
  field('select', '数据类型', 'options.dataType', { options: DATA_TYPES, clearable: true, showLabel: true });

/** A number box limited to 0–100, as the designer's min, max and step are (SPEC.md §5). */
export const limitedNumberField = (name: string, model: string) =>
  field('number', name, model, { min: 0, max: 100, step: 1 });

/** Any other panel field, built the same way. */
export const panelField = field;

/**
 * A whole panel: label and model first, then the widget's own fields, then disabled. Drawn compact,
 * labels on top, in the Ant Design flavour.
 *
 * @example
 * basicPanel([placeholderField(), requiredField()])
 */
export function basicPanel(fields: DesignWidget[], { disable = true } = {}): DesignForm {
  return {
    list: [
      field('input', '标题', 'name'),
      field('input', '字段标识', 'model'),
      ...fields,
      ...(disable ? [disabledField()] : []),
    ],
    config: { ui: 'Ant Design', size: 'small', labelPosition: 'top', layout: 'vertical' },
  };
}
