/**
 * The process engine's lists: 我的待办 (assigned, then claimable) and its counts, 已办任务, 流程实例 and
 * 我的流程 (the instances one started), each one page as JeecgBoot's lists answer, with the process name of
 * the version an instance runs on.
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { countOf, pageOf, pageWindow, type PageParams } from '../paging';
import { candidateKeys, type CandidateKeys } from './assignees';
import type { InstanceRow, ProcessCaller } from './records';

type Db = Kysely<Database>;

/** Open tasks the caller may claim: unassigned, a candidate by username, role or department. */
function claimableBy(keys: CandidateKeys) {
  return (eb: ExpressionBuilder<Database, 'act_task'>) =>
    eb('act_task.id', 'in', (qb) =>
      qb
        .selectFrom('act_task_candidate')
        .select('act_task_candidate.task_id')
        .where((c) =>
          c.or([
            c.and([
              c('act_task_candidate.kind', '=', 'user'),
              c('act_task_candidate.value', '=', keys.username),
            ]),
            ...(keys.roleCodes.length
              ? [
                  c.and([
                    c('act_task_candidate.kind', '=', 'role'),
                    c('act_task_candidate.value', 'in', keys.roleCodes),
                  ]),
                ]
              : []),
            ...(keys.departIds.length
              ? [
                  c.and([
                    c('act_task_candidate.kind', '=', 'depart'),
                    c('act_task_candidate.value', 'in', keys.departIds),
                  ]),
                ]
              : []),
          ]),
        ),
    );
}

function assignedQuery(db: Db, keys: CandidateKeys) {
  return db
    .selectFrom('act_task')
    .where('act_task.assignee', '=', keys.username)
    .where('act_task.status', '=', 'open');
}

function claimableQuery(db: Db, keys: CandidateKeys) {
  return db
    .selectFrom('act_task')
    .where('act_task.status', '=', 'open')
    .where('act_task.assignee', 'is', null)
    .where(claimableBy(keys));
}

async function todoRows(
  query: ReturnType<typeof assignedQuery>,
  offset: number,
  limit: number,
  claimable: boolean,
) {
  if (limit <= 0) return [];
  const rows = await query
    .innerJoin('act_instance', 'act_instance.id', 'act_task.instance_id')
    .innerJoin('act_definition', 'act_definition.id', 'act_instance.definition_id')
    .leftJoin('sys_user', 'sys_user.username', 'act_instance.initiator')
    .select([
      'act_task.id',
      'act_task.instance_id',
      'act_task.node_id',
      'act_task.node_name',
      'act_task.assignee',
      'act_task.created_at',
      'act_instance.process_key',
      'act_instance.initiator',
      'sys_user.realname as initiator_name',
      'act_instance.status as instance_status',
      'act_definition.name as process_name',
    ])
    .orderBy('act_task.created_at', 'desc')
    .orderBy('act_task.id')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map((task) => ({
    id: task.id,
    instanceId: task.instance_id,
    nodeId: task.node_id,
    nodeName: task.node_name,
    processKey: task.process_key,
    processName: task.process_name,
    initiator: task.initiator,
    initiatorName: task.initiator_name,
    instanceStatus: task.instance_status,
    assignee: task.assignee,
    claimable,
    createTime: task.created_at,
  }));
}

const countRows = async (query: ReturnType<typeof assignedQuery>) =>
  countOf(await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow());

/**
 * How many open tasks wait for the caller: assigned to them, and claimable by them.
 *
 * @example
 * await todoCounts(db, lisi) // { assigned: 1, claimable: 2 }
 */
export async function todoCounts(db: Db, caller: ProcessCaller) {
  const keys = await candidateKeys(db, caller);
  return {
    assigned: await countRows(assignedQuery(db, keys)),
    claimable: await countRows(claimableQuery(db, keys)),
  };
}

/**
 * 我的待办, one page: the tasks assigned to the caller (newest first), then those they may claim
 * (`claimable: true`); `claimable` '1' keeps only the claimable, '0' only the assigned.
 *
 * @example
 * await todoPage(db, lisi, { pageNo: 1, pageSize: 10 }) // { records: [{ nodeName: '部门经理审批', claimable: false, ... }], total: 3, ... }
 */
export async function todoPage(db: Db, caller: ProcessCaller, query: PageParams & { claimable?: '0' | '1' }) {
  const { pageNo, pageSize, offset, limit } = pageWindow(query);
  const keys = await candidateKeys(db, caller);
  const assigned = query.claimable === '1' ? 0 : await countRows(assignedQuery(db, keys));
  const claimable = query.claimable === '0' ? 0 : await countRows(claimableQuery(db, keys));
  const first =
    assigned > offset
      ? await todoRows(assignedQuery(db, keys), offset, Math.min(limit, assigned - offset), false)
      : [];
  const rest = limit - first.length;
  const second =
    query.claimable === '0'
      ? []
      : await todoRows(claimableQuery(db, keys), Math.max(0, offset - assigned), rest, true);
  return pageOf([...first, ...second], assigned + claimable, pageNo, pageSize);
}

/**
 * 我的待办 as one list (the first 1,000), for the service's callers.
 *
 * @example
 * await myTasks(db, lisi) // [{ id, nodeName: '部门经理审批', claimable: false, ... }]
 */
export async function myTasks(db: Db, caller: ProcessCaller) {
  return (await todoPage(db, caller, { pageNo: 1, pageSize: 1000 })).records;
}

/**
 * 已办任务, one page: the tasks the caller completed or rejected, newest first.
 *
 * @example
 * await donePage(db, wangwu, { pageNo: 1 }) // { records: [{ nodeName: '部门经理审批', outcome: 'approve', ... }], ... }
 */
export async function donePage(db: Db, caller: ProcessCaller, query: PageParams) {
  const { pageNo, pageSize, offset, limit } = pageWindow(query);
  const base = db.selectFrom('act_task').where('act_task.completed_by', '=', caller.username);
  const total = countOf(await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow());
  const rows = await base
    .innerJoin('act_instance', 'act_instance.id', 'act_task.instance_id')
    .innerJoin('act_definition', 'act_definition.id', 'act_instance.definition_id')
    .leftJoin('sys_user', 'sys_user.username', 'act_instance.initiator')
    .select([
      'sys_user.realname as initiator_name',
      'act_task.id',
      'act_task.instance_id',
      'act_task.node_id',
      'act_task.node_name',
      'act_task.outcome',
      'act_task.completed_at',
      'act_instance.process_key',
      'act_instance.initiator',
      'act_instance.status as instance_status',
      'act_definition.name as process_name',
    ])
    .orderBy('act_task.completed_at', 'desc')
    .orderBy('act_task.id')
    .offset(offset)
    .limit(limit)
    .execute();
  const records = rows.map((row) => ({
    id: row.id,
    instanceId: row.instance_id,
    nodeId: row.node_id,
    nodeName: row.node_name,
    outcome: row.outcome,
    processKey: row.process_key,
    processName: row.process_name,
    initiator: row.initiator,
    initiatorName: row.initiator_name,
    instanceStatus: row.instance_status,
    completeTime: row.completed_at,
  }));
  return pageOf(records, total, pageNo, pageSize);
}

/**
 * 已办任务 as one list (the 100 newest), for the service's callers.
 *
 * @example
 * await doneTasks(db, wangwu) // [{ id, nodeName: '部门经理审批', outcome: 'approve', completeTime, ... }]
 */
export async function doneTasks(db: Db, caller: ProcessCaller, limit = 100) {
  return (await donePage(db, caller, { pageNo: 1, pageSize: limit })).records;
}

/**
 * 流程实例 (every instance) or 我的流程 (`initiator`), one page, newest first; filters by status and key.
 * Each carries its process name and version and the names of the nodes it waits at.
 *
 * @example
 * await listInstances(db, { status: 'running' }) // { records: [{ processName: '请假审批', currentNodes: '部门经理审批', ... }], ... }
 */
export async function listInstances(
  db: Db,
  query: PageParams & { status?: InstanceRow['status']; processKey?: string; initiator?: string },
) {
  const { pageNo, pageSize, offset, limit } = pageWindow(query);
  let base = db.selectFrom('act_instance');
  if (query.initiator !== undefined) base = base.where('act_instance.initiator', '=', query.initiator);
  if (query.status) base = base.where('act_instance.status', '=', query.status);
  if (query.processKey) base = base.where('act_instance.process_key', '=', query.processKey);
  const total = countOf(await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow());
  const rows = await base
    .innerJoin('act_definition', 'act_definition.id', 'act_instance.definition_id')
    .leftJoin('sys_user', 'sys_user.username', 'act_instance.initiator')
    .select([
      'sys_user.realname as initiator_name',
      'act_instance.id',
      'act_instance.definition_id',
      'act_instance.process_key',
      'act_instance.business_key',
      'act_instance.initiator',
      'act_instance.status',
      'act_instance.reason',
      'act_instance.started_at',
      'act_instance.ended_at',
      'act_definition.name as process_name',
      'act_definition.version',
    ])
    .orderBy('act_instance.started_at', 'desc')
    .orderBy('act_instance.id')
    .offset(offset)
    .limit(limit)
    .execute();
  const open =
    rows.length > 0
      ? await db
          .selectFrom('act_task')
          .select(['instance_id', 'node_name'])
          .where(
            'instance_id',
            'in',
            rows.map((row) => row.id),
          )
          .where('status', '=', 'open')
          .orderBy('created_at')
          .execute()
      : [];
  const waiting = new Map<string, string[]>();
  for (const task of open) {
    const names = waiting.get(task.instance_id) ?? [];
    if (!names.includes(task.node_name)) names.push(task.node_name);
    waiting.set(task.instance_id, names);
  }
  const records = rows.map((row) => ({
    id: row.id,
    definitionId: row.definition_id,
    processKey: row.process_key,
    processName: row.process_name,
    version: row.version,
    businessKey: row.business_key,
    initiator: row.initiator,
    initiatorName: row.initiator_name,
    status: row.status,
    reason: row.reason,
    startTime: row.started_at,
    endTime: row.ended_at,
    currentNodes: (waiting.get(row.id) ?? []).join('、'),
  }));
  return pageOf(records, total, pageNo, pageSize);
}
