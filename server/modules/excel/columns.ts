/**
 * One list of columns per sheet serves both directions: the export writes each column's header and value,
 * the import reads the same headers back into the fields of an add request. So a file exported from a
 * page imports again unchanged, and a column cannot exist on one side only by accident.
 */
import type { SchemaError } from '../../../schemas/index';
import type { Cell } from './workbook';

/**
 * One column of a sheet. `C` is what an export looks values up in (dictionaries, names of ids).
 */
export interface ExcelColumn<R, C = unknown> {
  /** The header in row 1, which the import matches exactly (surrounding spaces aside). */
  header: string;
  /** Width in characters. */
  width: number;
  /** The cell of a record; absent: the export leaves the column empty (初始密码). */
  value?: (record: R, context: C) => Cell;
  /** The field of the add request the import fills from the cell; absent: export only (创建时间). */
  field?: string;
  /** The import refuses a row whose cell is empty. */
  required?: boolean;
  /** What the import says when the cell's text does not fit the field ('邮箱格式不正确'). */
  invalid?: string;
}

/**
 * The cells of one record, column by column.
 *
 * @example
 * rowOf(ROLE_COLUMNS, role, undefined) // ['财务', 'finance', '管财务的', '2026-11-24 08:00:00']
 */
export function rowOf<R, C>(columns: ReadonlyArray<ExcelColumn<R, C>>, record: R, context: C): Cell[] {
  return columns.map((column) => (column.value ? column.value(record, context) : null));
}

/**
 * What a schema's errors on an add request mean in a sheet's terms: one reason per field, named by its
 * column ('姓名不能为空', '邮箱格式不正确', '姓名不应多于 50 个字符'). Fields in `unread` (cells the reader
 * already refused, a formula) get no second reason.
 *
 * @example
 * reasonsOf(validate('RoleAddRequest', body).errors, ROLE_COLUMNS) // ['角色编码格式不正确：以字母开头…']
 */
export function reasonsOf(
  errors: readonly SchemaError[],
  columns: ReadonlyArray<ExcelColumn<never, never>>,
  unread: readonly string[] = [],
): string[] {
  const reasons = new Set<string>();
  for (const error of errors) {
    const field = /^\$\.([A-Za-z_]\w*)/.exec(error.path)?.[1];
    if (field && unread.includes(field)) continue;
    const column = columns.find((c) => c.field === field);
    const label = column?.header ?? field ?? '数据';
    if (error.message.startsWith('应当有必需属性')) reasons.add(`${label}不能为空`);
    else if (error.message.startsWith('应当匹配模式') || error.message.startsWith('应当是'))
      reasons.add(column?.invalid ?? `${label}格式不正确`);
    else reasons.add(`${label}${error.message}`);
  }
  return [...reasons];
}
