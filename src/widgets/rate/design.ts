import type { RateWidget } from '../../../schemas';
import type { WidgetDesign } from '../../runtime';
import { basicPanel, limitedNumberField, panelField, requiredField } from '../shared/panel';

/** The rate widget in the designer (SPEC.md §3; defaults as the original designer's). */
export const rateDesign: WidgetDesign<RateWidget> = {
  group: 'basic',
  label: '评分',
  icon: 'rate',
  scaffold: {
    type: 'rate',
    name: '评分',
    options: { defaultValue: null, max: 5, disabled: false, allowHalf: false, required: false },
    rules: [],
  },
  panel: basicPanel([
    limitedNumberField('最大值', 'options.max'),
    panelField('switch', '允许半选', 'options.allowHalf'),
    panelField('number', '默认值', 'options.defaultValue', {
      min: 0,
      max: 100,
      step: 0.5,
      controlsPosition: 'right',
    }),
    requiredField(),
  ]),
};
