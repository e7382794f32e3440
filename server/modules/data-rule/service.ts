/**
 * Data rules of a menu entry: list, search, add, edit, delete. Every save passes checkRule, so a rule
 * naming a field outside its list's allow-list never reaches the database (rules.ts).
 */
import type { Kysely } from 'kysely';
import type {
  DataRuleAddRequest,
  DataRuleEditRequest,
  DataRuleRecord,
  DataRuleSearchQuery,
} from '../../../schemas/index';
import type { Database } from '../../db/index';
import { computeEachTime, type Remember } from '../../db/read-cache';
import { APP_ERR_RULE_INVALID, APP_ERR_RULE_NOT_FOUND } from '../../errors';
import type { SessionUser } from '../auth/service';
import { withDictText } from '../dict/dict-text';
import { checkRule, RULE_CONDITIONS, type RuleCondition } from './rules';
import { requireMenu } from '../menu/service';
import * as repo from './repo';

type Db = Kysely<Database>;

const conditionOf = (text: string): RuleCondition =>
  (RULE_CONDITIONS as readonly string[]).includes(text) ? (text as RuleCondition) : '=';

/** One rule as the API answers it. @example toRuleRecord(row) // { id, ruleName, ruleColumn: 'orgCode', ... } */
export function toRuleRecord(row: repo.RuleRow): DataRuleRecord {
  return {
    id: row.id,
    permissionId: row.permission_id,
    ruleName: row.rule_name,
    ruleColumn: row.rule_column,
    ruleConditions: conditionOf(row.rule_conditions),
    ruleValue: row.rule_value,
    status: row.status === '0' ? '0' : '1',
    createTime: row.created_at,
  };
}

/** The dictionary-coded fields of a rule: JeecgBoot's client shows their `_dictText`. */
const RULE_DICT_FIELDS = { ruleConditions: 'rule_conditions', status: 'valid_status' } as const;

/**
 * Rules as the lists answer them, with ruleConditions_dictText and status_dictText.
 *
 * @example
 * await listedRules(db, rows) // [{ ..., ruleConditions: '=', ruleConditions_dictText: '等于', status_dictText: '有效' }]
 */
export async function listedRules(
  db: Db,
  rows: readonly repo.RuleRow[],
  remember: Remember = computeEachTime,
): Promise<DataRuleRecord[]> {
  return withDictText(db, rows.map(toRuleRecord), RULE_DICT_FIELDS, remember);
}

/**
 * The rules of an entry, narrowed by plain-text filters; 404 for an unknown entry.
 *
 * @example
 * await searchRules(db, { permissionId, ruleName: '本部门' }) // DataRuleRecord[]
 */
export async function searchRules(
  db: Db,
  query: DataRuleSearchQuery,
  remember: Remember = computeEachTime,
): Promise<DataRuleRecord[]> {
  await requireMenu(db, query.permissionId);
  const rows = await repo.rulesOf(db, query.permissionId, {
    ruleName: query.ruleName?.trim() || undefined,
    ruleColumn: query.ruleColumn?.trim() || undefined,
    ruleValue: query.ruleValue?.trim() || undefined,
  });
  return listedRules(db, rows, remember);
}

/** Checks `values` against the list of the entry they belong to. */
async function checked(db: Db, permissionId: string, values: repo.RuleValues): Promise<repo.RuleValues> {
  const menu = await requireMenu(db, permissionId);
  checkRule(menu.perms, menu.name, values);
  return values;
}

/**
 * Adds a rule to an entry whose list supports rules.
 *
 * @example
 * await addRule(db, caller, { permissionId, ruleName: '本部门', ruleColumn: 'orgCode', ruleConditions: '=',
 *   ruleValue: '#{sys_org_code}' }, now)
 */
export async function addRule(
  db: Db,
  caller: SessionUser,
  body: DataRuleAddRequest,
  now: Date,
): Promise<DataRuleRecord> {
  const values = await checked(db, body.permissionId, {
    ruleName: body.ruleName.trim(),
    ruleColumn: body.ruleColumn,
    ruleConditions: body.ruleConditions,
    ruleValue: body.ruleValue.trim(),
    status: body.status ?? '1',
  });
  const id = await repo.insertRule(db, body.permissionId, values, caller.username, now.toISOString());
  return toRuleRecord((await repo.findRule(db, id))!);
}

/** The rule of `id`, or 404. @example await requireRule(db, id) */
export async function requireRule(db: Db, id: string): Promise<repo.RuleRow> {
  const row = await repo.findRule(db, id);
  if (!row) throw new APP_ERR_RULE_NOT_FOUND(id);
  return row;
}

/**
 * Changes the fields sent; the result must pass the same checks as a new rule.
 *
 * @example
 * await editRule(db, caller, { id, ruleValue: 'A01' }, now)
 */
export async function editRule(
  db: Db,
  caller: SessionUser,
  body: DataRuleEditRequest,
  now: Date,
): Promise<DataRuleRecord> {
  const current = await requireRule(db, body.id);
  if (body.permissionId && body.permissionId !== current.permission_id)
    throw new APP_ERR_RULE_INVALID('数据规则不能移到别的菜单');
  const values = await checked(db, current.permission_id, {
    ruleName: body.ruleName?.trim() ?? current.rule_name,
    ruleColumn: body.ruleColumn ?? current.rule_column ?? '',
    ruleConditions: body.ruleConditions ?? current.rule_conditions,
    ruleValue: body.ruleValue?.trim() ?? current.rule_value,
    status: body.status ?? current.status,
  });
  await repo.updateRule(db, body.id, values, caller.username, now.toISOString());
  return toRuleRecord(await requireRule(db, body.id));
}

/**
 * Deletes a rule; roles that used it simply stop using it.
 *
 * @example
 * await deleteRule(db, id)
 */
export async function deleteRule(db: Db, id: string): Promise<void> {
  const row = await requireRule(db, id);
  await db.transaction().execute((tx) => repo.deleteRule(tx, row));
}
