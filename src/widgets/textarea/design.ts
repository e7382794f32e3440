import type { TextareaWidget } from '../../../schemas';
import type { WidgetDesign } from '../../runtime';
import {
  basicPanel,
  panelField,
  patternField,
  placeholderField,
  readonlyField,
  requiredField,
  widthField,
} from '../shared/panel';

/** The textarea widget in the designer (SPEC.md §3; defaults as the original designer's). */
export const textareaDesign: WidgetDesign<TextareaWidget> = {
  group: 'basic',
  label: '多行文本',
  icon: 'textarea',
  scaffold: {
    type: 'textarea',
    name: '多行文本',
    options: {
      width: '100%',
      defaultValue: '',
      rows: 5,
      required: false,
      disabled: false,
      pattern: '',
      placeholder: '',
      maxlength: -1,
      showWordLimit: false,
    },
    rules: [],
  },
  panel: basicPanel([
    widthField(),
    placeholderField(),
    panelField('textarea', '默认值', 'options.defaultValue', { rows: 3 }),
    panelField('number', '行数', 'options.rows', { min: 1, max: 100, step: 1, controlsPosition: 'right' }),
    panelField('number', '最多字数', 'options.maxlength', { min: -1, step: 1, controlsPosition: 'right' }),
    panelField('switch', '显示字数', 'options.showWordLimit'),
    requiredField(),
    readonlyField(),
    patternField(),
  ]),
};
