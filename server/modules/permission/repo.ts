/**
 * Queries of menus, buttons and permission codes. Role `admin` holds every permission row, whether or
 * not sys_role_permission lists it, so a permission added later never locks the administrator out.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/index';
import type { SysPermissionTable } from '../../db/types';

export type PermissionRow = Selectable<SysPermissionTable>;

/** The role that holds everything. */
export const ADMIN_ROLE = 'admin';

/**
 * Every permission row (menu, sub-menu, button) a user with these roles holds. By role codes, not by
 * user, so that users of the same roles share one answer (the menu is remembered per role set).
 *
 * @example
 * const rows = await heldPermissions(db, user.roleCodes);
 */
export function heldPermissions(
  db: Kysely<Database>,
  roleCodes: readonly string[],
): Promise<PermissionRow[]> {
  if (roleCodes.length === 0) return Promise.resolve([]);
  let query = db.selectFrom('sys_permission').selectAll();
  if (!roleCodes.includes(ADMIN_ROLE)) {
    query = query.where('id', 'in', (eb) =>
      eb
        .selectFrom('sys_role_permission as rp')
        .innerJoin('sys_role as r', 'r.id', 'rp.role_id')
        .select('rp.permission_id')
        .where('r.role_code', 'in', roleCodes),
    );
  }
  return query.orderBy('sort_no').orderBy('id').execute();
}

/**
 * Every button row of the system (menu_type 2), whoever holds it.
 *
 * @example
 * (await allButtons(db)).map((b) => b.perms) // ['user:add', 'user:edit', ...]
 */
export function allButtons(db: Kysely<Database>): Promise<PermissionRow[]> {
  return db
    .selectFrom('sys_permission')
    .selectAll()
    .where('menu_type', '=', 2)
    .orderBy('sort_no')
    .orderBy('id')
    .execute();
}

/**
 * The permission codes (`perms`) the user holds: what a route's `config.permission` is checked against.
 *
 * @example
 * await permissionCodesOf(db, user.id, ['user']) // ['announcement:list', 'process:todo', ...]
 */
export async function permissionCodesOf(
  db: Kysely<Database>,
  userId: string,
  roleCodes: readonly string[],
): Promise<string[]> {
  // Only the codes, distinct, from the database: this runs for every session the guard looks up, and
  // reading whole menu rows for it was most of a request's database time (drill:soak's profile).
  let query = db.selectFrom('sys_permission').select('perms').distinct().where('perms', 'is not', null);
  if (!roleCodes.includes(ADMIN_ROLE)) {
    query = query.where('id', 'in', (eb) =>
      eb
        .selectFrom('sys_role_permission as rp')
        .innerJoin('sys_user_role as ur', 'ur.role_id', 'rp.role_id')
        .select('rp.permission_id')
        .where('ur.user_id', '=', userId),
    );
  }
  const rows = await query.execute();
  return rows
    .map((row) => row.perms)
    .filter((code): code is string => Boolean(code))
    .sort();
}
