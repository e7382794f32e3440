import type { ButtonGroupWidget } from '../../../schemas';
import type { WidgetDesign } from '../../runtime';
import { listField } from '../shared/optionPanel';
import { panelField } from '../shared/panel';

/**
 * The button-group widget in the designer. Its actions are records, edited by the designer's own list
 * editor (the slot of `options.actions`), each with the fields of shared/actionPanel.ts.
 */
export const buttonGroupDesign: WidgetDesign<ButtonGroupWidget> = {
  group: 'page',
  label: '按钮组',
  icon: 'button-group',
  scaffold: {
    type: 'button-group',
    name: '按钮组',
    options: {
      align: 'left',
      actions: [
        { key: 'action_1', label: '刷新', kind: 'reload' },
        {
          key: 'action_2',
          label: '导出',
          kind: 'download',
          api: '/sys/user/exportXls',
          fileName: '用户.xls',
        },
      ],
    },
  },
  panel: {
    list: [
      panelField('select', '对齐', 'options.align', {
        options: [
          { value: 'left', label: '左对齐' },
          { value: 'center', label: '居中' },
          { value: 'right', label: '右对齐' },
        ],
      }),
      listField('按钮', 'options.actions'),
    ],
    config: { ui: 'Ant Design', size: 'small', labelPosition: 'top', layout: 'vertical' },
  },
};
