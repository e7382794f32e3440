import type { DesignWidget } from '../../runtime';
import { listField, remoteFields, switchField } from './optionPanel';

/**
 * The property-panel fields of a radio or checkbox group: layout, what an option shows, the static
 * list (a slot the designer fills with its list editor, where form-making also picks the defaults) and
 * the remote-data fields shared with select.
 *
 * @example
 * basicPanel([widthField(), ...choicePanelFields(), requiredField()])
 */
export function choicePanelFields(): DesignWidget[] {
  return [
    switchField('横向排列', 'options.inline'),
    switchField('选项显示标签', 'options.showLabel'),
    listField('选项', 'options.options'),
    ...remoteFields(),
  ];
}
