import type { ProcessHeaderWidget } from '../../../schemas/generated/page';
import type { WidgetDesign } from '../../runtime';
import { panelField } from '../shared/panel';

/** The instance head in the designer: the row a drawer was opened from. */
export const processHeaderDesign: WidgetDesign<ProcessHeaderWidget> = {
  group: 'page',
  label: '流程抬头',
  icon: 'profile',
  scaffold: {
    type: 'process-header',
    name: '流程抬头',
    options: {
      processName: '{{ $row.processName }}',
      initiator: '{{ $row.initiator }}',
      status: '{{ $row.instanceStatus }}',
    },
  },
  panel: {
    list: [
      panelField('input', '流程名', 'options.processName', { placeholder: '{{ $row.processName }}' }),
      panelField('input', '当前节点', 'options.nodeName', { placeholder: '{{ $row.nodeName }}' }),
      panelField('input', '发起人', 'options.initiator', { placeholder: '{{ $row.initiator }}' }),
      panelField('input', '状态', 'options.status', { placeholder: '{{ $row.instanceStatus }}' }),
    ],
    config: { ui: 'Ant Design', size: 'small', labelPosition: 'top', layout: 'vertical' },
  },
};
