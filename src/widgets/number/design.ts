import type { NumberWidget } from '../../../schemas';
import type { WidgetDesign } from '../../runtime';
import { basicPanel, limitedNumberField, panelField, requiredField, widthField } from '../shared/panel';

/** The number widget in the designer (SPEC.md §3; defaults as the original designer's). */
export const numberDesign: WidgetDesign<NumberWidget> = {
  group: 'basic',
  label: '计数器',
  icon: 'number',
  scaffold: {
    type: 'number',
    name: '计数器',
    options: {
      width: '',
      required: false,
      defaultValue: 0,
      min: '',
      max: '',
      step: 1,
      disabled: false,
      controlsPosition: '',
    },
    rules: [],
  },
  panel: basicPanel([
    widthField(),
    panelField('number', '默认值', 'options.defaultValue', { controlsPosition: 'right' }),
    limitedNumberField('最小值', 'options.min'),
    limitedNumberField('最大值', 'options.max'),
    limitedNumberField('步长', 'options.step'),
    panelField('radio', '按钮位置', 'options.controlsPosition', {
      inline: true,
      showLabel: true,
      options: [
        { value: '', label: '两侧' },
        { value: 'right', label: '右侧' },
      ],
    }),
    requiredField(),
  ]),
};
