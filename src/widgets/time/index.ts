import type { TimeWidget } from '../../../schemas';
import { defineWidget } from '../../runtime';
import { controlStyle, fieldSchema } from '../shared/fieldSchema';
import { toDayjsFormat } from '../shared/elementFormat';
import { DgTime } from './DgTime';
import { timeDesign } from './design';

/** The time format when the design names none (SPEC.md §9). */
export const TIME_FORMAT = 'HH:mm:ss';

/**
 * time: a time picker (SPEC.md §3). Options: width, defaultValue, placeholder, isRange with
 * startPlaceholder and endPlaceholder, format (Element tokens, HH:mm:ss by default per §9), readonly,
 * disabled, editable, clearable, required, hidden, customClass. The value is the time as text in the
 * format (Element's value-format), a [start, end] pair for a range, and null once cleared.
 *
 * Not applicable: arrowControl. Element's arrow buttons replace its scrolling columns; antd's panel has
 * only the columns, so the option is kept in the design for the code generator's Element output and
 * has no effect here.
 *
 * @example
 * { type: 'time', name: '班次', key: 'time_1', model: 'shift', options: { isRange: true, defaultValue: ['08:00:00', '17:00:00'] } }
 */
export const timeWidget = defineWidget<TimeWidget>({
  type: 'time',
  components: { DgTime },
  toSchema(widget, ctx) {
    const { options } = widget;
    const isRange = options.isRange === true;
    const schema = fieldSchema(widget, ctx, isRange ? 'array' : 'string');
    // A range without a pair starts empty: null, as the original designer's range switch leaves it
    // (§4), rather than '' or a single time left from before range was on.
    if (isRange && !Array.isArray(schema.default)) schema.default = null;
    return {
      ...schema,
      'x-component': 'DgTime',
      'x-component-props': {
        format: toDayjsFormat(options.format || TIME_FORMAT),
        isRange,
        placeholder: options.placeholder || undefined,
        startPlaceholder: options.startPlaceholder || undefined,
        endPlaceholder: options.endPlaceholder || undefined,
        editable: options.editable !== false,
        clearable: options.clearable !== false,
        style: controlStyle(options.width),
      },
    };
  },
  design: timeDesign,
});
