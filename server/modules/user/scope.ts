/**
 * The rows of sys_user a caller may touch: the one enforcement point of 用户管理's data rules. The list,
 * reads by id, edits, freezes, deletes, password changes and batch calls all load users through here, so
 * a user outside the caller's rules answers 404 as if absent, whatever the route (issue 11).
 */
import type { Expression, Kysely, SqlBool } from 'kysely';
import type { Database } from '../../db/index';
import { APP_ERR_USER_NOT_FOUND } from '../../errors';
import type { SessionUser } from '../auth/service';
import { ruleScopeOf } from '../data-rule/scope';
import * as repo from './repo';

type Db = Kysely<Database>;

/** The permission code of the user page: its data rules narrow every user the caller touches. */
export const USER_LIST_PERMS = 'user:list';

/**
 * The conditions (on sys_user aliased `u`) the caller's data rules on the user page put on user rows;
 * empty when no rule applies.
 *
 * @example
 * const scope = await userScopeOf(db, caller); // [] for admin, [u.username = 'zhangsan'] for a self-only rule
 */
export function userScopeOf(db: Db, caller: SessionUser): Promise<Expression<SqlBool>[]> {
  return ruleScopeOf(db, caller, USER_LIST_PERMS);
}

/**
 * The users of `ids` the caller may touch, all of them, or 404 for the first one that is unknown or
 * outside the caller's data rules (the two are indistinguishable on purpose).
 *
 * @example
 * const rows = await requireUsersInScope(db, caller, ['u1', 'u2']);
 */
export async function requireUsersInScope(
  db: Db,
  caller: SessionUser,
  ids: readonly string[],
): Promise<repo.UserRow[]> {
  const unique = [...new Set(ids)];
  const rows = await repo.findUsers(db, unique, await userScopeOf(db, caller));
  const missing = unique.find((id) => !rows.some((row) => row.id === id));
  if (missing) throw new APP_ERR_USER_NOT_FOUND(missing);
  return rows;
}

/** One user the caller may touch, or 404. @example const row = await requireUserInScope(db, caller, id) */
export async function requireUserInScope(db: Db, caller: SessionUser, id: string): Promise<repo.UserRow> {
  const [row] = await requireUsersInScope(db, caller, [id]);
  return row;
}
