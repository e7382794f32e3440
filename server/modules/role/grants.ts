/**
 * Which menus and buttons a role holds (queryRolePermission, saveRolePermission), and which data rules
 * of an entry it uses (queryRoleDatarule, saveDatarule).
 */
import type { Kysely } from 'kysely';
import type {
  RoleDataruleClientResult,
  RoleDataruleResult,
  SaveDataruleRequest,
  SaveRolePermissionRequest,
} from '../../../schemas/index';
import type { Database } from '../../db/index';
import { computeEachTime, type Remember } from '../../db/read-cache';
import { APP_ERR_GRANT_BEYOND, APP_ERR_REFERENCE_NOT_FOUND, APP_ERR_RULE_NOT_HELD } from '../../errors';
import { splitIds } from '../../db/ids';
import type { SessionUser } from '../auth/service';
import { rulesOf } from '../data-rule/repo';
import { listedRules, toRuleRecord } from '../data-rule/service';
import * as menus from '../menu/repo';
import { requireMenu } from '../menu/service';
import { assertMayChangeRoleGrants, assertNotOwnRole, holdingOf } from '../permission/delegation';
import * as grants from './grant-repo';
import { requireRole } from './service';

type Db = Kysely<Database>;

/**
 * Ids sent as 'a,b,c' (JeecgBoot) or as a list (the page's tree), without duplicates.
 *
 * @example
 * idsOf('a,b,a') // ['a', 'b'];  idsOf(['a']) // ['a'];  idsOf('') // []
 */
export function idsOf(value: string | string[] | undefined): string[] {
  const ids = Array.isArray(value) ? value : splitIds(value);
  return [...new Set(ids)];
}

/**
 * Ids of the menus and buttons a role holds; 404 for an unknown role.
 *
 * @example
 * await rolePermissionIds(db, roleId) // ['...', '...']
 */
export async function rolePermissionIds(db: Db, roleId: string): Promise<string[]> {
  await requireRole(db, roleId);
  return grants.permissionIdsOfRole(db, roleId);
}

/**
 * The entries of `ids` with every ancestor of each, in the order first met.
 *
 * @example
 * withAncestors([buttonId], rows) // [buttonId, pageId, folderId]
 */
export function withAncestors(
  ids: readonly string[],
  rows: ReadonlyArray<{ id: string; parent_id: string | null }>,
): string[] {
  const parentOf = new Map(rows.map((row) => [row.id, row.parent_id || null]));
  const result = new Set<string>();
  for (const id of ids) {
    // The walk stops at a row met before, so a damaged tree with a cycle cannot loop.
    for (let at: string | null = id; at && !result.has(at); at = parentOf.get(at) ?? null) result.add(at);
  }
  return [...result];
}

/**
 * Makes `permissionIds` (and their ancestors) the role's set in one transaction; an unknown id refuses the whole save, and so
 * does a change the caller may not make (bounded delegation: its own role, or an entry it does not hold).
 * lastpermissionIds is not needed: the server compares with what the role holds now.
 *
 * @example
 * await saveRolePermission(db, caller, { roleId, permissionIds: 'a,b,c' })
 */
export async function saveRolePermission(
  db: Db,
  caller: SessionUser,
  body: SaveRolePermissionRequest,
): Promise<void> {
  await requireRole(db, body.roleId);
  const asked = idsOf(body.permissionIds);
  const existing = new Set(await menus.existingMenuIds(db, asked));
  const missing = asked.find((id) => !existing.has(id));
  if (missing) throw new APP_ERR_REFERENCE_NOT_FOUND('菜单或按钮', missing);
  // A page granted without its folder could never be reached, and a role holding only such pages
  // locks its users out at sign-in: every entry comes with its ancestors.
  const ids = withAncestors(asked, await menus.allMenus(db));
  await assertMayChangeRoleGrants(db, caller, body.roleId, ids);
  await db.transaction().execute((tx) => grants.replaceRolePermissions(tx, body.roleId, ids));
}

/**
 * The rules of an entry and which of them a role uses (JeecgBoot's datarule / drChecked).
 *
 * @example
 * await roleDatarules(db, permissionId, roleId) // { datarule: [...], drChecked: ['r1'] }
 */
export async function roleDatarules(
  db: Db,
  permissionId: string,
  roleId: string,
): Promise<RoleDataruleResult> {
  await requireMenu(db, permissionId);
  await requireRole(db, roleId);
  const [all, grant] = await Promise.all([
    rulesOf(db, permissionId),
    grants.roleGrant(db, roleId, permissionId),
  ]);
  return { datarule: all.map(toRuleRecord), drChecked: splitIds(grant?.data_rule_ids) };
}

/**
 * The same as JeecgBoot's GET /sys/role/datarule/{permissionId}/{roleId} answers it: the entry's rules
 * with their display fields, and drChecked as a comma list, absent when the role uses none.
 *
 * @example
 * await roleDatarulesForClient(db, permissionId, roleId) // { datarule: [...], drChecked: 'r1,r2' }
 */
export async function roleDatarulesForClient(
  db: Db,
  permissionId: string,
  roleId: string,
  remember: Remember = computeEachTime,
): Promise<RoleDataruleClientResult> {
  await requireMenu(db, permissionId);
  await requireRole(db, roleId);
  const [all, grant] = await Promise.all([
    rulesOf(db, permissionId),
    grants.roleGrant(db, roleId, permissionId),
  ]);
  const checked = splitIds(grant?.data_rule_ids);
  const datarule = await listedRules(db, all, remember);
  return checked.length ? { datarule, drChecked: checked.join(',') } : { datarule };
}

/**
 * Sets which rules of an entry a role uses. The role must hold the entry, and each rule must belong to it;
 * nobody changes the rules of a role they hold (dropping one would widen their own reach), nor the rules
 * of an entry they do not hold themselves (bounded delegation: dropping one widens the role's reach).
 *
 * @example
 * await saveDatarule(db, caller, { permissionId, roleId, dataRuleIds: 'r1,r2' })
 */
export async function saveDatarule(db: Db, caller: SessionUser, body: SaveDataruleRequest): Promise<void> {
  const menu = await requireMenu(db, body.permissionId);
  await requireRole(db, body.roleId);
  await assertNotOwnRole(db, caller, body.roleId);
  if (!(await holdingOf(db, caller)).has(menu.id)) throw new APP_ERR_GRANT_BEYOND(menu.name);
  const grant = await grants.roleGrant(db, body.roleId, body.permissionId);
  if (!grant) throw new APP_ERR_RULE_NOT_HELD();
  const ids = idsOf(body.dataRuleIds);
  const own = new Set((await rulesOf(db, body.permissionId)).map((rule) => rule.id));
  const foreign = ids.find((id) => !own.has(id));
  if (foreign) throw new APP_ERR_REFERENCE_NOT_FOUND('该菜单的数据规则', foreign);
  await grants.setRoleRules(db, grant.id, ids);
}
