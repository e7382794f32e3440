/**
 * Who holds a role (角色用户) and who belongs to a department (部门用户), changed from the role's and the
 * department's side (JeecgBoot's userRoleList, addSysUserRole, deleteUserRole(Batch), departUserList,
 * editSysDepartWithUser, deleteUserInDepart(Batch)). The same rules as editing each user: a user outside
 * the caller's data rules is 404, one who holds more than the caller 403, a role is given or taken only by
 * someone who holds all it holds, and nobody changes their own roles.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/index';
import { APP_ERR_ADMIN_PROTECTED, APP_ERR_DEPART_NOT_FOUND } from '../../errors';
import type { SessionUser } from '../auth/service';
import { assertMayGiveRoles, assertNotOwnRoles, assertOutranks } from '../permission/delegation';
import { ADMIN_ROLE } from '../permission/repo';
import { requireRole } from '../role/service';
import * as membership from './membership-repo';
import { requireUsersInScope } from './scope';
import { ADMIN_USERNAME } from './service';

type Db = Kysely<Database>;

/** The department of `depId` (its id and orgCode), or 404. */
async function requireDepart(db: Db, depId: string): Promise<{ id: string; org_code: string }> {
  const [depart] = await membership.findDeparts(db, [depId]);
  if (!depart) throw new APP_ERR_DEPART_NOT_FOUND(depId);
  return depart;
}

/** The users the caller may change the memberships of: in scope (else 404) and outranked (else 403). */
async function changeableUsers(db: Db, caller: SessionUser, userIds: readonly string[], action: string) {
  const rows = await requireUsersInScope(db, caller, userIds);
  await assertOutranks(db, caller, rows, action);
  return rows;
}

/**
 * Gives role `roleId` to users (those who hold it already are left as they are), all or none.
 *
 * @example
 * await addUsersToRole(db, caller, roleId, ['u1', 'u2'])
 */
export async function addUsersToRole(
  db: Db,
  caller: SessionUser,
  roleId: string,
  userIds: readonly string[],
): Promise<void> {
  await requireRole(db, roleId);
  await assertMayGiveRoles(db, caller, [roleId]);
  const rows = await changeableUsers(db, caller, userIds, '修改该用户的角色');
  for (const row of rows)
    await assertNotOwnRoles(db, caller, row.id, [roleId, ...(await heldRoles(db, row.id))]);
  await db.transaction().execute((tx) =>
    membership.addMembers(
      tx,
      'sys_user_role',
      'role_id',
      roleId,
      rows.map((row) => row.id),
    ),
  );
}

async function heldRoles(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('sys_user_role').select('role_id').where('user_id', '=', userId).execute();
  return rows.map((row) => row.role_id);
}

/**
 * Takes role `roleId` from users, all or none. Admin keeps role admin.
 *
 * @example
 * await removeUsersFromRole(db, caller, roleId, ['u1'])
 */
export async function removeUsersFromRole(
  db: Db,
  caller: SessionUser,
  roleId: string,
  userIds: readonly string[],
): Promise<void> {
  const role = await requireRole(db, roleId);
  await assertMayGiveRoles(db, caller, [roleId]);
  const rows = await changeableUsers(db, caller, userIds, '修改该用户的角色');
  if (role.role_code === ADMIN_ROLE && rows.some((row) => row.username === ADMIN_USERNAME))
    throw new APP_ERR_ADMIN_PROTECTED('去掉管理员角色');
  for (const row of rows) {
    const next = (await heldRoles(db, row.id)).filter((id) => id !== roleId);
    await assertNotOwnRoles(db, caller, row.id, next);
  }
  await db
    .deleteFrom('sys_user_role')
    .where('role_id', '=', roleId)
    .where(
      'user_id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
}

/**
 * Adds users to department `depId` (members stay as they are); a user without a current department
 * gets this one.
 *
 * @example
 * await addUsersToDepart(db, caller, depId, ['u1'])
 */
export async function addUsersToDepart(
  db: Db,
  caller: SessionUser,
  depId: string,
  userIds: readonly string[],
): Promise<void> {
  const depart = await requireDepart(db, depId);
  const rows = await changeableUsers(db, caller, userIds, '调整该用户的部门');
  await db.transaction().execute(async (tx) => {
    await membership.addMembers(
      tx,
      'sys_user_depart',
      'dep_id',
      depId,
      rows.map((row) => row.id),
    );
    const homeless = rows.filter((row) => !row.org_code).map((row) => row.id);
    if (homeless.length)
      await tx
        .updateTable('sys_user')
        .set({ org_code: depart.org_code })
        .where('id', 'in', homeless)
        .execute();
  });
}

/**
 * Takes users out of department `depId`, all or none; one whose current department it was moves to
 * another of theirs, or to none.
 *
 * @example
 * await removeUsersFromDepart(db, caller, depId, ['u1'])
 */
export async function removeUsersFromDepart(
  db: Db,
  caller: SessionUser,
  depId: string,
  userIds: readonly string[],
): Promise<void> {
  const depart = await requireDepart(db, depId);
  const rows = await changeableUsers(db, caller, userIds, '调整该用户的部门');
  await db.transaction().execute(async (tx) => {
    for (const row of rows) {
      await tx
        .deleteFrom('sys_user_depart')
        .where('user_id', '=', row.id)
        .where('dep_id', '=', depId)
        .execute();
      if (row.org_code !== depart.org_code) continue;
      const rest = (await membership.departsOfUsers(tx, [row.id])).get(row.id) ?? [];
      await tx
        .updateTable('sys_user')
        .set({ org_code: rest[0]?.orgCode ?? null })
        .where('id', '=', row.id)
        .execute();
    }
  });
}
