import type { TextWidget } from '../../../schemas';
import { h, text } from '../../designer/codegen/markup';
import type { WidgetCodegen } from '../../designer/codegen/types';

/**
 * text → a span of static text under the widget's label. It holds no value (the renderer's void
 * node), so its form item has no prop or name and the model gets no key.
 *
 * @example
 * // <el-form-item label="说明"><span>请如实填写</span></el-form-item>
 */
export const textCodegen: WidgetCodegen<TextWidget> = {
  type: 'text',
  field: () => null,
  render(widget, ctx) {
    const options = widget.options;
    const content = typeof options.defaultValue === 'string' ? options.defaultValue : '';
    return [ctx.formItem(widget, h('span', {}, [text(content)]), false)];
  },
};
