/**
 * Queries of data rules (sys_permission_data_rule), and the rules in force for a user. Which rules each
 * role chose is role/grant-repo.ts.
 */
import type { Kysely, Selectable } from 'kysely';
import { newId, splitIds } from '../../db/ids';
import type { Database } from '../../db/index';
import type { SysPermissionDataRuleTable } from '../../db/types';
import { containsText } from '../paging';

export type RuleRow = Selectable<SysPermissionDataRuleTable>;
type Db = Kysely<Database>;

/** Text filters of queryPermissionRule, matched as plain text. */
export interface RuleFilter {
  ruleName?: string;
  ruleColumn?: string;
  ruleValue?: string;
}

/**
 * The rules of a menu entry by name, narrowed by plain-text filters.
 *
 * @example
 * await rulesOf(db, permissionId, { ruleName: '本部门' })
 */
export function rulesOf(db: Db, permissionId: string, filter: RuleFilter = {}): Promise<RuleRow[]> {
  let query = db.selectFrom('sys_permission_data_rule').selectAll().where('permission_id', '=', permissionId);
  if (filter.ruleName) query = query.where(containsText('rule_name', filter.ruleName));
  if (filter.ruleColumn) query = query.where(containsText('rule_column', filter.ruleColumn));
  if (filter.ruleValue) query = query.where(containsText('rule_value', filter.ruleValue));
  return query.orderBy('rule_name').orderBy('id').execute();
}

/** A rule by id. @example await findRule(db, id) // RuleRow | undefined */
export function findRule(db: Db, id: string): Promise<RuleRow | undefined> {
  return db.selectFrom('sys_permission_data_rule').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What a rule holds, as add and edit write it. */
export interface RuleValues {
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
  status: string;
}

/** Inserts a rule. @example await insertRule(db, permissionId, values, 'admin', now) // the new id */
export async function insertRule(
  db: Db,
  permissionId: string,
  values: RuleValues,
  by: string,
  at: string,
): Promise<string> {
  const id = newId();
  await db
    .insertInto('sys_permission_data_rule')
    .values({
      id,
      permission_id: permissionId,
      rule_name: values.ruleName,
      rule_column: values.ruleColumn,
      rule_conditions: values.ruleConditions,
      rule_value: values.ruleValue,
      status: values.status,
      created_by: by,
      created_at: at,
      updated_by: null,
      updated_at: null,
    })
    .execute();
  return id;
}

/** Overwrites a rule's values. @example await updateRule(db, id, values, 'admin', now) */
export async function updateRule(
  db: Db,
  id: string,
  values: RuleValues,
  by: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('sys_permission_data_rule')
    .set({
      rule_name: values.ruleName,
      rule_column: values.ruleColumn,
      rule_conditions: values.ruleConditions,
      rule_value: values.ruleValue,
      status: values.status,
      updated_by: by,
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Deletes a rule and takes its id out of every role's choice, so no stale id is left behind. Call it
 * inside a transaction.
 *
 * @example
 * await db.transaction().execute((tx) => deleteRule(tx, rule))
 */
export async function deleteRule(db: Db, rule: RuleRow): Promise<void> {
  const holders = await db
    .selectFrom('sys_role_permission')
    .select(['id', 'data_rule_ids'])
    .where('permission_id', '=', rule.permission_id)
    .where('data_rule_ids', 'is not', null)
    .execute();
  for (const holder of holders) {
    const ids = splitIds(holder.data_rule_ids);
    if (!ids.includes(rule.id)) continue;
    const kept = ids.filter((id) => id !== rule.id);
    await db
      .updateTable('sys_role_permission')
      .set({ data_rule_ids: kept.length ? kept.join(',') : null })
      .where('id', '=', holder.id)
      .execute();
  }
  await db.deleteFrom('sys_permission_data_rule').where('id', '=', rule.id).execute();
}

/**
 * The rules in force for a user on the list of `permsCode`: every rule with status '1' that one of the
 * user's roles chose on a menu entry of that code.
 *
 * @example
 * await rulesInForce(db, user.id, 'user:list') // [{ rule_column: 'orgCode', rule_conditions: '=', ... }]
 */
export async function rulesInForce(db: Db, userId: string, permsCode: string): Promise<RuleRow[]> {
  const grants = await db
    .selectFrom('sys_role_permission as rp')
    .innerJoin('sys_user_role as ur', 'ur.role_id', 'rp.role_id')
    .innerJoin('sys_permission as p', 'p.id', 'rp.permission_id')
    .select(['rp.permission_id', 'rp.data_rule_ids'])
    .where('ur.user_id', '=', userId)
    .where('p.perms', '=', permsCode)
    .where('rp.data_rule_ids', 'is not', null)
    .execute();
  const ruleIds = [...new Set(grants.flatMap((grant) => splitIds(grant.data_rule_ids)))];
  if (ruleIds.length === 0) return [];
  return db
    .selectFrom('sys_permission_data_rule')
    .selectAll()
    .where('id', 'in', ruleIds)
    .where('permission_id', 'in', [...new Set(grants.map((grant) => grant.permission_id))])
    .where('status', '=', '1')
    .orderBy('id')
    .execute();
}
