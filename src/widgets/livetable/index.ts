import type { LivetableWidget } from '../../../schemas/generated/page';
import { defineWidget } from '../../runtime';
import { pageNode } from '../shared/pageNode';
import { DgLivetable } from './DgLivetable';
import { livetableDesign } from './design';

/**
 * livetable: an editable table of up to 100,000 rows whose saved edits reach every browser on the page
 * (src/livetable/, docs/livetable.md). Rows from options.api; a valid edit is PUT to options.saveApi and sent
 * over /vxeSocket/{userId}/{options.pageId}.
 *
 * @example
 * { type: 'livetable', key: 'positions', options: { api: '/sys/position/list', saveApi: '/sys/position/edit', pageId: 'position', columns: [{ key: 'name', title: '职务名称', type: 'input' }] } }
 */
export const livetableWidget = defineWidget<LivetableWidget>({
  type: 'livetable',
  components: { DgLivetable },
  toSchema: (widget) => pageNode('DgLivetable', { widget }),
  design: livetableDesign,
});
