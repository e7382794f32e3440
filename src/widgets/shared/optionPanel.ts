import { panelField, type PanelField } from './panel';

/**
 * Property-panel fields of widgets whose options come from a list or from the host (select, cascader),
 * built like the fields of panel.ts. Lists of records have no plain input: they are blank widgets, so the
 * designer hands in its own list editor as the slot of that model.
 */

/** An on/off switch for a boolean option. */
/** A switch for a boolean option; `on` when the widget treats the unset option as true (its schema default). */
export const switchField = (name: string, model: string, { on = false } = {}) =>
  panelField('switch', name, model, on ? { defaultValue: true } : {});

/** A one-line text box for a string option. */
export const textField = (name: string, model: string, placeholder?: string) =>
  panelField('input', name, model, placeholder ? { placeholder } : {});

/** A list of records edited by the designer's own editor (the slot of this model), e.g. options.options. */
export const listField = (name: string, model: string) =>
  panelField('blank', name, model, { defaultType: 'Array' });

/**
 * The remote-data fields of SPEC.md §3/§7: remote, remoteFunc and the props mapping (with children for
 * the cascader, whose remote is on unless turned off).
 *
 * @example
 * basicPanel([...remoteFields({ children: true })])
 */
export function remoteFields({ children = false } = {}): PanelField[] {
  return [
    switchField('远端数据', 'options.remote', { on: children }),
    textField('远端方法', 'options.remoteFunc', '宿主提供的函数名，如 funcGetOptions'),
    textField('值字段', 'options.props.value', 'value'),
    textField('标签字段', 'options.props.label', 'label'),
    ...(children ? [textField('子节点字段', 'options.props.children', 'children')] : []),
  ];
}
