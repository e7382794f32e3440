/**
 * The process engine's read side: an instance's history and comments, the to-do and done lists, what a
 * caller may do on a task, who may see an instance, and the definition and instance lists.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { countOf, pageOf, pageWindow, type PageParams } from '../paging';
import { candidateKeys } from './assignees';
import { APP_ERR_PROCESS_INSTANCE_NOT_FOUND } from './errors';
import {
  definitionById,
  instanceById,
  isCandidate,
  taskById,
  type InstanceRow,
  type ProcessCaller,
} from './records';

/**
 * The history of an instance in order: every node entered and left, and every action with who and why.
 *
 * @example
 * await historyNodes(db, instanceId) // [{ nodeId: 'start', action: 'enter', ... }, ...]
 */
export async function historyNodes(db: Kysely<Database>, instanceId: string) {
  await instanceById(db, instanceId);
  const rows = await db
    .selectFrom('act_history')
    .selectAll()
    .where('instance_id', '=', instanceId)
    .orderBy('seq')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    nodeId: row.node_id,
    nodeName: row.node_name,
    action: row.action,
    taskId: row.task_id,
    username: row.username,
    comment: row.comment,
    createTime: row.created_at,
  }));
}

/**
 * The comments of an instance, oldest first.
 *
 * @example
 * await instanceComments(db, instanceId) // [{ username: 'lisi', message: '同意', nodeName: '部门经理审批', ... }]
 */
export async function instanceComments(db: Kysely<Database>, instanceId: string) {
  await instanceById(db, instanceId);
  const rows = await db
    .selectFrom('act_comment')
    .selectAll()
    .where('instance_id', '=', instanceId)
    .orderBy('seq')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    taskId: row.task_id,
    nodeId: row.node_id,
    nodeName: row.node_name,
    username: row.username,
    message: row.message,
    createTime: row.created_at,
  }));
}

/**
 * The caller's to-do list: open tasks assigned to them, and those they may claim (as a user, by a role or
 * a department), each marked.
 *
 * @example
 * await myTasks(db, lisi) // [{ id, nodeName: '部门经理审批', claimable: false, ... }]
 */
export async function myTasks(db: Kysely<Database>, caller: ProcessCaller) {
  const keys = await candidateKeys(db, caller);
  const assigned = await db
    .selectFrom('act_task')
    .innerJoin('act_instance', 'act_instance.id', 'act_task.instance_id')
    .select([
      'act_task.id',
      'act_task.instance_id',
      'act_task.node_id',
      'act_task.node_name',
      'act_task.assignee',
      'act_task.created_at',
      'act_instance.process_key',
      'act_instance.initiator',
      'act_instance.status as instance_status',
    ])
    .where('act_task.assignee', '=', keys.username)
    .where('act_task.status', '=', 'open')
    .orderBy('act_task.created_at', 'desc')
    .execute();
  const claimable = await db
    .selectFrom('act_task_candidate')
    .innerJoin('act_task', 'act_task.id', 'act_task_candidate.task_id')
    .innerJoin('act_instance', 'act_instance.id', 'act_task.instance_id')
    .select([
      'act_task.id',
      'act_task.instance_id',
      'act_task.node_id',
      'act_task.node_name',
      'act_task.assignee',
      'act_task.created_at',
      'act_instance.process_key',
      'act_instance.initiator',
      'act_instance.status as instance_status',
    ])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('act_task_candidate.kind', '=', 'user'),
          eb('act_task_candidate.value', '=', keys.username),
        ]),
        ...(keys.roleCodes.length
          ? [
              eb.and([
                eb('act_task_candidate.kind', '=', 'role'),
                eb('act_task_candidate.value', 'in', keys.roleCodes),
              ]),
            ]
          : []),
        ...(keys.departIds.length
          ? [
              eb.and([
                eb('act_task_candidate.kind', '=', 'depart'),
                eb('act_task_candidate.value', 'in', keys.departIds),
              ]),
            ]
          : []),
      ]),
    )
    .where('act_task.status', '=', 'open')
    .where('act_task.assignee', 'is', null)
    .orderBy('act_task.created_at', 'desc')
    .execute();
  const seen = new Set<string>();
  return [
    ...assigned.map((t) => ({ ...t, claimable: false })),
    ...claimable.map((t) => ({ ...t, claimable: true })),
  ]
    .filter((task) => !seen.has(task.id) && seen.add(task.id))
    .map((task) => ({
      id: task.id,
      instanceId: task.instance_id,
      nodeId: task.node_id,
      nodeName: task.node_name,
      processKey: task.process_key,
      initiator: task.initiator,
      instanceStatus: task.instance_status,
      assignee: task.assignee,
      claimable: task.claimable,
      createTime: task.created_at,
    }));
}

/**
 * What the caller may do on a task now (task/getTaskOperate): complete and reject back (its assignee, the
 * instance running), claim (an unassigned task of which the caller is a candidate), the earlier nodes a
 * reject may go back to, and the designer form of the node. Operations on the whole instance (suspend,
 * skip, reassign, …) depend on the caller's permission codes and are added by the route.
 *
 * @example
 * await taskOperations(db, lisi, taskId)
 * // { taskId, nodeId: 'hr', canComplete: false, canClaim: true, rejectTargets: [{ nodeId: 'manager', ... }], formId: 'leave-form' }
 */
export async function taskOperations(db: Kysely<Database>, caller: ProcessCaller, taskId: string) {
  const task = await taskById(db, taskId);
  const instance = await instanceById(db, task.instance_id);
  const definition = await definitionById(db, instance.definition_id);
  const running = instance.status === 'running' && task.status === 'open';
  const mine = running && task.assignee === caller.username;
  const canClaim =
    running && task.assignee === null && (await isCandidate(db, await candidateKeys(db, caller), task.id));
  const earlier = mine
    ? await db
        .selectFrom('act_task')
        .select(['node_id', 'node_name'])
        .distinct()
        .where('instance_id', '=', instance.id)
        .where('status', '=', 'completed')
        .where('node_id', '!=', task.node_id)
        .execute()
    : [];
  return {
    taskId: task.id,
    instanceId: instance.id,
    nodeId: task.node_id,
    nodeName: task.node_name,
    instanceStatus: instance.status,
    taskStatus: task.status,
    assignee: task.assignee,
    canComplete: mine,
    canClaim,
    canReject: earlier.length > 0,
    rejectTargets: earlier.map((row) => ({ nodeId: row.node_id, nodeName: row.node_name })),
    canRecall: running && instance.initiator === caller.username,
    formId: definition.nodes[task.node_id]?.formId ?? null,
  };
}

/**
 * The tasks the caller completed (已办任务), newest first.
 *
 * @example
 * await doneTasks(db, wangwu) // [{ id, nodeName: '部门经理审批', outcome: 'approve', completeTime, ... }]
 */
export async function doneTasks(db: Kysely<Database>, caller: ProcessCaller, limit = 100) {
  const rows = await db
    .selectFrom('act_task')
    .innerJoin('act_instance', 'act_instance.id', 'act_task.instance_id')
    .select([
      'act_task.id',
      'act_task.instance_id',
      'act_task.node_id',
      'act_task.node_name',
      'act_task.outcome',
      'act_task.completed_at',
      'act_instance.process_key',
      'act_instance.initiator',
      'act_instance.status as instance_status',
    ])
    .where('act_task.completed_by', '=', caller.username)
    .orderBy('act_task.completed_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    instanceId: row.instance_id,
    nodeId: row.node_id,
    nodeName: row.node_name,
    outcome: row.outcome,
    processKey: row.process_key,
    initiator: row.initiator,
    instanceStatus: row.instance_status,
    completeTime: row.completed_at,
  }));
}

/**
 * Refuses (404, as for a missing instance) a caller who has no part in an instance: not its initiator, no
 * task of theirs (assigned, claimed, completed, or open to them as a candidate), and not holding 流程实例
 * (`process:instance`), which sees every instance.
 *
 * @example
 * await assertCanSee(db, caller, instanceId, caller.permissionCodes)
 */
export async function assertCanSee(
  db: Kysely<Database>,
  caller: ProcessCaller,
  instanceId: string,
  permissionCodes: readonly string[],
): Promise<void> {
  const instance = await instanceById(db, instanceId);
  if (permissionCodes.includes('process:instance') || instance.initiator === caller.username) return;
  const mine = await db
    .selectFrom('act_task')
    .select('id')
    .where('instance_id', '=', instanceId)
    .where((eb) =>
      eb.or([
        eb('assignee', '=', caller.username),
        eb('claimed_by', '=', caller.username),
        eb('completed_by', '=', caller.username),
      ]),
    )
    .executeTakeFirst();
  if (mine) return;
  const open = await db
    .selectFrom('act_task')
    .select('id')
    .where('instance_id', '=', instanceId)
    .where('status', '=', 'open')
    .execute();
  const keys = await candidateKeys(db, caller);
  for (const task of open) if (await isCandidate(db, keys, task.id)) return;
  throw new APP_ERR_PROCESS_INSTANCE_NOT_FOUND(instanceId);
}

/** The instance a task belongs to (for the visibility check of task calls). @example await instanceOfTask(db, taskId) */
export async function instanceOfTask(db: Kysely<Database>, taskId: string): Promise<string> {
  return (await taskById(db, taskId)).instance_id;
}

/**
 * 流程定义: deployed versions, one page, newest deploy first; `processKey` keeps one key's versions.
 *
 * @example
 * await listDefinitions(db, { pageNo: 1, pageSize: 10 }) // { records: [{ processKey: 'leave', version: 2, ... }], total, ... }
 */
export async function listDefinitions(db: Kysely<Database>, query: PageParams & { processKey?: string }) {
  const { pageNo, pageSize, offset, limit } = pageWindow(query);
  let base = db.selectFrom('act_definition');
  if (query.processKey) base = base.where('process_key', '=', query.processKey);
  const total = countOf(await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow());
  const rows = await base
    .select(['id', 'process_key', 'name', 'version', 'deployed_by', 'deployed_at'])
    .orderBy('deployed_at', 'desc')
    .orderBy('version', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const records = rows.map((row) => ({
    id: row.id,
    processKey: row.process_key,
    name: row.name,
    version: row.version,
    deployBy: row.deployed_by,
    deployTime: row.deployed_at,
  }));
  return pageOf(records, total, pageNo, pageSize);
}

/**
 * 流程实例: every instance, one page, newest first; filters by status and process key.
 *
 * @example
 * await listInstances(db, { status: 'running' }) // { records: [{ id, processKey: 'leave', initiator, status, ... }], ... }
 */
export async function listInstances(
  db: Kysely<Database>,
  query: PageParams & { status?: InstanceRow['status']; processKey?: string },
) {
  const { pageNo, pageSize, offset, limit } = pageWindow(query);
  let base = db.selectFrom('act_instance');
  if (query.status) base = base.where('status', '=', query.status);
  if (query.processKey) base = base.where('process_key', '=', query.processKey);
  const total = countOf(await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow());
  const rows = await base
    .select([
      'id',
      'definition_id',
      'process_key',
      'business_key',
      'initiator',
      'status',
      'reason',
      'started_at',
      'ended_at',
    ])
    .orderBy('started_at', 'desc')
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();
  const records = rows.map((row) => ({
    id: row.id,
    definitionId: row.definition_id,
    processKey: row.process_key,
    businessKey: row.business_key,
    initiator: row.initiator,
    status: row.status,
    reason: row.reason,
    startTime: row.started_at,
    endTime: row.ended_at,
  }));
  return pageOf(records, total, pageNo, pageSize);
}
