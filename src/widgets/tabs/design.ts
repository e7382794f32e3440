import type { TabsWidget } from '../../../schemas';
import type { WidgetDesign } from '../../runtime';
import { listField } from '../shared/optionPanel';
import { panelField } from '../shared/panel';

/**
 * The tabs widget in the designer: two empty panes to drop widgets into on the canvas. The panes' labels
 * and keys are edited by the designer's panes editor, the slot of `tabs`.
 */
export const tabsDesign: WidgetDesign<TabsWidget> = {
  group: 'page',
  label: '标签页',
  icon: 'tabs',
  scaffold: {
    type: 'tabs',
    name: '标签页',
    options: { type: 'line' },
    tabs: [
      { label: '标签页1', key: 'tab_1', list: [] },
      { label: '标签页2', key: 'tab_2', list: [] },
    ],
  },
  panel: {
    list: [
      panelField('select', '样式', 'options.type', {
        options: [
          { value: 'line', label: '线条' },
          { value: 'card', label: '卡片' },
        ],
      }),
      listField('标签页', 'tabs'),
    ],
    config: { ui: 'Ant Design', size: 'small', labelPosition: 'top', layout: 'vertical' },
  },
};
