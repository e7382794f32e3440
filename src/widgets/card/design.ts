import type { CardWidget } from '../../../schemas';
import type { WidgetDesign } from '../../runtime';
import { switchField, textField } from '../shared/optionPanel';

/** The card widget in the designer: a titled, bordered box to drop widgets into. */
export const cardDesign: WidgetDesign<CardWidget> = {
  group: 'page',
  label: '卡片',
  icon: 'card',
  scaffold: {
    type: 'card',
    name: '卡片',
    options: { title: '卡片标题', bordered: true },
    list: [],
  },
  panel: {
    list: [textField('标题', 'options.title'), switchField('显示边框', 'options.bordered', { on: true })],
    config: { ui: 'Ant Design', size: 'small', labelPosition: 'top', layout: 'vertical' },
  },
};
