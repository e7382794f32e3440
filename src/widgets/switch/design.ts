import type { SwitchWidget } from '../../../schemas';
import type { WidgetDesign } from '../../runtime';
import { basicPanel, panelField, requiredField } from '../shared/panel';

/** The switch widget in the designer (SPEC.md §3; defaults as the original designer's). */
export const switchDesign: WidgetDesign<SwitchWidget> = {
  group: 'basic',
  label: '开关',
  icon: 'switch',
  scaffold: {
    type: 'switch',
    name: '开关',
    options: { defaultValue: false, required: false, disabled: false },
    rules: [],
  },
  panel: basicPanel([panelField('switch', '默认值', 'options.defaultValue'), requiredField()]),
};
