import type { ReptileSyncWidget } from '../../../schemas/generated/page';
import { defineWidget } from '../../runtime';
import { pageNode } from '../shared/pageNode';
import { DgReptileSync } from './DgReptileSync';
import { reptileSyncDesign } from './design';

/**
 * reptile-sync: a collection project's 开始同步 / 取消同步 with a live progress bar and the run's counts.
 *
 * @example
 * { type: 'reptile-sync', key: 'sync_1', options: { projectId: '{{ $row.id }}' } }
 */
export const reptileSyncWidget = defineWidget<ReptileSyncWidget>({
  type: 'reptile-sync',
  components: { DgReptileSync },
  toSchema: (widget) => pageNode('DgReptileSync', { options: widget.options }),
  design: reptileSyncDesign,
});
