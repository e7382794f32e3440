import type { CheckboxWidget } from '../../../schemas';
import type { WidgetDesign } from '../../runtime';
import { choicePanelFields, withDictionaryList } from '../shared/choicePanel';
import { basicPanel, requiredField, widthField } from '../shared/panel';

/** The checkbox widget in the designer (SPEC.md §3; defaults as the original designer's). */
export const checkboxDesign: WidgetDesign<CheckboxWidget> = {
  group: 'basic',
  label: '多选框组',
  icon: 'checkbox',
  scaffold: {
    type: 'checkbox',
    name: '多选框组',
    options: {
      inline: false,
      defaultValue: [],
      // New widgets draw their options' labels, so the canvas shows what the options editor shows.
      showLabel: true,
      options: [{ value: '选项1' }, { value: '选项2' }, { value: '选项3' }],
      required: false,
      width: '',
      remote: false,
      remoteOptions: [],
      props: { value: 'value', label: 'label' },
      remoteFunc: '',
      disabled: false,
    },
    rules: [],
  },
  // The default list is chosen beside each option in the options editor (see choicePanelFields).
  panel: withDictionaryList(basicPanel([widthField(), ...choicePanelFields(), requiredField()])),
};
