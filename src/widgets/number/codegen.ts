import type { NumberWidget } from '../../../schemas';
import { h } from '../../designer/codegen/markup';
import { schema } from '../../designer/codegen/model';
import { finite, vModel, widthOf } from '../../designer/codegen/options';
import type { WidgetCodegen } from '../../designer/codegen/types';
import { numberLimits } from './limits';

/**
 * number → el-input-number / a-input-number with min, max ('' means no limit, and so do both 0: numberLimits) and step; Element's
 * controls-position="right". The value is a number, null when the box is cleared; like the renderer, a
 * default outside min..max starts inside it. Not carried to Ant Design Vue: controlsPosition (its
 * buttons are always on the right).
 *
 * @example
 * // { type: 'number', model: 'days', options: { min: 0, max: 30, step: 0.5 } } →
 * // <el-input-number v-model="model.days" :min="0" :max="30" :step="0.5" />
 */
export const numberCodegen: WidgetCodegen<NumberWidget> = {
  type: 'number',
  field(widget) {
    const options = widget.options;
    const value = finite(options.defaultValue);
    const { min, max } = numberLimits(options);
    const initial = value === undefined ? null : Math.min(max ?? Infinity, Math.max(min ?? -Infinity, value));
    return { schema: schema.nullable(schema.number()), initial };
  },
  render(widget, ctx) {
    const options = widget.options;
    const step = typeof options.step === 'number' && options.step > 0 ? options.step : undefined;
    const { min, max } = numberLimits(options);
    const control = h(ctx.ui === 'element' ? 'el-input-number' : 'a-input-number', {
      [vModel(ctx)]: ctx.model(widget),
      min,
      max,
      step: step === 1 ? undefined : step,
      'controls-position': ctx.ui === 'element' && options.controlsPosition === 'right' ? 'right' : undefined,
      disabled: options.disabled === true,
      style: widthOf(options) && `width: ${widthOf(options)}`,
    });
    return [ctx.formItem(widget, control)];
  },
};
