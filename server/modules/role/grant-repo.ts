/**
 * Queries of role grants (sys_role_permission): which menus and buttons a role holds, and which data rules
 * of each entry it uses (data_rule_ids, comma-separated as JeecgBoot stores them). Every function takes a
 * Kysely handle or a transaction.
 */
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids';
import type { Database } from '../../db/index';

type Db = Kysely<Database>;

/** Ids of the entries a role holds. @example await permissionIdsOfRole(db, roleId) // ['a', 'b'] */
export async function permissionIdsOfRole(db: Db, roleId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sys_role_permission')
    .select('permission_id')
    .where('role_id', '=', roleId)
    .orderBy('permission_id')
    .execute();
  return rows.map((row) => row.permission_id);
}

/**
 * Makes `ids` the role's set: rows of entries no longer held go, new ones come, kept ones keep their
 * data rules. Call it inside a transaction.
 *
 * @example
 * await db.transaction().execute((tx) => replaceRolePermissions(tx, roleId, ['a', 'b']))
 */
export async function replaceRolePermissions(db: Db, roleId: string, ids: readonly string[]): Promise<void> {
  let removal = db.deleteFrom('sys_role_permission').where('role_id', '=', roleId);
  if (ids.length) removal = removal.where('permission_id', 'not in', ids);
  await removal.execute();
  const held = new Set(await permissionIdsOfRole(db, roleId));
  const added = ids.filter((id) => !held.has(id));
  if (added.length === 0) return;
  await db
    .insertInto('sys_role_permission')
    .values(added.map((id) => ({ id: newId(), role_id: roleId, permission_id: id, data_rule_ids: null })))
    .execute();
}

/**
 * The sys_role_permission row of a role and an entry, if the role holds it.
 *
 * @example
 * (await roleGrant(db, roleId, permissionId))?.data_rule_ids // 'r1,r2' or null
 */
export function roleGrant(db: Db, roleId: string, permissionId: string) {
  return db
    .selectFrom('sys_role_permission')
    .select(['id', 'data_rule_ids'])
    .where('role_id', '=', roleId)
    .where('permission_id', '=', permissionId)
    .executeTakeFirst();
}

/** Sets the rules a role uses on an entry it holds. @example await setRoleRules(db, grantId, ['r1']) */
export async function setRoleRules(db: Db, grantId: string, ruleIds: readonly string[]): Promise<void> {
  await db
    .updateTable('sys_role_permission')
    .set({ data_rule_ids: ruleIds.length ? ruleIds.join(',') : null })
    .where('id', '=', grantId)
    .execute();
}
