import type { InputWidget } from '../../../schemas';
import { h } from '../../designer/codegen/markup';
import { schema } from '../../designer/codegen/model';
import { clearAttr, text, vModel, widthOf } from '../../designer/codegen/options';
import type { WidgetCodegen } from '../../designer/codegen/types';

const NUMERIC = new Set(['number', 'integer', 'float']);

/**
 * input → el-input / a-input (a-input-password with showPassword). A numeric dataType (number, integer,
 * float) binds with `.number`, so the value is a number as in the renderer — or '' while the box is empty.
 * Not carried: duplicateCheck (it asks Dougong's own server; see docs/codegen.md).
 *
 * @example
 * // { type: 'input', model: 'realname', options: { clearable: true, maxlength: 20 } } →
 * // <el-input v-model="model.realname" clearable :maxlength="20" />
 */
export const inputCodegen: WidgetCodegen<InputWidget> = {
  type: 'input',
  trigger: 'blur',
  field(widget) {
    const options = widget.options;
    if (NUMERIC.has(String(options.dataType))) {
      const initial = Number(options.defaultValue);
      return {
        schema: schema.anyOf(schema.number(), schema.empty()),
        initial: text(options.defaultValue) && Number.isFinite(initial) ? initial : '',
      };
    }
    return { schema: schema.string(), initial: options.defaultValue ?? '' };
  },
  render(widget, ctx) {
    const options = widget.options;
    const numeric = NUMERIC.has(String(options.dataType));
    const maxlength =
      typeof options.maxlength === 'number' && options.maxlength > 0 ? options.maxlength : undefined;
    const element = ctx.ui === 'element';
    const password = options.showPassword === true;
    const control = h(element ? 'el-input' : password ? 'a-input-password' : 'a-input', {
      [numeric ? `${vModel(ctx)}.number` : vModel(ctx)]: ctx.model(widget),
      placeholder: text(options.placeholder),
      ...clearAttr(ctx, options.clearable),
      maxlength,
      [element ? 'show-word-limit' : 'show-count']: maxlength !== undefined && options.showWordLimit === true,
      'show-password': element && password,
      disabled: options.disabled === true,
      readonly: options.readonly === true,
      style: widthOf(options) && `width: ${widthOf(options)}`,
    });
    return [ctx.formItem(widget, control)];
  },
};
