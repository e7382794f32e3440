import type { LivetableWidget } from '../../../schemas/generated/page';
import type { WidgetDesign } from '../../runtime';
import { listField, textField } from '../shared/optionPanel';
import { panelField } from '../shared/panel';

/** The live table in the designer: the positions list, editable and shared live. */
export const livetableDesign: WidgetDesign<LivetableWidget> = {
  group: 'page',
  label: '实时表格',
  icon: 'table',
  scaffold: {
    type: 'livetable',
    name: '实时表格',
    options: {
      api: '/sys/position/list',
      saveApi: '/sys/position/edit',
      pageId: 'position',
      columns: [
        { key: 'code', title: '职务编码', type: 'input', rules: [{ required: true }, { unique: true }] },
        { key: 'name', title: '职务名称', type: 'input', rules: [{ required: true }] },
      ],
    },
  },
  panel: {
    list: [
      textField('数据接口', 'options.api', '/sys/position/list'),
      textField('保存接口', 'options.saveApi', '/sys/position/edit'),
      textField('新增接口', 'options.addApi', '/demo/orderItem/add'),
      textField('批量删除接口', 'options.deleteApi', '/demo/orderItem/deleteBatch'),
      textField('排序接口', 'options.sortApi', '/demo/orderItem/sort'),
      textField('排序字段', 'options.sortKey', 'orderNum'),
      textField('按钮权限前缀', 'options.authPre', 'demoorder:'),
      textField('实时页面 id', 'options.pageId', 'position'),
      panelField('number', '高度', 'options.height', { min: 120, max: 2000, step: 10 }),
      listField('列', 'options.columns'),
    ],
    config: { ui: 'Ant Design', size: 'small', labelPosition: 'top', layout: 'vertical' },
  },
};
