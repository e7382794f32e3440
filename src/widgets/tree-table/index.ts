import type { TreeTableWidget } from '../../../schemas';
import { defineWidget } from '../../runtime';
import { DgCrud } from '../crud/DgCrud';
import { treeTableDesign } from './design';

/**
 * tree-table: a crud whose rows nest (the menu tree). The list answers the whole tree; there is no
 * pagination. Drawn by the crud widget's component with its tree switch on.
 */
export const treeTableWidget = defineWidget<TreeTableWidget>({
  type: 'tree-table',
  components: { DgTreeTable: DgCrud },
  toSchema: (widget) => ({
    type: 'void',
    'x-component': 'DgTreeTable',
    'x-component-props': { options: widget.options, tree: true },
  }),
  design: treeTableDesign,
});
