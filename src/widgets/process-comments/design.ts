import type { ProcessCommentsWidget } from '../../../schemas/generated/page';
import type { WidgetDesign } from '../../runtime';
import { panelField } from '../shared/panel';

/** The comments timeline in the designer: the instance of the row a drawer was opened from. */
export const processCommentsDesign: WidgetDesign<ProcessCommentsWidget> = {
  group: 'page',
  label: '审批记录',
  icon: 'card',
  scaffold: {
    type: 'process-comments',
    name: '审批记录',
    options: { instanceId: '{{ $row.instanceId }}' },
  },
  panel: {
    list: [
      panelField('input', '标题', 'options.title', { placeholder: '审批记录' }),
      panelField('input', '流程实例 id', 'options.instanceId', { placeholder: '{{ $row.instanceId }}' }),
      panelField('switch', '显示流转记录', 'options.history', { defaultValue: true }),
    ],
    config: { ui: 'Ant Design', size: 'small', labelPosition: 'top', layout: 'vertical' },
  },
};
