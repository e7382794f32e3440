import type { RadioWidget } from '../../../schemas';
import { defineWidget } from '../../runtime';
import { choiceSource } from '../shared/choiceOptions';
import { fieldSchema, controlStyle } from '../shared/fieldSchema';
import { DgRadio } from './DgRadio';
import { radioDesign } from './design';

/**
 * radio: a radio group (SPEC.md §3). Options: width, defaultValue ('' selects nothing), inline,
 * showLabel (static options show their label, else their value), options, remote with remoteFunc,
 * remoteOptions and props {value, label} (the host function's records, mapped), optionSource 'dict'
 * with dictCode (a dictionary's items: text shown, value stored), disabled, required,
 * hidden, customClass. The value is the chosen option's value, a string as the designer writes them.
 *
 * @example
 * { type: 'radio', name: '性别', key: 'radio_1', model: 'sex', options: { showLabel: true, options: [{ value: 'm', label: '男' }] } } // { sex: 'm' }
 */
export const radioWidget = defineWidget<RadioWidget>({
  type: 'radio',
  components: { DgRadio },
  toSchema(widget, ctx) {
    const { options } = widget;
    return {
      ...fieldSchema(widget, ctx, 'string'),
      'x-component': 'DgRadio',
      'x-component-props': {
        source: choiceSource(options),
        inline: options.inline === true,
        style: controlStyle(options.width),
      },
    };
  },
  design: radioDesign,
});
