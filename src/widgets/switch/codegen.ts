import type { SwitchWidget } from '../../../schemas';
import { h } from '../../designer/codegen/markup';
import { schema } from '../../designer/codegen/model';
import type { WidgetCodegen } from '../../designer/codegen/types';

/**
 * switch → el-switch (v-model) / a-switch (v-model:checked). The value is a boolean, off when the
 * design says nothing.
 *
 * @example
 * // <a-switch v-model:checked="model.enabled" />
 */
export const switchCodegen: WidgetCodegen<SwitchWidget> = {
  type: 'switch',
  field(widget) {
    const options = widget.options;
    return { schema: schema.boolean(), initial: options.defaultValue === true };
  },
  render(widget, ctx) {
    const options = widget.options;
    const control = h(ctx.ui === 'element' ? 'el-switch' : 'a-switch', {
      [ctx.ui === 'element' ? 'v-model' : 'v-model:checked']: ctx.model(widget),
      disabled: options.disabled === true,
    });
    return [ctx.formItem(widget, control)];
  },
};
