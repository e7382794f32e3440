import type { SubtableWidget } from '../../../schemas/generated/form-design';
import type { WidgetDesign } from '../../runtime';
import { listField } from '../shared/optionPanel';
import { basicPanel, panelField, requiredField, widthField } from '../shared/panel';

/** The sub-table in the designer: 子表 in the advanced group, its columns edited in the panel's 列 list. */
export const subtableDesign: WidgetDesign<SubtableWidget> = {
  group: 'advanced',
  label: '子表',
  icon: 'subtable',
  scaffold: {
    type: 'subtable',
    name: '子表',
    options: {
      width: '100%',
      columns: [
        { key: 'name', title: '名称', type: 'input', rules: [{ required: true }] },
        {
          key: 'quantity',
          title: '数量',
          type: 'inputNumber',
          rules: [{ pattern: 'z' }],
          statistics: ['sum'],
        },
      ],
      minRows: 0,
      maxRows: 0,
      height: 240,
      defaultValue: [],
      required: false,
      disabled: false,
    },
    rules: [],
  },
  panel: basicPanel([
    listField('列', 'options.columns'),
    panelField('number', '高度', 'options.height', { min: 120, max: 2000, step: 10 }),
    panelField('number', '最少行数', 'options.minRows', { min: 0, max: 1000, step: 1 }),
    panelField('number', '最多行数', 'options.maxRows', { min: 0, max: 1000, step: 1 }),
    widthField(),
    requiredField(),
  ]),
};
