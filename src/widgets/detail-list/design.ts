import type { DetailListWidget } from '../../../schemas';
import type { WidgetDesign } from '../../runtime';
import { listField, textField } from '../shared/optionPanel';
import { panelField } from '../shared/panel';

/**
 * The detail-list widget in the designer: a user's record by id, three columns. Items and params are
 * records, edited by the designer's own editor (the slots of `items` and `options.params`).
 */
export const detailListDesign: WidgetDesign<DetailListWidget> = {
  group: 'page',
  label: '详情列表',
  icon: 'profile',
  scaffold: {
    type: 'detail-list',
    name: '详情列表',
    options: { title: '详细信息', column: 3, api: '/sys/user/queryById', params: { id: '{{ $values.id }}' } },
    items: [
      { label: '账号', field: 'username' },
      { label: '姓名', field: 'realname' },
    ],
  },
  panel: {
    list: [
      textField('标题', 'options.title'),
      panelField('number', '列数', 'options.column', { min: 1, max: 4, step: 1 }),
      textField('数据接口', 'options.api', '/sys/user/queryById'),
      panelField('blank', '请求参数', 'options.params', { defaultType: 'Object' }),
      textField('页面状态字段', 'options.source', '不用接口时，记录所在的页面状态字段'),
      listField('显示项', 'items'),
    ],
    config: { ui: 'Ant Design', size: 'small', labelPosition: 'top', layout: 'vertical' },
  },
};
