import type { CheckboxWidget } from '../../../schemas';
import { defineWidget } from '../../runtime';
import { choiceSource } from '../shared/choiceOptions';
import { fieldSchema, controlStyle } from '../shared/fieldSchema';
import { DgCheckbox } from './DgCheckbox';
import { checkboxDesign } from './design';

/**
 * checkbox: a checkbox group (SPEC.md §3). Options: width, defaultValue (a list of values), inline,
 * showLabel (static options show their label, else their value), options, remote with remoteFunc,
 * remoteOptions and props {value, label} (the host function's records, mapped), optionSource 'dict'
 * with dictCode (a dictionary's items: text shown, value stored), disabled, required,
 * hidden, customClass. The value is the list of checked values, in the order they were checked, as
 * Element's checkbox group keeps it; nothing checked is [].
 *
 * @example
 * { type: 'checkbox', name: '角色', key: 'checkbox_1', model: 'roles', options: { remote: true, remoteFunc: 'funcGetRoles', props: { value: 'id', label: 'name' } } }
 */
export const checkboxWidget = defineWidget<CheckboxWidget>({
  type: 'checkbox',
  components: { DgCheckbox },
  toSchema(widget, ctx) {
    const { options } = widget;
    const schema = fieldSchema(widget, ctx, 'array');
    return {
      ...schema,
      // The model always holds a list, as the original designer's does, even when the design omits it.
      default: Array.isArray(schema.default) ? schema.default : [],
      'x-component': 'DgCheckbox',
      'x-component-props': {
        source: choiceSource(options),
        inline: options.inline === true,
        style: controlStyle(options.width),
      },
    };
  },
  design: checkboxDesign,
});
