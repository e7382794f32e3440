/**
 * JeecgBoot's tree dictionaries (components/jeecg/JTreeSelect.vue → GET /sys/dict/loadTreeData): the
 * children of one node of a table with a parent column, by the client's tableName, text, code, pidField,
 * hasChildField and a JSON condition. JeecgBoot put all of them into SQL; here they are only keys of the
 * registry below (sys_depart and sys_permission), anything else is a 400 naming what is accepted, and the
 * condition is allowed field=value pairs whose values are bound. A caller reads a table as its page shows
 * it: the page's permission and (for 部门管理) its data rules.
 */
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/index';
import { APP_ERR_DICT_TREE_REFUSED, APP_ERR_FORBIDDEN } from '../../errors';
import type { SessionUser } from '../auth/service';
import { ruleScopeOf } from '../data-rule/scope';

/** One table the client may read as a tree dictionary. */
interface TreeDict {
  table: 'sys_depart' | 'sys_permission';
  /** Client names of the text column (the column and its camelCase form) to the real column. */
  texts: ReadonlyMap<string, string>;
  /** The parent column's names (pidField). The value (code) is always the id, which children point at. */
  pids: ReadonlySet<string>;
  /** The condition's accepted fields (client names) to the real columns. */
  fields: ReadonlyMap<string, string>;
  permission: string;
  rules?: string;
}

/** A column under its own name and its camelCase name. */
function names(...columns: string[]): Map<string, string> {
  return new Map(
    columns.flatMap((column) => [
      [column, column],
      [column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), column],
    ]),
  );
}

const REGISTRY: ReadonlyMap<string, TreeDict> = new Map<string, TreeDict>([
  [
    'sys_depart',
    {
      table: 'sys_depart',
      texts: names('depart_name', 'org_code'),
      pids: new Set(['parent_id', 'parentId']),
      fields: names('org_category', 'org_code'),
      permission: 'depart:list',
      rules: 'depart:list',
    },
  ],
  [
    'sys_permission',
    {
      table: 'sys_permission',
      texts: names('name'),
      pids: new Set(['parent_id', 'parentId']),
      fields: names('menu_type', 'status'),
      permission: 'permission:list',
    },
  ],
]);

/** hasChildField names JeecgBoot's tables use: accepted, the server works a node's leaf out itself. */
const HAS_CHILD = new Set(['', 'has_child', 'hasChild', 'is_leaf', 'isLeaf']);

/** What the client sends (JTreeSelect.vue loadRoot / asyncLoadTreeData). */
export interface TreeDictQuery {
  pid?: string;
  tableName: string;
  text: string;
  code: string;
  pidField: string;
  hasChildField?: string;
  condition?: string;
}

/** A node as JeecgBoot's TreeSelectModel serialises it (JTreeSelect.vue reads key, title and leaf). */
export interface TreeDictNode {
  key: string;
  value: string;
  title: string;
  code: string;
  parentId: string | null;
  leaf: boolean;
}

/** What the registry accepts, for the refusal: 'sys_depart,depart_name|org_code,id,parent_id; …'. */
function offered(): string {
  return [...REGISTRY]
    .map(([table, entry]) => {
      const fields = [...new Set(entry.fields.values())].join('|');
      return `${table},${[...new Set(entry.texts.values())].join('|')},id,parent_id（条件字段 ${fields}）`;
    })
    .join('；');
}

/**
 * The condition's pairs as bound conditions on the registry's columns, or 400: not a JSON object, a field
 * it does not list, a value that is not a string or number.
 *
 * @example
 * conditionOf(entry, '{"org_category":"1"}') // [sys_depart.org_category = '1']
 * conditionOf(entry, '{"1=1 or 1":"1"}')     // throws 400
 */
function conditionOf(entry: TreeDict, condition: string | undefined): Expression<SqlBool>[] {
  if (!condition?.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(condition);
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new APP_ERR_DICT_TREE_REFUSED(`condition ${condition}`, offered());
  return Object.entries(parsed).map(([field, value]) => {
    const column = entry.fields.get(field);
    if (!column || (typeof value !== 'string' && typeof value !== 'number'))
      throw new APP_ERR_DICT_TREE_REFUSED(`condition ${field}`, offered());
    return sql<SqlBool>`${sql.ref(`t.${column}`)} = ${String(value)}`;
  });
}

/**
 * The children of `pid` ('' or '0': the top) in a registered tree, for `caller`: 400 for a table, column
 * or condition the registry does not list, 403 without the table's page, and only rows its data rules
 * let the caller see. In the table's own order.
 *
 * @example
 * await treeDictChildren(db, admin, { pid: '', tableName: 'sys_depart', text: 'depart_name', code: 'id', pidField: 'parent_id' })
 * // [{ key: '<id>', value: '<id>', title: '北京总部', code: '<id>', parentId: null, leaf: false }]
 */
export async function treeDictChildren(
  db: Kysely<Database>,
  caller: Pick<SessionUser, 'id' | 'username' | 'permissionCodes'>,
  query: TreeDictQuery,
): Promise<TreeDictNode[]> {
  const entry = REGISTRY.get(query.tableName);
  const text = entry?.texts.get(query.text);
  if (!entry || !text || query.code !== 'id' || !entry.pids.has(query.pidField))
    throw new APP_ERR_DICT_TREE_REFUSED(
      `${query.tableName},${query.text},${query.code},${query.pidField}`,
      offered(),
    );
  if (!HAS_CHILD.has(query.hasChildField ?? ''))
    throw new APP_ERR_DICT_TREE_REFUSED(`hasChildField ${query.hasChildField}`, offered());
  const conditions = conditionOf(entry, query.condition);
  if (!caller.permissionCodes.includes(entry.permission)) throw new APP_ERR_FORBIDDEN();
  // The data rules name the table by its own name: select from it unaliased for them, aliased `t` below.
  const scope = entry.rules ? await ruleScopeOf(db, caller, entry.rules) : [];
  const pid = query.pid ?? '';
  const top = pid === '' || pid === '0';
  const parent = top ? sql<SqlBool>`t.parent_id is null` : sql<SqlBool>`t.parent_id = ${pid}`;
  const visible = scope.length
    ? [
        sql<SqlBool>`t.id in (select ${sql.ref(`${entry.table}.id`)} from ${sql.table(entry.table)} where ${sql.join(
          scope,
          sql` and `,
        )})`,
      ]
    : [];
  const order = entry.table === 'sys_depart' ? sql`t.depart_order, t.id` : sql`t.sort_no, t.id`;
  const where = sql.join([parent, ...conditions, ...visible], sql` and `);
  const { rows } = await sql<{
    id: string;
    text: string | null;
    parent_id: string | null;
    children: unknown;
  }>`
    select t.id, ${sql.ref(`t.${text}`)} as text, t.parent_id,
      (select count(*) from ${sql.table(entry.table)} c where c.parent_id = t.id) as children
    from ${sql.table(entry.table)} t where ${where} order by ${order}`.execute(db);
  return rows.map((row) => ({
    key: row.id,
    value: row.id,
    title: row.text ?? '',
    code: row.id,
    parentId: row.parent_id,
    leaf: Number(row.children) === 0,
  }));
}
