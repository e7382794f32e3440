import type { TextWidget } from '../../../schemas';
import type { WidgetDesign } from '../../runtime';
import { basicPanel, panelField } from '../shared/panel';

/**
 * The text widget in the designer (SPEC.md §3). The original designer lists it with the basic widgets
 * and starts it with a sample sentence, here in Chinese like the rest of the product.
 */
export const textDesign: WidgetDesign<TextWidget> = {
  group: 'basic',
  label: '文字',
  icon: 'text',
  scaffold: {
    type: 'text',
    name: '文字',
    options: { defaultValue: '这是一段文字', customClass: '' },
    rules: [],
  },
  panel: basicPanel(
    [
      panelField('textarea', '文字内容', 'options.defaultValue', { rows: 3 }),
      panelField('input', '自定义 Class', 'options.customClass'),
    ],
    { disable: false },
  ),
};
