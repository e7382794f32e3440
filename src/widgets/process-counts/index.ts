import type { ProcessCountsWidget } from '../../../schemas/generated/page';
import { defineWidget } from '../../runtime';
import { pageNode } from '../shared/pageNode';
import { DgProcessCounts } from './DgProcessCounts';
import { processCountsDesign } from './design';

/**
 * process-counts: 待办 N / 可认领 M (task/todoCounts), read again after every change under /process.
 *
 * @example
 * { type: 'process-counts', key: 'counts_1', options: {} }
 */
export const processCountsWidget = defineWidget<ProcessCountsWidget>({
  type: 'process-counts',
  components: { DgProcessCounts },
  toSchema: (widget) => pageNode('DgProcessCounts', { options: widget.options }),
  design: processCountsDesign,
});
