import type { RateWidget } from '../../../schemas';
import { defineWidget } from '../../runtime';
import { fieldSchema } from '../shared/fieldSchema';
import { DgRate } from './DgRate';
import { rateDesign } from './design';

/** The number of stars when the design names none (SPEC.md §9). */
export const RATE_MAX = 5;

/**
 * rate: a star rating (SPEC.md §3). Options: defaultValue (null means not rated), max (the number of
 * stars, default 5 per §9), allowHalf, disabled, required, hidden, customClass. The value is a number
 * (x.5 with allowHalf); unrated stays null, as in the original designer's model.
 *
 * @example
 * { type: 'rate', name: '满意度', key: 'rate_1', model: 'score', options: { max: 5, allowHalf: true } } // { score: 3.5 }
 */
export const rateWidget = defineWidget<RateWidget>({
  type: 'rate',
  components: { DgRate },
  toSchema(widget, ctx) {
    const { options } = widget;
    const max = typeof options.max === 'number' && options.max > 0 ? Math.floor(options.max) : RATE_MAX;
    return {
      ...fieldSchema(widget, ctx, 'number'),
      'x-component': 'DgRate',
      'x-component-props': { count: max, allowHalf: options.allowHalf === true },
    };
  },
  design: rateDesign,
});
