/**
 * The process engine's calls (SPEC.md §7 "Process engine") through HTTP, on one process per dialect and on
 * two processes sharing PostgreSQL and Redis (processSetups): deploy, start (the start form's data as
 * `variables`), the to-do list, getTaskOperate, complete, claim, suspend/activate, history and comments —
 * an instance started on one app is completed on the other. JeecgBoot's workflow client is a paid add-on
 * whose sources are not available; the calls follow SPEC §7's names and GET, with `_t` cache-busters.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/db/ids';
import { leaveProcessXml } from '../../server/modules/process/examples';
import { createTestUser } from '../../server/testing/accounts';
import { envelopeOf, getWithToken, sendWithToken, tokenFor } from '../../server/testing/api';
import { processSetups, secondProcess, withApp, type TestApp } from '../../server/testing/test-db';
import { roleOf, withoutProcessDemo } from './process-fixtures';

interface Step {
  instanceId: string;
  status: string;
  openTasks: Array<{ id: string; nodeId: string; nodeName: string; assignee: string | null }>;
}

const t_ = () => `_t=${Date.now()}`;

describe.each(processSetups())('process engine calls, $name', ({ dialect, redisUrl }) => {
  let t: TestApp;
  let other: FastifyInstance;
  const token: Record<string, string> = {};

  beforeAll(async () => {
    t = await withApp(dialect, { redisUrl });
    await withoutProcessDemo(t.db);
    other = await secondProcess(t, redisUrl);
    // A role with 我的待办 (process:todo), not 流程实例 …
    const flowRole = newId();
    await t.db
      .insertInto('sys_role')
      .values({
        id: flowRole,
        role_name: '流程参与人',
        role_code: 'flow',
        description: null,
        created_by: 'test',
        created_at: new Date().toISOString(),
        updated_by: null,
        updated_at: null,
      })
      .execute();
    const todoPage = await t.db
      .selectFrom('sys_permission')
      .select('id')
      .where('perms', '=', 'process:todo')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('sys_role_permission')
      .values({ id: newId(), role_id: flowRole, permission_id: todoPage.id })
      .execute();
    // … and 已办任务 (process:done).
    const donePage = await t.db
      .selectFrom('sys_permission')
      .select('id')
      .where('perms', '=', 'process:done')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('sys_role_permission')
      .values({ id: newId(), role_id: flowRole, permission_id: donePage.id })
      .execute();
    await roleOf(t.db, 'hr', '人事');
    const jingli = await createTestUser(t.db, 'jingli', { roles: ['flow'], departs: ['A01A01'] });
    await t.db.updateTable('sys_user').set({ user_identity: 2 }).where('id', '=', jingli).execute();
    await createTestUser(t.db, 'renshi', { roles: ['flow', 'hr'], departs: ['A01A03'] });
    await createTestUser(t.db, 'wairen', { roles: ['flow'], departs: ['A01A02'] });
    for (const name of ['admin', 'zhangsan', 'jingli', 'renshi', 'wairen'])
      token[name] = await tokenFor(t.app, name);
    const deployed = await sendWithToken(
      t.app,
      'POST',
      '/platform/process/tPProcess/deployProcess',
      token.admin,
      { bpmnXml: leaveProcessXml() },
    );
    expect(deployed.statusCode).toBe(200);
    expect(envelopeOf(deployed).result).toMatchObject({ processKey: 'leave', version: 1 });
  });
  afterAll(async () => {
    if (other && other !== t?.app) await other.close();
    await t?.close();
  });

  const start = async (days: number) => {
    const variables = encodeURIComponent(JSON.stringify({ 请假人: '张三', 天数: days, 事由: '探亲' }));
    const res = await getWithToken(
      t.app,
      `/platform/process/tPProcess/startUserDefinedProcess?processKey=leave&variables=${variables}&${t_()}`,
      token.zhangsan,
    );
    expect(res.statusCode).toBe(200);
    return envelopeOf<Step>(res).result;
  };

  it('refuses a malformed diagram at deploy with 400 saying where, and deploy without process:definition with 403', async () => {
    const broken = leaveProcessXml().replace(
      '<bpmn:endEvent id="end" name="结束" />',
      '<bpmn:endEvent id="end" name="结束">',
    );
    const res = await sendWithToken(t.app, 'POST', '/platform/process/tPProcess/deployProcess', token.admin, {
      bpmnXml: broken,
    });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).message).toMatch(/^流程图不能部署：BPMN 文件格式错误，第 \d+ 行第 \d+ 列/);
    const denied = await sendWithToken(
      t.app,
      'POST',
      '/platform/process/tPProcess/deployProcess',
      token.jingli,
      { bpmnXml: leaveProcessXml() },
    );
    expect(denied.statusCode).toBe(403);
  });

  it('starts on one app and completes on the other: manager approves, HR claims and approves', async () => {
    const started = await start(5);
    expect(started.openTasks).toEqual([
      expect.objectContaining({ nodeName: '部门经理审批', assignee: 'jingli' }),
    ]);
    const todo = envelopeOf<{ records: Array<{ id: string; claimable: boolean }> }>(
      await getWithToken(other, `/platform/process/task/todoList?${t_()}`, token.jingli),
    ).result.records;
    expect(todo).toEqual([expect.objectContaining({ id: started.openTasks[0].id, claimable: false })]);
    const operate = await getWithToken(
      other,
      `/platform/process/task/getTaskOperate?taskId=${started.openTasks[0].id}&${t_()}`,
      token.jingli,
    );
    expect(envelopeOf(operate).result).toMatchObject({ canComplete: true, formId: 'leave-form' });

    const approved = await sendWithToken(other, 'POST', '/platform/process/task/complete', token.jingli, {
      taskId: started.openTasks[0].id,
      comment: '同意',
      variables: { 经理意见: '同意' },
    });
    expect(approved.statusCode).toBe(200);
    const atHr = envelopeOf<Step>(approved).result;
    expect(atHr.openTasks).toEqual([expect.objectContaining({ nodeName: '人事审批', assignee: null })]);
    const hrTask = atHr.openTasks[0].id;
    expect(
      (await getWithToken(t.app, `/platform/process/activity/claim?taskId=${hrTask}&${t_()}`, token.wairen))
        .statusCode,
    ).toBe(403);
    expect(
      (await getWithToken(t.app, `/platform/process/activity/claim?taskId=${hrTask}&${t_()}`, token.renshi))
        .statusCode,
    ).toBe(200);
    const done = await sendWithToken(other, 'POST', '/platform/process/task/complete', token.renshi, {
      taskId: hrTask,
      comment: '已备案',
    });
    expect(envelopeOf<Step>(done).result).toMatchObject({ status: 'completed', openTasks: [] });

    const history = envelopeOf<Array<{ action: string; nodeId: string | null }>>(
      await getWithToken(
        t.app,
        `/platform/process/processInstance/getHisNodes?id=${started.instanceId}&${t_()}`,
        token.zhangsan,
      ),
    ).result;
    expect(history.filter((row) => row.action === 'approve').map((row) => row.nodeId)).toEqual([
      'manager',
      'hr',
    ]);
    const comments = envelopeOf<Array<{ message: string }>>(
      await getWithToken(
        other,
        `/platform/process/tPCommonComment/queryCommentsItemsList?id=${started.instanceId}&${t_()}`,
        token.jingli,
      ),
    ).result;
    expect(comments.map((c) => c.message)).toEqual(['同意', '已备案']);
    // Someone with no part in it (and without 流程实例) does not see the instance.
    expect(
      (
        await getWithToken(
          t.app,
          `/platform/process/processInstance/getHisNodes?id=${started.instanceId}&${t_()}`,
          token.wairen,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('answers 403 to a non-assignee and 409 to the loser of two concurrent completes, on two apps', async () => {
    const started = await start(2);
    const taskId = started.openTasks[0].id;
    const denied = await sendWithToken(t.app, 'POST', '/platform/process/task/complete', token.wairen, {
      taskId,
    });
    expect(denied.statusCode).toBe(403);
    const answers = await Promise.all([
      sendWithToken(t.app, 'POST', '/platform/process/task/complete', token.jingli, {
        taskId,
        comment: '甲',
      }),
      sendWithToken(other, 'POST', '/platform/process/task/complete', token.jingli, {
        taskId,
        comment: '乙',
      }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const comments = envelopeOf<unknown[]>(
      await getWithToken(
        t.app,
        `/platform/process/tPCommonComment/queryCommentsItemsList?id=${started.instanceId}&${t_()}`,
        token.zhangsan,
      ),
    ).result;
    expect(comments).toHaveLength(1);
  });

  it('suspends (setProcessState 2) and activates (startProcessInstance); suspended refuses with 409; 流程实例 needed', async () => {
    const started = await start(5);
    const suspend = `/platform/process/activity/setProcessState?id=${started.instanceId}&state=2&${t_()}`;
    expect((await getWithToken(t.app, suspend, token.wairen)).statusCode).toBe(403);
    expect((await getWithToken(t.app, suspend, token.admin)).statusCode).toBe(200);
    const refused = await sendWithToken(other, 'POST', '/platform/process/task/complete', token.jingli, {
      taskId: started.openTasks[0].id,
    });
    expect(refused.statusCode).toBe(409);
    expect(envelopeOf(refused).message).toBe('流程实例已挂起，不能办理任务');
    const activate = await getWithToken(
      other,
      `/platform/process/processInstance/startProcessInstance?id=${started.instanceId}&${t_()}`,
      token.admin,
    );
    expect(envelopeOf<Step>(activate).result.status).toBe('running');
    const approved = await sendWithToken(t.app, 'POST', '/platform/process/task/complete', token.jingli, {
      taskId: started.openTasks[0].id,
    });
    expect(approved.statusCode).toBe(200);
  });

  it('lists deployed versions (流程定义 的版本), instances (流程实例, by status) and the caller’s completed tasks (已办)', async () => {
    const started = await start(2);
    await sendWithToken(t.app, 'POST', '/platform/process/task/complete', token.jingli, {
      taskId: started.openTasks[0].id,
    });
    const definitions = await getWithToken(
      other,
      `/platform/process/tPProcess/versions?pageNo=1&pageSize=10&${t_()}`,
      token.admin,
    );
    expect(
      envelopeOf<{ records: Array<{ processKey: string; version: number }> }>(definitions).result.records,
    ).toEqual([expect.objectContaining({ processKey: 'leave', version: 1 })]);
    const completed = await getWithToken(
      t.app,
      `/platform/process/processInstance/list?status=completed&pageSize=100&${t_()}`,
      token.admin,
    );
    const page = envelopeOf<{ records: Array<{ id: string; status: string }>; total: number }>(
      completed,
    ).result;
    expect(page.records.some((row) => row.id === started.instanceId)).toBe(true);
    expect(page.records.every((row) => row.status === 'completed')).toBe(true);
    expect(
      (await getWithToken(t.app, `/platform/process/processInstance/list?${t_()}`, token.jingli)).statusCode,
    ).toBe(403);
    const done = await getWithToken(other, `/platform/process/task/doneList?${t_()}`, token.jingli);
    expect(
      envelopeOf<{ records: Array<{ instanceId: string; outcome: string }> }>(done).result.records,
    ).toContainEqual(expect.objectContaining({ instanceId: started.instanceId, outcome: 'approve' }));
  });

  it('refuses start variables that are not a JSON object with 400', async () => {
    const res = await getWithToken(
      t.app,
      `/platform/process/tPProcess/startUserDefinedProcess?processKey=leave&variables=%5B1%5D&${t_()}`,
      token.zhangsan,
    );
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).message).toBe('请求参数错误：variables 应是表单数据的 JSON 对象');
  });
});
