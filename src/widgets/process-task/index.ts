import type { ProcessTaskWidget } from '../../../schemas/generated/page';
import { defineWidget } from '../../runtime';
import { pageNode } from '../shared/pageNode';
import { DgProcessTask } from './DgProcessTask';
import { processTaskDesign } from './design';

/**
 * process-task: the task panel of a process instance — the node's form with the instance's variables,
 * the node's field rules applied, an 审批意见 box and the buttons the server allows (同意, 驳回, 认领,
 * 撤回, 评论, 转办, 跳转). A void node: it holds no page state.
 *
 * @example
 * { type: 'process-task', key: 'task_1', options: { taskId: '{{ $row.id }}' } }
 */
export const processTaskWidget = defineWidget<ProcessTaskWidget>({
  type: 'process-task',
  components: { DgProcessTask },
  toSchema: (widget) => pageNode('DgProcessTask', { options: widget.options }),
  design: processTaskDesign,
});
