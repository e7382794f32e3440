import type { InputWidget } from '../../../schemas';
import { defineWidget } from '../../runtime';
import { controlStyle, fieldSchema } from '../shared/fieldSchema';
import { DgInput } from './DgInput';
import { inputDesign } from './design';

const NUMERIC = new Set(['number', 'integer', 'float']);

/**
 * input: a single-line text field (SPEC.md §3). Options: width, placeholder, defaultValue, disabled,
 * readonly, required, dataType (number, integer and float store numbers), pattern, maxlength; Dougong's
 * showPassword (a password box) and duplicateCheck (the runtime asks the server while typing).
 */
export const inputWidget = defineWidget<InputWidget>({
  type: 'input',
  components: { DgInput },
  toSchema(widget, ctx) {
    const { options } = widget;
    const numeric = NUMERIC.has(String(options.dataType));
    return {
      ...fieldSchema(widget, ctx, numeric ? 'number' : 'string'),
      'x-component': 'DgInput',
      'x-component-props': {
        placeholder: options.placeholder || undefined,
        numeric,
        allowClear: options.clearable === true,
        password: options.showPassword === true,
        maxLength:
          typeof options.maxlength === 'number' && options.maxlength > 0 ? options.maxlength : undefined,
        style: controlStyle(options.width),
      },
    };
  },
  design: inputDesign,
});
