/**
 * Queries of departments (sys_depart) and the users in them. Every function takes a Kysely handle or a
 * transaction, so the service decides what must happen together.
 */
import {
  sql,
  type Expression,
  type Insertable,
  type Kysely,
  type Selectable,
  type SqlBool,
  type Updateable,
} from 'kysely';
import type { Database } from '../../db/index';
import type { SysDepartTable } from '../../db/types';
import { searchCondition, type FieldSearch } from '../paging';

export type DepartRow = Selectable<SysDepartTable>;
type Db = Kysely<Database>;

/**
 * Every department, siblings in display order (departOrder, then code).
 *
 * @example
 * (await allDeparts(db)).map((row) => row.org_code) // ['A01', 'A01A01', ...]
 */
export function allDeparts(db: Db): Promise<DepartRow[]> {
  return db.selectFrom('sys_depart').selectAll().orderBy('depart_order').orderBy('org_code').execute();
}

/**
 * Departments whose name matches `search` (paging.ts fieldSearch) and that pass every condition of
 * `scope` (the caller's data rules), by code.
 *
 * @example
 * await searchDeparts(db, fieldSearch('研发'), []) // [{ depart_name: '研发部', ... }]
 */
export function searchDeparts(
  db: Db,
  search: FieldSearch,
  scope: readonly Expression<SqlBool>[],
): Promise<DepartRow[]> {
  let query = db
    .selectFrom('sys_depart')
    .selectAll()
    .where(searchCondition('sys_depart.depart_name', search));
  if (scope.length) query = query.where((eb) => eb.and([...scope]));
  return query.orderBy('org_code').execute();
}

/**
 * The ids among `ids` whose departments pass every condition of `scope`.
 *
 * @example
 * await idsInScope(db, branchIds, scope) // the ones the caller's data rules let it see
 */
export async function idsInScope(
  db: Db,
  ids: readonly string[],
  scope: readonly Expression<SqlBool>[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('sys_depart')
    .select('id')
    .where('id', 'in', ids)
    .where((eb) => eb.and([...scope]))
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Whether a user is a 上级 (user_identity 2) and the departments it is in charge of (depart_ids).
 *
 * @example
 * await chargeOf(db, userId) // { user_identity: 2, depart_ids: 'd1,d2' }
 */
export function chargeOf(db: Db, userId: string) {
  return db
    .selectFrom('sys_user')
    .select(['user_identity', 'depart_ids'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/**
 * The ids among `ids` of users who are not deleted.
 *
 * @example
 * await existingUserIds(db, [adminId, 'nope']) // [adminId]
 */
export async function existingUserIds(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('sys_user')
    .select('id')
    .where('id', 'in', ids)
    .where('del_flag', '=', 0)
    .execute();
  return rows.map((row) => row.id);
}

/** A department by id. @example await findDepart(db, id) // DepartRow | undefined */
export function findDepart(db: Db, id: string): Promise<DepartRow | undefined> {
  return db.selectFrom('sys_depart').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The departments among `ids` that exist. @example await findDeparts(db, [a, b]) */
export function findDeparts(db: Db, ids: readonly string[]): Promise<DepartRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('sys_depart').selectAll().where('id', 'in', ids).execute();
}

/**
 * A child of `parentId` (null: a top-level department) named `name`.
 *
 * @example
 * await findSibling(db, parentId, '研发部') // DepartRow | undefined
 */
export function findSibling(db: Db, parentId: string | null, name: string): Promise<DepartRow | undefined> {
  return db
    .selectFrom('sys_depart')
    .selectAll()
    .where((eb) => (parentId === null ? eb('parent_id', 'is', null) : eb('parent_id', '=', parentId)))
    .where('depart_name', '=', name)
    .executeTakeFirst();
}

/**
 * Codes one level below `parentCode` ('' for the top level): the parent's code plus three characters.
 * Read by code rather than by parent_id, because codes are what must stay unique.
 *
 * @example
 * await codesBelow(db, 'A01') // ['A01A01', 'A01A02', 'A01A03']
 */
export async function codesBelow(db: Db, parentCode: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sys_depart')
    .select('org_code')
    .where(sql<boolean>`length(org_code) = ${parentCode.length + 3}`)
    .where(sql<boolean>`substr(org_code, 1, ${parentCode.length}) = ${parentCode}`)
    .execute();
  return rows.map((row) => row.org_code);
}

/** Inserts a department. @example await insertDepart(db, { id, depart_name: '研发部', org_code: 'A01A01', ... }) */
export async function insertDepart(db: Db, row: Insertable<SysDepartTable>): Promise<void> {
  await db.insertInto('sys_depart').values(row).execute();
}

/** Changes a department. @example await updateDepart(db, id, { depart_name: '研发中心', updated_by, updated_at }) */
export async function updateDepart(db: Db, id: string, change: Updateable<SysDepartTable>): Promise<void> {
  await db.updateTable('sys_depart').set(change).where('id', '=', id).execute();
}

/**
 * A department whose parent is among `ids` but which is not itself among them, if any.
 *
 * @example
 * await childOutside(db, [parentId]) // the first child, or undefined for a leaf
 */
export function childOutside(db: Db, ids: readonly string[]): Promise<DepartRow | undefined> {
  return db
    .selectFrom('sys_depart')
    .selectAll()
    .where('parent_id', 'in', ids)
    .where('id', 'not in', ids)
    .executeTakeFirst();
}

/**
 * Whether any user who is not deleted belongs to one of these departments, or works in one now
 * (sys_user.org_code).
 *
 * @example
 * await hasUsers(db, [departId], ['A01A02']) // true
 */
export async function hasUsers(db: Db, ids: readonly string[], codes: readonly string[]): Promise<boolean> {
  const member = await db
    .selectFrom('sys_user_depart')
    .innerJoin('sys_user', 'sys_user.id', 'sys_user_depart.user_id')
    .select('sys_user.id')
    .where('sys_user_depart.dep_id', 'in', ids)
    .where('sys_user.del_flag', '=', 0)
    .executeTakeFirst();
  if (member) return true;
  const working = await db
    .selectFrom('sys_user')
    .select('id')
    .where('org_code', 'in', codes)
    .where('del_flag', '=', 0)
    .executeTakeFirst();
  return working !== undefined;
}

/**
 * Deletes departments with their user links and 部门权限 (explicitly, not by trusting the foreign keys'
 * cascade to be switched on). The links of users in the recycle bin go too, and such a user's current
 * department (sys_user.org_code) is emptied when it is one of `codes`: a code is given again to the next
 * department, and a user restored later must not find themselves working in it (docs/decisions.md).
 *
 * @example
 * await deleteDeparts(db, [id], ['A01A02'])
 */
export async function deleteDeparts(db: Db, ids: readonly string[], codes: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('sys_user_depart').where('dep_id', 'in', ids).execute();
  if (codes.length)
    await db.updateTable('sys_user').set({ org_code: null }).where('org_code', 'in', codes).execute();
  await db.deleteFrom('sys_depart_permission').where('depart_id', 'in', ids).execute();
  await db.deleteFrom('sys_depart').where('id', 'in', ids).execute();
}
