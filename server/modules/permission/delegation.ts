/**
 * Bounded delegation: the one rule every grant path goes through (docs/security.md "Delegation").
 *
 * - A caller may give a user only roles whose menus and buttons it holds itself, and give or take from a
 *   role only menus and buttons it holds itself.
 * - Nobody changes their own roles, nor the grants or data rules of a role they hold.
 * - A caller touches another user (edit, password, freeze, delete) only if it outranks them: it holds
 *   every menu and button the target holds. Admin holds everything, so only someone who also holds
 *   everything may touch admin.
 * - Changing the permission code of an existing menu or button needs the old and the new code. A new
 *   entry is held by no role but admin, so adding one with any code hands out nothing.
 *
 * What a caller holds is compared by entry (sys_permission row), not by code, so menus without a code
 * (folders, pages that only show) count too.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/index';
import {
  APP_ERR_CODE_NOT_HELD,
  APP_ERR_GRANT_BEYOND,
  APP_ERR_OUTRANKED,
  APP_ERR_OWN_GRANTS,
  APP_ERR_ROLE_BEYOND,
} from '../../errors';
import type { SessionUser } from '../auth/service';
import { ADMIN_ROLE } from './repo';

type Db = Kysely<Database>;

/** The entries (sys_permission ids) someone holds. */
export type Holding = ReadonlySet<string>;

async function allEntryIds(db: Db): Promise<string[]> {
  return (await db.selectFrom('sys_permission').select('id').execute()).map((row) => row.id);
}

/**
 * What each role holds: the admin role every entry, any other role its granted entries.
 *
 * @example
 * (await holdingsOfRoles(db, [roleId])).get(roleId) // Set { 'menuId', 'buttonId' }
 */
export async function holdingsOfRoles(db: Db, roleIds: readonly string[]): Promise<Map<string, Holding>> {
  const holdings = new Map<string, Set<string>>(roleIds.map((id) => [id, new Set<string>()]));
  if (roleIds.length === 0) return holdings;
  const roles = await db
    .selectFrom('sys_role')
    .select(['id', 'role_code'])
    .where('id', 'in', roleIds)
    .execute();
  const admins = roles.filter((role) => role.role_code === ADMIN_ROLE).map((role) => role.id);
  const all = admins.length ? await allEntryIds(db) : [];
  for (const id of admins) holdings.set(id, new Set(all));
  const grants = await db
    .selectFrom('sys_role_permission')
    .select(['role_id', 'permission_id'])
    .where('role_id', 'in', roleIds)
    .execute();
  for (const grant of grants) holdings.get(grant.role_id)?.add(grant.permission_id);
  return holdings;
}

/**
 * What each user holds through their roles.
 *
 * @example
 * (await holdingsOfUsers(db, [userId])).get(userId)?.has(buttonId) // true
 */
export async function holdingsOfUsers(db: Db, userIds: readonly string[]): Promise<Map<string, Holding>> {
  const result = new Map<string, Set<string>>(userIds.map((id) => [id, new Set<string>()]));
  if (userIds.length === 0) return result;
  const memberships = await db
    .selectFrom('sys_user_role')
    .select(['user_id', 'role_id'])
    .where('user_id', 'in', userIds)
    .execute();
  const roles = await holdingsOfRoles(db, [...new Set(memberships.map((m) => m.role_id))]);
  for (const { user_id, role_id } of memberships)
    for (const id of roles.get(role_id) ?? []) result.get(user_id)?.add(id);
  return result;
}

/** What the caller holds. @example const mine = await holdingOf(db, caller) */
export async function holdingOf(db: Db, caller: SessionUser): Promise<Holding> {
  return (await holdingsOfUsers(db, [caller.id])).get(caller.id) ?? new Set();
}

/** The entries of `wanted` that `held` lacks. */
function lacking(held: Holding, wanted: Iterable<string>): string[] {
  return [...wanted].filter((id) => !held.has(id));
}

/** Names of entries, for a message that tells the caller what it lacks (at most three, then 等N项). */
async function entryNames(db: Db, ids: readonly string[]): Promise<string> {
  const rows = await db
    .selectFrom('sys_permission')
    .select('name')
    .where('id', 'in', ids.slice(0, 3))
    .execute();
  const names = rows.map((row) => row.name).join('、');
  return ids.length > 3 ? `${names}等${ids.length}项` : names;
}

/** The ids of the roles `userId` holds. */
async function roleIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('sys_user_role').select('role_id').where('user_id', '=', userId).execute();
  return rows.map((row) => row.role_id);
}

/**
 * The roles among `roleIds` the caller may give: those whose every entry it holds. The user form offers
 * only these.
 *
 * @example
 * await givableRoles(db, caller, allRoleIds) // Set { 'r-user', ... } — never 'r-admin' for a narrow caller
 */
export async function givableRoles(
  db: Db,
  caller: SessionUser,
  roleIds: readonly string[],
): Promise<Set<string>> {
  const [mine, roles] = await Promise.all([holdingOf(db, caller), holdingsOfRoles(db, roleIds)]);
  return new Set([...roles].filter(([, holding]) => lacking(mine, holding).length === 0).map(([id]) => id));
}

/**
 * Throws 403 unless the caller holds every entry of each role: a role is given to a user only by someone
 * who could have granted each of its entries.
 *
 * @example
 * await assertMayGiveRoles(db, caller, ['roleId'])
 */
export async function assertMayGiveRoles(
  db: Db,
  caller: SessionUser,
  roleIds: readonly string[],
): Promise<void> {
  if (roleIds.length === 0) return;
  const [mine, roles] = await Promise.all([holdingOf(db, caller), holdingsOfRoles(db, roleIds)]);
  for (const [roleId, holding] of roles) {
    const missing = lacking(mine, holding);
    if (missing.length === 0) continue;
    const role = await db
      .selectFrom('sys_role')
      .select('role_name')
      .where('id', '=', roleId)
      .executeTakeFirst();
    throw new APP_ERR_ROLE_BEYOND(role?.role_name ?? roleId, await entryNames(db, missing));
  }
}

/**
 * Throws 403 when a user's roles would change on their own say: `next` differs from what `userId` holds
 * and the caller is that user.
 *
 * @example
 * await assertNotOwnRoles(db, caller, caller.id, ['r1']) // throws unless r1 is exactly what they hold
 */
export async function assertNotOwnRoles(
  db: Db,
  caller: SessionUser,
  userId: string,
  next: readonly string[],
): Promise<void> {
  if (caller.id !== userId) return;
  const current = new Set(await roleIdsOf(db, userId));
  const same = current.size === new Set(next).size && next.every((id) => current.has(id));
  if (!same) throw new APP_ERR_OWN_GRANTS('自己的角色');
}

/**
 * Throws 403 unless the caller outranks every target: it holds each entry they hold. Touching oneself
 * is always allowed here (what one may do to oneself is each route's own rule).
 *
 * @example
 * await assertOutranks(db, caller, [{ id, username: 'admin' }], '修改该用户的密码') // throws for a narrow caller
 */
export async function assertOutranks(
  db: Db,
  caller: SessionUser,
  targets: ReadonlyArray<{ id: string; username: string }>,
  action: string,
): Promise<void> {
  const others = targets.filter((target) => target.id !== caller.id);
  if (others.length === 0) return;
  const [mine, theirs] = await Promise.all([
    holdingOf(db, caller),
    holdingsOfUsers(
      db,
      others.map((target) => target.id),
    ),
  ]);
  for (const target of others) {
    const missing = lacking(mine, theirs.get(target.id) ?? []);
    if (missing.length) throw new APP_ERR_OUTRANKED(target.username, await entryNames(db, missing), action);
  }
}

/**
 * Throws 403 unless the caller may make `next` the entries of role `roleId`: not a role it holds itself,
 * and every entry added or taken away one it holds.
 *
 * @example
 * await assertMayChangeRoleGrants(db, caller, roleId, ['menuId'])
 */
export async function assertMayChangeRoleGrants(
  db: Db,
  caller: SessionUser,
  roleId: string,
  next: readonly string[],
): Promise<void> {
  await assertNotOwnRole(db, caller, roleId);
  const [mine, roles] = await Promise.all([holdingOf(db, caller), holdingsOfRoles(db, [roleId])]);
  const current = roles.get(roleId) ?? new Set<string>();
  const wanted = new Set(next);
  const changed = [...wanted]
    .filter((id) => !current.has(id))
    .concat([...current].filter((id) => !wanted.has(id)));
  const missing = lacking(mine, changed);
  if (missing.length) throw new APP_ERR_GRANT_BEYOND(await entryNames(db, missing));
}

/**
 * Throws 403 when the caller holds role `roleId`: nobody widens their own role (grants, data rules).
 *
 * @example
 * await assertNotOwnRole(db, caller, roleId)
 */
export async function assertNotOwnRole(db: Db, caller: SessionUser, roleId: string): Promise<void> {
  if ((await roleIdsOf(db, caller.id)).includes(roleId)) throw new APP_ERR_OWN_GRANTS('自己所属角色的权限');
}

/** True when the caller holds every entry there is (role admin, or every entry granted one by one). */
async function holdsEverything(db: Db, caller: SessionUser): Promise<boolean> {
  if (caller.roleCodes.includes(ADMIN_ROLE)) return true;
  const [mine, all] = await Promise.all([holdingOf(db, caller), allEntryIds(db)]);
  return lacking(mine, all).length === 0;
}

/**
 * Throws 403 when the caller would change an entry's permission code into, or away from, a code it does
 * not hold: otherwise a menu it holds could be renamed into any button's code. A code no entry has yet
 * is held by nobody but those who hold everything (a route may still demand it).
 *
 * @example
 * await assertMayWriteCode(db, caller, 'user:password') // throws unless the caller holds user:password
 */
export async function assertMayWriteCode(
  db: Db,
  caller: SessionUser,
  perms: string | null | undefined,
): Promise<void> {
  const code = perms?.trim();
  if (!code || caller.permissionCodes.includes(code)) return;
  if (!(await holdsEverything(db, caller))) throw new APP_ERR_CODE_NOT_HELD(code);
}
