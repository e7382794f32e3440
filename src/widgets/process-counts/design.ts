import type { ProcessCountsWidget } from '../../../schemas/generated/page';
import type { WidgetDesign } from '../../runtime';
import { panelField } from '../shared/panel';

/** The to-do counts in the designer. */
export const processCountsDesign: WidgetDesign<ProcessCountsWidget> = {
  group: 'page',
  label: '待办计数',
  icon: 'number',
  scaffold: { type: 'process-counts', name: '待办计数', options: {} },
  panel: {
    list: [panelField('input', '标题', 'options.title')],
    config: { ui: 'Ant Design', size: 'small', labelPosition: 'top', layout: 'vertical' },
  },
};
