import type { FormPanelWidget } from '../../../schemas';
import type { WidgetDesign } from '../../runtime';
import { panelField } from '../shared/panel';

/** The form-panel in the designer. */
export const formPanelDesign: WidgetDesign<FormPanelWidget> = {
  group: 'page',
  label: '表单面板',
  icon: 'form',
  scaffold: {
    type: 'form-panel',
    name: '表单面板',
    options: {
      title: '详细信息',
      loadApi: '/sys/sysDepart/queryById',
      params: { id: '{{ $values.depart }}' },
      saveApi: '/sys/sysDepart/edit',
      method: 'put',
      form: { list: [], config: { ui: 'Ant Design' } },
    },
  },
  panel: {
    list: [
      panelField('input', '标题', 'options.title'),
      panelField('input', '读取接口', 'options.loadApi'),
      panelField('input', '保存接口', 'options.saveApi'),
      panelField('input', '主键字段', 'options.rowKey', { placeholder: 'id' }),
      panelField('input', '保存权限', 'options.permission'),
      panelField('input', '空白提示', 'options.emptyText'),
    ],
    config: { ui: 'Ant Design', size: 'small', labelPosition: 'top', layout: 'vertical' },
  },
};
