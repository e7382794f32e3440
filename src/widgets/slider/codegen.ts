import type { SliderOptions, SliderWidget } from '../../../schemas';
import { h } from '../../designer/codegen/markup';
import { schema } from '../../designer/codegen/model';
import { finite, vModel, widthOf } from '../../designer/codegen/options';
import type { WidgetCodegen } from '../../designer/codegen/types';

/** The slider's bounds and step when the design names none (SPEC.md §9). */
const DEFAULTS = { min: 0, max: 100, step: 1 } as const;

function bounds(options: SliderOptions) {
  const step = typeof options.step === 'number' && options.step > 0 ? options.step : DEFAULTS.step;
  return { min: finite(options.min) ?? DEFAULTS.min, max: finite(options.max) ?? DEFAULTS.max, step };
}

/**
 * slider → el-slider (range, show-input) / a-slider (range; show-input as an a-input-number beside it,
 * as Ant Design Vue's own examples do). The value is a number, or [start, end] with range; the default
 * is kept within min..max and a range without a pair starts at [min, max], as Element settles it.
 *
 * @example
 * // <el-slider v-model="model.progress" :step="5" show-input />
 */
export const sliderCodegen: WidgetCodegen<SliderWidget> = {
  type: 'slider',
  field(widget) {
    const options = widget.options;
    const { min, max } = bounds(options);
    const clamp = (value: unknown, fallback: number) =>
      Math.min(max, Math.max(min, finite(value) ?? fallback));
    const value = options.defaultValue;
    if (options.range === true) {
      const initial = Array.isArray(value) ? [clamp(value[0], min), clamp(value[1], max)] : [min, max];
      return { schema: schema.pair(schema.number()), initial };
    }
    return { schema: schema.number(), initial: clamp(Array.isArray(value) ? value[0] : value, min) };
  },
  render(widget, ctx) {
    const options = widget.options;
    const { min, max, step } = bounds(options);
    const range = options.range === true;
    const showInput = options.showInput === true && !range;
    const limits = {
      min: min === DEFAULTS.min ? undefined : min,
      max: max === DEFAULTS.max ? undefined : max,
      step: step === DEFAULTS.step ? undefined : step,
    };
    const width = widthOf(options) && `width: ${widthOf(options)}`;
    const common = {
      [vModel(ctx)]: ctx.model(widget),
      ...limits,
      range,
      disabled: options.disabled === true,
    };
    if (ctx.ui === 'element') {
      return [ctx.formItem(widget, h('el-slider', { ...common, 'show-input': showInput, style: width }))];
    }
    if (!showInput) return [ctx.formItem(widget, h('a-slider', { ...common, style: width }))];
    const row = h(
      'div',
      { style: `display: flex; align-items: center; gap: 16px; ${width ?? 'width: 100%'}` },
      [
        h('a-slider', { ...common, style: 'flex: 1' }),
        h('a-input-number', {
          'v-model:value': ctx.model(widget),
          ...limits,
          disabled: options.disabled === true,
        }),
      ],
    );
    return [ctx.formItem(widget, row)];
  },
};
