import type { ButtonWidget } from '../../../schemas';
import type { WidgetDesign } from '../../runtime';
import { actionFields } from '../shared/actionPanel';

/** The button widget in the designer: a primary button that calls an endpoint. */
export const buttonDesign: WidgetDesign<ButtonWidget> = {
  group: 'page',
  label: '按钮',
  icon: 'button',
  scaffold: {
    type: 'button',
    name: '按钮',
    options: { action: { key: 'action_1', label: '按钮', kind: 'request', buttonType: 'primary' } },
  },
  panel: {
    list: actionFields('options.action'),
    config: { ui: 'Ant Design', size: 'small', labelPosition: 'top', layout: 'vertical' },
  },
};
