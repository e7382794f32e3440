import type { ProcessTaskWidget } from '../../../schemas/generated/page';
import type { WidgetDesign } from '../../runtime';
import { panelField } from '../shared/panel';

/** The task panel in the designer: the task of the row a drawer was opened from. */
export const processTaskDesign: WidgetDesign<ProcessTaskWidget> = {
  group: 'page',
  label: '任务办理',
  icon: 'form',
  scaffold: {
    type: 'process-task',
    name: '任务办理',
    options: { taskId: '{{ $row.id }}' },
  },
  panel: {
    list: [
      panelField('input', '标题', 'options.title', { placeholder: '任务办理 — <节点名>' }),
      panelField('input', '任务 id', 'options.taskId', { placeholder: '{{ $row.id }}' }),
      panelField('switch', '只看不办', 'options.readonly'),
    ],
    config: { ui: 'Ant Design', size: 'small', labelPosition: 'top', layout: 'vertical' },
  },
};
