import type { InputWidget } from '../../../schemas';
import type { WidgetDesign } from '../../runtime';
import {
  basicPanel,
  dataTypeField,
  patternField,
  placeholderField,
  requiredField,
  widthField,
} from '../shared/panel';

/** The input widget in the designer (SPEC.md §3; defaults as the original designer's). */
export const inputDesign: WidgetDesign<InputWidget> = {
  group: 'basic',
  label: '单行文本',
  icon: 'input',
  scaffold: {
    type: 'input',
    name: '单行文本',
    options: {
      width: '100%',
      defaultValue: '',
      required: false,
      dataType: 'string',
      pattern: '',
      placeholder: '',
      disabled: false,
    },
    rules: [],
  },
  panel: basicPanel([
    widthField(),
    placeholderField(),
    {
      type: 'input',
      name: '默认值',
      key: 'panel_default',
      model: 'options.defaultValue',
      options: { clearable: true },
    },
    requiredField(),
    dataTypeField(),
    patternField(),
  ]),
};
