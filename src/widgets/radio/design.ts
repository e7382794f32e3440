import type { RadioWidget } from '../../../schemas';
import type { WidgetDesign } from '../../runtime';
import { choicePanelFields, withDictionaryList } from '../shared/choicePanel';
import { basicPanel, requiredField, widthField } from '../shared/panel';

/** The radio widget in the designer (SPEC.md §3; defaults as the original designer's). */
export const radioDesign: WidgetDesign<RadioWidget> = {
  group: 'basic',
  label: '单选框组',
  icon: 'radio',
  scaffold: {
    type: 'radio',
    name: '单选框组',
    options: {
      inline: false,
      defaultValue: '',
      // New widgets draw their options' labels, so the canvas shows what the options editor shows.
      showLabel: true,
      options: [
        { value: '选项1', label: '选项1' },
        { value: '选项2', label: '选项2' },
        { value: '选项3', label: '选项3' },
      ],
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
  // The default is marked beside its option in the options editor, as form-making does.
  panel: withDictionaryList(basicPanel([widthField(), ...choicePanelFields(), requiredField()])),
};
