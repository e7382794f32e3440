/**
 * The process engine's service layer (SPEC.md §7 "Process engine"): deploy, start, complete, claim and
 * the operations on instances and tasks. Every change is one step from the instance's saved state to the
 * next, written in one transaction under the instance's revision: a lost race (the revision moved, or the
 * task is no longer open) answers 409 and writes nothing. Nothing is kept in memory between calls.
 * The read side (lists, history, what a caller may do) is queries.ts; the shared readers are records.ts.
 */
import type { Kysely, Transaction } from 'kysely';
import { newId } from '../../db/ids';
import type { Database } from '../../db/types';
import { candidateKeys } from './assignees';
import { BpmnRefusal, readProcess, type FieldRule, type NodeSetting } from './bpmn';
import {
  APP_ERR_PROCESS_BPMN,
  APP_ERR_PROCESS_CLAIMED,
  APP_ERR_PROCESS_NODE,
  APP_ERR_PROCESS_NOT_ASSIGNEE,
  APP_ERR_PROCESS_NOT_CANDIDATE,
  APP_ERR_PROCESS_NOT_FOUND,
  APP_ERR_PROCESS_NOT_INITIATOR,
  APP_ERR_PROCESS_RECALL,
  APP_ERR_PROCESS_STATUS,
  APP_ERR_PROCESS_TASK_DONE,
} from './errors';
import {
  definitionById,
  instanceById,
  isCandidate,
  STATUS_TEXT,
  taskById,
  type DefinitionRow,
  type InstanceRow,
  type ProcessCaller,
} from './records';
import { openTasks, writeStep, type StepAnswer } from './step';

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

function assertRunning(instance: InstanceRow, doing: string): void {
  if (instance.status !== 'running') throw new APP_ERR_PROCESS_STATUS(STATUS_TEXT[instance.status], doing);
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
 * The node form's data the node may change: fields its rules make readonly or hidden are dropped, so a
 * client cannot change them by sending them anyway.
 *
 * @example
 * editableOnly({ days: 9, comment: 'ok' }, { days: 'readonly' }) // { comment: 'ok' }
 */
export function editableOnly(
  values: Record<string, unknown>,
  rules: Record<string, FieldRule>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(([field]) => !Object.hasOwn(rules, field) || rules[field] === 'editable'),
  );
}

/**
 * Completes (approves) a task: the node form's editable data are merged into the variables, the comment is kept,
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
    ...editableOnly(input.variables ?? {}, definition.nodes[task.node_id]?.fieldRules ?? {}),
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
