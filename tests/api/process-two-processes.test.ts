/**
 * Any server process continues any instance (issue 17): an instance started here is completed by a separate
 * Node process that shares only the database — its own connections, no memory of the definition or the
 * instance — on SQLite (the same file) and on PostgreSQL (the same database). Then this process, whose
 * caches still hold the definition, sees the task done and the other's history in order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/db/ids';
import { leaveProcessXml } from '../../server/modules/process/examples';
import { historyNodes } from '../../server/modules/process/queries';
import { processCaller } from '../../server/modules/process/records';
import { completeTask, deployProcess, startProcess } from '../../server/modules/process/service';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';
import { completeInChildProcess, withoutProcessDemo } from './process-fixtures';

describe.each(dialects())('an instance continued by another server process on $name', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withApp(dialect);
    await withoutProcessDemo(t.db);
    const wangwu = await t.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', 'wangwu')
      .executeTakeFirstOrThrow();
    const rd = await t.db
      .selectFrom('sys_depart')
      .select('id')
      .where('org_code', '=', 'A01A01')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('sys_user_depart')
      .values({ id: newId(), user_id: wangwu.id, dep_id: rd.id })
      .execute();
    await t.db.updateTable('sys_user').set({ user_identity: 2 }).where('id', '=', wangwu.id).execute();
    await deployProcess(t.db, await processCaller(t.db, 'admin'), leaveProcessXml(), t.clock.now());
  });
  afterAll(() => t?.close());

  it('completes in the other process a task started in this one; this one then sees it done (409) and its history in order', async () => {
    const zhangsan = await processCaller(t.db, 'zhangsan');
    const started = await startProcess(
      t.db,
      zhangsan,
      { processKey: 'leave', variables: { 天数: 2 } },
      t.clock.now(),
    );
    expect(
      await completeInChildProcess(t, {
        username: 'wangwu',
        taskId: started.openTasks[0].id,
        comment: '同意（另一进程）',
      }),
    ).toMatchObject({
      instanceId: started.instanceId,
      status: 'completed',
      openTasks: [],
    });
    // Back here: the task is done and the history written by the other process reads in order.
    const again = await completeTask(
      t.db,
      await processCaller(t.db, 'wangwu'),
      { taskId: started.openTasks[0].id },
      t.clock.now(),
    ).catch((e: unknown) => e);
    expect(again).toMatchObject({ statusCode: 409 });
    const steps = (await historyNodes(t.db, started.instanceId)).map((row) => `${row.action}:${row.nodeId}`);
    expect(steps).toEqual([
      'enter:start',
      'leave:start',
      'enter:manager',
      'approve:manager',
      'leave:manager',
      'enter:days',
      'leave:days',
      'enter:end',
      'leave:end',
    ]);
  }, 30_000);
});
