/**
 * Queries of roles (sys_role). Every function takes a Kysely handle or a transaction, so the service
 * decides what must happen together.
 */
import type { Expression, Kysely, Selectable, SqlBool } from 'kysely';
import { newId } from '../../db/ids';
import type { Database } from '../../db/index';
import type { SysRoleTable } from '../../db/types';
import { countOf, searchCondition, type FieldSearch } from '../paging';

export type RoleRow = Selectable<SysRoleTable>;
type Db = Kysely<Database>;

/**
 * The sortable fields of the role list, by the name the browser sends. Only these reach ORDER BY.
 */
export const ROLE_SORT_COLUMNS = {
  roleName: 'role_name',
  roleCode: 'role_code',
  createTime: 'created_at',
} as const;

export interface RoleFilter {
  /** JeecgBoot's search encodings (paging.ts fieldSearch). */
  roleName?: FieldSearch;
  roleCode?: FieldSearch;
  /** Created from (inclusive) and up to this ISO time (log/list.ts timeBound: `inclusive` false for a day's end). */
  createdFrom?: string;
  createdTo?: { iso: string; inclusive: boolean };
  /** The caller's data rules on 角色管理 (data-rule/scope.ts), all of which a row must pass. */
  scope: readonly Expression<SqlBool>[];
  sort: keyof typeof ROLE_SORT_COLUMNS;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/**
 * One page of roles, and how many match in all.
 *
 * @example
 * await listRoles(db, { roleName: fieldSearch('管理'), scope: [], sort: 'createTime', order: 'desc', offset: 0, limit: 10 })
 */
export async function listRoles(db: Db, filter: RoleFilter): Promise<{ rows: RoleRow[]; total: number }> {
  let query = db.selectFrom('sys_role');
  if (filter.roleName) query = query.where(searchCondition('sys_role.role_name', filter.roleName));
  if (filter.roleCode) query = query.where(searchCondition('sys_role.role_code', filter.roleCode));
  if (filter.createdFrom) query = query.where('sys_role.created_at', '>=', filter.createdFrom);
  const to = filter.createdTo;
  if (to) query = query.where('sys_role.created_at', to.inclusive ? '<=' : '<', to.iso);
  if (filter.scope.length) query = query.where((eb) => eb.and([...filter.scope]));
  const total = countOf(await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow());
  const rows = await query
    .selectAll()
    .orderBy(ROLE_SORT_COLUMNS[filter.sort], filter.order)
    // A stable order for equal keys, so paging never shows a row twice.
    .orderBy('id', 'asc')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
  return { rows, total };
}

/**
 * How many users hold each of the roles `ids` (a role nobody holds is absent). Users in the recycle bin
 * (del_flag = 1) are not counted: the list and its delete warning speak of the users who can sign in.
 *
 * @example
 * (await userCounts(db, [adminId])).get(adminId) // 1
 */
export async function userCounts(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('sys_user_role')
    .select((eb) => ['role_id', eb.fn.count<number | string | bigint>('user_id').distinct().as('n')])
    .where('role_id', 'in', ids)
    .where('user_id', 'in', (eb) => eb.selectFrom('sys_user').select('sys_user.id').where('del_flag', '=', 0))
    .groupBy('role_id')
    .execute();
  return new Map(rows.map((row) => [row.role_id, Number(row.n)]));
}

/** Every role by name. @example (await allRoles(db)).map((r) => r.role_code) // ['auditor', 'user', 'admin'] */
export function allRoles(db: Db): Promise<RoleRow[]> {
  return db.selectFrom('sys_role').selectAll().orderBy('role_name').orderBy('id').execute();
}

/** A role by id. @example await findRole(db, id) // RoleRow | undefined */
export function findRole(db: Db, id: string): Promise<RoleRow | undefined> {
  return db.selectFrom('sys_role').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A role by code. @example await findRoleByCode(db, 'admin') */
export function findRoleByCode(db: Db, code: string): Promise<RoleRow | undefined> {
  return db.selectFrom('sys_role').selectAll().where('role_code', '=', code).executeTakeFirst();
}

/** The roles among `ids` that exist. @example (await findRoles(db, ['a', 'nope'])).length // 1 */
export function findRoles(db: Db, ids: readonly string[]): Promise<RoleRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('sys_role').selectAll().where('id', 'in', ids).execute();
}

/**
 * The roles among `ids` that exist and pass every condition of `scope` (the caller's data rules).
 *
 * @example
 * await findRolesInScope(db, ['a', 'b'], await ruleScopeOf(db, caller, 'role:list'))
 */
export function findRolesInScope(
  db: Db,
  ids: readonly string[],
  scope: readonly Expression<SqlBool>[],
): Promise<RoleRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  let query = db.selectFrom('sys_role').selectAll().where('id', 'in', ids);
  if (scope.length) query = query.where((eb) => eb.and([...scope]));
  return query.execute();
}

/** What add and edit write. */
export interface RoleValues {
  roleName: string;
  roleCode: string;
  description: string | null;
}

/** Inserts a role. @example await insertRole(db, { roleName, roleCode, description }, 'admin', now) */
export async function insertRole(db: Db, values: RoleValues, by: string, at: string): Promise<string> {
  const id = newId();
  await db
    .insertInto('sys_role')
    .values({
      id,
      role_name: values.roleName,
      role_code: values.roleCode,
      description: values.description,
      created_by: by,
      created_at: at,
      updated_by: null,
      updated_at: null,
    })
    .execute();
  return id;
}

/** Overwrites a role's values. @example await updateRole(db, id, values, 'admin', now) */
export async function updateRole(
  db: Db,
  id: string,
  values: RoleValues,
  by: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('sys_role')
    .set({
      role_name: values.roleName,
      role_code: values.roleCode,
      description: values.description,
      updated_by: by,
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Deletes roles with their user and permission rows (explicitly, not by trusting the foreign keys'
 * cascade to be switched on). Call it inside a transaction.
 *
 * @example
 * await db.transaction().execute((tx) => deleteRoles(tx, [id]))
 */
export async function deleteRoles(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('sys_user_role').where('role_id', 'in', ids).execute();
  await db.deleteFrom('sys_role_permission').where('role_id', 'in', ids).execute();
  await db.deleteFrom('sys_role').where('id', 'in', ids).execute();
}
