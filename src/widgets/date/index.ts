import type { DateWidget } from '../../../schemas';
import { defineWidget } from '../../runtime';
import { controlStyle, fieldSchema } from '../shared/fieldSchema';
import { toDayjsFormat } from '../shared/elementFormat';
import { DgDate, type DateMode } from './DgDate';
import { dateDesign } from './design';

/** The date format when the design names none (SPEC.md §9), and per type as Element defaults it. */
export const DATE_FORMAT = 'yyyy-MM-dd';
const MODE_FORMAT: Record<DateMode, string> = {
  year: 'yyyy',
  month: 'yyyy-MM',
  date: DATE_FORMAT,
  dates: DATE_FORMAT,
  daterange: DATE_FORMAT,
  datetime: 'yyyy-MM-dd HH:mm:ss',
  datetimerange: 'yyyy-MM-dd HH:mm:ss',
};

function modeOf(type: unknown): DateMode {
  return typeof type === 'string' && type in MODE_FORMAT ? (type as DateMode) : 'date';
}

/**
 * date: a date picker (SPEC.md §3). Options: type (year, month, date, dates, datetime, datetimerange,
 * daterange — §9), width, defaultValue, placeholder, startPlaceholder and endPlaceholder (ranges),
 * format (Element tokens, yyyy-MM-dd by default per §9), timestamp, readonly, disabled, editable,
 * clearable, required, hidden, customClass. The value is text in the format (Element's value-format),
 * or milliseconds with timestamp; a list for dates, a [start, end] pair for ranges; null once cleared.
 *
 * Not applicable: editable for type 'dates' — antd's multiple-date picker shows tags, with no text box
 * to type into, so it is always pick-only.
 *
 * @example
 * { type: 'date', name: '生日', key: 'date_1', model: 'birthday', options: { type: 'date', format: 'yyyy-MM-dd' } } // { birthday: '2024-05-06' }
 */
export const dateWidget = defineWidget<DateWidget>({
  type: 'date',
  components: { DgDate },
  toSchema(widget, ctx) {
    const { options } = widget;
    const mode = modeOf(options.type);
    const many = mode === 'dates' || mode.endsWith('range');
    const schema = fieldSchema(widget, ctx, many ? 'array' : 'string');
    // The scaffold's '' is no value for a list or a range; Element's model for them starts null.
    if (many && !Array.isArray(schema.default)) schema.default = null;
    return {
      ...schema,
      'x-component': 'DgDate',
      'x-component-props': {
        mode,
        format: toDayjsFormat(options.format || MODE_FORMAT[mode]),
        timestamp: options.timestamp === true,
        placeholder: options.placeholder || undefined,
        startPlaceholder: options.startPlaceholder || undefined,
        endPlaceholder: options.endPlaceholder || undefined,
        editable: options.editable !== false,
        clearable: options.clearable !== false,
        style: controlStyle(options.width),
      },
    };
  },
  design: dateDesign,
});
