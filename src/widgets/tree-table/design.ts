import type { TreeTableWidget } from '../../../schemas';
import type { WidgetDesign } from '../../runtime';
import { crudDesign } from '../crud/design';

/** The tree-table in the designer: the crud panel over a tree list. */
export const treeTableDesign: WidgetDesign<TreeTableWidget> = {
  ...crudDesign,
  label: '树形表格',
  icon: 'apartment',
  scaffold: {
    ...crudDesign.scaffold,
    type: 'tree-table',
    name: '树形表格',
    options: { ...crudDesign.scaffold.options, api: { list: '/sys/permission/list' }, selection: false },
  },
};
