import type { RateWidget } from '../../../schemas';
import { h } from '../../designer/codegen/markup';
import { schema } from '../../designer/codegen/model';
import { finite, vModel } from '../../designer/codegen/options';
import type { WidgetCodegen } from '../../designer/codegen/types';

/** Stars when the design names none (SPEC.md §9). */
const RATE_MAX = 5;

/**
 * rate → el-rate (:max) / a-rate (:count), allow-half. The value is a number; unrated stays null.
 *
 * @example
 * // <el-rate v-model="model.score" allow-half />
 */
export const rateCodegen: WidgetCodegen<RateWidget> = {
  type: 'rate',
  field(widget) {
    const options = widget.options;
    return { schema: schema.nullable(schema.number()), initial: finite(options.defaultValue) ?? null };
  },
  render(widget, ctx) {
    const options = widget.options;
    const max = typeof options.max === 'number' && options.max > 0 ? Math.floor(options.max) : RATE_MAX;
    const control = h(ctx.ui === 'element' ? 'el-rate' : 'a-rate', {
      [vModel(ctx)]: ctx.model(widget),
      [ctx.ui === 'element' ? 'max' : 'count']: max === RATE_MAX ? undefined : max,
      'allow-half': options.allowHalf === true,
      disabled: options.disabled === true,
    });
    return [ctx.formItem(widget, control)];
  },
};
