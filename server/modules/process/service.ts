/**
 * The process engine's service layer (SPEC.md §7 "Process engine"): deploy, start, complete, claim and
 * the operations on instances and tasks. Every change is one step from the instance's saved state to the
 * next, written in one transaction under the instance's revision: a lost race (the revision moved, or the
 * task is no longer open) answers 409 and writes nothing. Nothing is kept in memory between calls.
 */
import type { Kysely, Transaction } from 'kysely';
import { newId } from '../../db/ids';
import { countOf, pageOf, pageWindow, type PageParams } from '../paging';
import type { ActInstanceTable, ActTaskTable, Database } from '../../db/types';
import { candidateKeys, taskPeople, type CandidateKeys } from './assignees';
import { BpmnRefusal, readProcess, type NodeSetting } from './bpmn';
import { EngineStepError, forgetSourceContexts, runStep, type StepAction, type StepResult } from './engine';
import {
  APP_ERR_PROCESS_BPMN,
  APP_ERR_PROCESS_CLAIMED,
  APP_ERR_PROCESS_ENGINE,
  APP_ERR_PROCESS_INSTANCE_NOT_FOUND,
  APP_ERR_PROCESS_NODE,
  APP_ERR_PROCESS_NOT_ASSIGNEE,
  APP_ERR_PROCESS_NOT_CANDIDATE,
  APP_ERR_PROCESS_NOT_FOUND,
  APP_ERR_PROCESS_NOT_INITIATOR,
  APP_ERR_PROCESS_RECALL,
  APP_ERR_PROCESS_STALE,
  APP_ERR_PROCESS_STATUS,
  APP_ERR_PROCESS_TASK_DONE,
  APP_ERR_PROCESS_TASK_NOT_FOUND,
} from './errors';

/** Who acts: the session user's name and role codes (SessionUser has both). */
export interface ProcessCaller {
  username: string;
  roleCodes: readonly string[];
}

type InstanceRow = ActInstanceTable;
type TaskRow = ActTaskTable;

interface DefinitionRow {
  id: string;
  process_key: string;
  name: string;
  version: number;
  bpmn_xml: string;
  nodes: Record<string, NodeSetting>;
}

const STATUS_TEXT: Record<InstanceRow['status'], string> = {
  running: '运行中',
  suspended: '已挂起',
  completed: '已结束',
  closed: '已关闭',
  invalid: '已作废',
};

/** Definitions never change once deployed: parsed node settings are kept by id. */
const definitionCache = new Map<string, DefinitionRow>();

async function definitionById(db: Kysely<Database>, id: string): Promise<DefinitionRow> {
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

/**
 * Deploys a BPMN diagram as a new version of its process key (the process element's id); running
 * instances keep the version they started on.
 *
 * @example
 * await deployProcess(db, admin, xml, now) // { id, processKey: 'leave', name: '请假审批', version: 1 }
 */
export async function deployProcess(db: Kysely<Database>, caller: ProcessCaller, xml: string, now: Date) {
  let parsed;
  try {
    parsed = await readProcess(xml);
  } catch (error) {
    if (error instanceof BpmnRefusal) throw new APP_ERR_PROCESS_BPMN(error.message);
    throw error;
  }
  const id = newId();
  const deploy = async (tx: Transaction<Database>) => {
    const latest = await tx
      .selectFrom('act_definition')
      .select((eb) => eb.fn.max('version').as('version'))
      .where('process_key', '=', parsed.key)
      .executeTakeFirst();
    const version = Number(latest?.version ?? 0) + 1;
    await tx
      .insertInto('act_definition')
      .values({
        id,
        process_key: parsed.key,
        name: parsed.name,
        version,
        bpmn_xml: xml,
        nodes_json: JSON.stringify(parsed.nodes),
        deployed_by: caller.username,
        deployed_at: now.toISOString(),
      })
      .execute();
    return version;
  };
  // Two deploys of one key at once: the unique (key, version) refuses the second; it retries once.
  let version: number;
  try {
    version = await db.transaction().execute(deploy);
  } catch {
    version = await db.transaction().execute(deploy);
  }
  return { id, processKey: parsed.key, name: parsed.name, version };
}

/** The newest version of a process key. */
async function latestDefinition(db: Kysely<Database>, processKey: string): Promise<DefinitionRow> {
  const row = await db
    .selectFrom('act_definition')
    .select('id')
    .where('process_key', '=', processKey)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new APP_ERR_PROCESS_NOT_FOUND(processKey);
  return definitionById(db, row.id);
}

async function instanceById(db: Kysely<Database>, id: string): Promise<InstanceRow> {
  const row = await db.selectFrom('act_instance').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new APP_ERR_PROCESS_INSTANCE_NOT_FOUND(id);
  return row;
}

async function taskById(db: Kysely<Database>, id: string): Promise<TaskRow> {
  const row = await db.selectFrom('act_task').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new APP_ERR_PROCESS_TASK_NOT_FOUND(id);
  return row;
}

function assertRunning(instance: InstanceRow, doing: string): void {
  if (instance.status !== 'running') throw new APP_ERR_PROCESS_STATUS(STATUS_TEXT[instance.status], doing);
}

async function openTasks(db: Kysely<Database>, instanceId: string): Promise<TaskRow[]> {
  return db
    .selectFrom('act_task')
    .selectAll()
    .where('instance_id', '=', instanceId)
    .where('status', '=', 'open')
    .execute();
}

/** A history row to write, before the engine's own trail. */
interface HistoryNote {
  nodeId: string | null;
  action: string;
  taskId?: string;
  comment?: string;
}

/** Everything one step writes. */
interface Step {
  instance: InstanceRow;
  definition: DefinitionRow;
  caller: ProcessCaller;
  now: Date;
  variables?: Record<string, unknown>;
  engine?: StepAction;
  status?: InstanceRow['status'];
  reason?: string | null;
  /** The task this step completes: guarded by its revision and open status. */
  task?: { row: TaskRow; outcome: string };
  /** How open tasks the engine no longer waits on are closed. */
  cancelOutcome?: string;
  notes?: HistoryNote[];
  comment?: { message: string; taskId: string | null; nodeId: string | null };
  /** Changes to other tasks (claim, reassign), guarded by their revisions. */
  taskUpdates?: Array<{ row: TaskRow; set: Partial<TaskRow> }>;
}

/** What a step answers: the instance after it and the tasks it opened. */
export interface StepAnswer {
  instanceId: string;
  status: InstanceRow['status'];
  revision: number;
  openTasks: Array<{ id: string; nodeId: string; nodeName: string; assignee: string | null }>;
}

async function writeStep(db: Kysely<Database>, step: Step): Promise<StepAnswer> {
  const { instance, definition, now } = step;
  const variables = step.variables ?? (JSON.parse(instance.variables_json) as Record<string, unknown>);
  let result: StepResult | null = null;
  if (step.engine) {
    try {
      result = await runStep({
        definitionId: definition.id,
        xml: definition.bpmn_xml,
        state: step.engine.kind === 'start' ? null : instance.state_json,
        variables,
        action: step.engine,
      });
    } catch (error) {
      if (error instanceof EngineStepError) throw new APP_ERR_PROCESS_ENGINE(error.message);
      throw error;
    }
  }
  const open = step.engine?.kind === 'start' ? [] : await openTasks(db, instance.id);
  const closing = new Set<string>(step.task ? [step.task.row.id] : []);
  const waitingUserTasks = (result?.waiting ?? []).filter((id) => definition.nodes[id]?.type === 'userTask');
  const stillOpen = open.filter((task) => !closing.has(task.id));
  const toCancel = result ? stillOpen.filter((task) => !waitingUserTasks.includes(task.node_id)) : [];
  const kept = new Set(stillOpen.filter((task) => !toCancel.includes(task)).map((task) => task.node_id));
  const toCreate = waitingUserTasks.filter((nodeId) => !kept.has(nodeId));
  const people = await Promise.all(
    toCreate.map((nodeId) => taskPeople(db, definition.nodes[nodeId], instance.initiator, variables)),
  );
  const ended = result?.ended ?? false;
  const status = ended ? 'completed' : (step.status ?? instance.status);
  const finished = status === 'completed' || status === 'closed' || status === 'invalid';
  const at = now.toISOString();
  const revision = instance.revision + 1;
  const created = toCreate.map((nodeId, i) => ({
    id: newId(),
    nodeId,
    nodeName: definition.nodes[nodeId].name,
    assignee: people[i].assignee,
    candidates: people[i].candidates,
  }));

  await db.transaction().execute(async (tx) => {
    const isNew = step.engine?.kind === 'start';
    if (isNew) {
      await tx
        .insertInto('act_instance')
        .values({
          ...instance,
          status,
          state_json: finished ? null : (result?.state ?? null),
          revision,
          ended_at: finished ? at : null,
        })
        .execute();
    } else {
      const updated = await tx
        .updateTable('act_instance')
        .set({
          status,
          state_json: finished ? null : (result?.state ?? instance.state_json),
          variables_json: JSON.stringify(variables),
          revision,
          reason: step.reason === undefined ? instance.reason : step.reason,
          updated_at: at,
          ended_at: finished ? at : null,
        })
        .where('id', '=', instance.id)
        .where('revision', '=', instance.revision)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new APP_ERR_PROCESS_STALE();
    }
    if (step.task) {
      const done = await tx
        .updateTable('act_task')
        .set({
          status: 'completed',
          outcome: step.task.outcome,
          completed_by: step.caller.username,
          completed_at: at,
          revision: step.task.row.revision + 1,
        })
        .where('id', '=', step.task.row.id)
        .where('revision', '=', step.task.row.revision)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) throw new APP_ERR_PROCESS_STALE();
    }
    for (const { row, set } of step.taskUpdates ?? []) {
      const changed = await tx
        .updateTable('act_task')
        .set({ ...set, revision: row.revision + 1 })
        .where('id', '=', row.id)
        .where('revision', '=', row.revision)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) throw new APP_ERR_PROCESS_STALE();
    }
    const cancel = finished ? stillOpen : toCancel;
    if (cancel.length > 0) {
      await tx
        .updateTable('act_task')
        .set({ status: 'cancelled', outcome: step.cancelOutcome ?? status, completed_at: at })
        .where(
          'id',
          'in',
          cancel.map((task) => task.id),
        )
        .where('status', '=', 'open')
        .execute();
    }
    for (const task of created) {
      await tx
        .insertInto('act_task')
        .values({
          id: task.id,
          instance_id: instance.id,
          node_id: task.nodeId,
          node_name: task.nodeName,
          assignee: task.assignee,
          status: 'open',
          outcome: null,
          revision: 1,
          created_at: at,
          claimed_by: null,
          claimed_at: null,
          completed_by: null,
          completed_at: null,
        })
        .execute();
      if (task.candidates.length > 0) {
        await tx
          .insertInto('act_task_candidate')
          .values(
            task.candidates.map((c) => ({ id: newId(), task_id: task.id, kind: c.kind, value: c.value })),
          )
          .execute();
      }
    }
    const history = [
      ...(step.notes ?? []),
      ...(result?.trail ?? []).map((entry) => ({
        nodeId: entry.nodeId,
        action: entry.action,
        taskId: undefined,
        comment: undefined,
      })),
    ];
    if (history.length > 0) {
      await tx
        .insertInto('act_history')
        .values(
          history.map((note, i) => ({
            id: newId(),
            instance_id: instance.id,
            seq: revision * 1000 + i,
            node_id: note.nodeId,
            node_name: note.nodeId ? (definition.nodes[note.nodeId]?.name ?? null) : null,
            action: note.action,
            task_id: note.taskId ?? null,
            username: note.action === 'enter' || note.action === 'leave' ? null : step.caller.username,
            comment: note.comment ?? null,
            created_at: at,
          })),
        )
        .execute();
    }
    if (step.comment && step.comment.message.trim() !== '') {
      await tx
        .insertInto('act_comment')
        .values({
          id: newId(),
          instance_id: instance.id,
          seq: revision,
          task_id: step.comment.taskId,
          node_id: step.comment.nodeId,
          node_name: step.comment.nodeId ? (definition.nodes[step.comment.nodeId]?.name ?? null) : null,
          username: step.caller.username,
          message: step.comment.message,
          created_at: at,
        })
        .execute();
    }
  });
  const remaining = [...stillOpen.filter((task) => !toCancel.includes(task) && !finished), ...created];
  return {
    instanceId: instance.id,
    status,
    revision,
    openTasks: remaining.map((task) =>
      'nodeId' in task
        ? { id: task.id, nodeId: task.nodeId, nodeName: task.nodeName, assignee: task.assignee }
        : { id: task.id, nodeId: task.node_id, nodeName: task.node_name, assignee: task.assignee },
    ),
  };
}

/**
 * Starts an instance of the newest version of `processKey`; the start form's data become its variables.
 *
 * @example
 * await startProcess(db, zhangsan, { processKey: 'leave', variables: { 天数: 5 } }, now)
 * // { instanceId, status: 'running', openTasks: [{ nodeName: '部门经理审批', assignee: 'lisi', ... }] }
 */
export async function startProcess(
  db: Kysely<Database>,
  caller: ProcessCaller,
  input: { processKey: string; businessKey?: string | null; variables?: Record<string, unknown> },
  now: Date,
): Promise<StepAnswer> {
  const definition = await latestDefinition(db, input.processKey);
  const variables = { ...(input.variables ?? {}), initiator: caller.username };
  const at = now.toISOString();
  const instance: InstanceRow = {
    id: newId(),
    definition_id: definition.id,
    process_key: definition.process_key,
    business_key: input.businessKey ?? null,
    initiator: caller.username,
    status: 'running',
    state_json: null,
    variables_json: JSON.stringify(variables),
    revision: 0,
    reason: null,
    started_at: at,
    updated_at: at,
    ended_at: null,
  };
  // A start step inserts the instance with the engine's first state (writeStep).
  return writeStep(db, { instance, definition, caller, now, variables, engine: { kind: 'start' } });
}

/** The task and its instance, checked: open, instance running, and the caller its assignee. */
async function assignedTask(db: Kysely<Database>, caller: ProcessCaller, taskId: string, doing: string) {
  const task = await taskById(db, taskId);
  const instance = await instanceById(db, task.instance_id);
  assertRunning(instance, doing);
  if (task.status !== 'open') throw new APP_ERR_PROCESS_TASK_DONE(task.node_name);
  if (task.assignee !== caller.username) throw new APP_ERR_PROCESS_NOT_ASSIGNEE(task.node_name);
  return { task, instance, definition: await definitionById(db, instance.definition_id) };
}

/**
 * Completes (approves) a task: the node form's data are merged into the variables, the comment is kept,
 * and the instance runs to its next wait. Only the assignee (or the candidate who claimed it) may.
 *
 * @example
 * await completeTask(db, lisi, { taskId, comment: '同意', variables: { 意见: '同意' } }, now)
 */
export async function completeTask(
  db: Kysely<Database>,
  caller: ProcessCaller,
  input: { taskId: string; comment?: string; variables?: Record<string, unknown> },
  now: Date,
): Promise<StepAnswer> {
  const { task, instance, definition } = await assignedTask(db, caller, input.taskId, '办理任务');
  const variables = {
    ...(JSON.parse(instance.variables_json) as Record<string, unknown>),
    ...(input.variables ?? {}),
    initiator: instance.initiator,
  };
  return writeStep(db, {
    instance,
    definition,
    caller,
    now,
    variables,
    engine: { kind: 'complete', nodeId: task.node_id },
    task: { row: task, outcome: 'approve' },
    notes: [{ nodeId: task.node_id, action: 'approve', taskId: task.id, comment: input.comment }],
    comment: input.comment ? { message: input.comment, taskId: task.id, nodeId: task.node_id } : undefined,
  });
}

async function isCandidate(db: Kysely<Database>, keys: CandidateKeys, taskId: string): Promise<boolean> {
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
 * Claims a candidate task: it becomes the caller's. A task someone already holds answers 409.
 *
 * @example
 * await claimTask(db, hrUser, taskId, now)
 */
export async function claimTask(db: Kysely<Database>, caller: ProcessCaller, taskId: string, now: Date) {
  const task = await taskById(db, taskId);
  const instance = await instanceById(db, task.instance_id);
  assertRunning(instance, '认领任务');
  if (task.status !== 'open') throw new APP_ERR_PROCESS_TASK_DONE(task.node_name);
  if (task.assignee) throw new APP_ERR_PROCESS_CLAIMED(task.node_name, task.assignee);
  if (!(await isCandidate(db, await candidateKeys(db, caller), task.id))) {
    throw new APP_ERR_PROCESS_NOT_CANDIDATE(task.node_name);
  }
  return writeStep(db, {
    instance,
    definition: await definitionById(db, instance.definition_id),
    caller,
    now,
    taskUpdates: [
      {
        row: task,
        set: { assignee: caller.username, claimed_by: caller.username, claimed_at: now.toISOString() },
      },
    ],
    notes: [{ nodeId: task.node_id, action: 'claim', taskId: task.id }],
  });
}

/** Changes an instance's status (suspend, activate, close, invalidate) without running the engine. */
async function setStatus(
  db: Kysely<Database>,
  caller: ProcessCaller,
  instanceId: string,
  change: {
    from: InstanceRow['status'];
    to: InstanceRow['status'];
    doing: string;
    action: string;
    reason?: string;
  },
  now: Date,
): Promise<StepAnswer> {
  const instance = await instanceById(db, instanceId);
  if (instance.status !== change.from)
    throw new APP_ERR_PROCESS_STATUS(STATUS_TEXT[instance.status], change.doing);
  return writeStep(db, {
    instance,
    definition: await definitionById(db, instance.definition_id),
    caller,
    now,
    status: change.to,
    reason: change.reason,
    cancelOutcome: change.action,
    notes: [{ nodeId: null, action: change.action, comment: change.reason }],
  });
}

/** Suspends a running instance: every action on it is refused until it is activated. @example await suspendInstance(db, admin, id, now) */
export const suspendInstance = (db: Kysely<Database>, caller: ProcessCaller, id: string, now: Date) =>
  setStatus(db, caller, id, { from: 'running', to: 'suspended', doing: '挂起', action: 'suspend' }, now);

/** Activates a suspended instance. @example await activateInstance(db, admin, id, now) */
export const activateInstance = (db: Kysely<Database>, caller: ProcessCaller, id: string, now: Date) =>
  setStatus(db, caller, id, { from: 'suspended', to: 'running', doing: '激活', action: 'activate' }, now);

/** Closes a running instance (its open tasks are cancelled). @example await closeInstance(db, admin, id, '重复申请', now) */
export const closeInstance = (
  db: Kysely<Database>,
  caller: ProcessCaller,
  id: string,
  reason: string,
  now: Date,
) =>
  setStatus(db, caller, id, { from: 'running', to: 'closed', doing: '关闭', action: 'close', reason }, now);

/** Invalidates (作废) a running instance with a reason. @example await invalidateInstance(db, admin, id, '填写错误', now) */
export async function invalidateInstance(
  db: Kysely<Database>,
  caller: ProcessCaller,
  id: string,
  reason: string,
  now: Date,
): Promise<StepAnswer> {
  if (reason.trim() === '') throw new APP_ERR_PROCESS_NODE('请填写作废原因');
  return setStatus(
    db,
    caller,
    id,
    { from: 'running', to: 'invalid', doing: '作废', action: 'invalidate', reason },
    now,
  );
}

/**
 * Hands an open task to another user (转办).
 *
 * @example
 * await reassignTask(db, admin, taskId, 'wangwu', now)
 */
export async function reassignTask(
  db: Kysely<Database>,
  caller: ProcessCaller,
  taskId: string,
  username: string,
  now: Date,
): Promise<StepAnswer> {
  const task = await taskById(db, taskId);
  const instance = await instanceById(db, task.instance_id);
  assertRunning(instance, '转办');
  if (task.status !== 'open') throw new APP_ERR_PROCESS_TASK_DONE(task.node_name);
  const user = await db
    .selectFrom('sys_user')
    .select('id')
    .where('username', '=', username)
    .where('del_flag', '=', 0)
    .executeTakeFirst();
  if (!user) throw new APP_ERR_PROCESS_NODE(`用户 ${username} 不存在`);
  return writeStep(db, {
    instance,
    definition: await definitionById(db, instance.definition_id),
    caller,
    now,
    taskUpdates: [{ row: task, set: { assignee: username } }],
    notes: [
      {
        nodeId: task.node_id,
        action: 'reassign',
        taskId: task.id,
        comment: `${task.assignee ?? '候选人'} → ${username}`,
      },
    ],
  });
}

function nodeOf(definition: DefinitionRow, nodeId: string): NodeSetting {
  const node = definition.nodes[nodeId];
  if (!node || node.type === 'startEvent')
    throw new APP_ERR_PROCESS_NODE(`节点 ${nodeId} 不存在或不能跳转到开始事件`);
  return node;
}

/**
 * Skips the waiting tasks to a chosen node (跳过/跳转), recorded in the history with a comment.
 *
 * @example
 * await skipToNode(db, admin, instanceId, 'hr', '经理出差，直接人事审批', now)
 */
export async function skipToNode(
  db: Kysely<Database>,
  caller: ProcessCaller,
  instanceId: string,
  nodeId: string,
  comment: string,
  now: Date,
): Promise<StepAnswer> {
  const instance = await instanceById(db, instanceId);
  assertRunning(instance, '跳转节点');
  const definition = await definitionById(db, instance.definition_id);
  nodeOf(definition, nodeId);
  const open = await openTasks(db, instance.id);
  return writeStep(db, {
    instance,
    definition,
    caller,
    now,
    engine: { kind: 'jump', to: nodeId, discard: open.map((task) => task.node_id) },
    cancelOutcome: 'skip',
    notes: [
      ...open.map((task) => ({ nodeId: task.node_id, action: 'skip', taskId: task.id, comment })),
      { nodeId, action: 'jump', comment },
    ],
  });
}

/**
 * Rejects a task back to an earlier node of this instance (驳回): the assignee of the current task only;
 * the chosen node must have been completed before in this instance.
 *
 * @example
 * await rejectToNode(db, hrUser, { taskId, nodeId: 'manager', comment: '请补充说明' }, now)
 */
export async function rejectToNode(
  db: Kysely<Database>,
  caller: ProcessCaller,
  input: { taskId: string; nodeId: string; comment?: string },
  now: Date,
): Promise<StepAnswer> {
  const { task, instance, definition } = await assignedTask(db, caller, input.taskId, '驳回');
  const node = nodeOf(definition, input.nodeId);
  const before = await db
    .selectFrom('act_task')
    .select('id')
    .where('instance_id', '=', instance.id)
    .where('node_id', '=', input.nodeId)
    .where('status', '=', 'completed')
    .executeTakeFirst();
  if (node.type !== 'userTask' || !before) {
    throw new APP_ERR_PROCESS_NODE(`只能驳回到本流程已经办理过的用户任务，「${node.name || node.id}」不是`);
  }
  return writeStep(db, {
    instance,
    definition,
    caller,
    now,
    engine: { kind: 'jump', to: input.nodeId, discard: [task.node_id] },
    task: { row: task, outcome: 'reject' },
    notes: [{ nodeId: task.node_id, action: 'reject', taskId: task.id, comment: input.comment }],
    comment: input.comment ? { message: input.comment, taskId: task.id, nodeId: task.node_id } : undefined,
  });
}

/**
 * The initiator takes the instance back (取回) while the next task is untouched: no task completed by
 * anyone else since the start or since the initiator's own last task, and no open task claimed. It goes
 * back to the initiator's last task when there is one; otherwise the instance is withdrawn (closed).
 *
 * @example
 * await recallInstance(db, zhangsan, instanceId, now)
 */
export async function recallInstance(
  db: Kysely<Database>,
  caller: ProcessCaller,
  instanceId: string,
  now: Date,
): Promise<StepAnswer> {
  const instance = await instanceById(db, instanceId);
  if (instance.initiator !== caller.username) throw new APP_ERR_PROCESS_NOT_INITIATOR();
  assertRunning(instance, '撤回');
  const definition = await definitionById(db, instance.definition_id);
  const done = await db
    .selectFrom('act_task')
    .select(['node_id', 'completed_by', 'completed_at', 'outcome'])
    .where('instance_id', '=', instance.id)
    .where('status', '=', 'completed')
    .orderBy('completed_at', 'desc')
    .execute();
  const mine = done.find((task) => task.completed_by === caller.username);
  const handled = done.find((task) => task.completed_by !== caller.username && task !== mine);
  if (handled && (!mine || (handled.completed_at ?? '') >= (mine.completed_at ?? ''))) {
    throw new APP_ERR_PROCESS_RECALL('下一步已由 ' + (handled.completed_by ?? '') + ' 办理');
  }
  const open = await openTasks(db, instance.id);
  const claimed = open.find((task) => task.claimed_by);
  if (claimed)
    throw new APP_ERR_PROCESS_RECALL(`任务「${claimed.node_name}」已被 ${claimed.claimed_by ?? ''} 认领`);
  const notes = open.map((task) => ({ nodeId: task.node_id, action: 'recall', taskId: task.id }));
  if (!mine) {
    return writeStep(db, {
      instance,
      definition,
      caller,
      now,
      status: 'closed',
      reason: '发起人撤回',
      cancelOutcome: 'recall',
      notes,
    });
  }
  return writeStep(db, {
    instance,
    definition,
    caller,
    now,
    engine: { kind: 'jump', to: mine.node_id, discard: open.map((task) => task.node_id) },
    cancelOutcome: 'recall',
    notes,
  });
}

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
