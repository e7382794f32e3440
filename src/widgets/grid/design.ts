import type { GridWidget } from '../../../schemas';
import type { WidgetDesign } from '../../runtime';
import { listField } from '../shared/optionPanel';
import { limitedNumberField, panelField } from '../shared/panel';

/** SPEC.md §9's justify choices, with what an admin reads. */
const JUSTIFY = [
  { value: 'start', label: '左对齐' },
  { value: 'end', label: '右对齐' },
  { value: 'center', label: '居中' },
  { value: 'space-around', label: '两侧间隔相等' },
  { value: 'space-between', label: '两端对齐' },
];

/** SPEC.md §9's align choices, with what an admin reads. */
const ALIGN = [
  { value: 'top', label: '顶部对齐' },
  { value: 'middle', label: '居中' },
  { value: 'bottom', label: '底部对齐' },
];

/**
 * The grid widget in the designer (SPEC.md §3; defaults as form-making's componentsConfig: two columns
 * of span 12, gutter 0, justify start, align top). A grid has no label or model, so its panel is built
 * here rather than with basicPanel; its columns are edited by the designer's list editor (a slot).
 */
export const gridDesign: WidgetDesign<GridWidget> = {
  group: 'layout',
  label: '栅格布局',
  icon: 'grid',
  scaffold: {
    type: 'grid',
    name: '栅格布局',
    columns: [
      { span: 12, list: [] },
      { span: 12, list: [] },
    ],
    options: { gutter: 0, justify: 'start', align: 'top' },
  },
  panel: {
    list: [
      limitedNumberField('栅格间隔', 'options.gutter'),
      listField('列配置', 'columns'),
      panelField('select', '水平排列', 'options.justify', { options: JUSTIFY, showLabel: true }),
      panelField('select', '垂直排列', 'options.align', { options: ALIGN, showLabel: true }),
    ],
    config: { ui: 'Ant Design', size: 'small', labelPosition: 'top', layout: 'vertical' },
  },
};
