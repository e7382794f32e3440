import type { TextareaWidget } from '../../../schemas';
import { defineWidget } from '../../runtime';
import { controlStyle, fieldSchema } from '../shared/fieldSchema';
import { DgTextarea } from './DgTextarea';
import { textareaDesign } from './design';

/** The visible rows when the design names none (SPEC.md §9). */
export const TEXTAREA_ROWS = 5;

/**
 * textarea: multi-line text (SPEC.md §3). Options: width, placeholder, defaultValue, rows (default 5,
 * §9), disabled, readonly, required, pattern, maxlength (-1 means no limit) with showWordLimit, hidden,
 * customClass. The value is a string.
 *
 * @example
 * { type: 'textarea', name: '备注', key: 'textarea_1', model: 'remark', options: { rows: 3, maxlength: 200, showWordLimit: true } }
 */
export const textareaWidget = defineWidget<TextareaWidget>({
  type: 'textarea',
  components: { DgTextarea },
  toSchema(widget, ctx) {
    const { options } = widget;
    const rows = typeof options.rows === 'number' && options.rows > 0 ? options.rows : TEXTAREA_ROWS;
    const maxLength =
      typeof options.maxlength === 'number' && options.maxlength > 0 ? options.maxlength : undefined;
    return {
      ...fieldSchema(widget, ctx, 'string'),
      'x-component': 'DgTextarea',
      'x-component-props': {
        placeholder: options.placeholder || undefined,
        rows,
        maxLength,
        showCount: maxLength !== undefined && options.showWordLimit === true,
        style: controlStyle(options.width),
      },
    };
  },
  design: textareaDesign,
});
