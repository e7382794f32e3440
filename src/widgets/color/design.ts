import type { ColorWidget } from '../../../schemas';
import type { WidgetDesign } from '../../runtime';
import { basicPanel, panelField, requiredField } from '../shared/panel';

/** The color widget in the designer (SPEC.md §3; defaults as the original designer's). */
export const colorDesign: WidgetDesign<ColorWidget> = {
  group: 'basic',
  label: '颜色选择器',
  icon: 'color',
  scaffold: {
    type: 'color',
    name: '颜色选择器',
    options: { defaultValue: '', disabled: false, showAlpha: false, required: false },
    rules: [],
  },
  panel: basicPanel([
    // Text, not a picker: a picker would rewrite an rgba default as hex whenever showAlpha is off.
    panelField('input', '默认值', 'options.defaultValue', {
      placeholder: '如 #409EFF 或 rgba(64, 158, 255, 0.8)',
    }),
    panelField('switch', '支持透明度', 'options.showAlpha'),
    requiredField(),
  ]),
};
