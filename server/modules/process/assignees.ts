/**
 * Who does a user task, from its node settings (bpmn.ts): an assignee (one username) and candidates
 * (usernames, role codes, department ids) who may claim it. Read from the database when the task is
 * created, so a later change of roles or departments does not move tasks already handed out.
 */
import type { Kysely } from 'kysely';
import { splitIds } from '../../db/ids';
import type { Database } from '../../db/types';
import type { AssigneeRule, NodeSetting } from './bpmn';
import { APP_ERR_PROCESS_ASSIGNEE } from './errors';

/** The people of a new task. */
export interface TaskPeople {
  assignee: string | null;
  candidates: Array<{ kind: 'user' | 'role' | 'depart'; value: string }>;
}

/** A user identity of 2 marks a department's leader (负责人) in JeecgBoot's user form. */
const LEADER_IDENTITY = 2;

/**
 * The usernames leading the departments of `username`: the departments' 负责人 (director_user_ids), or
 * else the users of identity 上级 in them.
 *
 * @example
 * await departLeaders(db, 'zhangsan') // ['lisi']
 */
export async function departLeaders(db: Kysely<Database>, username: string): Promise<string[]> {
  // selectAll: 负责人 (director_user_ids) arrives with the departments' issue-16 migration; without it, identity decides.
  const departs = (await db
    .selectFrom('sys_user_depart')
    .innerJoin('sys_user', 'sys_user.id', 'sys_user_depart.user_id')
    .innerJoin('sys_depart', 'sys_depart.id', 'sys_user_depart.dep_id')
    .selectAll('sys_depart')
    .where('sys_user.username', '=', username)
    .execute()) as unknown as Array<{ id: string; director_user_ids?: string | null }>;
  if (departs.length === 0) return [];
  const directorIds = departs.flatMap((depart) => splitIds(depart.director_user_ids));
  const leaders =
    directorIds.length > 0
      ? await db
          .selectFrom('sys_user')
          .select('username')
          .where('id', 'in', directorIds)
          .where('del_flag', '=', 0)
          .execute()
      : await db
          .selectFrom('sys_user_depart')
          .innerJoin('sys_user', 'sys_user.id', 'sys_user_depart.user_id')
          .select('sys_user.username')
          .where(
            'sys_user_depart.dep_id',
            'in',
            departs.map((depart) => depart.id),
          )
          .where('sys_user.user_identity', '=', LEADER_IDENTITY)
          .where('sys_user.del_flag', '=', 0)
          .execute();
  return [...new Set(leaders.map((leader) => leader.username))].filter((name) => name !== username);
}

async function userExists(db: Kysely<Database>, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('sys_user')
    .select('id')
    .where('username', '=', username)
    .where('del_flag', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}

async function byRule(
  db: Kysely<Database>,
  node: NodeSetting,
  rule: AssigneeRule,
  initiator: string,
  variables: Record<string, unknown>,
): Promise<TaskPeople> {
  const label = node.name || node.id;
  switch (rule.kind) {
    case 'initiator':
      return { assignee: initiator, candidates: [] };
    case 'role':
      return { assignee: null, candidates: [{ kind: 'role', value: rule.value }] };
    case 'departLeader': {
      const leaders = await departLeaders(db, initiator);
      if (leaders.length === 0) {
        throw new APP_ERR_PROCESS_ASSIGNEE(
          label,
          `发起人 ${initiator} 所在部门没有负责人，请在部门管理中设置负责人`,
        );
      }
      if (leaders.length === 1) return { assignee: leaders[0], candidates: [] };
      return { assignee: null, candidates: leaders.map((value) => ({ kind: 'user' as const, value })) };
    }
    case 'user':
    case 'variable': {
      const username = rule.kind === 'user' ? rule.value : variables[rule.value];
      if (typeof username !== 'string' || username === '') {
        throw new APP_ERR_PROCESS_ASSIGNEE(
          label,
          `变量 ${rule.kind === 'variable' ? rule.value : ''} 没有给出用户名`,
        );
      }
      if (!(await userExists(db, username)))
        throw new APP_ERR_PROCESS_ASSIGNEE(label, `用户 ${username} 不存在`);
      return { assignee: username, candidates: [] };
    }
  }
}

/**
 * The assignee and candidates of a new task at `node`.
 *
 * @example
 * await taskPeople(db, nodes.hr, 'zhangsan', { 天数: 5 }) // { assignee: null, candidates: [{ kind: 'role', value: 'hr' }] }
 */
export async function taskPeople(
  db: Kysely<Database>,
  node: NodeSetting,
  initiator: string,
  variables: Record<string, unknown>,
): Promise<TaskPeople> {
  const people: TaskPeople = node.assignee
    ? await byRule(db, node, node.assignee, initiator, variables)
    : { assignee: null, candidates: [] };
  for (const value of node.candidateUsers ?? []) people.candidates.push({ kind: 'user', value });
  for (const value of node.candidateRoles ?? []) people.candidates.push({ kind: 'role', value });
  for (const value of node.candidateDeparts ?? []) people.candidates.push({ kind: 'depart', value });
  return people;
}

/** The caller as a candidate: username, role codes and department ids. */
export interface CandidateKeys {
  username: string;
  roleCodes: string[];
  departIds: string[];
}

/**
 * The candidate keys of a user (its departments read from the database).
 *
 * @example
 * await candidateKeys(db, { username: 'lisi', roleCodes: ['hr'] }) // { username: 'lisi', roleCodes: ['hr'], departIds: ['d1'] }
 */
export async function candidateKeys(
  db: Kysely<Database>,
  caller: { username: string; roleCodes: readonly string[] },
): Promise<CandidateKeys> {
  const departs = await db
    .selectFrom('sys_user_depart')
    .innerJoin('sys_user', 'sys_user.id', 'sys_user_depart.user_id')
    .select('sys_user_depart.dep_id')
    .where('sys_user.username', '=', caller.username)
    .execute();
  return {
    username: caller.username,
    roleCodes: [...caller.roleCodes],
    departIds: departs.map((d) => d.dep_id),
  };
}
