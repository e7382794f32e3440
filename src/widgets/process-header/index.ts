import type { ProcessHeaderWidget } from '../../../schemas/generated/page';
import { defineWidget } from '../../runtime';
import { pageNode } from '../shared/pageNode';
import { DgProcessHeader } from './DgProcessHeader';
import { processHeaderDesign } from './design';

/**
 * process-header: the head of an instance's detail — 流程, 当前节点, 发起人, 状态 (a coloured tag) — from
 * `{{ }}` expressions over the row the drawer was opened with.
 *
 * @example
 * { type: 'process-header', key: 'head_1', options: { processName: '{{ $row.processName }}', status: '{{ $row.status }}' } }
 */
export const processHeaderWidget = defineWidget<ProcessHeaderWidget>({
  type: 'process-header',
  components: { DgProcessHeader },
  toSchema: (widget) => pageNode('DgProcessHeader', { options: widget.options }),
  design: processHeaderDesign,
});
