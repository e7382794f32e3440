/**
 * The process engine's records as the service and its queries read them: the caller, a deployed
 * definition (parsed node settings kept by id, since a deployed version never changes), an instance, a
 * task, and whether a caller is among a task's candidates.
 */
import type { Kysely } from 'kysely';
import type { ActInstanceTable, ActTaskTable, Database } from '../../db/types';
import type { CandidateKeys } from './assignees';
import type { NodeSetting } from './bpmn';
import { forgetSourceContexts } from './engine';
import {
  APP_ERR_PROCESS_INSTANCE_NOT_FOUND,
  APP_ERR_PROCESS_NOT_FOUND,
  APP_ERR_PROCESS_TASK_NOT_FOUND,
} from './errors';

/** Who acts: the session user's name and role codes (SessionUser has both). */
export interface ProcessCaller {
  username: string;
  roleCodes: readonly string[];
}

export type InstanceRow = ActInstanceTable;
export type TaskRow = ActTaskTable;

export interface DefinitionRow {
  id: string;
  process_key: string;
  name: string;
  version: number;
  bpmn_xml: string;
  nodes: Record<string, NodeSetting>;
}

export const STATUS_TEXT: Record<InstanceRow['status'], string> = {
  running: '运行中',
  suspended: '已挂起',
  completed: '已结束',
  closed: '已关闭',
  invalid: '已作废',
};

/** Definitions never change once deployed: parsed node settings are kept by id. */
const definitionCache = new Map<string, DefinitionRow>();

export async function definitionById(db: Kysely<Database>, id: string): Promise<DefinitionRow> {
  const cached = definitionCache.get(id);
  if (cached) return cached;
  const row = await db.selectFrom('act_definition').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new APP_ERR_PROCESS_NOT_FOUND(id);
  const definition: DefinitionRow = {
    ...row,
    nodes: JSON.parse(row.nodes_json) as Record<string, NodeSetting>,
  };
  definitionCache.set(id, definition);
  return definition;
}

export async function instanceById(db: Kysely<Database>, id: string): Promise<InstanceRow> {
  const row = await db.selectFrom('act_instance').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new APP_ERR_PROCESS_INSTANCE_NOT_FOUND(id);
  return row;
}

export async function taskById(db: Kysely<Database>, id: string): Promise<TaskRow> {
  const row = await db.selectFrom('act_task').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new APP_ERR_PROCESS_TASK_NOT_FOUND(id);
  return row;
}

export async function isCandidate(
  db: Kysely<Database>,
  keys: CandidateKeys,
  taskId: string,
): Promise<boolean> {
  const rows = await db
    .selectFrom('act_task_candidate')
    .select(['kind', 'value'])
    .where('task_id', '=', taskId)
    .execute();
  return rows.some(
    (row) =>
      (row.kind === 'user' && row.value === keys.username) ||
      (row.kind === 'role' && keys.roleCodes.includes(row.value)) ||
      (row.kind === 'depart' && keys.departIds.includes(row.value)),
  );
}

/**
 * The caller as a process caller, read from the database (role codes): for the service tests and bench.
 *
 * @example
 * await processCaller(db, 'zhangsan') // { username: 'zhangsan', roleCodes: [] }
 */
export async function processCaller(db: Kysely<Database>, username: string): Promise<ProcessCaller> {
  const roles = await db
    .selectFrom('sys_user_role')
    .innerJoin('sys_user', 'sys_user.id', 'sys_user_role.user_id')
    .innerJoin('sys_role', 'sys_role.id', 'sys_user_role.role_id')
    .select('sys_role.role_code')
    .where('sys_user.username', '=', username)
    .execute();
  return { username, roleCodes: roles.map((role) => role.role_code) };
}

/**
 * Forgets every definition read so far, as a newly started server process would know none (tests).
 *
 * @example
 * forgetProcessCaches(); // the next call reads the definition and parses its BPMN again
 */
export function forgetProcessCaches(): void {
  definitionCache.clear();
  forgetSourceContexts();
}
