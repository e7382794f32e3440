#!/usr/bin/env node
/**
 * `npm run bench:api`: Dougong's request path against what this machine can do, in one run (issue 15,
 * docs/performance.md "API"). On a throwaway SQLite database (a temp DATA_DIR, migrated and demo-seeded by the
 * server itself, then BENCH_USERS users added straight into the file, default 100,000), autocannon at 50
 * connections measures for BENCH_SECONDS each (default 10, after a 2 s warm-up):
 *
 * - a bare Fastify hello-world;
 * - the practical-limit handlers (api-limit.mjs): the same SQL through prepared statements, same file, every
 *   time (`limit`) and remembering what Dougong remembers for a write generation (`cached`);
 * - Dougong (server/main.ts): the user list (first, filtered and deep page), the permission menu, dictionary
 *   items — each beside both limit handlers as ratios — and a save (PUT /sys/position/edit).
 *
 * Besides req/s and latency, each process's CPU time per request (from /proc): on a shared machine req/s
 * follows how much of it the server is given, CPU time per request much less.
 *
 * With DATABASE_URL (an administrator's URL) the same again on a throwaway PostgreSQL database created beside
 * it and dropped after; the limit handlers then use named (server-side prepared) statements.
 *
 * BENCH_CPU_PROF=dir profiles Dougong and prints its top functions; BENCH_SERVER_ROOT=dir runs Dougong from
 * another checkout (an older commit, for before/after); BENCH_PORT moves the three ports (default 3395-3397).
 * Everything listens on 127.0.0.1, is stopped at the end and the temp directory removed.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startBaseline, startDougong, stopAll } from './api-procs.mjs';
import { topFunctions } from './api-profile.mjs';
import { seedUsers, seedUsersPg } from './api-seed.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const serverRoot = resolve(process.env.BENCH_SERVER_ROOT ?? root);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const PORT = Number(process.env.BENCH_PORT ?? 3395);
const CONNECTIONS = 50;
const cpuProfDir = process.env.BENCH_CPU_PROF ? resolve(process.env.BENCH_CPU_PROF) : undefined;

const READS = [
  ['user list, first page', '/platform/sys/user/list?pageNo=1&pageSize=10'],
  ['user list, username=zhang', '/platform/sys/user/list?pageNo=1&pageSize=10&username=zhang'],
  ['user list, page 5000', '/platform/sys/user/list?pageNo=5000&pageSize=10'],
  ['getUserPermissionByToken', '/platform/sys/permission/getUserPermissionByToken'],
  ['getDictItems/sex', '/platform/sys/dict/getDictItems/sex'],
];

// Removed however the bench ends: the temp directory, a throwaway PostgreSQL database.
const cleanups = [];
async function abort(why) {
  console.error(`bench:api: ${why}, stopping`);
  await stopAll();
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  process.exit(1);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void abort(signal));
// Bounded: a stuck server or client must not hold the shared machine.
const deadline = setTimeout(
  () => void abort('over its time bound'),
  (process.env.DATABASE_URL ? 2 : 1) * (5 * 60 + 26 * (SECONDS + 3)) * 1000,
);
deadline.unref();

/**
 * CPU seconds (user + system) process `pid` has used, from /proc (Linux, 100 ticks a second); undefined
 * elsewhere. Unlike req/s it hardly depends on how much of a loaded machine the server is given.
 */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

async function load(base, path, token, { method = 'GET', body, seconds = SECONDS, pid } = {}) {
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({
    url: base + path,
    method,
    body,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'x-access-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
  });
  const cpu = cpuBefore === undefined ? undefined : cpuSeconds(pid) - cpuBefore;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // The server's CPU time per answered request, µs.
    cpu: cpu === undefined || result.requests.total === 0 ? undefined : (cpu * 1e6) / result.requests.total,
    answered: result.requests.total - result.non2xx > 0,
    bad: result.non2xx + result.errors,
  };
}

/**
 * A server keeps working through requests whose client gave up (a slow page at 50 connections leaves a queue);
 * the next measurement must not start behind that queue, so wait until a cheap request is answered.
 */
async function settle(base) {
  await fetch(`${base}/platform/health`, { signal: AbortSignal.timeout(120_000) }).catch(() => {});
}

async function measure(base, path, token, options) {
  await load(base, path, token, { ...options, seconds: Math.min(2, SECONDS) });
  await settle(base);
  const result = await load(base, path, token, options);
  await settle(base);
  return result;
}

async function api(base, path, token, init = {}) {
  const response = await fetch(base + path, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-access-token': token ?? '', ...init.headers },
  });
  const body = await response.json();
  if (!body.success) throw new Error(`${path}: ${response.status} ${body.message}`);
  return body.result;
}

const base = (port) => `http://127.0.0.1:${port}`;

/** The whole measurement on one database: SQLite in `dataDir`, or PostgreSQL at `databaseUrl`. */
async function benchOn(dataDir, databaseUrl) {
  const rows = [];
  // The server migrates and seeds its own database; the admin session it hands out serves every process.
  let stop = await startDougong({ root: serverRoot, port: PORT, dataDir, databaseUrl });
  const { token } = await api(base(PORT), '/platform/sys/login', '', {
    method: 'POST',
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  });
  const position = (await api(base(PORT), '/platform/sys/position/list?pageNo=1&pageSize=1', token))
    .records[0];
  await stop();
  if (USERS > 0) {
    const took = databaseUrl
      ? await seedUsersPg(databaseUrl, USERS)
      : seedUsers(join(dataDir, 'dougong.sqlite'), USERS);
    console.log(`seeded ${USERS} users in ${took} ms`);
  }

  stop = await startBaseline({ root, mode: 'hello', port: PORT + 1, dataDir });
  rows.push(['hello-world (bare Fastify)', await measure(base(PORT + 1), '/', token, { pid: stop.pid })]);
  await stop();

  const limits = { limit: new Map(), cached: new Map() };
  // Every answer of a read, Dougong's and both handlers', must be the same.
  const limitAnswers = new Map();
  for (const mode of ['limit', 'cached']) {
    stop = await startBaseline({ root, mode, port: PORT + 2, dataDir, databaseUrl });
    for (const [name, path] of READS) {
      const answer = JSON.stringify(await api(base(PORT + 2), path, token));
      limitAnswers.set(path, limitAnswers.has(path) && limitAnswers.get(path) !== answer ? 'differ' : answer);
      limits[mode].set(name, await measure(base(PORT + 2), path, token, { pid: stop.pid }));
    }
    await stop();
  }

  if (cpuProfDir) mkdirSync(cpuProfDir, { recursive: true });
  stop = await startDougong({ root: serverRoot, port: PORT, dataDir, databaseUrl, cpuProfDir });
  for (const [name, path] of READS) {
    const same = JSON.stringify(await api(base(PORT), path, token)) === limitAnswers.get(path);
    rows.push([
      name,
      await measure(base(PORT), path, token, { pid: stop.pid }),
      limits.limit.get(name),
      limits.cached.get(name),
      same,
    ]);
  }
  const save = JSON.stringify({ id: position.id, name: position.name });
  rows.push([
    'PUT position/edit (a save)',
    await measure(base(PORT), '/platform/sys/position/edit', token, {
      method: 'PUT',
      body: save,
      pid: stop.pid,
    }),
  ]);
  await stop();
  return rows;
}

/** A throwaway PostgreSQL database next to the one `adminUrl` names; resolves to its URL and a drop. */
async function throwawayPostgres(adminUrl) {
  const name = `dougong_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (text) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

function printTable(title, rows) {
  console.log(`\n${title}\n`);
  console.log(
    '| call | Dougong req/s | p50 ms | p99 ms | CPU µs/req | limit req/s | p99 ms | CPU µs/req | × limit | ' +
      'cached limit req/s | p99 ms | CPU µs/req | × cached | × cached by CPU | same answer | non-2xx/errors |',
  );
  console.log(`|${' --- |'.repeat(16)}`);
  // No answer at all within autocannon's 10 s timeout: latency figures would read 0.
  const ms = (value, run) => (run.answered ? value.toFixed(1) : '—');
  const cpu = (run) => (run.cpu === undefined ? '' : Math.round(run.cpu));
  const times = (x) => `${x.toFixed(2)}×`;
  const against = (run, limit) =>
    limit
      ? [Math.round(limit.rps), ms(limit.p99, limit), cpu(limit), times(run.rps / limit.rps)]
      : ['', '', '', ''];
  for (const [name, run, limit, cached, same] of rows) {
    const bad = [run, limit, cached].filter(Boolean).map((r) => r.bad);
    const byCpu = cached?.cpu && run.cpu ? times(cached.cpu / run.cpu) : '';
    console.log(
      `| ${name} | ${Math.round(run.rps)} | ${ms(run.p50, run)} | ${ms(run.p99, run)} | ${cpu(run)} | ` +
        `${[...against(run, limit), ...against(run, cached), byCpu].join(' | ')} | ` +
        `${same === undefined ? '' : same ? 'yes' : 'NO'} | ${bad.join(' / ')} |`,
    );
  }
}

const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const heading = (where) =>
  `bench:api on ${where} — ${USERS} extra users, ${CONNECTIONS} connections, ${SECONDS} s each, load average ${loadAverage()}`;

const dataDir = mkdtempSync(join(tmpdir(), 'dougong-bench-api-'));
cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
try {
  printTable(heading('SQLite'), await benchOn(dataDir));
  if (process.env.DATABASE_URL) {
    const postgres = await throwawayPostgres(process.env.DATABASE_URL);
    cleanups.push(postgres.drop);
    try {
      printTable(heading('PostgreSQL'), await benchOn(dataDir, postgres.url));
    } finally {
      await stopAll();
      await postgres.drop();
      cleanups.pop();
    }
  }
} finally {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}

if (cpuProfDir) {
  console.log(`\nDougong's CPU profile (${cpuProfDir}), top functions by self time:\n`);
  console.log('| function | where | ms | share |\n| --- | --- | --- | --- |');
  for (const row of topFunctions(cpuProfDir))
    console.log(`| ${row.name} | ${row.where} | ${row.ms} | ${(row.share * 100).toFixed(1)} % |`);
}
