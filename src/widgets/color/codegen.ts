import type { ColorWidget } from '../../../schemas';
import { h } from '../../designer/codegen/markup';
import { schema } from '../../designer/codegen/model';
import { text } from '../../designer/codegen/options';
import type { WidgetCodegen } from '../../designer/codegen/types';

/**
 * color → el-color-picker (show-alpha). Ant Design Vue 4 has no color picker: a color input
 * (`<a-input type="color">`), or with showAlpha a text box for rgba() colors, which the browser's color
 * input cannot hold. The value is the color text ('#409EFF'), null when none.
 *
 * @example
 * // <el-color-picker v-model="model.theme" show-alpha />
 */
export const colorCodegen: WidgetCodegen<ColorWidget> = {
  type: 'color',
  field(widget) {
    const options = widget.options;
    return { schema: schema.nullable(schema.string()), initial: text(options.defaultValue) ?? null };
  },
  render(widget, ctx) {
    const options = widget.options;
    const alpha = options.showAlpha === true;
    const control =
      ctx.ui === 'element'
        ? h('el-color-picker', {
            'v-model': ctx.model(widget),
            'show-alpha': alpha,
            disabled: options.disabled === true,
          })
        : h('a-input', {
            'v-model:value': ctx.model(widget),
            type: alpha ? undefined : 'color',
            placeholder: alpha ? 'rgba(64, 158, 255, 0.8)' : undefined,
            'allow-clear': alpha,
            disabled: options.disabled === true,
            style: alpha ? 'width: 240px' : 'width: 64px; padding: 2px 4px',
          });
    return [ctx.formItem(widget, control)];
  },
};
