/**
 * JeecgBoot's table dictionaries ('table,text,code' and 'table,text,code,where': the options are rows of
 * a table, e.g. getDictItems/sys_user,realname,username) — the very call that was JeecgBoot's SQL-injection
 * door, because it put the client's table, columns and condition into SQL. Here the three names and the
 * condition are only keys of the registry below: a table, a column or a condition it does not list is a
 * 400, and only the registry's constants reach SQL (values are bound).
 *
 * What a caller may read is what the table's own page shows them (docs/decisions.md, "Table
 * dictionaries"): sys_user needs 用户管理 (user:list), sys_role 角色管理, sys_depart 部门管理, each with
 * that page's data rules; positions are offered to any signed-in user, as getSelectData already does.
 */
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DictOption } from '../../../schemas/index';
import type { Database } from '../../db/index';
import { APP_ERR_DICT_TABLE_FILTER, APP_ERR_DICT_TABLE_REFUSED, APP_ERR_FORBIDDEN } from '../../errors';
import type { SessionUser } from '../auth/service';
import { ruleScopeOf } from '../data-rule/scope';
import { containsText } from '../paging';

/** One table the client may read as a dictionary. */
interface TableDict {
  table: 'sys_user' | 'sys_role' | 'sys_depart' | 'sys_position';
  /** The name the query gives the table: the one its list's data rules name (`u.` for sys_user). */
  alias: string;
  /** Client column names (the column and its camelCase form) that may be the text, to the real column. */
  texts: ReadonlyMap<string, string>;
  /** The same for the stored value. */
  codes: ReadonlyMap<string, string>;
  /** The permission code the caller must hold, or 'session' for every signed-in user. */
  permission: string;
  /** The list whose data rules narrow the rows (DATA_RULE_RESOURCES, on `alias`), if any. */
  rules?: string;
  /** Conditions always applied (deleted users are never offered). */
  always: readonly Expression<SqlBool>[];
  /** The conditions a client may add as the fourth part, by their text without spaces and quotes. */
  filters: ReadonlyMap<string, Expression<SqlBool>>;
}

const col = (alias: string, column: string) => sql.ref(`${alias}.${column}`);
const TRUE = sql<SqlBool>`1 = 1`;

/** The column under its own name and its camelCase name: depart_name and departName. */
function names(...columns: string[]): ReadonlyMap<string, string> {
  return new Map(
    columns.flatMap((column) => [
      [column, column],
      [column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), column],
    ]),
  );
}

/** By table name, as the client writes it. */
const REGISTRY: ReadonlyMap<string, TableDict> = new Map<string, TableDict>([
  [
    'sys_user',
    {
      table: 'sys_user',
      alias: 'u',
      texts: names('realname', 'username'),
      codes: names('username', 'id'),
      permission: 'user:list',
      rules: 'user:list',
      always: [sql<SqlBool>`${col('u', 'del_flag')} = 0`],
      filters: new Map([
        ['del_flag=0', TRUE],
        ['status=1', sql<SqlBool>`${col('u', 'status')} = 1`],
      ]),
    },
  ],
  [
    'sys_role',
    {
      table: 'sys_role',
      alias: 'sys_role',
      texts: names('role_name'),
      codes: names('role_code', 'id'),
      permission: 'role:list',
      rules: 'role:list',
      always: [],
      filters: new Map(),
    },
  ],
  [
    'sys_depart',
    {
      table: 'sys_depart',
      alias: 'sys_depart',
      texts: names('depart_name'),
      codes: names('id', 'org_code'),
      permission: 'depart:list',
      rules: 'depart:list',
      always: [],
      filters: new Map([
        ['org_category=1', sql<SqlBool>`${col('sys_depart', 'org_category')} = '1'`],
        ['org_category=2', sql<SqlBool>`${col('sys_depart', 'org_category')} = '2'`],
      ]),
    },
  ],
  [
    'sys_position',
    {
      table: 'sys_position',
      alias: 'sys_position',
      texts: names('name'),
      codes: names('code', 'id'),
      permission: 'session',
      always: [],
      filters: new Map(),
    },
  ],
]);

/** A table dictionary the registry accepts: the real table, columns and conditions. */
export interface CheckedTableDict {
  entry: TableDict;
  text: string;
  code: string;
  filter?: Expression<SqlBool>;
}

/** What the registry offers, for the refusal's message: 'sys_user,realname|username,username|id; …'. */
function offered(): string {
  return [...REGISTRY]
    .map(
      ([table, entry]) =>
        `${table},${[...new Set(entry.texts.values())].join('|')},${[...new Set(entry.codes.values())].join('|')}`,
    )
    .join('；');
}

/**
 * Whether a dictionary code is a table dictionary's ('table,text,code[,where]') rather than a plain code.
 *
 * @example
 * isTableDict('sys_user,realname,username') // true;  isTableDict('sex') // false
 */
export function isTableDict(code: string): boolean {
  return code.includes(',');
}

/**
 * The registry's table, columns and condition for a table dictionary, or 400: a table, column or
 * condition it does not list (Map lookups: '__proto__' and injection payloads are unknown names).
 *
 * @example
 * checkTableDict('sys_user,realname,username')          // { entry: <sys_user>, text: 'realname', code: 'username' }
 * checkTableDict('sys_user,realname,username,status=1') // … with the filter u.status = 1
 * checkTableDict('sys_user,password_hash,id')          // throws 400
 * checkTableDict('sys_user,realname,id,1=1 or 1=1')    // throws 400
 */
export function checkTableDict(code: string): CheckedTableDict {
  const [table, textName, codeName, where, ...rest] = code.split(',').map((part) => part.trim());
  const entry = REGISTRY.get(table);
  const text = entry?.texts.get(textName ?? '');
  const value = entry?.codes.get(codeName ?? '');
  if (!entry || !text || !value || rest.length > 0) throw new APP_ERR_DICT_TABLE_REFUSED(code, offered());
  if (where === undefined || where === '') return { entry, text, code: value };
  const filter = entry.filters.get(where.replace(/[\s'"]/g, ''));
  if (!filter) {
    const accepted = [...entry.filters.keys()].join('、') || '（无）';
    throw new APP_ERR_DICT_TABLE_FILTER(where, table, accepted);
  }
  return { entry, text, code: value, filter };
}

/** The rows of a checked table dictionary as options, narrowed by `extra` (all must hold), at most `limit`. */
async function optionsOf(
  db: Kysely<Database>,
  { entry, text, code, filter }: CheckedTableDict,
  extra: readonly Expression<SqlBool>[],
  limit?: number,
): Promise<DictOption[]> {
  const conditions = [...entry.always, ...(filter ? [filter] : []), ...extra];
  const where = conditions.length ? sql` where ${sql.join(conditions, sql` and `)}` : sql``;
  const { alias } = entry;
  const { rows } = await sql<{ value: unknown; text: unknown }>`select ${col(alias, code)} as value, ${col(
    alias,
    text,
  )} as text from ${sql.table(entry.table)} as ${sql.id(alias)}${where} order by ${col(alias, text)}, ${col(
    alias,
    'id',
  )}${limit === undefined ? sql`` : sql` limit ${limit}`}`.execute(db);
  return rows.map((row) => {
    const label = row.text === null || row.text === undefined ? '' : String(row.text);
    return { value: String(row.value), text: label, label, title: label };
  });
}

/** What loadDict and loadDictItem narrow a table dictionary to: a text containing `keyword`, these values. */
export interface TableDictNarrowing {
  keyword?: string;
  values?: readonly string[];
  limit?: number;
}

/**
 * The options of a table dictionary for `caller`: 400 outside the registry, 403 without the table's
 * page, and the rows that page's data rules let the caller see. Never cached (they depend on the caller).
 * `narrowing` keeps the rows whose text contains a keyword (LIKE with its own characters escaped) or whose
 * value is listed, at most `limit` of them (JeecgBoot's loadDict and loadDictItem).
 *
 * @example
 * await tableDictOptions(db, admin, 'sys_user,realname,username')
 * // [{ value: 'admin', text: '管理员', label: '管理员', title: '管理员' }, ...]
 * await tableDictOptions(db, admin, 'sys_user,realname,username', { keyword: '管', limit: 10 })
 */
export async function tableDictOptions(
  db: Kysely<Database>,
  caller: Pick<SessionUser, 'id' | 'username' | 'permissionCodes'>,
  code: string,
  narrowing: TableDictNarrowing = {},
): Promise<DictOption[]> {
  const checked = checkTableDict(code);
  const { permission, rules, alias } = checked.entry;
  if (permission !== 'session' && !caller.permissionCodes.includes(permission)) throw new APP_ERR_FORBIDDEN();
  const conditions = rules ? [...(await ruleScopeOf(db, caller, rules))] : [];
  const { keyword, values, limit } = narrowing;
  if (keyword) conditions.push(containsText(`${alias}.${checked.text}`, keyword));
  if (values)
    conditions.push(
      values.length
        ? sql<SqlBool>`${col(alias, checked.code)} in (${sql.join(values)})`
        : sql<SqlBool>`1 = 0`,
    );
  return optionsOf(db, checked, conditions, limit);
}

/**
 * The texts of `values` in a table dictionary, for display fields the server itself puts on records
 * (withDictText): no caller, so no permission or rule — the server chose the field, and only the texts
 * of values the records already hold are read. 400 outside the registry.
 *
 * @example
 * await tableDictTexts(db, 'sys_user,realname,username', ['admin']) // Map { 'admin' => '管理员' }
 */
export async function tableDictTexts(
  db: Kysely<Database>,
  code: string,
  values: readonly string[],
): Promise<Map<string, string>> {
  if (values.length === 0) return new Map();
  const checked = checkTableDict(code);
  const column = col(checked.entry.alias, checked.code);
  const options = await optionsOf(db, checked, [sql<SqlBool>`${column} in (${sql.join(values)})`]);
  return new Map(options.map((option) => [option.value, option.text]));
}
