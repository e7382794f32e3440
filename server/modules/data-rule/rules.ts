/**
 * Data rules: a condition on one field of a page's list (sys_permission_data_rule), attached to the page's
 * menu entry and chosen per role (sys_role_permission.data_rule_ids). The list a rule may narrow, and the
 * fields it may name, come from DATA_RULE_RESOURCES below, never from the rule: JeecgBoot's rules paste
 * their column and value into SQL, ours map the field to a server constant and bind the value.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import { APP_ERR_RULE_INVALID } from '../../errors';
import { containsPattern, likePattern } from '../paging';

/** The comparisons of the rule_conditions dictionary; LIKE means "contains", IN takes a comma list. */
export const RULE_CONDITIONS = ['=', '!=', '>', '>=', '<', '<=', 'LIKE', 'IN'] as const;
export type RuleCondition = (typeof RULE_CONDITIONS)[number];

/** A field a rule may name: the column it stands for (a server constant) and how its values compare. */
export interface RuleField {
  column: string;
  type: 'text' | 'integer';
}

export type RuleFields = Readonly<Record<string, RuleField>>;

/**
 * A list's rule fields by the client's camelCase name, each also answering to its snake_case spelling and
 * to the bare name of its column, as JeecgBoot's rules name either:
 * `{ orgCode: ['u.org_code', 'text'] }` is orgCode and org_code; createBy on `u.created_by` also created_by.
 */
function ruleFields(fields: Record<string, readonly [column: string, type: RuleField['type']]>): RuleFields {
  const named: Record<string, RuleField> = {};
  for (const [name, [column, type]] of Object.entries(fields)) {
    const field = { column, type };
    named[name] ??= field;
    named[name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] ??= field;
    named[column.slice(column.lastIndexOf('.') + 1)] ??= field;
  }
  return named;
}

/** 用户管理's list (user/list-query.ts aliases sys_user as `u`). */
const USER_FIELDS = ruleFields({
  username: ['u.username', 'text'],
  realname: ['u.realname', 'text'],
  sex: ['u.sex', 'integer'],
  status: ['u.status', 'integer'],
  orgCode: ['u.org_code', 'text'],
  workNo: ['u.work_no', 'text'],
  post: ['u.post', 'text'],
  email: ['u.email', 'text'],
  phone: ['u.phone', 'text'],
  createBy: ['u.created_by', 'text'],
});

/** 角色管理's list (role/repo.ts queries sys_role under its own name). */
const ROLE_FIELDS = ruleFields({
  roleName: ['sys_role.role_name', 'text'],
  roleCode: ['sys_role.role_code', 'text'],
  createBy: ['sys_role.created_by', 'text'],
});

/** 部门管理's search (depart/repo.ts queries sys_depart under its own name). */
const DEPART_FIELDS = ruleFields({
  departName: ['sys_depart.depart_name', 'text'],
  orgCode: ['sys_depart.org_code', 'text'],
  orgCategory: ['sys_depart.org_category', 'text'],
  createBy: ['sys_depart.created_by', 'text'],
});

/** 数据字典's list (dict/repo.ts queries sys_dict under its own name). */
const DICT_FIELDS = ruleFields({
  dictName: ['sys_dict.dict_name', 'text'],
  dictCode: ['sys_dict.dict_code', 'text'],
  description: ['sys_dict.description', 'text'],
  createBy: ['sys_dict.created_by', 'text'],
});

/** 职务管理's list (position/repo.ts queries sys_position under its own name). */
const POSITION_FIELDS = ruleFields({
  code: ['sys_position.code', 'text'],
  name: ['sys_position.name', 'text'],
  postRank: ['sys_position.post_rank', 'text'],
  createBy: ['sys_position.created_by', 'text'],
});

/** 日志管理's list and export (log/list.ts queries sys_log under its own name); createBy is the operator. */
const LOG_FIELDS = ruleFields({
  logType: ['sys_log.log_type', 'integer'],
  operateType: ['sys_log.operate_type', 'integer'],
  logContent: ['sys_log.log_content', 'text'],
  username: ['sys_log.username', 'text'],
  userid: ['sys_log.userid', 'text'],
  ip: ['sys_log.ip', 'text'],
  createBy: ['sys_log.username', 'text'],
});

/**
 * The lists data rules can narrow, by the permission code (perms) of the page whose menu entry holds the
 * rules: 'user:list' is 用户管理, whose list query aliases sys_user as `u`. A list joins this registry
 * when its query applies `compileRules`.
 */
export const DATA_RULE_RESOURCES: Readonly<Record<string, RuleFields>> = {
  'user:list': USER_FIELDS,
  'dict:list': DICT_FIELDS,
  'position:list': POSITION_FIELDS,
  'log:list': LOG_FIELDS,
  'role:list': ROLE_FIELDS,
  'depart:list': DEPART_FIELDS,
};

/** The placeholders a value may be: the signed-in user's username and current department. */
export const RULE_PLACEHOLDERS = {
  '#{sys_user_code}': 'username',
  '#{sys_org_code}': 'orgCode',
} as const;

/** Who a rule is evaluated for. */
export interface RuleSubject {
  username: string;
  orgCode: string | null;
}

/** The parts of a rule that decide what it matches. */
export interface RuleShape {
  ruleColumn: string | null;
  ruleConditions: string;
  ruleValue: string;
}

const OPERATORS: Record<Exclude<RuleCondition, 'LIKE' | 'IN'>, string> = {
  '=': '=',
  '!=': '<>',
  '>': '>',
  '>=': '>=',
  '<': '<',
  '<=': '<=',
};

const isCondition = (text: string): text is RuleCondition =>
  (RULE_CONDITIONS as readonly string[]).includes(text);

/** The values of a rule: IN takes a comma list, the others the whole text. */
function tokensOf(rule: RuleShape): string[] {
  return rule.ruleConditions === 'IN' ? rule.ruleValue.split(',').map((v) => v.trim()) : [rule.ruleValue];
}

/**
 * Throws APP_ERR_RULE_INVALID (400) unless the rule can be applied to the list of `permsCode`: a field of
 * its allow-list, a known comparison, LIKE only on text, whole numbers on number fields, placeholders
 * only as whole values.
 *
 * @example
 * checkRule('user:list', '用户管理', { ruleColumn: 'orgCode', ruleConditions: '=', ruleValue: '#{sys_org_code}' });
 * checkRule('user:list', '用户管理', { ruleColumn: 'password_hash', ... }) // throws '规则字段 password_hash 不在…'
 */
export function checkRule(permsCode: string | null, menuName: string, rule: RuleShape): void {
  const fields = permsCode ? DATA_RULE_RESOURCES[permsCode] : undefined;
  if (!fields) throw new APP_ERR_RULE_INVALID(`菜单「${menuName}」的列表不支持数据规则`);
  const field = rule.ruleColumn ? fields[rule.ruleColumn] : undefined;
  if (!field) {
    throw new APP_ERR_RULE_INVALID(
      `规则字段 ${rule.ruleColumn ?? ''} 不在允许的字段中：${Object.keys(fields).join('、')}`,
    );
  }
  if (!isCondition(rule.ruleConditions))
    throw new APP_ERR_RULE_INVALID(`规则条件只能是 ${RULE_CONDITIONS.join(' ')}`);
  if (rule.ruleConditions === 'LIKE' && field.type !== 'text')
    throw new APP_ERR_RULE_INVALID(`字段 ${rule.ruleColumn} 是数字，不能用 LIKE`);
  for (const token of tokensOf(rule)) {
    if (token === '') throw new APP_ERR_RULE_INVALID('规则值不能为空');
    if (token.includes('#{') && !(token in RULE_PLACEHOLDERS)) {
      throw new APP_ERR_RULE_INVALID(
        `规则值 ${token} 不是可用的变量，可用：${Object.keys(RULE_PLACEHOLDERS).join('、')}`,
      );
    }
    if (field.type === 'integer' && !/^-?\d{1,15}$/.test(token))
      throw new APP_ERR_RULE_INVALID(`字段 ${rule.ruleColumn} 是数字，规则值应是整数：${token}`);
  }
}

function resolve(token: string, subject: RuleSubject, field: RuleField): string | number | null {
  const placeholder = RULE_PLACEHOLDERS[token as keyof typeof RULE_PLACEHOLDERS];
  if (placeholder) return subject[placeholder];
  return field.type === 'integer' ? Number(token) : token;
}

/** Matches nothing: a rule that cannot be applied hides rows rather than showing them all. */
const NOTHING = sql<SqlBool>`1 = 0`;

function compileOne(fields: RuleFields, rule: RuleShape, subject: RuleSubject): Expression<SqlBool> {
  const field = rule.ruleColumn ? fields[rule.ruleColumn] : undefined;
  if (!field || !isCondition(rule.ruleConditions)) return NOTHING;
  const values = tokensOf(rule).map((token) => resolve(token, subject, field));
  if (values.some((value) => value === null || Number.isNaN(value))) return NOTHING;
  const column = sql.ref(field.column);
  switch (rule.ruleConditions) {
    case 'LIKE':
      return containsPattern(field.column, likePattern(String(values[0])));
    case 'IN':
      return sql<SqlBool>`${column} in (${sql.join(values)})`;
    default:
      return sql<SqlBool>`${column} ${sql.raw(OPERATORS[rule.ruleConditions])} ${values[0]}`;
  }
}

/**
 * The rules as WHERE conditions on the list of `permsCode`, all of which a row must pass. A rule whose
 * field left the allow-list, or whose placeholder has no value (a user without a department), matches
 * nothing.
 *
 * @example
 * const conditions = compileRules('user:list', rules, { username: 'zhangsan', orgCode: 'A01A01' });
 * if (conditions.length) query = query.where((eb) => eb.and(conditions));
 */
export function compileRules(
  permsCode: string,
  rules: readonly RuleShape[],
  subject: RuleSubject,
): Expression<SqlBool>[] {
  const fields = DATA_RULE_RESOURCES[permsCode];
  if (!fields) return rules.length ? [NOTHING] : [];
  return rules.map((rule) => compileOne(fields, rule, subject));
}
