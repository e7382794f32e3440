import type { ReptileRowWidget } from '../../../schemas/generated/page';
import { defineWidget } from '../../runtime';
import { pageNode } from '../shared/pageNode';
import { DgReptileRow } from './DgReptileRow';
import { reptileRowDesign } from './design';

/**
 * reptile-row: a collected row opened in its project's bound designer form, corrected and saved.
 *
 * @example
 * { type: 'reptile-row', key: 'row_form', options: { rowId: '{{ $row.id }}' } }
 */
export const reptileRowWidget = defineWidget<ReptileRowWidget>({
  type: 'reptile-row',
  components: { DgReptileRow },
  toSchema: (widget) => pageNode('DgReptileRow', { options: widget.options }),
  design: reptileRowDesign,
});
