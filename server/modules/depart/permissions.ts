/**
 * 部门权限 (JeecgBoot's 部门授权, DepartAuthModal.vue): the menus and buttons ticked for a department
 * (sys_depart_permission). Stored and answered as the client expects; what they bound is written in
 * docs/decisions.md. Saving is bounded delegation, as for a role: every entry added or taken away must
 * be one the caller holds.
 */
import type { Kysely } from 'kysely';
import type { SaveDepartPermissionRequest } from '../../../schemas/index';
import { newId, splitIds } from '../../db/ids';
import type { Database } from '../../db/index';
import { APP_ERR_DEPART_NOT_FOUND, APP_ERR_GRANT_BEYOND, APP_ERR_REFERENCE_NOT_FOUND } from '../../errors';
import type { SessionUser } from '../auth/service';
import { existingMenuIds } from '../menu/repo';
import { holdingOf } from '../permission/delegation';
import { findDepart } from './repo';

type Db = Kysely<Database>;

async function requireDepartId(db: Db, departId: string): Promise<void> {
  if (!(await findDepart(db, departId))) throw new APP_ERR_DEPART_NOT_FOUND(departId);
}

/**
 * Ids of the entries ticked for a department; 404 for an unknown department.
 *
 * @example
 * await departPermissionIds(db, departId) // ['menuId', 'buttonId']
 */
export async function departPermissionIds(db: Db, departId: string): Promise<string[]> {
  await requireDepartId(db, departId);
  const rows = await db
    .selectFrom('sys_depart_permission')
    .select('permission_id')
    .where('depart_id', '=', departId)
    .orderBy('permission_id')
    .execute();
  return rows.map((row) => row.permission_id);
}

/** Names of entries for a message (at most three, then 等N项). */
async function entryNames(db: Db, ids: readonly string[]): Promise<string> {
  const rows = await db
    .selectFrom('sys_permission')
    .select('name')
    .where('id', 'in', ids.slice(0, 3))
    .execute();
  const names = rows.map((row) => row.name).join('、');
  return ids.length > 3 ? `${names}等${ids.length}项` : names;
}

/**
 * Makes `permissionIds` the department's set in one transaction. 404 for an unknown department, 400 for
 * an unknown entry, 403 when an entry added or taken away is one the caller does not hold (nothing
 * saved). lastpermissionIds is not needed: the server compares with what is stored.
 *
 * @example
 * await saveDepartPermission(db, caller, { departId, permissionIds: 'a,b,' })
 */
export async function saveDepartPermission(
  db: Db,
  caller: SessionUser,
  body: SaveDepartPermissionRequest,
): Promise<void> {
  const wanted = [...new Set(splitIds(body.permissionIds))];
  const current = await departPermissionIds(db, body.departId);
  const existing = new Set(await existingMenuIds(db, wanted));
  const missing = wanted.find((id) => !existing.has(id));
  if (missing !== undefined) throw new APP_ERR_REFERENCE_NOT_FOUND('菜单或按钮', missing);
  const held = new Set(current);
  const next = new Set(wanted);
  const added = wanted.filter((id) => !held.has(id));
  const removed = current.filter((id) => !next.has(id));
  const mine = await holdingOf(db, caller);
  const beyond = [...added, ...removed].filter((id) => !mine.has(id));
  if (beyond.length) throw new APP_ERR_GRANT_BEYOND(await entryNames(db, beyond));
  await db.transaction().execute(async (tx) => {
    if (removed.length)
      await tx
        .deleteFrom('sys_depart_permission')
        .where('depart_id', '=', body.departId)
        .where('permission_id', 'in', removed)
        .execute();
    if (added.length)
      await tx
        .insertInto('sys_depart_permission')
        .values(added.map((id) => ({ id: newId(), depart_id: body.departId, permission_id: id })))
        .execute();
  });
}
