import type { NumberWidget } from '../../../schemas';
import { defineWidget } from '../../runtime';
import { fieldSchema, controlStyle } from '../shared/fieldSchema';
import { DgNumber } from './DgNumber';
import { numberDesign } from './design';
import { numberLimits } from './limits';

/**
 * number: a counter (SPEC.md §3). Options: width, defaultValue, min and max ('' for no limit, and both 0 too: numberLimits), step,
 * controlsPosition ('' minus left and plus right as Element draws it, 'right' both on the right),
 * disabled, required, hidden, customClass. The value is a number; clearing the box leaves it empty.
 * Like Element's input-number, a default outside min..max is brought inside it.
 *
 * @example
 * { type: 'number', name: '数量', key: 'number_1', model: 'count', options: { defaultValue: 1, min: 0, max: 10, step: 1 } } // { count: 1 }
 */
export const numberWidget = defineWidget<NumberWidget>({
  type: 'number',
  components: { DgNumber },
  toSchema(widget, ctx) {
    const { options } = widget;
    const { min, max } = numberLimits(options);
    const step = typeof options.step === 'number' && options.step > 0 ? options.step : 1;
    const schema = fieldSchema(widget, ctx, 'number');
    if (typeof schema.default === 'number') {
      schema.default = Math.min(max ?? Infinity, Math.max(min ?? -Infinity, schema.default));
    }
    return {
      ...schema,
      'x-component': 'DgNumber',
      'x-component-props': {
        min,
        max,
        step,
        controlsPosition: options.controlsPosition === 'right' ? 'right' : '',
        style: controlStyle(options.width),
      },
    };
  },
  design: numberDesign,
});
