/**
 * Queries of users (sys_user). The password hash is read only by the functions that need it
 * (findUserRow); every list selects USER_COLUMNS, which leave it out. The list: list-query.ts.
 * Memberships: membership-repo.ts.
 */
import type { Expression, Kysely, Selectable, SqlBool, Updateable } from 'kysely';
import { newId } from '../../db/ids';
import type { FieldSearch } from '../paging';
import type { Database } from '../../db/index';
import type { SysUserTable } from '../../db/types';

type Db = Kysely<Database>;
export type UserRow = Omit<Selectable<SysUserTable>, 'password_hash'>;

/** The columns every read of users selects: all but the password hash. */
export const USER_COLUMNS = [
  'u.id',
  'u.username',
  'u.realname',
  'u.avatar',
  'u.sex',
  'u.birthday',
  'u.email',
  'u.phone',
  'u.org_code',
  'u.status',
  'u.del_flag',
  'u.work_no',
  'u.post',
  'u.telephone',
  'u.user_identity',
  'u.depart_ids',
  'u.created_by',
  'u.created_at',
  'u.updated_by',
  'u.updated_at',
] as const;

/** The sortable fields of the user list, by the name the browser sends. Only these reach ORDER BY. */
export const USER_SORT_COLUMNS = {
  username: 'u.username',
  realname: 'u.realname',
  sex: 'u.sex',
  status: 'u.status',
  workNo: 'u.work_no',
  phone: 'u.phone',
  email: 'u.email',
  createTime: 'u.created_at',
} as const;

/**
 * What a user list keeps. Text fields contain a plain string, or search as JeecgBoot's client encodes
 * them (paging.ts `fieldSearch`: `*adm*`, `a,b,`, `!x`); sex and status equal a number or search the same way.
 */
export interface UserFilter {
  username?: string | FieldSearch;
  realname?: string | FieldSearch;
  phone?: string | FieldSearch;
  sex?: number | FieldSearch;
  status?: number | FieldSearch;
  /** Only these users (JeecgBoot's pickers echo stored ids: `id=a,b,`); [] for none. */
  ids?: readonly string[];
  /** Users of any of these departments; undefined for all. */
  departIds?: readonly string[];
  /** Users holding this role; undefined for all. */
  roleId?: string;
  /** Data-rule conditions, all of which a row must pass. */
  conditions: readonly Expression<SqlBool>[];
  sort: keyof typeof USER_SORT_COLUMNS;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** Which users a read by id sees: the live ones (every call but the recycle bin's) or the deleted ones. */
export type UserState = 'live' | 'deleted';

/**
 * Users by id, without the password hash; with `conditions` (a caller's data rules), only those that pass.
 * Deleted users (del_flag 1, in the recycle bin) are found only when `state` is 'deleted'.
 *
 * @example
 * await findUsers(db, [id])
 * await findUsers(db, [id], scope) // [] when the user is outside the caller's data rules
 * await findUsers(db, [id], scope, 'deleted') // the recycle bin's
 */
export function findUsers(
  db: Db,
  ids: readonly string[],
  conditions: readonly Expression<SqlBool>[] = [],
  state: UserState = 'live',
): Promise<UserRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom('sys_user as u')
    .select(USER_COLUMNS)
    .where('u.id', 'in', ids)
    .where('u.del_flag', '=', state === 'live' ? 0 : 1);
  if (conditions.length) query = query.where((eb) => eb.and([...conditions]));
  return query.execute();
}

/**
 * The deleted users (the recycle bin) that pass `conditions`, the latest deleted first.
 *
 * @example
 * await deletedUsers(db, scope) // [{ id, username, del_flag: 1, ... }]
 */
export function deletedUsers(db: Db, conditions: readonly Expression<SqlBool>[] = []): Promise<UserRow[]> {
  let query = db.selectFrom('sys_user as u').select(USER_COLUMNS).where('u.del_flag', '=', 1);
  if (conditions.length) query = query.where((eb) => eb.and([...conditions]));
  return query.orderBy('u.updated_at', 'desc').orderBy('u.id').execute();
}

/** The full row of a user, password hash included (password checks only). @example await findUserRow(db, id) */
export function findUserRow(db: Db, id: string) {
  return db.selectFrom('sys_user').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The user other than `exceptId` whose `field` equals `value` (uniqueness checks).
 *
 * @example
 * await findUserBy(db, 'phone', '13800138000') // UserRow | undefined
 */
export function findUserBy(
  db: Db,
  field: 'username' | 'phone' | 'email',
  value: string,
  exceptId?: string,
): Promise<UserRow | undefined> {
  let query = db.selectFrom('sys_user as u').select(USER_COLUMNS).where(`u.${field}`, '=', value);
  if (exceptId) query = query.where('u.id', '<>', exceptId);
  return query.executeTakeFirst();
}

/**
 * The users of one department (that department only) that pass `conditions`, by username.
 *
 * @example
 * await usersOfDepart(db, id, scope)
 */
export function usersOfDepart(
  db: Db,
  departId: string,
  conditions: readonly Expression<SqlBool>[] = [],
): Promise<UserRow[]> {
  let query = db
    .selectFrom('sys_user as u')
    .select(USER_COLUMNS)
    .where('u.del_flag', '=', 0)
    .where('u.id', 'in', (eb) =>
      eb.selectFrom('sys_user_depart').select('user_id').where('dep_id', '=', departId),
    );
  if (conditions.length) query = query.where((eb) => eb.and([...conditions]));
  return query.orderBy('u.username').orderBy('u.id').execute();
}

export type UserColumns = Omit<Updateable<SysUserTable>, 'id' | 'created_by' | 'created_at'>;

/** Inserts a user. @example await insertUser(tx, { username, realname, password_hash, ... }, 'admin', now) */
export async function insertUser(
  db: Db,
  columns: UserColumns & { username: string; realname: string; password_hash: string },
  by: string,
  at: string,
): Promise<string> {
  const id = newId();
  await db
    .insertInto('sys_user')
    .values({ ...columns, id, status: 1, del_flag: 0, created_by: by, created_at: at })
    .execute();
  return id;
}

/** Changes some of a user's columns. @example await updateUser(tx, id, { realname: '张三丰' }) */
export async function updateUser(db: Db, id: string, columns: UserColumns): Promise<void> {
  await db.updateTable('sys_user').set(columns).where('id', '=', id).execute();
}

/**
 * Deletes users for good; their roles, departments, sessions and announcement receipts go by ON DELETE
 * CASCADE (SQLite connections switch foreign keys on, db/index.ts). The logs keep their usernames.
 *
 * @example
 * await deleteUsers(db, [id])
 */
export async function deleteUsers(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length) await db.deleteFrom('sys_user').where('id', 'in', ids).execute();
}

/**
 * Moves users to the recycle bin (del_flag 1) or back (0), keeping their roles and departments, so a
 * restored user is as they were.
 *
 * @example
 * await setDeleted(tx, [id], true, 'admin', now.toISOString())
 */
export async function setDeleted(
  db: Db,
  ids: readonly string[],
  deleted: boolean,
  by: string,
  at: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('sys_user')
    .set({ del_flag: deleted ? 1 : 0, updated_by: by, updated_at: at })
    .where('id', 'in', ids)
    .execute();
}

/**
 * Ends every live session of the users, except `keepSessionId` (the caller's own).
 *
 * @example
 * await revokeSessions(tx, [id], now.toISOString(), currentUser.sessionId)
 */
export async function revokeSessions(
  db: Db,
  userIds: readonly string[],
  atIso: string,
  keepSessionId?: string,
): Promise<void> {
  if (userIds.length === 0) return;
  let query = db
    .updateTable('sys_session')
    .set({ revoked_at: atIso })
    .where('user_id', 'in', userIds)
    .where('revoked_at', 'is', null);
  if (keepSessionId) query = query.where('id', '<>', keepSessionId);
  await query.execute();
}
