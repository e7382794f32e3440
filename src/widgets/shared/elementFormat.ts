import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

// Values are stored as text in the design's format, so reading them back needs format-aware parsing.
dayjs.extend(customParseFormat);

/**
 * An Element date/time format (yyyy-MM-dd HH:mm:ss) as a dayjs one (YYYY-MM-DD HH:mm:ss): Element
 * writes year and day of month in lower case, dayjs in upper case (its `d` is the weekday). Text in
 * square brackets is literal in both and left alone.
 *
 * @example
 * toDayjsFormat('yyyy年MM月dd日') // 'YYYY年MM月DD日'
 */
export function toDayjsFormat(format: string): string {
  return format.replace(/\[[^\]]*]|y+|d+/g, (token) => (token.startsWith('[') ? token : token.toUpperCase()));
}

/** A stored value (text in `format`, or a timestamp) as a dayjs date; null when empty or unreadable. */
export function parseStored(value: unknown, format: string): Dayjs | null {
  if (typeof value === 'number') return dayjs(value);
  if (typeof value !== 'string' || value === '') return null;
  const strict = dayjs(value, format, true);
  if (strict.isValid()) return strict;
  const loose = dayjs(value);
  return loose.isValid() ? loose : null;
}

/** parseStored for a two-item range; null unless both ends read. */
export function parseRange(value: unknown, format: string): [Dayjs, Dayjs] | null {
  if (!Array.isArray(value) || value.length !== 2) return null;
  const start = parseStored(value[0], format);
  const end = parseStored(value[1], format);
  return start && end ? [start, end] : null;
}
