/**
 * The columns the duplicate check may look at (ARCHITECTURE.md "The server": SQL identifiers never come
 * from the client). JeecgBoot's /sys/duplicate/check put the client's tableName and fieldName into SQL,
 * which is where its long list of injection CVEs starts; here they are keys of this registry, and only the
 * server's own constants reach the query.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/index';

interface Checked {
  table: keyof Database;
  /** Client field names (the column name and its camelCase form) to the real column. */
  fields: ReadonlyMap<string, string>;
}

/** The column under its own name and its camelCase name: work_no and workNo. */
function names(...columns: string[]): ReadonlyMap<string, string> {
  return new Map(
    columns.flatMap((column) => [
      [column, column],
      [column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), column],
    ]),
  );
}

/** By table name as JeecgBoot's screens send it. */
const REGISTRY: ReadonlyMap<string, Checked> = new Map([
  ['sys_user', { table: 'sys_user', fields: names('username', 'phone', 'email', 'work_no') }],
  ['sys_role', { table: 'sys_role', fields: names('role_code') }],
  ['sys_depart', { table: 'sys_depart', fields: names('org_code') }],
  ['sys_dict', { table: 'sys_dict', fields: names('dict_code') }],
  ['sys_position', { table: 'sys_position', fields: names('code') }],
  ['sys_permission', { table: 'sys_permission', fields: names('component_name', 'perms') }],
] as const);

/** A (table, column) pair of the registry, safe to put into SQL. */
export interface CheckedColumn {
  table: keyof Database;
  column: string;
}

/**
 * The real table and column for what the client asked, or null when the pair is not in the registry.
 * Map lookups, so '__proto__', 'constructor' and the like are just unknown names.
 *
 * @example
 * checkedColumn('sys_user', 'workNo')            // { table: 'sys_user', column: 'work_no' }
 * checkedColumn('sys_user', 'password_hash')     // null
 * checkedColumn("sys_user' and 1=1 --", 'phone') // null
 */
export function checkedColumn(tableName: string, fieldName: string): CheckedColumn | null {
  const entry = REGISTRY.get(tableName);
  const column = entry?.fields.get(fieldName);
  return entry && column ? { table: entry.table, column } : null;
}

/**
 * Whether another row than `exceptId` has `value` in the column. The identifiers are the registry's
 * constants (quoted by Kysely); the value and the id travel as bound parameters.
 *
 * @example
 * await valueTaken(db, { table: 'sys_user', column: 'username' }, 'admin')            // true
 * await valueTaken(db, { table: 'sys_user', column: 'username' }, 'admin', adminId)   // false
 */
export async function valueTaken(
  db: Kysely<Database>,
  { table, column }: CheckedColumn,
  value: string,
  exceptId?: string,
): Promise<boolean> {
  const except = exceptId ? sql` and ${sql.ref('id')} <> ${exceptId}` : sql``;
  const found = await sql<{ one: number }>`select 1 as one from ${sql.table(table)} where ${sql.ref(
    column,
  )} = ${value}${except} limit 1`.execute(db);
  return found.rows.length > 0;
}
