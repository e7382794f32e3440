/**
 * The process screens' task and instance calls on the seed's demo (张三 asks, 李四 approves as 部门经理,
 * 王五 of the role hr claims 人事审批 over 3 days): 我的待办 paged with its counts, getTaskOperate with the
 * node's form, field rules, variables and buttons, the buttons intersected with what the caller may do,
 * field rules enforced on complete, 已办任务, 流程实例 and 我的流程 with names and current nodes, the
 * diagram's node states, comments (评论) with real names, the 待办 messages, and the refusals (403, 404 for
 * an instance one has no part in, 400 for bad input). On each dialect.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../server/testing/accounts';
import { envelopeOf, getWithToken, sendWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const P = '/platform/process';
const t_ = () => `_t=${Date.now()}`;

interface Step {
  instanceId: string;
  status: string;
  openTasks: Array<{ id: string; nodeId: string; assignee: string | null }>;
}
interface Operate {
  canComplete: boolean;
  processName: string;
  initiator: string;
  form: { list: Array<{ model: string }> } | null;
  fieldRules: Record<string, string>;
  variables: Record<string, unknown>;
  buttons: Array<{ code: string; name: string }>;
}
type Page<T> = { records: T[]; total: number };

describe.each(dialects())('the process screens’ calls on $name', (dialect) => {
  let t: TestApp;
  let app: FastifyInstance;
  const token: Record<string, string> = {};
  const get = (url: string, who: string) =>
    getWithToken(app, `${P}/${url}${url.includes('?') ? '&' : '?'}${t_()}`, token[who]);
  const ok = async <T>(url: string, who: string): Promise<T> => {
    const res = await get(url, who);
    expect(res.statusCode, `${url} as ${who}: ${res.body}`).toBe(200);
    return envelopeOf<T>(res).result;
  };
  const complete = (taskId: string, who: string, variables: Record<string, unknown> = {}) =>
    sendWithToken(app, 'POST', `${P}/task/complete`, token[who], { taskId, comment: '同意', variables });
  const start = async (days: number) => {
    const variables = encodeURIComponent(JSON.stringify({ applicant: '张三', days, reason: '探亲' }));
    return ok<Step>(`tPProcess/startUserDefinedProcess?processKey=leave&variables=${variables}`, 'zhangsan');
  };

  beforeAll(async () => {
    t = await withApp(dialect);
    app = t.app;
    await createTestUser(t.db, 'zhaoliu', { roles: ['user'], departs: ['A01A02'] });
    for (const name of ['admin', 'zhangsan', 'lisi', 'wangwu', 'zhaoliu'])
      token[name] = await tokenFor(app, name);
  });
  afterAll(() => t?.close());

  it('runs the demo: 李四 approves with his form read-only, 王五 claims and approves; 已办 and the lists follow', async () => {
    const started = await start(5);
    expect(started.openTasks).toEqual([expect.objectContaining({ nodeId: 'manager', assignee: 'lisi' })]);
    const managerTask = started.openTasks[0].id;

    const counts = await ok<{ assigned: number; claimable: number }>('task/todoCounts', 'lisi');
    expect(counts).toEqual({ assigned: 1, claimable: 0 });
    const todo = await ok<Page<{ id: string; processName: string; claimable: boolean }>>(
      'task/todoList?pageNo=1&pageSize=10',
      'lisi',
    );
    expect(todo.records).toEqual([
      expect.objectContaining({
        id: managerTask,
        processName: '请假审批',
        initiatorName: '张三',
        claimable: false,
      }),
    ]);

    const operate = await ok<Operate>(`task/getTaskOperate?taskId=${managerTask}`, 'lisi');
    expect(operate).toMatchObject({
      canComplete: true,
      processName: '请假审批',
      initiator: 'zhangsan',
      initiatorName: '张三',
      fieldRules: { applicant: 'readonly', days: 'readonly', reason: 'readonly' },
      variables: { applicant: '张三', days: 5, reason: '探亲', initiator: 'zhangsan' },
    });
    expect(operate.form?.list.map((w) => w.model)).toEqual(['applicant', 'days', 'reason']);
    // The first task has nothing to reject back to; recall is the initiator's, reassign and skip 流程实例's.
    expect(operate.buttons).toEqual([
      { code: 'approve', name: '同意' },
      { code: 'comment', name: '评论' },
    ]);

    // days is read-only at this node: a client sending 1 does not shorten the request (it still goes to HR).
    const approved = envelopeOf<Step>(
      await complete(managerTask, 'lisi', { days: 1, reason: '改了', note: '已核实' }),
    ).result;
    expect(approved.openTasks).toEqual([expect.objectContaining({ nodeId: 'hr', assignee: null })]);
    const hrTask = approved.openTasks[0].id;

    expect(await ok('task/todoCounts', 'wangwu')).toEqual({ assigned: 0, claimable: 1 });
    const claimable = await ok<Page<{ id: string; claimable: boolean }>>(
      'task/todoList?claimable=1',
      'wangwu',
    );
    expect(claimable.records).toEqual([expect.objectContaining({ id: hrTask, claimable: true })]);
    expect((await ok<Page<unknown>>('task/todoList?claimable=0', 'wangwu')).total).toBe(0);
    const beforeClaim = await ok<Operate>(
      `tPProcessnodeButtonconfig/processNodeButtons?taskId=${hrTask}`,
      'wangwu',
    );
    expect(beforeClaim).toEqual([
      { code: 'claim', name: '认领' },
      { code: 'comment', name: '评论' },
    ]);
    expect((await get(`activity/claim?taskId=${hrTask}`, 'wangwu')).statusCode).toBe(200);
    const hrOperate = await ok<Operate>(`task/getTaskOperate?taskId=${hrTask}`, 'wangwu');
    expect(hrOperate.variables).toMatchObject({ days: 5, reason: '探亲', note: '已核实' });
    expect(hrOperate.buttons.map((b) => b.code)).toEqual(['approve', 'reject', 'comment']);

    const mine = await ok<Page<{ id: string; processName: string; version: number; currentNodes: string }>>(
      'processInstance/myList?pageNo=1&pageSize=10',
      'zhangsan',
    );
    expect(mine.records.find((r) => r.id === started.instanceId)).toMatchObject({
      initiatorName: '张三',
      processName: '请假审批',
      version: 1,
      currentNodes: '人事审批',
    });
    expect((await ok<Page<unknown>>('processInstance/myList', 'lisi')).total).toBe(0);

    expect((await complete(hrTask, 'wangwu')).statusCode).toBe(200);
    const done = await ok<Page<{ instanceId: string; processName: string; outcome: string }>>(
      'task/doneList?pageNo=1&pageSize=10',
      'lisi',
    );
    expect(done.records).toContainEqual(
      expect.objectContaining({
        instanceId: started.instanceId,
        processName: '请假审批',
        outcome: 'approve',
      }),
    );
    const all = await ok<Page<{ id: string; status: string; currentNodes: string }>>(
      'processInstance/list?status=completed',
      'admin',
    );
    expect(all.records.find((r) => r.id === started.instanceId)).toMatchObject({ currentNodes: '' });

    const diagram = await ok<{
      status: string;
      bpmnXml: string;
      nodes: Array<{ nodeId: string; state: string }>;
    }>(`processInstance/diagram?id=${started.instanceId}`, 'zhangsan');
    expect(diagram.status).toBe('completed');
    expect(diagram.bpmnXml).toContain('<bpmn:process id="leave"');
    expect(Object.fromEntries(diagram.nodes.map((n) => [n.nodeId, n.state]))).toEqual({
      start: 'finished',
      manager: 'finished',
      days: 'finished',
      hr: 'finished',
      end: 'finished',
    });
  });

  it('intersects configured buttons with what the caller may do: recall only for the initiator, reassign and skip only with 流程实例', async () => {
    for (const [code, sortNo] of [
      ['skip', 1],
      ['reassign', 2],
      ['recall', 3],
      ['approve', 4],
      ['comment', 5],
    ] as const) {
      const added = await sendWithToken(app, 'POST', `${P}/tPProcessnodeButtonconfig/add`, token.admin, {
        processKey: 'leave',
        nodeId: 'manager',
        buttonCode: code,
        sortNo,
      });
      expect(added.statusCode).toBe(200);
    }
    const started = await start(2);
    const task = started.openTasks[0].id;
    const buttons = async (who: string) =>
      (
        await ok<Array<{ code: string }>>(`tPProcessnodeButtonconfig/processNodeButtons?taskId=${task}`, who)
      ).map((b) => b.code);
    expect(await buttons('lisi')).toEqual(['approve', 'comment']);
    expect(await buttons('zhangsan')).toEqual(['recall', 'comment']);
    expect(await buttons('admin')).toEqual(['skip', 'reassign', 'comment']);
    expect(
      (await ok<Operate>(`task/getTaskOperate?taskId=${task}`, 'lisi')).buttons.map((b) => b.code),
    ).toEqual(['approve', 'comment']);
    // 王五 has no part in this instance: 404, as for a missing one.
    expect(
      (await get(`tPProcessnodeButtonconfig/processNodeButtons?taskId=${task}`, 'wangwu')).statusCode,
    ).toBe(404);
    expect((await get(`tPProcessnodeButtonconfig/processNodeButtons?taskId=nope`, 'lisi')).statusCode).toBe(
      404,
    );
    const rows = await ok<Page<{ id: string }>>(
      'tPProcessnodeButtonconfig/list?processKey=leave&pageSize=50',
      'admin',
    );
    const ids = rows.records.map((r) => r.id).join(',');
    expect(
      (
        await sendWithToken(
          app,
          'DELETE',
          `${P}/tPProcessnodeButtonconfig/deleteBatch?ids=${ids}`,
          token.admin,
        )
      ).statusCode,
    ).toBe(200);
    expect(await buttons('lisi')).toEqual(['approve', 'comment']);
  });

  it('adds comments with real names to instances one may see, and refuses others with 404 and empty ones with 400', async () => {
    const started = await start(1);
    const task = started.openTasks[0].id;
    const add = (who: string, body: unknown) =>
      sendWithToken(app, 'POST', `${P}/tPCommonComment/add`, token[who], body);
    const added = await add('zhangsan', { instanceId: started.instanceId, message: '请尽快审批' });
    expect(added.statusCode).toBe(200);
    expect(envelopeOf(added).result).toMatchObject({ username: 'zhangsan', realname: '张三', taskId: null });
    const atTask = await add('lisi', { instanceId: started.instanceId, taskId: task, message: '收到' });
    expect(envelopeOf(atTask).result).toMatchObject({ realname: '李四', nodeName: '部门经理审批' });
    expect((await add('wangwu', { instanceId: started.instanceId, message: '路过' })).statusCode).toBe(404);
    expect((await add('zhangsan', { instanceId: started.instanceId, message: '' })).statusCode).toBe(400);
    expect((await add('zhangsan', { instanceId: started.instanceId, message: '   ' })).statusCode).toBe(400);
    expect((await add('zhangsan', { instanceId: 'nope', message: '在吗' })).statusCode).toBe(404);
    const other = await start(1);
    const wrongTask = await add('zhangsan', { instanceId: other.instanceId, taskId: task, message: '错了' });
    expect(wrongTask.statusCode).toBe(400);

    const comments = await ok<Array<{ realname: string | null; message: string }>>(
      `tPCommonComment/queryCommentsItemsList?id=${started.instanceId}`,
      'zhangsan',
    );
    expect(comments.map((c) => [c.realname, c.message])).toEqual([
      ['张三', '请尽快审批'],
      ['李四', '收到'],
    ]);
    // The comment did not move the process.
    expect((await ok<Operate>(`task/getTaskOperate?taskId=${task}`, 'lisi')).canComplete).toBe(true);
  });

  it('colours the diagram of a rejected and a recalled request, and hides it from strangers (404)', async () => {
    const started = await start(5);
    const approved = envelopeOf<Step>(await complete(started.openTasks[0].id, 'lisi')).result;
    const hrTask = approved.openTasks[0].id;
    await get(`activity/claim?taskId=${hrTask}`, 'wangwu');
    const rejected = await get(
      `processInstance/disagreeCallBackProcess?taskId=${hrTask}&nodeId=manager&comment=${encodeURIComponent('请补充')}`,
      'wangwu',
    );
    expect(rejected.statusCode).toBe(200);
    const states = async (id: string) =>
      Object.fromEntries(
        (
          await ok<{ nodes: Array<{ nodeId: string; state: string }> }>(
            `processInstance/diagram?id=${id}`,
            'zhangsan',
          )
        ).nodes.map((n) => [n.nodeId, n.state]),
      );
    expect(await states(started.instanceId)).toMatchObject({
      start: 'finished',
      manager: 'current',
      hr: 'rejected',
    });
    expect((await get(`processInstance/diagram?id=${started.instanceId}`, 'admin')).statusCode).toBe(200);
    const history = await ok<Array<{ action: string; username: string | null; realname: string | null }>>(
      `processInstance/getHisNodes?id=${started.instanceId}`,
      'zhangsan',
    );
    expect(history.find((h) => h.action === 'reject')).toMatchObject({
      username: 'wangwu',
      realname: '王五',
    });
    expect(history.find((h) => h.action === 'enter')).toMatchObject({ username: null, realname: null });

    const recalled = await start(1);
    expect(
      (await get(`processInstance/callBackProcess?id=${recalled.instanceId}`, 'zhangsan')).statusCode,
    ).toBe(200);
    expect(await states(recalled.instanceId)).toMatchObject({ start: 'finished', manager: 'skipped' });

    // 赵六 (a user of 市场部) has no part in 张三's request.
    expect((await get(`processInstance/diagram?id=${started.instanceId}`, 'zhaoliu')).statusCode).toBe(404);
    expect((await get(`processInstance/getHisNodes?id=${started.instanceId}`, 'zhaoliu')).statusCode).toBe(
      404,
    );
    expect((await get(`processInstance/diagram?id=nope`, 'zhangsan')).statusCode).toBe(404);
    expect((await get(`processInstance/diagram?id=a%20b`, 'zhangsan')).statusCode).toBe(400);
  });

  it('writes a 待办 message for the next assignee, or every candidate, with the step', async () => {
    const started = await start(5);
    const messages = async (username: string) =>
      t.db
        .selectFrom('sys_announcement_send')
        .innerJoin('sys_announcement', 'sys_announcement.id', 'sys_announcement_send.annt_id')
        .innerJoin('sys_user', 'sys_user.id', 'sys_announcement_send.user_id')
        .select(['sys_announcement.titile', 'sys_announcement.msg_content', 'sys_announcement.msg_category'])
        .where('sys_user.username', '=', username)
        .where('sys_announcement.titile', 'like', '待办：%')
        .execute();
    const before = (await messages('wangwu')).length;
    const lisi = await messages('lisi');
    expect(lisi.at(-1)).toMatchObject({ titile: '待办：请假审批 — 部门经理审批', msg_category: '2' });
    expect(lisi.at(-1)!.msg_content).toContain('张三（zhangsan）');
    expect(lisi.at(-1)!.msg_content).toContain('/process/todo');
    await complete(started.openTasks[0].id, 'lisi');
    const wangwu = await messages('wangwu');
    expect(wangwu).toHaveLength(before + 1);
    expect(wangwu.at(-1)!.titile).toBe('待办：请假审批 — 人事审批');

    // 转办: the task handed to 王五 tells him.
    const another = await start(1);
    const reassigned = await get(
      `processInstance/reassign?taskId=${another.openTasks[0].id}&username=wangwu`,
      'admin',
    );
    expect(reassigned.statusCode).toBe(200);
    const after = await messages('wangwu');
    expect(after).toHaveLength(before + 2);
    expect(after.at(-1)!.titile).toBe('待办：请假审批 — 部门经理审批');
  });

  it('keeps the lists to their permissions and refuses bad paging with 400', async () => {
    expect((await get('processInstance/list', 'zhangsan')).statusCode).toBe(403);
    expect((await get('task/todoList?pageSize=0', 'lisi')).statusCode).toBe(400);
    expect((await get('task/todoList?claimable=2', 'lisi')).statusCode).toBe(400);
    expect((await get('task/doneList?pageNo=-1', 'lisi')).statusCode).toBe(400);
    expect((await get('processInstance/myList?pageSize=101', 'lisi')).statusCode).toBe(400);
  });
});
