import type { CrudWidget } from '../../../schemas';
import type { WidgetDesign } from '../../runtime';
import { listField } from '../shared/optionPanel';
import { panelField } from '../shared/panel';

/** The crud widget in the designer: a table over one list endpoint, to be completed in the panel. */
export const crudDesign: WidgetDesign<CrudWidget> = {
  group: 'page',
  label: '增删改查表格',
  icon: 'table',
  scaffold: {
    type: 'crud',
    name: '增删改查表格',
    options: {
      api: { list: '/sys/position/list' },
      columns: [{ title: '名称', dataIndex: 'name' }],
      toolbar: [{ key: 'add', label: '新增', kind: 'add', buttonType: 'primary' }],
      rowActions: [
        { key: 'edit', label: '编辑', kind: 'edit' },
        { key: 'delete', label: '删除', kind: 'delete', danger: true },
      ],
      pageSize: 10,
      selection: true,
    },
  },
  panel: {
    list: [
      panelField('input', '表格标题', 'options.title'),
      listField('表格列', 'options.columns'),
      panelField('input', '列表接口', 'options.api.list', { placeholder: '/sys/user/list' }),
      panelField('input', '新增接口', 'options.api.add'),
      panelField('input', '编辑接口', 'options.api.edit'),
      panelField('input', '详情接口', 'options.api.queryById'),
      panelField('input', '删除接口', 'options.api.delete'),
      panelField('input', '批量删除接口', 'options.api.deleteBatch'),
      panelField('input', '主键字段', 'options.rowKey', { placeholder: 'id' }),
      panelField('select', '每页条数', 'options.pageSize', {
        options: [
          { value: 10, label: '10' },
          { value: 20, label: '20' },
          { value: 30, label: '30' },
        ],
      }),
      panelField('switch', '显示勾选列', 'options.selection', { defaultValue: true }),
      panelField('input', '权限前缀', 'options.authorityPrefix'),
    ],
    config: { ui: 'Ant Design', size: 'small', labelPosition: 'top', layout: 'vertical' },
  },
};
