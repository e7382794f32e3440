/**
 * The process engine's server core through its service layer (issue 17): the leave process end to end
 * (部门经理审批, then 人事审批 only above 3 days), every refusal (non-assignee 403, recall after the next
 * task was handled 409, a suspended instance refuses everything, scripts and malformed XML refused at
 * deploy with where), two concurrent completes of one task (one wins, one 409, one history entry), and
 * an instance continued by a process that remembers nothing of it. On SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../server/errors';
import { leaveProcessXml } from '../../server/modules/process/examples';
import {
  activateInstance,
  claimTask,
  closeInstance,
  completeTask,
  deployProcess,
  invalidateInstance,
  reassignTask,
  recallInstance,
  rejectToNode,
  skipToNode,
  startProcess,
  suspendInstance,
} from '../../server/modules/process/service';
import {
  doneTasks,
  historyNodes,
  instanceComments,
  myTasks,
  taskOperations,
} from '../../server/modules/process/queries';
import { forgetProcessCaches, processCaller, type ProcessCaller } from '../../server/modules/process/records';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';
import { arrangePeople, refusal } from './process-fixtures';

const bpmn = (body: string, extraNs = '') => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:dougong="http://dougong.dev/schema/bpmn" ${extraNs} id="d" targetNamespace="t">
  <bpmn:process id="p" name="测试" isExecutable="true">
    ${body}
  </bpmn:process>
</bpmn:definitions>`;

describe.each(dialects())('the process engine core on $name', (dialect) => {
  let t: TestApp;
  let admin: ProcessCaller;
  let zhangsan: ProcessCaller;
  let wangwu: ProcessCaller;
  let lisi: ProcessCaller;
  const now = () => t.clock.now();

  beforeAll(async () => {
    t = await withApp(dialect);
    await arrangePeople(t.db);
    [admin, zhangsan, wangwu, lisi] = await Promise.all(
      ['admin', 'zhangsan', 'wangwu', 'lisi'].map((name) => processCaller(t.db, name)),
    );
    const deployed = await deployProcess(t.db, admin, leaveProcessXml(), now());
    expect(deployed).toMatchObject({ processKey: 'leave', name: '请假审批', version: 1 });
  });
  afterAll(() => t?.close());

  /** Starts a leave request of `days` days by zhangsan. */
  const leave = (days: number) =>
    startProcess(t.db, zhangsan, { processKey: 'leave', variables: { 天数: days, 事由: '探亲' } }, now());

  it('runs a 5-day leave: manager approves, HR (a role candidate) claims and approves, the instance completes', async () => {
    const started = await leave(5);
    expect(started.status).toBe('running');
    expect(started.openTasks).toEqual([
      expect.objectContaining({ nodeName: '部门经理审批', assignee: 'wangwu' }),
    ]);
    const todo = await myTasks(t.db, wangwu);
    expect(todo.find((task) => task.instanceId === started.instanceId)).toMatchObject({
      nodeName: '部门经理审批',
      claimable: false,
    });

    const afterManager = await completeTask(
      t.db,
      wangwu,
      { taskId: started.openTasks[0].id, comment: '同意', variables: { 经理意见: '同意' } },
      now(),
    );
    expect(afterManager.openTasks).toEqual([
      expect.objectContaining({ nodeName: '人事审批', assignee: null }),
    ]);
    const hrTask = afterManager.openTasks[0].id;
    expect((await myTasks(t.db, lisi)).find((task) => task.id === hrTask)).toMatchObject({ claimable: true });
    expect(await refusal(claimTask(t.db, zhangsan, hrTask, now()))).toMatchObject({ status: 403 });
    expect(await refusal(completeTask(t.db, lisi, { taskId: hrTask }, now()))).toMatchObject({ status: 403 });
    await claimTask(t.db, lisi, hrTask, now());
    expect(await refusal(claimTask(t.db, lisi, hrTask, now()))).toMatchObject({ status: 409 });
    const done = await completeTask(t.db, lisi, { taskId: hrTask, comment: '已备案' }, now());
    expect(done).toMatchObject({ status: 'completed', openTasks: [] });

    const history = await historyNodes(t.db, started.instanceId);
    const steps = history.map((row) => `${row.action}:${row.nodeId ?? ''}`);
    expect(steps).toEqual([
      'enter:start',
      'leave:start',
      'enter:manager',
      'approve:manager',
      'leave:manager',
      'enter:days',
      'leave:days',
      'enter:hr',
      'claim:hr',
      'approve:hr',
      'leave:hr',
      'enter:end',
      'leave:end',
    ]);
    expect(history.find((row) => row.action === 'approve' && row.nodeId === 'manager')).toMatchObject({
      username: 'wangwu',
      comment: '同意',
    });
    const comments = await instanceComments(t.db, started.instanceId);
    expect(comments.map((c) => [c.nodeName, c.username, c.message])).toEqual([
      ['部门经理审批', 'wangwu', '同意'],
      ['人事审批', 'lisi', '已备案'],
    ]);
  });

  it('runs a 2-day leave past HR: the default flow of the gateway ends it after the manager', async () => {
    const started = await leave(2);
    const done = await completeTask(t.db, wangwu, { taskId: started.openTasks[0].id }, now());
    expect(done).toMatchObject({ status: 'completed', openTasks: [] });
    const steps = (await historyNodes(t.db, started.instanceId)).map((row) => `${row.action}:${row.nodeId}`);
    expect(steps).not.toContain('enter:hr');
    expect(steps).toContain('enter:end');
  });

  it("merges a node form's data into the variables the gateway reads: the manager corrects 2 days to 6", async () => {
    const started = await leave(2);
    const next = await completeTask(
      t.db,
      wangwu,
      { taskId: started.openTasks[0].id, variables: { 天数: 6 } },
      now(),
    );
    expect(next.openTasks.map((task) => task.nodeName)).toEqual(['人事审批']);
  });

  it('runs parallel branches: both tasks open at once, the join waits for the second', async () => {
    const parallel = bpmn(
      `<bpmn:startEvent id="s"/><bpmn:sequenceFlow id="a" sourceRef="s" targetRef="split"/>
      <bpmn:parallelGateway id="split"/>
      <bpmn:sequenceFlow id="b1" sourceRef="split" targetRef="finance"/><bpmn:sequenceFlow id="b2" sourceRef="split" targetRef="it"/>
      <bpmn:userTask id="finance" name="财务确认" dougong:assignee="user:wangwu"/><bpmn:userTask id="it" name="IT确认" dougong:assignee="initiator"/>
      <bpmn:sequenceFlow id="j1" sourceRef="finance" targetRef="join"/><bpmn:sequenceFlow id="j2" sourceRef="it" targetRef="join"/>
      <bpmn:parallelGateway id="join"/><bpmn:sequenceFlow id="z" sourceRef="join" targetRef="e"/><bpmn:endEvent id="e"/>`,
    ).replace('id="p" name="测试"', 'id="parallel" name="并行会签"');
    await deployProcess(t.db, admin, parallel, now());
    const started = await startProcess(t.db, zhangsan, { processKey: 'parallel' }, now());
    const byNode = Object.fromEntries(started.openTasks.map((task) => [task.nodeId, task]));
    expect(Object.keys(byNode).sort()).toEqual(['finance', 'it']);
    expect(byNode.finance.assignee).toBe('wangwu');
    expect(byNode.it.assignee).toBe('zhangsan');
    const half = await completeTask(t.db, zhangsan, { taskId: byNode.it.id }, now());
    expect(half).toMatchObject({
      status: 'running',
      openTasks: [expect.objectContaining({ nodeId: 'finance', id: byNode.finance.id })],
    });
    forgetProcessCaches();
    const done = await completeTask(t.db, wangwu, { taskId: byNode.finance.id }, now());
    expect(done).toMatchObject({ status: 'completed', openTasks: [] });
    const steps = (await historyNodes(t.db, started.instanceId)).map((row) => `${row.action}:${row.nodeId}`);
    expect(steps.filter((step) => step === 'enter:e')).toHaveLength(1);
    expect(steps.filter((step) => step.startsWith('approve:'))).toEqual(['approve:it', 'approve:finance']);
  });

  it('refuses a task to anyone but its assignee with 403', async () => {
    const started = await leave(5);
    const answer = await refusal(completeTask(t.db, zhangsan, { taskId: started.openTasks[0].id }, now()));
    expect(answer).toEqual({
      status: 403,
      message: '您不是任务「部门经理审批」的办理人：请先认领，或请办理人处理',
    });
  });

  it('rejects HR back to the manager, who approves again; HR approves after', async () => {
    const started = await leave(5);
    const atHr = await completeTask(
      t.db,
      wangwu,
      { taskId: started.openTasks[0].id, comment: '同意' },
      now(),
    );
    await claimTask(t.db, lisi, atHr.openTasks[0].id, now());
    expect(
      await refusal(rejectToNode(t.db, lisi, { taskId: atHr.openTasks[0].id, nodeId: 'end' }, now())),
    ).toMatchObject({ status: 400 });
    const back = await rejectToNode(
      t.db,
      lisi,
      { taskId: atHr.openTasks[0].id, nodeId: 'manager', comment: '请补充说明' },
      now(),
    );
    expect(back.openTasks).toEqual([
      expect.objectContaining({ nodeName: '部门经理审批', assignee: 'wangwu' }),
    ]);
    const again = await completeTask(
      t.db,
      wangwu,
      { taskId: back.openTasks[0].id, comment: '已补充' },
      now(),
    );
    await claimTask(t.db, lisi, again.openTasks[0].id, now());
    expect(await completeTask(t.db, lisi, { taskId: again.openTasks[0].id }, now())).toMatchObject({
      status: 'completed',
    });
    const steps = (await historyNodes(t.db, started.instanceId)).map((row) => `${row.action}:${row.nodeId}`);
    expect(steps.filter((step) => step === 'reject:hr')).toHaveLength(1);
    expect(steps.filter((step) => step === 'approve:manager')).toHaveLength(2);
    expect((await instanceComments(t.db, started.instanceId)).map((c) => c.message)).toEqual([
      '同意',
      '请补充说明',
      '已补充',
    ]);
  });

  it('says what the caller may do on a task (getTaskOperate) and lists what they completed (已办)', async () => {
    const started = await leave(5);
    const managerTask = started.openTasks[0].id;
    expect(await taskOperations(t.db, wangwu, managerTask)).toMatchObject({
      nodeName: '部门经理审批',
      canComplete: true,
      canClaim: false,
      canReject: false,
      rejectTargets: [],
      formId: 'leave-form',
    });
    expect(await taskOperations(t.db, lisi, managerTask)).toMatchObject({
      canComplete: false,
      canClaim: false,
    });
    const atHr = await completeTask(t.db, wangwu, { taskId: managerTask }, now());
    const hrTask = atHr.openTasks[0].id;
    expect(await taskOperations(t.db, lisi, hrTask)).toMatchObject({ canClaim: true, canComplete: false });
    await claimTask(t.db, lisi, hrTask, now());
    expect(await taskOperations(t.db, lisi, hrTask)).toMatchObject({
      canComplete: true,
      canClaim: false,
      canReject: true,
      rejectTargets: [{ nodeId: 'manager', nodeName: '部门经理审批' }],
    });
    const done = await doneTasks(t.db, wangwu);
    expect(done.find((task) => task.id === managerTask)).toMatchObject({
      nodeName: '部门经理审批',
      outcome: 'approve',
      instanceId: started.instanceId,
    });
  });

  it('lets the initiator recall while the next task is untouched, and refuses with 409 once it was handled', async () => {
    const untouched = await leave(5);
    expect(await refusal(recallInstance(t.db, wangwu, untouched.instanceId, now()))).toMatchObject({
      status: 403,
    });
    const recalled = await recallInstance(t.db, zhangsan, untouched.instanceId, now());
    expect(recalled).toMatchObject({ status: 'closed', openTasks: [] });
    expect((await myTasks(t.db, wangwu)).some((task) => task.instanceId === untouched.instanceId)).toBe(
      false,
    );

    const handled = await leave(5);
    await completeTask(t.db, wangwu, { taskId: handled.openTasks[0].id }, now());
    expect(await refusal(recallInstance(t.db, zhangsan, handled.instanceId, now()))).toEqual({
      status: 409,
      message: '不能撤回：下一步已由 wangwu 办理',
    });
  });

  it('refuses every action on a suspended instance until it is activated', async () => {
    const started = await leave(5);
    const task = started.openTasks[0].id;
    await suspendInstance(t.db, admin, started.instanceId, now());
    const refusals = await Promise.all([
      refusal(completeTask(t.db, wangwu, { taskId: task }, now())),
      refusal(claimTask(t.db, lisi, task, now())),
      refusal(reassignTask(t.db, admin, task, 'lisi', now())),
      refusal(skipToNode(t.db, admin, started.instanceId, 'hr', '跳过', now())),
      refusal(recallInstance(t.db, zhangsan, started.instanceId, now())),
      refusal(rejectToNode(t.db, wangwu, { taskId: task, nodeId: 'manager' }, now())),
      refusal(closeInstance(t.db, admin, started.instanceId, '关闭', now())),
      refusal(invalidateInstance(t.db, admin, started.instanceId, '作废', now())),
      refusal(suspendInstance(t.db, admin, started.instanceId, now())),
    ]);
    for (const answer of refusals)
      expect(answer).toMatchObject({ status: 409, message: expect.stringContaining('已挂起') });
    await activateInstance(t.db, admin, started.instanceId, now());
    expect(await completeTask(t.db, wangwu, { taskId: task }, now())).toMatchObject({ status: 'running' });
  });

  it('reassigns a task, skips to a chosen node (recorded), closes and invalidates with a reason', async () => {
    const started = await leave(5);
    await reassignTask(t.db, admin, started.openTasks[0].id, 'admin', now());
    expect(
      await refusal(completeTask(t.db, wangwu, { taskId: started.openTasks[0].id }, now())),
    ).toMatchObject({ status: 403 });
    const skipped = await skipToNode(t.db, admin, started.instanceId, 'hr', '经理出差', now());
    expect(skipped.openTasks.map((task) => task.nodeName)).toEqual(['人事审批']);
    const history = await historyNodes(t.db, started.instanceId);
    expect(
      history
        .filter((row) => row.action === 'skip' || row.action === 'jump' || row.action === 'reassign')
        .map((row) => [row.action, row.nodeId, row.username, row.comment]),
    ).toEqual([
      ['reassign', 'manager', 'admin', 'wangwu → admin'],
      ['skip', 'manager', 'admin', '经理出差'],
      ['jump', 'hr', 'admin', '经理出差'],
    ]);
    expect(await closeInstance(t.db, admin, started.instanceId, '重复申请', now())).toMatchObject({
      status: 'closed',
      openTasks: [],
    });
    expect(await refusal(claimTask(t.db, lisi, skipped.openTasks[0].id, now()))).toMatchObject({
      status: 409,
    });

    const other = await leave(1);
    expect(await refusal(invalidateInstance(t.db, admin, other.instanceId, ' ', now()))).toMatchObject({
      status: 400,
    });
    expect(await invalidateInstance(t.db, admin, other.instanceId, '填写错误', now())).toMatchObject({
      status: 'invalid',
    });
    const row = await t.db
      .selectFrom('act_instance')
      .select(['reason', 'state_json'])
      .where('id', '=', other.instanceId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ reason: '填写错误', state_json: null });
  });

  it('lets exactly one of two concurrent completes of a task win; the other answers 409 and writes nothing', async () => {
    const started = await leave(5);
    const task = started.openTasks[0].id;
    const results = await Promise.allSettled([
      completeTask(t.db, wangwu, { taskId: task, comment: '甲' }, now()),
      completeTask(t.db, wangwu, { taskId: task, comment: '乙' }, now()),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toBeInstanceOf(AppError);
    expect((lost.reason as AppError).statusCode).toBe(409);
    const history = await historyNodes(t.db, started.instanceId);
    expect(history.filter((row) => row.action === 'approve')).toHaveLength(1);
    expect(await instanceComments(t.db, started.instanceId)).toHaveLength(1);
    const hrTasks = await t.db
      .selectFrom('act_task')
      .select('id')
      .where('instance_id', '=', started.instanceId)
      .where('node_id', '=', 'hr')
      .execute();
    expect(hrTasks).toHaveLength(1);
  });

  it('continues an instance in a process that remembers nothing of it (state recovered from the database)', async () => {
    const started = await leave(5);
    forgetProcessCaches();
    const next = await completeTask(t.db, wangwu, { taskId: started.openTasks[0].id }, now());
    expect(next.openTasks.map((task) => task.nodeName)).toEqual(['人事审批']);
  });

  it('deploys a new version; running instances keep theirs', async () => {
    const running = await leave(5);
    const v2 = await deployProcess(
      t.db,
      admin,
      leaveProcessXml().replace('name="人事审批"', 'name="人事部审批"'),
      now(),
    );
    expect(v2.version).toBe(2);
    const old = await completeTask(t.db, wangwu, { taskId: running.openTasks[0].id }, now());
    expect(old.openTasks.map((task) => task.nodeName)).toEqual(['人事审批']);
    const fresh = await completeTask(t.db, wangwu, { taskId: (await leave(5)).openTasks[0].id }, now());
    expect(fresh.openTasks.map((task) => task.nodeName)).toEqual(['人事部审批']);
  });

  describe('deploy refusals say what and where', () => {
    const deploy = (xml: string) => refusal(deployProcess(t.db, admin, xml, now()));

    it('refuses a script task', async () => {
      const xml = bpmn(`<bpmn:startEvent id="s"/><bpmn:sequenceFlow id="a" sourceRef="s" targetRef="x"/>
        <bpmn:scriptTask id="x" name="算一下" scriptFormat="javascript"><bpmn:script>process.exit(1)</bpmn:script></bpmn:scriptTask>
        <bpmn:sequenceFlow id="b" sourceRef="x" targetRef="e"/><bpmn:endEvent id="e"/>`);
      expect(await deploy(xml)).toEqual({
        status: 400,
        message:
          '流程图不能部署：节点「算一下」(x)：脚本任务会在服务器上执行代码，不允许部署；请改用用户任务',
      });
    });

    it('refuses a JavaScript condition and a ${} expression', async () => {
      const flow = (condition: string) =>
        bpmn(`<bpmn:startEvent id="s"/><bpmn:sequenceFlow id="a" sourceRef="s" targetRef="u"/>
        <bpmn:userTask id="u" name="审批" dougong:assignee="initiator"/><bpmn:sequenceFlow id="c" name="长假" sourceRef="u" targetRef="e">${condition}</bpmn:sequenceFlow><bpmn:endEvent id="e"/>`);
      expect(
        await deploy(
          flow(
            '<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="javascript">next(null, true)</bpmn:conditionExpression>',
          ),
        ),
      ).toEqual({
        status: 400,
        message:
          '流程图不能部署：连线「长假」(c)的条件是 javascript 脚本：脚本会在服务器上执行，不允许部署；请写成 {{ 表达式 }}，如 {{ 天数 > 3 }}',
      });
      expect(
        (
          await deploy(
            flow(
              '<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${environment.services.x()}</bpmn:conditionExpression>',
            ),
          )
        ).message,
      ).toContain('不是 {{ 表达式 }}');
      expect(
        (
          await deploy(
            flow(
              '<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">{{ a.constructor("x")() }}</bpmn:conditionExpression>',
            ),
          )
        ).message,
      ).toContain('条件有误');
    });

    it('refuses a service task, a Camunda listener and a user task without an assignee rule', async () => {
      const service = bpmn(
        `<bpmn:startEvent id="s"/><bpmn:sequenceFlow id="a" sourceRef="s" targetRef="x"/><bpmn:serviceTask id="x" name="调用"/><bpmn:sequenceFlow id="b" sourceRef="x" targetRef="e"/><bpmn:endEvent id="e"/>`,
      );
      expect((await deploy(service)).message).toContain('节点「调用」(x)：服务任务会在服务器上执行代码');
      const listener = bpmn(
        `<bpmn:startEvent id="s"/><bpmn:sequenceFlow id="a" sourceRef="s" targetRef="u"/>
        <bpmn:userTask id="u" name="审批" camunda:assignee="admin"><bpmn:extensionElements><camunda:taskListener event="create"><camunda:script scriptFormat="javascript">x()</camunda:script></camunda:taskListener></bpmn:extensionElements></bpmn:userTask>
        <bpmn:sequenceFlow id="b" sourceRef="u" targetRef="e"/><bpmn:endEvent id="e"/>`,
        'xmlns:camunda="http://camunda.org/schema/1.0/bpmn"',
      );
      expect((await deploy(listener)).message).toContain('监听器和脚本会在服务器上执行代码');
      const nobody = bpmn(
        `<bpmn:startEvent id="s"/><bpmn:sequenceFlow id="a" sourceRef="s" targetRef="u"/><bpmn:userTask id="u" name="审批"/><bpmn:sequenceFlow id="b" sourceRef="u" targetRef="e"/><bpmn:endEvent id="e"/>`,
      );
      expect((await deploy(nobody)).message).toBe(
        '流程图不能部署：用户任务「审批」(u)没有办理人规则：请设置办理人（dougong:assignee）或候选人/候选角色/候选部门',
      );
    });

    it('refuses a node that cannot reach an end', async () => {
      const stuck = bpmn(
        `<bpmn:startEvent id="s"/><bpmn:sequenceFlow id="a" sourceRef="s" targetRef="u"/><bpmn:userTask id="u" name="审批" dougong:assignee="initiator"/><bpmn:sequenceFlow id="b" sourceRef="s" targetRef="e"/><bpmn:endEvent id="e"/>`,
      );
      expect((await deploy(stuck)).message).toBe(
        '流程图不能部署：节点「审批」(u) 无法到达结束事件：请连线到结束',
      );
    });

    it('refuses malformed XML with the line and column', async () => {
      const broken = leaveProcessXml().replace(
        '<bpmn:endEvent id="end" name="结束" />',
        '<bpmn:endEvent id="end" name="结束">',
      );
      const answer = await deploy(broken);
      expect(answer.status).toBe(400);
      expect(answer.message).toMatch(
        /^流程图不能部署：BPMN 文件格式错误，第 \d+ 行第 \d+ 列：结束标签与开始标签不匹配$/,
      );
      expect((await deploy('not xml')).message).toBe(
        '流程图不能部署：BPMN 文件格式错误，第 1 行第 1 列：缺少开始标签（不是 XML）',
      );
    });

    it('opens a Camunda Modeler diagram: camunda:assignee and candidateGroups', async () => {
      const camunda = bpmn(
        `<bpmn:startEvent id="s"/><bpmn:sequenceFlow id="a" sourceRef="s" targetRef="u"/>
        <bpmn:userTask id="u" name="审批" camunda:assignee="\${initiator}"/><bpmn:sequenceFlow id="b" sourceRef="u" targetRef="v"/>
        <bpmn:userTask id="v" name="人事" camunda:candidateGroups="hr"/><bpmn:sequenceFlow id="c" sourceRef="v" targetRef="e"/><bpmn:endEvent id="e"/>`,
        'xmlns:camunda="http://camunda.org/schema/1.0/bpmn"',
      );
      await deployProcess(t.db, admin, camunda, now());
      const started = await startProcess(t.db, zhangsan, { processKey: 'p' }, now());
      expect(started.openTasks).toEqual([
        expect.objectContaining({ nodeName: '审批', assignee: 'zhangsan' }),
      ]);
      const next = await completeTask(t.db, zhangsan, { taskId: started.openTasks[0].id }, now());
      expect((await myTasks(t.db, lisi)).find((task) => task.id === next.openTasks[0].id)).toMatchObject({
        claimable: true,
      });
    });
  });
});
