/**
 * The sub-table's value and its checks, without React: the live table's columns of a design's columns, and
 * the first problem of a set of rows (a cell by the column's rules, or too few / too many rows) as the form
 * shows it under the table: '第 2 行 数量：请输入整数'.
 */
import type { SubtableColumn, SubtableOptions } from '../../../schemas/generated/form-design';
import type { LiveColumn, LiveRow } from '../../livetable/types';
import { validateRows } from '../../livetable/validation';

/** The live table's columns of the design's columns (the same keys; options only where they are used). */
export function liveColumns(columns: readonly SubtableColumn[] | undefined): LiveColumn[] {
  return (columns ?? []).map((column) => ({
    key: column.key,
    title: column.title,
    type: column.type,
    ...(column.width !== undefined ? { width: column.width } : {}),
    ...(column.options ? { options: column.options } : {}),
    ...(column.rules?.length ? { rules: column.rules } : {}),
    ...(column.disabled ? { disabled: true } : {}),
    ...(column.placeholder ? { placeholder: column.placeholder } : {}),
    ...(column.defaultValue !== undefined ? { defaultValue: column.defaultValue } : {}),
    ...(column.checkedValue !== undefined ? { checkedValue: column.checkedValue } : {}),
    ...(column.uncheckedValue !== undefined ? { uncheckedValue: column.uncheckedValue } : {}),
    ...(column.statistics?.length ? { statistics: column.statistics } : {}),
  }));
}

/** The rows of a field's value: a list of records (anything else is no rows). */
export function rowsOf(value: unknown): LiveRow[] {
  return Array.isArray(value)
    ? value.filter((row): row is LiveRow => typeof row === 'object' && row !== null && !Array.isArray(row))
    : [];
}

/**
 * What is wrong with the rows, or '' when nothing is: the first invalid cell as '第 N 行 列标题：提示' (with
 * how many cells are invalid when more are), else too few or too many rows.
 *
 * @example
 * rowsProblem([{ quantity: 1.5 }], { columns: [{ key: 'quantity', title: '数量', type: 'inputNumber', rules: [{ pattern: 'z' }] }] }, '明细')
 * // '第 1 行 数量：请输入整数'
 */
export function rowsProblem(value: unknown, options: SubtableOptions, label: string): string {
  const rows = rowsOf(value);
  const columns = liveColumns(options.columns);
  const errors = validateRows(rows, columns);
  if (errors.length) {
    const first = errors[0]!;
    const title = columns.find((column) => column.key === first.key)?.title ?? first.key;
    const more = errors.length > 1 ? `（共 ${errors.length} 处需要修改）` : '';
    return `第 ${first.rowIndex + 1} 行 ${title}：${first.message}${more}`;
  }
  const least = options.minRows ?? 0;
  const most = options.maxRows ?? 0;
  if (least > 0 && rows.length < least) return `${label}至少需要 ${least} 行，现在有 ${rows.length} 行`;
  if (most > 0 && rows.length > most)
    return `${label}最多 ${most} 行，现在有 ${rows.length} 行，请删除多余的行`;
  return '';
}
