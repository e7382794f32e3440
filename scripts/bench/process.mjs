#!/usr/bin/env node
/**
 * `npm run bench:process` (issue 17): BENCH_INSTANCES (default 10,000) instances of the leave process
 * (server/modules/process/examples.ts) started and completed through the service layer on a throwaway
 * SQLite database, BENCH_CONCURRENCY (default 4) at a time. Every other request asks 5 days, so half the
 * instances also go through 人事审批 (claimed by a role candidate, then completed).
 *
 * After a warm-up of min(200, N/10) short requests, prints: instances/s for the whole run (start to completed), starts/s, bytes of saved engine state per
 * waiting instance (state_json after the start), heap per waiting instance (heap growth while all of them
 * wait, after a forced GC — nothing is held in memory between calls, so this should be near zero), and the
 * checks: instances not completed (lost), tasks completed twice or approvals written twice (doubled).
 *
 * Run with node --import tsx --expose-gc (the npm script does); the temp directory is removed at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { sql } from 'kysely';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '../../server/db/index.ts';
import { newId } from '../../server/db/ids.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedIfEmpty } from '../../server/db/seed/index.ts';
import { leaveProcessXml } from '../../server/modules/process/examples.ts';
import {
  claimTask,
  completeTask,
  deployProcess,
  startProcess,
} from '../../server/modules/process/service.ts';
import { processCaller } from '../../server/modules/process/records.ts';
import {
  engineCacheStats,
  setEngineCacheSize,
  setEngineRecall,
} from '../../server/modules/process/engine.ts';
import { setEngineWorkers, statsOnWorkers } from '../../server/modules/process/engine-pool.ts';

const N = Number(process.env.BENCH_INSTANCES ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
// Engine steps on worker threads (engine-pool.ts; PROCESS_ENGINE_WORKERS as a server reads it, or this).
const WORKERS = Number(process.env.BENCH_ENGINE_WORKERS ?? process.env.PROCESS_ENGINE_WORKERS ?? 0);
await setEngineWorkers(WORKERS);
// How many live engines the service keeps (engine.ts; its default unless set, 0 = recover every step).
if (process.env.BENCH_ENGINE_CACHE !== undefined) setEngineCacheSize(Number(process.env.BENCH_ENGINE_CACHE));
// How many step answers are kept (engine.ts; 0 = every step runs bpmn-engine: the floor when no two
// instances share a path).
if (process.env.BENCH_ENGINE_RECALL !== undefined) setEngineRecall(Number(process.env.BENCH_ENGINE_RECALL));
const cacheStats = () => (WORKERS > 0 ? statsOnWorkers() : engineCacheStats());

/** Runs `work(i)` for i in [0, n) with at most `concurrency` at once. */
async function pool(n, concurrency, work) {
  let next = 0;
  const lane = async () => {
    while (next < n) await work(next++);
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
}

function heapUsed() {
  globalThis.gc?.();
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
}

const dir = mkdtempSync(join(tmpdir(), 'dougong-bench-process-'));
const db = createDb({ dataDir: dir });
try {
  await migrateToLatest(db);
  // What the server runs unless set: SQLite's default (FULL). NORMAL measures what docs/performance.md discusses.
  const SYNCHRONOUS = process.env.BENCH_SQLITE_SYNCHRONOUS;
  if (SYNCHRONOUS !== undefined) {
    if (!['FULL', 'NORMAL'].includes(SYNCHRONOUS))
      throw new Error('BENCH_SQLITE_SYNCHRONOUS: FULL or NORMAL');
    await sql.raw(`pragma synchronous = ${SYNCHRONOUS}`).execute(db);
  }
  await seedIfEmpty(db, { adminPassword: 'bench-only-123' });
  // wangwu leads zhangsan's department (identity 上级) unless the seed names its 负责人; lisi holds the role hr.
  const user = (name) =>
    db.selectFrom('sys_user').select('id').where('username', '=', name).executeTakeFirstOrThrow();
  const [wangwu, lisi] = [await user('wangwu'), await user('lisi')];
  const depart = await db
    .selectFrom('sys_depart')
    .select('id')
    .where('org_code', '=', 'A01A01')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('sys_user_depart')
    .values({ id: newId(), user_id: wangwu.id, dep_id: depart.id })
    .execute();
  await db.updateTable('sys_user').set({ user_identity: 2 }).where('id', '=', wangwu.id).execute();
  // The seed may already hold the role hr: add it, and lisi to it, only when missing.
  const existing = await db
    .selectFrom('sys_role')
    .select('id')
    .where('role_code', '=', 'hr')
    .executeTakeFirst();
  const roleId = existing?.id ?? newId();
  if (!existing) {
    await db
      .insertInto('sys_role')
      .values({
        id: roleId,
        role_name: '人事',
        role_code: 'hr',
        description: null,
        created_by: 'bench',
        created_at: new Date().toISOString(),
        updated_by: null,
        updated_at: null,
      })
      .execute();
  }
  const held = await db
    .selectFrom('sys_user_role')
    .select('id')
    .where('user_id', '=', lisi.id)
    .where('role_id', '=', roleId)
    .executeTakeFirst();
  if (!held)
    await db.insertInto('sys_user_role').values({ id: newId(), user_id: lisi.id, role_id: roleId }).execute();
  const [admin, zhangsan, hr] = await Promise.all(
    ['admin', 'zhangsan', 'lisi'].map((name) => processCaller(db, name)),
  );
  await deployProcess(db, admin, leaveProcessXml(), new Date());

  // 部门经理审批 goes to the department's leader: whoever the seed and the lines above make it (wangwu, or the
  // seed's 负责人). The first request names them.
  const first = await startProcess(db, zhangsan, { processKey: 'leave', variables: { 天数: 1 } }, new Date());
  const manager = await processCaller(db, first.openTasks[0].assignee);
  await completeTask(db, manager, { taskId: first.openTasks[0].id }, new Date());

  // Warm-up (JIT, statement caches, the parsed diagram), not measured: WARM one-day requests started and approved.
  const WARM = Math.min(200, Math.ceil(N / 10));
  for (let i = 1; i < WARM; i++) {
    const answer = await startProcess(
      db,
      zhangsan,
      { processKey: 'leave', variables: { 天数: 1 } },
      new Date(),
    );
    await completeTask(db, manager, { taskId: answer.openTasks[0].id }, new Date());
  }

  const cacheBefore = await cacheStats();
  const heapBefore = heapUsed();
  const started = new Array(N);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await pool(N, CONCURRENCY, async (i) => {
    const answer = await startProcess(
      db,
      zhangsan,
      { processKey: 'leave', variables: { 天数: i % 2 === 0 ? 2 : 5, 事由: '探亲' } },
      new Date(),
    );
    // Only the task id is kept: the heap measured below is then the service's, not the bench's answers.
    started[i] = answer.openTasks[0].id;
  });
  const t1 = performance.now();
  const heapWaiting = heapUsed() - heapBefore;
  const state = await db
    .selectFrom('act_instance')
    .select((eb) => [eb.fn.avg(eb.fn('length', ['state_json'])).as('avg'), eb.fn.countAll().as('count')])
    .where('status', '=', 'running')
    .executeTakeFirstOrThrow();

  await pool(N, CONCURRENCY, async (i) => {
    const answer = await completeTask(db, manager, { taskId: started[i], comment: '同意' }, new Date());
    if (answer.openTasks.length > 0) {
      const hrTask = answer.openTasks[0].id;
      await claimTask(db, hr, hrTask, new Date());
      await completeTask(db, hr, { taskId: hrTask }, new Date());
    }
  });
  const t2 = performance.now();
  const cpu = process.cpuUsage(cpu0);

  const count = async (query) =>
    Number((await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const completed = await count(db.selectFrom('act_instance').where('status', '=', 'completed'));
  const openTasks = await count(db.selectFrom('act_task').where('status', '=', 'open'));
  const doubledApprovals = await db
    .selectFrom('act_history')
    .select('task_id')
    .where('action', '=', 'approve')
    .groupBy('task_id')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  const tasks = await count(db.selectFrom('act_task'));
  const expectedTasks = WARM + N + Math.floor(N / 2);

  const seconds = (t2 - t0) / 1000;
  console.log(
    `bench:process — ${N} leave instances, concurrency ${CONCURRENCY}, SQLite${SYNCHRONOUS ? ` (synchronous = ${SYNCHRONOUS})` : ''}, engine ${WORKERS > 0 ? `on ${WORKERS} worker threads` : 'in the main thread'}`,
  );
  console.log(
    `  instances/s (start → completed):     ${(N / seconds).toFixed(1)}  (${seconds.toFixed(1)} s)`,
  );
  const cpuMs = (cpu.user + cpu.system) / 1000;
  console.log(
    `  CPU per instance:                    ${(cpuMs / N).toFixed(2)} ms (${(N / (cpuMs / 1000)).toFixed(1)} instances per CPU-second; all threads, GC included)`,
  );
  console.log(`  starts/s:                            ${(N / ((t1 - t0) / 1000)).toFixed(1)}`);
  console.log(
    `  saved state per waiting instance:    ${Math.round(Number(state.avg))} bytes (${state.count} waiting)`,
  );
  console.log(
    `  heap per waiting instance:           ${Math.round(heapWaiting / N)} bytes${globalThis.gc ? '' : ' (no --expose-gc: rough)'}`,
  );
  const live = await cacheStats();
  console.log(
    `  engine steps answered from a kept answer / by a live engine: ${live.recalled - cacheBefore.recalled} / ${live.reused - cacheBefore.reused} of ${N * 2 + Math.floor(N / 2)} (live engines kept at the end: ${live.kept})`,
  );
  console.log(`  lost (not completed):                ${N + WARM - completed}`);
  console.log(
    `  doubled (approvals per task > 1):    ${doubledApprovals.length}; tasks ${tasks} of ${expectedTasks}, open ${openTasks}`,
  );
  if (completed !== N + WARM || doubledApprovals.length > 0 || tasks !== expectedTasks || openTasks > 0)
    process.exitCode = 1;
} finally {
  await setEngineWorkers(0);
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}
