import type { TreeWidget } from '../../../schemas';
import { defineWidget } from '../../runtime';
import { DgTree } from './DgTree';
import { treeDesign } from './design';

/**
 * tree: a node tree (the department tree) whose selection is page state. A FIELD, not a void node: the
 * selected key (single) or keys (multiple or checkable) sit under the widget's model, so other widgets
 * read them as `{{ $values.<model> }}` — a crud next to it filters by `params: { departId:
 * '{{ $values.depart }}' }`. Options: api, async + childApi, searchable, checkable, multiple, fieldNames,
 * title, defaultExpandAll, emptyText, titleModel (the selected node's title beside its key), grant (an authorisation tree: ancestors ticked along, 父子联动, toolbar). It carries no label of its own: options.title heads it.
 *
 * @example
 * { type: 'tree', key: 'tree_1', model: 'depart', options: { api: '/sys/sysDepart/queryTreeList', fieldNames: { key: 'id', title: 'departName' } } }
 */
export const treeWidget = defineWidget<TreeWidget>({
  type: 'tree',
  components: { DgTree },
  toSchema(widget) {
    const { options } = widget;
    return {
      type: options.multiple === true || options.checkable === true ? 'array' : 'string',
      'x-component': 'DgTree',
      'x-component-props': { options },
    };
  },
  design: treeDesign,
});
