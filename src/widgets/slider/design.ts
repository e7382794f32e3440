import type { SliderWidget } from '../../../schemas';
import type { WidgetDesign } from '../../runtime';
import { basicPanel, limitedNumberField, panelField, requiredField, widthField } from '../shared/panel';

/** The slider widget in the designer (SPEC.md §3; defaults as the original designer's). */
export const sliderDesign: WidgetDesign<SliderWidget> = {
  group: 'basic',
  label: '滑块',
  icon: 'slider',
  scaffold: {
    type: 'slider',
    name: '滑块',
    options: {
      defaultValue: 0,
      disabled: false,
      required: false,
      min: 0,
      max: 100,
      step: 1,
      showInput: false,
      range: false,
      width: '',
    },
    rules: [],
  },
  panel: basicPanel([
    widthField(),
    limitedNumberField('最小值', 'options.min'),
    limitedNumberField('最大值', 'options.max'),
    limitedNumberField('步长', 'options.step'),
    // A number box cannot hold a range's pair; a range without one starts at [min, max] (index.ts).
    limitedNumberField('默认值', 'options.defaultValue'),
    panelField('switch', '显示输入框', 'options.showInput'),
    panelField('switch', '范围选择', 'options.range'),
    requiredField(),
  ]),
};
