/**
 * Queries of menu management (sys_permission rows: top menus, sub-menus, buttons). What each role holds
 * is role/grant-repo.ts. Every function takes a Kysely handle or a transaction.
 */
import type { Insertable, Kysely } from 'kysely';
import { newId } from '../../db/ids';
import type { Database } from '../../db/index';
import type { SysPermissionTable } from '../../db/types';
import type { PermissionRow } from '../permission/repo';

type Db = Kysely<Database>;

/** What add and edit write: every column but id and the audit fields. */
export type MenuColumns = Omit<
  Insertable<SysPermissionTable>,
  'id' | 'created_by' | 'created_at' | 'updated_by' | 'updated_at'
>;

/** Every menu, sub-menu and button, by sort_no. @example (await allMenus(db)).length // 60 */
export function allMenus(db: Db): Promise<PermissionRow[]> {
  return db.selectFrom('sys_permission').selectAll().orderBy('sort_no').orderBy('id').execute();
}

/** An entry by id. @example await findMenu(db, id) // PermissionRow | undefined */
export function findMenu(db: Db, id: string): Promise<PermissionRow | undefined> {
  return db.selectFrom('sys_permission').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The entries with a route name. @example await findByComponentName(db, 'system-user') */
export function findByComponentName(db: Db, name: string): Promise<PermissionRow | undefined> {
  return db.selectFrom('sys_permission').selectAll().where('component_name', '=', name).executeTakeFirst();
}

/**
 * Another entry than `exceptId` that carries the permission code `perms`.
 *
 * @example
 * await findByPerms(db, 'user:add') // the 添加用户 button
 */
export function findByPerms(db: Db, perms: string, exceptId?: string): Promise<PermissionRow | undefined> {
  let query = db.selectFrom('sys_permission').selectAll().where('perms', '=', perms);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

/** The direct children of an entry, by sort_no. @example await childrenOf(db, systemId) */
export function childrenOf(db: Db, parentId: string): Promise<PermissionRow[]> {
  return db
    .selectFrom('sys_permission')
    .selectAll()
    .where('parent_id', '=', parentId)
    .orderBy('sort_no')
    .orderBy('id')
    .execute();
}

/** The top menus (menu_type 0), by sort_no. @example await topMenus(db) */
export function topMenus(db: Db): Promise<PermissionRow[]> {
  return db
    .selectFrom('sys_permission')
    .selectAll()
    .where('menu_type', '=', 0)
    .orderBy('sort_no')
    .orderBy('id')
    .execute();
}

/** Inserts an entry. @example await insertMenu(db, columns, 'admin', now) // the new id */
export async function insertMenu(db: Db, columns: MenuColumns, by: string, at: string): Promise<string> {
  const id = newId();
  await db
    .insertInto('sys_permission')
    .values({ ...columns, id, created_by: by, created_at: at, updated_by: null, updated_at: null })
    .execute();
  return id;
}

/** Overwrites an entry's columns. @example await updateMenu(db, id, columns, 'admin', now) */
export async function updateMenu(
  db: Db,
  id: string,
  columns: MenuColumns,
  by: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('sys_permission')
    .set({ ...columns, updated_by: by, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/**
 * Sets is_leaf of an entry from whether anything hangs under it now.
 *
 * @example
 * await refreshLeaf(tx, oldParentId) // 1 once its last child moved away
 */
export async function refreshLeaf(db: Db, id: string | null): Promise<void> {
  if (!id) return;
  const child = await db
    .selectFrom('sys_permission')
    .select('id')
    .where('parent_id', '=', id)
    .executeTakeFirst();
  await db
    .updateTable('sys_permission')
    .set({ is_leaf: child ? 0 : 1 })
    .where('id', '=', id)
    .execute();
}

/**
 * Deletes an entry with what hangs on it: role grants and data rules (explicitly, not by trusting the
 * foreign keys' cascade to be switched on). Call it inside a transaction.
 *
 * @example
 * await db.transaction().execute((tx) => deleteMenuRow(tx, id))
 */
export async function deleteMenuRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sys_role_permission').where('permission_id', '=', id).execute();
  await db.deleteFrom('sys_permission_data_rule').where('permission_id', '=', id).execute();
  await db.deleteFrom('sys_permission').where('id', '=', id).execute();
}

/** Ids of the entries that have data rules. @example (await entriesWithRules(db)).has(userPageId) */
export async function entriesWithRules(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('sys_permission_data_rule').select('permission_id').distinct().execute();
  return new Set(rows.map((row) => row.permission_id));
}

/**
 * The ids among `ids` that name an entry.
 *
 * @example
 * await existingMenuIds(db, ['a', 'nope']) // ['a']
 */
export async function existingMenuIds(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('sys_permission').select('id').where('id', 'in', ids).execute();
  return rows.map((row) => row.id);
}
