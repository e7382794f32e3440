/**
 * The one way a list applies its data rules (issue 16: every list that declares rule-able fields in
 * DATA_RULE_RESOURCES): the caller's rules in force on the page of a permission code, compiled to WHERE
 * conditions on that list's query.
 */
import type { Expression, Kysely, SqlBool } from 'kysely';
import type { Database } from '../../db/index';
import type { SessionUser } from '../auth/service';
import { rulesInForce } from './repo';
import { compileRules } from './rules';

/**
 * The conditions the caller's data rules on the page of `permsCode` put on its list's rows; empty when
 * no rule applies (admin, or no rule chosen for the caller's roles).
 *
 * @example
 * const scope = await ruleScopeOf(db, caller, 'role:list');
 * if (scope.length) query = query.where((eb) => eb.and(scope));
 */
export async function ruleScopeOf(
  db: Kysely<Database>,
  caller: Pick<SessionUser, 'id' | 'username'>,
  permsCode: string,
): Promise<Expression<SqlBool>[]> {
  const rules = await rulesInForce(db, caller.id, permsCode);
  if (rules.length === 0) return [];
  const me = await db
    .selectFrom('sys_user')
    .select('org_code')
    .where('id', '=', caller.id)
    .executeTakeFirst();
  return compileRules(
    permsCode,
    rules.map((rule) => ({
      ruleColumn: rule.rule_column,
      ruleConditions: rule.rule_conditions,
      ruleValue: rule.rule_value,
    })),
    { username: caller.username, orgCode: me?.org_code ?? null },
  );
}
