/**
 * Which menus and buttons a role holds (queryRolePermission, saveRolePermission), and which data rules
 * of an entry it uses (queryRoleDatarule, saveDatarule).
 */
import type { Kysely } from 'kysely';
import type {
  RoleDataruleResult,
  SaveDataruleRequest,
  SaveRolePermissionRequest,
} from '../../../schemas/index';
import type { Database } from '../../db/index';
import { APP_ERR_REFERENCE_NOT_FOUND, APP_ERR_RULE_NOT_HELD } from '../../errors';
import { requireRole } from '../role/service';
import * as menus from './menu-repo';
import { requireMenu } from './menu-service';
import * as rules from './rule-repo';
import { toRuleRecord } from './rule-service';

type Db = Kysely<Database>;

/**
 * Ids sent as 'a,b,c' (JeecgBoot) or as a list (the page's tree), without duplicates.
 *
 * @example
 * idsOf('a,b,a') // ['a', 'b'];  idsOf(['a']) // ['a'];  idsOf('') // []
 */
export function idsOf(value: string | string[] | undefined): string[] {
  const ids = Array.isArray(value) ? value : rules.splitIds(value);
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
  return menus.permissionIdsOfRole(db, roleId);
}

/**
 * Makes `permissionIds` the role's set in one transaction; an unknown id refuses the whole save.
 * lastpermissionIds is not needed: the server compares with what the role holds now.
 *
 * @example
 * await saveRolePermission(db, { roleId, permissionIds: 'a,b,c' })
 */
export async function saveRolePermission(db: Db, body: SaveRolePermissionRequest): Promise<void> {
  await requireRole(db, body.roleId);
  const ids = idsOf(body.permissionIds);
  const existing = new Set(await menus.existingMenuIds(db, ids));
  const missing = ids.find((id) => !existing.has(id));
  if (missing) throw new APP_ERR_REFERENCE_NOT_FOUND('菜单或按钮', missing);
  await db.transaction().execute((tx) => menus.replaceRolePermissions(tx, body.roleId, ids));
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
    rules.rulesOf(db, permissionId),
    rules.roleGrant(db, roleId, permissionId),
  ]);
  return { datarule: all.map(toRuleRecord), drChecked: rules.splitIds(grant?.data_rule_ids) };
}

/**
 * Sets which rules of an entry a role uses. The role must hold the entry, and each rule must belong to it.
 *
 * @example
 * await saveDatarule(db, { permissionId, roleId, dataRuleIds: 'r1,r2' })
 */
export async function saveDatarule(db: Db, body: SaveDataruleRequest): Promise<void> {
  await requireMenu(db, body.permissionId);
  await requireRole(db, body.roleId);
  const grant = await rules.roleGrant(db, body.roleId, body.permissionId);
  if (!grant) throw new APP_ERR_RULE_NOT_HELD();
  const ids = idsOf(body.dataRuleIds);
  const own = new Set((await rules.rulesOf(db, body.permissionId)).map((rule) => rule.id));
  const foreign = ids.find((id) => !own.has(id));
  if (foreign) throw new APP_ERR_REFERENCE_NOT_FOUND('该菜单的数据规则', foreign);
  await rules.setRoleRules(db, grant.id, ids);
}
