import type { ColorWidget } from '../../../schemas';
import { defineWidget } from '../../runtime';
import { fieldSchema } from '../shared/fieldSchema';
import { DgColor } from './DgColor';
import { colorDesign } from './design';

/**
 * color: a color picker (SPEC.md §3). Options: defaultValue ('' for none), showAlpha, disabled,
 * required, hidden, customClass. The value is a string as Element writes it — '#409EFF', or
 * 'rgba(64, 158, 255, 0.5)' with showAlpha — and null once the user clears it, as Element's does.
 *
 * @example
 * { type: 'color', name: '主题色', key: 'color_1', model: 'theme', options: { showAlpha: true } } // { theme: 'rgba(64, 158, 255, 0.5)' }
 */
export const colorWidget = defineWidget<ColorWidget>({
  type: 'color',
  components: { DgColor },
  toSchema(widget, ctx) {
    const { options } = widget;
    return {
      ...fieldSchema(widget, ctx, 'string'),
      'x-component': 'DgColor',
      'x-component-props': { showAlpha: options.showAlpha === true },
    };
  },
  design: colorDesign,
});
