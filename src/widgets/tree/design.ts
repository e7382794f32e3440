import type { TreeWidget } from '../../../schemas';
import type { WidgetDesign } from '../../runtime';
import { switchField, textField } from '../shared/optionPanel';
import { panelField } from '../shared/panel';

/**
 * The tree widget in the designer: a department tree by default (SPEC.md §7 queryTreeList, whose nodes
 * carry id and departName). Its model is what other widgets read as `$values.<model>`.
 */
export const treeDesign: WidgetDesign<TreeWidget> = {
  group: 'page',
  label: '树',
  icon: 'apartment',
  scaffold: {
    type: 'tree',
    name: '树',
    options: {
      api: '/sys/sysDepart/queryTreeList',
      fieldNames: { key: 'id', title: 'departName', children: 'children' },
      title: '部门',
      searchable: true,
      defaultExpandAll: true,
      emptyText: '暂无数据',
    },
  },
  panel: {
    list: [
      textField('字段标识', 'model', '其他控件用 $values.<字段标识> 读选中的节点'),
      textField('标题', 'options.title'),
      textField('数据接口', 'options.api', '/sys/sysDepart/queryTreeList'),
      switchField('异步加载', 'options.async'),
      textField('子节点接口', 'options.childApi', '展开时 GET ?pid=，缺省用数据接口'),
      switchField('可搜索', 'options.searchable', { on: true }),
      switchField('显示勾选框', 'options.checkable'),
      switchField('多选', 'options.multiple'),
      textField('主键字段', 'options.fieldNames.key', 'key'),
      textField('标题字段', 'options.fieldNames.title', 'title'),
      textField('子节点字段', 'options.fieldNames.children', 'children'),
      switchField('默认展开全部', 'options.defaultExpandAll', { on: true }),
      panelField('input', '无数据提示', 'options.emptyText', { placeholder: '暂无数据' }),
    ],
    config: { ui: 'Ant Design', size: 'small', labelPosition: 'top', layout: 'vertical' },
  },
};
