import type { WidgetDesign } from '../../runtime';
import { switchField, textField } from '../shared/optionPanel';

/** The card widget in the designer: a titled, bordered box to drop widgets into. */
export const cardDesign: WidgetDesign = {
  group: 'page',
  label: '卡片',
  icon: 'card',
  // A card carries `list`, which the runtime's DesignWidget does not describe.
  scaffold: {
    type: 'card',
    name: '卡片',
    options: { title: '卡片标题', bordered: true },
    list: [],
  } as WidgetDesign['scaffold'],
  panel: {
    list: [textField('标题', 'options.title'), switchField('显示边框', 'options.bordered', { on: true })],
    config: { ui: 'Ant Design', size: 'small', labelPosition: 'top', layout: 'vertical' },
  },
};
