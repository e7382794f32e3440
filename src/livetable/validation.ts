/**
 * Cell validation of the live table (SPEC.md §5 "Table column presets"): JeecgBoot JVxeTable's preset codes with
 * their Chinese messages, required, unique across rows and a custom handler. Empty values pass every rule but
 * required, as SPEC §5 says of optional rules.
 */

/** A preset rule: its JVxeTable code, the pattern a non-empty value must match and what the user is told. */
export interface Preset {
  pattern: RegExp;
  message: string;
}

/** The presets by JVxeTable code ('*' is required and handled apart). */
export const PRESETS: Readonly<Record<string, Preset>> = {
  'n6-16': { pattern: /^\d{6,16}$/, message: '请输入6到16位数字' },
  '*6-16': { pattern: /^.{6,16}$/s, message: '请输入6到16位任意字符' },
  's6-18': { pattern: /^[A-Za-z]{6,18}$/, message: '请输入6到18位字母' },
  url: {
    pattern: /^(https?|ftp):\/\/[\w-]+(\.[\w-]+)+(:\d{1,5})?([/?#][^\s]*)?$/i,
    message: '请输入正确的网址',
  },
  e: { pattern: /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/, message: '请输入正确的邮箱' },
  m: { pattern: /^1[3-9]\d{9}$/, message: '请输入正确的手机号码' },
  p: { pattern: /^\d{6}$/, message: '请输入正确的邮政编码' },
  s: { pattern: /^[A-Za-z]+$/, message: '请输入字母' },
  n: { pattern: /^-?\d+(\.\d+)?$/, message: '请输入正确的格式，如：11.11' },
  z: { pattern: /^-?\d+$/, message: '请输入整数' },
  money: { pattern: /^(0|[1-9]\d*)(\.\d{1,2})?$/, message: '请输入正确的金额，最多两位小数' },
};

/** One rule of a column: a preset code or '*' (required), `unique`, or a custom handler. */
export interface CellRule {
  /** A preset code of PRESETS, or '*' for required. */
  pattern?: string;
  required?: boolean;
  unique?: boolean;
  /** Returns true when valid; `message` is shown otherwise. */
  handler?: (value: unknown, row: Record<string, unknown>) => boolean;
  /** Replaces the preset's message. */
  message?: string;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The first failing rule's message for one cell, or undefined when it is valid. `others` are the values of
 * the same column in the other rows (for `unique`).
 *
 * @example
 * validateCell('abc', [{ pattern: 'm' }], '手机', {}, []); // '请输入正确的手机号码'
 * validateCell('', [{ required: true }], '名称', {}, []); // '请输入名称'
 */
export function validateCell(
  value: unknown,
  rules: readonly CellRule[],
  title: string,
  row: Record<string, unknown>,
  others: readonly unknown[],
): string | undefined {
  for (const rule of rules) {
    if (rule.required || rule.pattern === '*') {
      if (isEmpty(value)) return rule.message ?? `请输入${title}`;
      continue;
    }
    if (isEmpty(value) && !rule.handler) continue;
    if (rule.pattern) {
      const preset = PRESETS[rule.pattern];
      if (preset && !preset.pattern.test(String(value))) return rule.message ?? preset.message;
    }
    if (rule.unique && others.some((other) => !isEmpty(other) && String(other) === String(value))) {
      return rule.message ?? `${title}不能重复`;
    }
    if (rule.handler && !rule.handler(value, row)) return rule.message ?? `${title}不正确`;
  }
  return undefined;
}

/** A column as far as validation goes. */
export interface ValidatedColumn {
  key: string;
  title: string;
  rules?: readonly CellRule[];
}

/** One invalid cell. */
export interface CellError {
  rowIndex: number;
  key: string;
  message: string;
}

/**
 * Every invalid cell of the rows, row by row in column order (the host shows the first and marks all).
 *
 * @example
 * validateRows([{ code: 'a' }, { code: 'a' }], [{ key: 'code', title: '编码', rules: [{ unique: true }] }]);
 * // [{ rowIndex: 0, key: 'code', message: '编码不能重复' }, { rowIndex: 1, … }]
 */
export function validateRows(
  rows: readonly Record<string, unknown>[],
  columns: readonly ValidatedColumn[],
): CellError[] {
  const errors: CellError[] = [];
  const counted = columns.filter((column) => column.rules?.length);
  const counts = new Map<string, Map<string, number>>();
  for (const column of counted) {
    if (!column.rules!.some((rule) => rule.unique)) continue;
    const count = new Map<string, number>();
    for (const row of rows) {
      const value = row[column.key];
      if (!isEmpty(value)) count.set(String(value), (count.get(String(value)) ?? 0) + 1);
    }
    counts.set(column.key, count);
  }
  rows.forEach((row, rowIndex) => {
    for (const column of counted) {
      const value = row[column.key];
      // Unique by counts: the same answer as comparing with every other row, in one pass over the column.
      const seen = counts.get(column.key)?.get(String(value)) ?? 0;
      const others = seen > 1 ? [value] : [];
      const message = validateCell(value, column.rules!, column.title, row, others);
      if (message) errors.push({ rowIndex, key: column.key, message });
    }
  });
  return errors;
}
