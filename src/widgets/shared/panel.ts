import type { FormDesign, GridWidget, Widget } from '../../../schemas';

/**
 * Building blocks of the property panels in widgets' design.ts files. A panel is a design JSON drawn by
 * the runtime; its models are paths into the widget being edited. Keys are 'panel_<what>' so they never
 * clash with the edited form's own keys.
 */

/** A panel field: a form widget editing one path of the widget (any form widget but the grid). */
export type PanelField = Exclude<Widget, GridWidget>;

/** The panel field of one type (a switch for 'switch'). */
type PanelFieldOf<T extends PanelField['type']> = Extract<PanelField, { type: T }>;

/**
 * A panel field of `type` labelled `name`, editing `model` (a path such as 'options.placeholder'), with
 * that type's generated options.
 *
 * @example
 * panelField('number', '列数', 'options.column', { min: 1, max: 4, step: 1 })
 */
export function panelField<T extends PanelField['type']>(
  type: T,
  name: string,
  model: string,
  options: PanelFieldOf<T>['options'] = {},
): PanelFieldOf<T> {
  // Every field's options are optional, so `{}` is each type's; TypeScript cannot see it through T.
  return { type, name, key: `panel_${model.replace(/\W/g, '_')}`, model, options } as PanelFieldOf<T>;
}

export const widthField = () =>
  panelField('input', '宽度', 'options.width', { placeholder: '如 100%、200px' });
export const placeholderField = () => panelField('input', '占位内容', 'options.placeholder');
export const requiredField = () => panelField('switch', '必填', 'options.required');
export const disabledField = () => panelField('switch', '禁用', 'options.disabled');
export const readonlyField = () => panelField('switch', '只读', 'options.readonly');
/** 可清空; `on` for widgets that are clearable unless told otherwise (time, date). */
export const clearableField = ({ on = false } = {}) =>
  panelField('switch', '可清空', 'options.clearable', on ? { defaultValue: true } : {});
export const patternField = () =>
  panelField('input', '正则表达式', 'options.pattern', { placeholder: '如 ^1[3-9]\\d{9}$' });

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
  panelField('select', '数据类型', 'options.dataType', {
    options: DATA_TYPES,
    clearable: true,
    showLabel: true,
  });

/** A number box limited to 0–100, as the designer's min, max and step are (SPEC.md §5). */
export const limitedNumberField = (name: string, model: string) =>
  panelField('number', name, model, { min: 0, max: 100, step: 1 });

/**
 * A whole panel: label and model first, then the widget's own fields, then disabled. Drawn compact,
 * labels on top, in the Ant Design flavour.
 *
 * @example
 * basicPanel([placeholderField(), requiredField()])
 */
export function basicPanel(fields: Widget[], { disable = true } = {}): FormDesign {
  return {
    list: [
      panelField('input', '标题', 'name'),
      panelField('input', '字段标识', 'model'),
      ...fields,
      ...(disable ? [disabledField()] : []),
    ],
    config: { ui: 'Ant Design', size: 'small', labelPosition: 'top', layout: 'vertical' },
  };
}
