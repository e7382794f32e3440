import type { ProcessCommentsWidget } from '../../../schemas/generated/page';
import { defineWidget } from '../../runtime';
import { pageNode } from '../shared/pageNode';
import { DgProcessComments } from './DgProcessComments';
import { processCommentsDesign } from './design';

/**
 * process-comments: an instance's comments as a timeline (who, node, when, message) and its history
 * (getHisNodes). A void node: it shows data, it holds none.
 *
 * @example
 * { type: 'process-comments', key: 'comments_1', options: { instanceId: '{{ $row.instanceId }}' } }
 */
export const processCommentsWidget = defineWidget<ProcessCommentsWidget>({
  type: 'process-comments',
  components: { DgProcessComments },
  toSchema: (widget) => pageNode('DgProcessComments', { options: widget.options }),
  design: processCommentsDesign,
});
