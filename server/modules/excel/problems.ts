/**
 * What an import found wrong, row by row. Every row is checked before anything is written; when any row
 * has a problem the import writes nothing and answers one 400 naming each row by the number Excel shows
 * and every reason ('第 3 行：用户账号已存在；第 5 行：邮箱格式不正确'), so the admin fixes the file in one go.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/index';
import { isUniqueViolation } from '../../db/errors';
import { APP_ERR_EXCEL_CONFLICT, APP_ERR_EXCEL_ROWS_INVALID } from '../../errors';

/** More rows than anyone reads in a message: the rest are counted, not listed. */
const MAX_LISTED = 100;

/**
 * The problems of one import, collected in any order and reported by sheet and row.
 *
 * @example
 * const problems = new RowProblems();
 * problems.add(3, '用户账号已存在');
 * problems.add(5, '邮箱格式不正确');
 * problems.throwIfAny(); // 400 '共 2 行有误，没有导入任何数据，请改正后重新导入；第 3 行：用户账号已存在；第 5 行：邮箱格式不正确'
 */
export class RowProblems {
  /** Reasons by sheet (in the order sheets were first named), then by row. */
  private readonly sheets = new Map<string, Map<number, string[]>>();

  /**
   * Records `reasons` of `row`. `sheet` names a second sheet of the file ('字典项'); rows of the main
   * sheet go without it.
   */
  add(row: number, reasons: string | readonly string[], sheet = ''): void {
    const list = typeof reasons === 'string' ? [reasons] : reasons;
    if (list.length === 0) return;
    let rows = this.sheets.get(sheet);
    if (!rows) this.sheets.set(sheet, (rows = new Map()));
    const known = rows.get(row) ?? [];
    rows.set(row, [...known, ...list.filter((reason) => !known.includes(reason))]);
  }

  /** True when `row` of `sheet` already has a problem (later checks may skip it). */
  has(row: number, sheet = ''): boolean {
    return this.sheets.get(sheet)?.has(row) ?? false;
  }

  /** How many rows have a problem. */
  get count(): number {
    return [...this.sheets.values()].reduce((sum, rows) => sum + rows.size, 0);
  }

  /** Throws the import's 400 when any row has a problem. */
  throwIfAny(): void {
    if (this.count === 0) return;
    const lines: string[] = [];
    for (const [sheet, rows] of this.sheets)
      for (const [row, reasons] of [...rows].sort(([a], [b]) => a - b))
        lines.push(`${sheet ? `「${sheet}」` : ''}第 ${row} 行：${reasons.join('，')}`);
    const listed = lines.slice(0, MAX_LISTED);
    if (lines.length > MAX_LISTED) listed.push(`另有 ${lines.length - MAX_LISTED} 行有误，未一一列出`);
    throw new APP_ERR_EXCEL_ROWS_INVALID(this.count, listed.join('；'));
  }
}

/**
 * A column whose values must be new: not taken in the database, and not repeated in the file (the
 * first row keeps it, later rows are refused naming it).
 *
 * @example
 * const codes = new UniqueColumn('角色编码', (code) => existing.has(code));
 * codes.check('admin', 3) // '角色编码已存在'
 * codes.check('ops', 4); codes.check('ops', 6) // '角色编码与第 4 行重复'
 */
export class UniqueColumn {
  private readonly first = new Map<string, number>();

  constructor(
    private readonly label: string,
    private readonly taken: (value: string) => boolean,
  ) {}

  /** Why `value` of `row` cannot be stored, or undefined when it can (an empty value always can). */
  check(value: string | null | undefined, row: number): string | undefined {
    if (!value) return undefined;
    if (this.taken(value)) return `${this.label}已存在`;
    const earlier = this.first.get(value);
    if (earlier !== undefined) return `${this.label}与第 ${earlier} 行重复`;
    this.first.set(value, row);
    return undefined;
  }
}

/**
 * Writes the rows of an import in one transaction: all of them or none. A unique value another request
 * took since the checks (`what`: '角色编码') is a 409, and nothing of the file is written.
 *
 * @example
 * await writeAll(db, '角色编码', async (tx) => { for (const role of roles) await insertRole(tx, role, by, at); });
 */
export async function writeAll(
  db: Kysely<Database>,
  what: string,
  work: (tx: Transaction<Database>) => Promise<void>,
): Promise<void> {
  try {
    await db.transaction().execute(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw new APP_ERR_EXCEL_CONFLICT(what);
    throw error;
  }
}
