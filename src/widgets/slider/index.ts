import type { SliderWidget } from '../../../schemas';
import { defineWidget } from '../../runtime';
import { fieldSchema, controlStyle } from '../shared/fieldSchema';
import { DgSlider } from './DgSlider';
import { sliderDesign } from './design';

/** The slider's bounds and step when the design names none (SPEC.md §9). */
export const SLIDER_DEFAULTS = { min: 0, max: 100, step: 1 } as const;

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/**
 * The default as Element's slider settles it: kept within min..max, and for a range a pair — a
 * single number (the scaffold's 0) becomes [min, max], as Element emits when range is on.
 */
function settle(value: unknown, min: number, max: number, range: boolean): number | [number, number] {
  const clamp = (n: unknown, fallback: number) => Math.min(max, Math.max(min, numberOr(n, fallback)));
  if (range) return Array.isArray(value) ? [clamp(value[0], min), clamp(value[1], max)] : [min, max];
  return clamp(Array.isArray(value) ? value[0] : value, min);
}

/**
 * slider (SPEC.md §3): min, max, step (0–100 step 1 by default, §9), showInput, range (the value is then
 * [start, end]), width, defaultValue, disabled, required, hidden, customClass. The value is a number, or
 * a pair of numbers for a range.
 *
 * @example
 * { type: 'slider', name: '区间', key: 'slider_1', model: 'span', options: { range: true, min: 0, max: 100 } } // { span: [0, 100] }
 */
export const sliderWidget = defineWidget<SliderWidget>({
  type: 'slider',
  components: { DgSlider },
  toSchema(widget, ctx) {
    const { options } = widget;
    const min = numberOr(options.min, SLIDER_DEFAULTS.min);
    const max = numberOr(options.max, SLIDER_DEFAULTS.max);
    const step = typeof options.step === 'number' && options.step > 0 ? options.step : SLIDER_DEFAULTS.step;
    const range = options.range === true;
    return {
      ...fieldSchema(widget, ctx, range ? 'array' : 'number'),
      default: settle(options.defaultValue, min, max, range),
      'x-component': 'DgSlider',
      'x-component-props': {
        min,
        max,
        step,
        range,
        showInput: options.showInput === true && !range,
        style: controlStyle(options.width),
      },
    };
  },
  design: sliderDesign,
});
