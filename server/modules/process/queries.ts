/**
 * The process engine's read side: an instance's history and comments (and adding a comment), what a caller
 * may do on a task (with the node's form, field rules and buttons), and who may see an instance. The lists
 * are lists.ts; they are re-exported here for the service's callers.
 */
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids';
import type { Database } from '../../db/types';
import { candidateKeys } from './assignees';
import { formDesign } from './designs';
import { APP_ERR_PROCESS_INSTANCE_NOT_FOUND, APP_ERR_PROCESS_NODE } from './errors';
import { buttonsFor } from './node-buttons';
import { definitionById, instanceById, isCandidate, taskById, type ProcessCaller } from './records';

export { doneTasks, myTasks } from './lists';

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
    .leftJoin('sys_user', 'sys_user.username', 'act_history.username')
    .selectAll('act_history')
    .select('sys_user.realname')
    .where('act_history.instance_id', '=', instanceId)
    .orderBy('act_history.seq')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    nodeId: row.node_id,
    nodeName: row.node_name,
    action: row.action,
    taskId: row.task_id,
    username: row.username,
    realname: row.realname,
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
    .leftJoin('sys_user', 'sys_user.username', 'act_comment.username')
    .selectAll('act_comment')
    .select('sys_user.realname')
    .where('act_comment.instance_id', '=', instanceId)
    .orderBy('act_comment.seq')
    .orderBy('act_comment.created_at')
    .execute();
  return rows.map(commentOf);
}

function commentOf(row: Database['act_comment'] & { realname: string | null }) {
  return {
    id: row.id,
    taskId: row.task_id,
    nodeId: row.node_id,
    nodeName: row.node_name,
    username: row.username,
    realname: row.realname,
    message: row.message,
    createTime: row.created_at,
  };
}

/**
 * Adds a comment (评论) to an instance without moving it; with `taskId`, at that task's node (a task of
 * this instance). The caller must be able to see the instance (the route checks).
 *
 * @example
 * await addComment(db, lisi, { instanceId, taskId, message: '请补充病假证明' }, now) // { id, realname: '李四', ... }
 */
export async function addComment(
  db: Kysely<Database>,
  caller: ProcessCaller,
  input: { instanceId: string; taskId?: string; message: string },
  now: Date,
) {
  const instance = await instanceById(db, input.instanceId);
  const task = input.taskId ? await taskById(db, input.taskId) : null;
  if (task && task.instance_id !== instance.id) {
    throw new APP_ERR_PROCESS_NODE('任务不属于这个流程实例：请从该实例的待办里评论');
  }
  const message = input.message.trim();
  if (message === '') throw new APP_ERR_PROCESS_NODE('请填写评论内容');
  const user = await db
    .selectFrom('sys_user')
    .select('realname')
    .where('username', '=', caller.username)
    .executeTakeFirst();
  const row = {
    id: newId(),
    instance_id: instance.id,
    seq: instance.revision,
    task_id: task?.id ?? null,
    node_id: task?.node_id ?? null,
    node_name: task?.node_name ?? null,
    username: caller.username,
    message,
    created_at: now.toISOString(),
  };
  await db.insertInto('act_comment').values(row).execute();
  return commentOf({ ...row, realname: user?.realname ?? null });
}

/** A user's real name, or null when the user is gone. */
async function realnameOf(db: Kysely<Database>, username: string): Promise<string | null> {
  const row = await db
    .selectFrom('sys_user')
    .select('realname')
    .where('username', '=', username)
    .executeTakeFirst();
  return row?.realname ?? null;
}

/** The variables without the fields a node hides: its handler is not sent their values at all. */
function withoutHidden(variables: Record<string, unknown>, rules: Record<string, string> = {}) {
  return Object.fromEntries(Object.entries(variables).filter(([field]) => rules[field] !== 'hidden'));
}

/**
 * What the caller may do on a task now (task/getTaskOperate): complete and reject back (its assignee, the
 * instance running), claim (an unassigned task of which the caller is a candidate), the earlier nodes a
 * reject may go back to, recall (the initiator), reassign and skip (holders of 流程实例, process:instance);
 * the node's form (else the start form), its field rules, the instance's variables (without the fields the
 * node hides), and the buttons.
 *
 * @example
 * await taskOperations(db, lisi, taskId)
 * // { taskId, nodeId: 'hr', canComplete: false, canClaim: true, formId: 'leave-form', form: {...}, buttons: [{ code: 'claim', ... }] }
 */
export async function taskOperations(
  db: Kysely<Database>,
  caller: ProcessCaller & { permissionCodes?: readonly string[] },
  taskId: string,
) {
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
  const canRecall = instance.status === 'running' && instance.initiator === caller.username;
  const admin = running && (caller.permissionCodes ?? []).includes('process:instance');
  const node = definition.nodes[task.node_id];
  const start = Object.values(definition.nodes).find((n) => n.type === 'startEvent');
  const formId = node?.formId ?? start?.formId ?? null;
  const buttons = await buttonsFor(db, definition, task.node_id, {
    approve: mine,
    reject: earlier.length > 0,
    recall: canRecall,
    claim: canClaim,
    comment: true,
    reassign: admin,
    skip: admin,
  });
  return {
    taskId: task.id,
    instanceId: instance.id,
    nodeId: task.node_id,
    nodeName: task.node_name,
    processName: definition.name,
    initiator: instance.initiator,
    initiatorName: await realnameOf(db, instance.initiator),
    instanceStatus: instance.status,
    taskStatus: task.status,
    assignee: task.assignee,
    canComplete: mine,
    canClaim,
    canReject: earlier.length > 0,
    rejectTargets: earlier.map((row) => ({ nodeId: row.node_id, nodeName: row.node_name })),
    canRecall,
    formId,
    form: await formDesign(db, formId),
    fieldRules: node?.fieldRules ?? {},
    variables: withoutHidden(
      JSON.parse(instance.variables_json) as Record<string, unknown>,
      node?.fieldRules,
    ),
    buttons,
  };
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
