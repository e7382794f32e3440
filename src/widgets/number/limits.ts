/**
 * A counter's min and max as the renderer and the generator both read them. The original designer writes
 * '' for "no limit", and older form-making saved `min: 0, max: 0` for a counter nobody limited (that
 * version ignored the pair): both ends 0 is read as no limit too, or such a field would be locked at 0.
 */

/** The limits of a counter; undefined is no limit. */
export interface NumberLimits {
  min?: number;
  max?: number;
}

const finiteOrNone = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * Reads a counter's `min` and `max` options.
 *
 * @example
 * numberLimits({ min: 0, max: 10 }) // { min: 0, max: 10 }
 * numberLimits({ min: '', max: 5 }) // { min: undefined, max: 5 }
 * numberLimits({ min: 0, max: 0 }) // { min: undefined, max: undefined } — older form-making's "no limit"
 */
export function numberLimits(options: { min?: unknown; max?: unknown }): NumberLimits {
  const min = finiteOrNone(options.min);
  const max = finiteOrNone(options.max);
  if (min === 0 && max === 0) return { min: undefined, max: undefined };
  return { min, max };
}
