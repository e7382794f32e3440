/**
 * Copy and paste of a range of live table cells as tab-separated text (what spreadsheets put on the
 * clipboard). Pasting goes from the active cell rightwards and downwards through the cells a user could type
 * into: a read-only, disabled or non-text column (checkbox, upload, image, user / department pickers, popup,
 * slot) is skipped and the next column takes the value; rows past the last are not added. A pasted value goes
 * through the column's own parsing (numbers, tags, dates) and select labels become their values.
 */
import { parseValue } from './cells';
import { parseTable } from './tsv';
import type { LiveColumn } from './types';

const TYPED: ReadonlySet<LiveColumn['type']> = new Set([
  'input',
  'inputNumber',
  'textarea',
  'select',
  'multi-select',
  'select-search',
  'date',
  'datetime',
  'time',
  'tags',
]);

/** Can a pasted value go into this column? */
export const pasteable = (column: LiveColumn) => !column.disabled && TYPED.has(column.type);

/**
 * The value pasted text becomes in a column, or undefined when it fits no choice of a select.
 *
 * @example
 * pastedValue({ key: 'c', title: '颜色', type: 'select', options: [{ value: 'r', label: '红' }] }, '红'); // 'r'
 */
export function pastedValue(column: LiveColumn, text: string): unknown {
  const choice = (item: string) =>
    column.options?.find((option) => option.label === item || String(option.value) === item)?.value;
  const trimmed = text.trim();
  if (column.type === 'select' || column.type === 'select-search') {
    return trimmed === '' ? '' : choice(trimmed);
  }
  if (column.type === 'multi-select') {
    const values = trimmed.split(/[,，]/).filter(Boolean).map(choice);
    return values.some((value) => value === undefined) ? undefined : values.join(',');
  }
  if (column.type === 'textarea' || column.type === 'input' || column.type === 'tags') {
    return parseValue(column, text);
  }
  return parseValue(column, trimmed);
}

/**
 * The cells a paste sets, by row index: `text` laid from row `row` and the `col`-th visible column on.
 *
 * @example
 * pasteText('1\t2', 0, 0, [{ key: 'a', title: '甲', type: 'inputNumber' }, { key: 'b', title: '乙', type: 'input' }], 5);
 * // Map { 0 => { a: 1, b: '2' } }
 */
export function pasteText(
  text: string,
  row: number,
  col: number,
  columns: readonly LiveColumn[],
  rowCount: number,
): Map<number, Record<string, unknown>> {
  const changes = new Map<number, Record<string, unknown>>();
  const targets = columns.slice(Math.max(0, col)).filter(pasteable);
  parseTable(text).forEach((line, r) => {
    const rowIndex = row + r;
    if (rowIndex < 0 || rowIndex >= rowCount) return;
    const values: Record<string, unknown> = {};
    line.forEach((cell, c) => {
      const column = targets[c];
      if (!column) return;
      const value = pastedValue(column, cell);
      if (value !== undefined) values[column.key] = value;
    });
    if (Object.keys(values).length) changes.set(rowIndex, values);
  });
  return changes;
}
