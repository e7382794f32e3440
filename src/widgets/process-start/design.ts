import type { ProcessStartWidget } from '../../../schemas/generated/page';
import type { WidgetDesign } from '../../runtime';
import { panelField } from '../shared/panel';

/** The 发起流程 button in the designer. */
export const processStartDesign: WidgetDesign<ProcessStartWidget> = {
  group: 'page',
  label: '发起流程',
  icon: 'button',
  scaffold: { type: 'process-start', name: '发起流程', options: {} },
  panel: {
    list: [
      panelField('input', '按钮文字', 'options.label', { placeholder: '发起流程' }),
      panelField('input', '权限编码', 'options.permission'),
      panelField('radio', '位置', 'options.align', {
        options: [
          { value: 'left', label: '靠左' },
          { value: 'right', label: '靠右' },
        ],
        showLabel: true,
      }),
    ],
    config: { ui: 'Ant Design', size: 'small', labelPosition: 'top', layout: 'vertical' },
  },
};
