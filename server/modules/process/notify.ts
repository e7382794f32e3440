/**
 * Telling the next assignee (issue 17): when a step opens a task, a system message (sys_announcement,
 * category '2' 系统消息, type USER, published) and one sys_announcement_send row per person who may do it —
 * the assignee, or every candidate user (by username, role or department); and when a task is handed to
 * someone else (转办), for them. Written by step.ts in the step's own transaction, so a lost race leaves
 * no message behind. Issue 19 draws the bell on these rows.
 */
import type { Kysely, Transaction } from 'kysely';
import { newId } from '../../db/ids';
import type { Database } from '../../db/types';
import type { TaskRow } from './records';

/** A task a step opened, as step.ts has it. */
export interface OpenedTask {
  id: string;
  nodeName: string;
  assignee: string | null;
  candidates: ReadonlyArray<{ kind: 'user' | 'role' | 'depart'; value: string }>;
}

/**
 * The tasks a step hands to someone new (转办): an update that sets another assignee without claiming.
 *
 * @example
 * handedOver([{ row: task, set: { assignee: 'wangwu' } }]) // [{ id: task.id, nodeName: '部门经理审批', assignee: 'wangwu', candidates: [] }]
 */
export function handedOver(
  updates: ReadonlyArray<{ row: TaskRow; set: Partial<TaskRow> }> | undefined,
): OpenedTask[] {
  return (updates ?? [])
    .filter(({ row, set }) => set.assignee && set.assignee !== row.assignee && !set.claimed_by)
    .map(({ row, set }) => ({
      id: row.id,
      nodeName: row.node_name,
      assignee: set.assignee!,
      candidates: [],
    }));
}

/** Where 我的待办 is, for the message. */
export const TODO_PATH = '/process/todo';

/** The ids of the users who may do `task`: its assignee, or its candidates. */
async function recipients(tx: Kysely<Database>, task: OpenedTask): Promise<string[]> {
  const usernames = task.assignee
    ? [task.assignee]
    : task.candidates.filter((c) => c.kind === 'user').map((c) => c.value);
  const roles = task.assignee ? [] : task.candidates.filter((c) => c.kind === 'role').map((c) => c.value);
  const departs = task.assignee ? [] : task.candidates.filter((c) => c.kind === 'depart').map((c) => c.value);
  const ids = new Set<string>();
  if (usernames.length > 0) {
    const rows = await tx
      .selectFrom('sys_user')
      .select('id')
      .where('username', 'in', usernames)
      .where('del_flag', '=', 0)
      .execute();
    for (const row of rows) ids.add(row.id);
  }
  if (roles.length > 0) {
    const rows = await tx
      .selectFrom('sys_user_role')
      .innerJoin('sys_role', 'sys_role.id', 'sys_user_role.role_id')
      .innerJoin('sys_user', 'sys_user.id', 'sys_user_role.user_id')
      .select('sys_user.id')
      .where('sys_role.role_code', 'in', roles)
      .where('sys_user.del_flag', '=', 0)
      .execute();
    for (const row of rows) ids.add(row.id);
  }
  if (departs.length > 0) {
    const rows = await tx
      .selectFrom('sys_user_depart')
      .innerJoin('sys_user', 'sys_user.id', 'sys_user_depart.user_id')
      .select('sys_user.id')
      .where('sys_user_depart.dep_id', 'in', departs)
      .where('sys_user.del_flag', '=', 0)
      .execute();
    for (const row of rows) ids.add(row.id);
  }
  return [...ids];
}

/**
 * Writes the 待办 message of each opened task for its assignee or candidates, in the step's transaction.
 *
 * @example
 * await notifyOpenedTasks(tx, { processName: '请假审批', initiator: 'zhangsan', sender: 'zhangsan', at }, created)
 * // sys_announcement 「待办：请假审批 — 部门经理审批」 + a send row for lisi
 */
export async function notifyOpenedTasks(
  tx: Transaction<Database>,
  context: { processName: string; initiator: string; sender: string; at: string },
  tasks: readonly OpenedTask[],
): Promise<void> {
  if (tasks.length === 0) return;
  const initiator = await tx
    .selectFrom('sys_user')
    .select('realname')
    .where('username', '=', context.initiator)
    .executeTakeFirst();
  const who = initiator ? `${initiator.realname}（${context.initiator}）` : context.initiator;
  for (const task of tasks) {
    const userIds = await recipients(tx, task);
    if (userIds.length === 0) continue;
    const id = newId();
    await tx
      .insertInto('sys_announcement')
      .values({
        id,
        titile: `待办：${context.processName} — ${task.nodeName}`,
        msg_content: `${who}发起的「${context.processName}」已到「${task.nodeName}」，请在 我的待办（${TODO_PATH}）中办理。`,
        sender: context.sender,
        priority: 'M',
        msg_category: '2',
        msg_type: 'USER',
        send_status: '1',
        send_time: context.at,
        start_time: context.at,
        user_ids: userIds.join(','),
        created_by: context.sender,
        created_at: context.at,
      })
      .execute();
    await tx
      .insertInto('sys_announcement_send')
      .values(
        userIds.map((userId) => ({
          id: newId(),
          annt_id: id,
          user_id: userId,
          read_flag: 0,
          created_by: context.sender,
          created_at: context.at,
        })),
      )
      .execute();
  }
}
