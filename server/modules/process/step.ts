/**
 * One step of an instance: run the engine from the saved state (when the step moves the process), work
 * out which tasks close, stay and open, and write it all (instance state and revision, tasks and their
 * candidates, history, comment) in one transaction guarded by the instance's and the task's revisions.
 * A lost race answers 409 (APP_ERR_PROCESS_STALE) and writes nothing.
 */
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids';
import type { Database } from '../../db/types';
import { taskPeople } from './assignees';
import { EngineStepError, runStep, type StepAction, type StepResult } from './engine';
import { APP_ERR_PROCESS_ENGINE, APP_ERR_PROCESS_STALE } from './errors';
import { handedOver, notifyOpenedTasks } from './notify';
import type { DefinitionRow, InstanceRow, ProcessCaller, TaskRow } from './records';

/** The open tasks of an instance. @example await openTasks(db, instanceId) */
export async function openTasks(db: Kysely<Database>, instanceId: string): Promise<TaskRow[]> {
  return db
    .selectFrom('act_task')
    .selectAll()
    .where('instance_id', '=', instanceId)
    .where('status', '=', 'open')
    .execute();
}

/** A history row to write, before the engine's own trail. */
export interface HistoryNote {
  nodeId: string | null;
  action: string;
  taskId?: string;
  comment?: string;
}

/** Everything one step writes. */
export interface Step {
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

export async function writeStep(db: Kysely<Database>, step: Step): Promise<StepAnswer> {
  const { instance, definition, now } = step;
  const variables = step.variables ?? (JSON.parse(instance.variables_json) as Record<string, unknown>);
  let result: StepResult | null = null;
  if (step.engine) {
    try {
      result = await runStep({
        instanceId: instance.id,
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
    await notifyOpenedTasks(
      tx,
      { processName: definition.name, initiator: instance.initiator, sender: step.caller.username, at },
      [...created, ...handedOver(step.taskUpdates)],
    );
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
