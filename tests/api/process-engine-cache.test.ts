/**
 * The live-engine cache (server/modules/process/engine.ts) never outranks the database: this process keeps
 * the engine of an instance it started, another Node process completes 部门经理审批 meanwhile, and this one
 * then finds its kept engine stale — it recovers from the saved state (人事审批 runs to the end) and answers
 * 409 to a second approval of the task the other process completed, writing nothing. Likewise after two
 * concurrent completes in one process, the loser's engine is never reused. On SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineCacheStats } from '../../server/modules/process/engine';
import { statsOnWorkers, usesEngineWorkers } from '../../server/modules/process/engine-pool';
import { leaveProcessXml } from '../../server/modules/process/examples';
import { historyNodes } from '../../server/modules/process/queries';
import { processCaller, type ProcessCaller } from '../../server/modules/process/records';
import { claimTask, completeTask, deployProcess, startProcess } from '../../server/modules/process/service';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';
import { arrangePeople, completeInChildProcess } from './process-fixtures';

/** This process's engine cache: its own, or its engine workers' when PROCESS_ENGINE_WORKERS is set. */
const cacheStats = async () => (usesEngineWorkers() ? statsOnWorkers() : engineCacheStats());

describe.each(dialects())('live engines kept by this process, on $name', (dialect) => {
  let t: TestApp;
  let zhangsan: ProcessCaller;
  let lisi: ProcessCaller;
  const now = () => t.clock.now();

  beforeAll(async () => {
    t = await withApp(dialect);
    // wangwu leads 研发部 (zhangsan's department); lisi holds the role hr.
    await arrangePeople(t.db);
    [zhangsan, lisi] = await Promise.all(['zhangsan', 'lisi'].map((name) => processCaller(t.db, name)));
    await deployProcess(t.db, await processCaller(t.db, 'admin'), leaveProcessXml(), now());
  });
  afterAll(() => t?.close());

  const leave = () => startProcess(t.db, zhangsan, { processKey: 'leave', variables: { 天数: 5 } }, now());
  /** 部门经理审批's assignee (wangwu, as arranged). */
  const managerOf = (answer: { openTasks: Array<{ assignee: string | null }> }) =>
    processCaller(t.db, answer.openTasks[0].assignee!);

  it('recovers from the database when another process moved the instance past the engine kept here', async () => {
    const started = await leave();
    const managerTask = started.openTasks[0].id;
    expect((await cacheStats()).kept).toBeGreaterThan(0);

    const manager = await managerOf(started);
    const elsewhere = (await completeInChildProcess(t, {
      username: manager.username,
      taskId: managerTask,
      comment: '另一进程同意',
    })) as { openTasks: Array<{ id: string }> };
    expect(elsewhere).toMatchObject({ status: 'running', openTasks: [{ nodeName: '人事审批' }] });

    // The engine kept here still waits at 部门经理审批: approving it again is refused and writes nothing.
    const before = await t.db
      .selectFrom('act_instance')
      .select(['revision', 'state_json'])
      .where('id', '=', started.instanceId)
      .executeTakeFirstOrThrow();
    const again = await completeTask(t.db, manager, { taskId: managerTask }, now()).catch((e: unknown) => e);
    expect(again).toMatchObject({ statusCode: 409 });
    expect(
      await t.db
        .selectFrom('act_instance')
        .select(['revision', 'state_json'])
        .where('id', '=', started.instanceId)
        .executeTakeFirstOrThrow(),
    ).toEqual(before);

    // 人事审批 runs from the saved state the other process wrote (the stale engine would refuse: hr is not waiting there).
    const reusedBefore = (await cacheStats()).reused;
    const hrTask = elsewhere.openTasks[0].id;
    await claimTask(t.db, lisi, hrTask, now());
    const done = await completeTask(t.db, lisi, { taskId: hrTask, comment: '已备案' }, now());
    expect(done).toMatchObject({ status: 'completed', openTasks: [] });
    expect((await cacheStats()).reused).toBe(reusedBefore);
    const steps = (await historyNodes(t.db, started.instanceId)).map((row) => `${row.action}:${row.nodeId}`);
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
  }, 30_000);

  it('after two concurrent completes here, the next step runs from the winner’s state, once', async () => {
    const started = await leave();
    const task = started.openTasks[0].id;
    const manager = await managerOf(started);
    const results = await Promise.allSettled([
      completeTask(t.db, manager, { taskId: task, comment: '甲' }, now()),
      completeTask(t.db, manager, { taskId: task, comment: '乙' }, now()),
    ]);
    const won = results.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{
      openTasks: Array<{ id: string }>;
    }>;
    expect(results.filter((r) => r.status === 'rejected')).toEqual([
      expect.objectContaining({ reason: expect.objectContaining({ statusCode: 409 }) }),
    ]);
    const hrTask = won.value.openTasks[0].id;
    await claimTask(t.db, lisi, hrTask, now());
    expect(await completeTask(t.db, lisi, { taskId: hrTask }, now())).toMatchObject({ status: 'completed' });
    const steps = (await historyNodes(t.db, started.instanceId)).map((row) => `${row.action}:${row.nodeId}`);
    expect(steps.filter((step) => step === 'enter:hr')).toHaveLength(1);
    expect(steps.filter((step) => step === 'approve:manager')).toHaveLength(1);
    expect(steps.at(-1)).toBe('leave:end');
  });
});
