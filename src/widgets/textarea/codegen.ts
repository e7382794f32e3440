import type { TextareaWidget } from '../../../schemas';
import { h } from '../../designer/codegen/markup';
import { schema } from '../../designer/codegen/model';
import { text, vModel, widthOf } from '../../designer/codegen/options';
import type { WidgetCodegen } from '../../designer/codegen/types';

/** Visible rows when the design names none (SPEC.md §9). */
const ROWS = 5;

/**
 * textarea → el-input type="textarea" / a-textarea, with rows (5 by default), maxlength and the word
 * count (show-word-limit / show-count). The value is a string.
 *
 * @example
 * // { type: 'textarea', model: 'reason', options: { rows: 3 } } → <el-input v-model="model.reason" type="textarea" :rows="3" />
 */
export const textareaCodegen: WidgetCodegen<TextareaWidget> = {
  type: 'textarea',
  trigger: 'blur',
  field(widget) {
    const options = widget.options;
    return { schema: schema.string(), initial: options.defaultValue ?? '' };
  },
  render(widget, ctx) {
    const options = widget.options;
    const element = ctx.ui === 'element';
    const maxlength =
      typeof options.maxlength === 'number' && options.maxlength > 0 ? options.maxlength : undefined;
    const control = h(element ? 'el-input' : 'a-textarea', {
      [vModel(ctx)]: ctx.model(widget),
      type: element ? 'textarea' : undefined,
      rows: typeof options.rows === 'number' && options.rows > 0 ? options.rows : ROWS,
      placeholder: text(options.placeholder),
      maxlength,
      [element ? 'show-word-limit' : 'show-count']: maxlength !== undefined && options.showWordLimit === true,
      disabled: options.disabled === true,
      readonly: options.readonly === true,
      style: widthOf(options) && `width: ${widthOf(options)}`,
    });
    return [ctx.formItem(widget, control)];
  },
};
