#!/usr/bin/env node
/**
 * `npm run bench:socket`: the live table's fan-out (issue 18, docs/performance.md "Live table socket"). 200
 * WebSocket clients (BENCH_CLIENTS) on one page of one server; SENDERS of them send row updates at a steady
 * rate, which the server passes to the other 199. Measured for BENCH_SECONDS (default 10, after a 2 s
 * warm-up) at two loads — the goal's (≈ 40,000 deliveries/s) and twice it:
 *
 * - a bare `ws` server doing only the fan-out (no session, no checks; serialise nothing, pass the bytes on):
 *   what this machine can do, the baseline of the ratios;
 * - Dougong (server/main.ts), one process, SQLite in a temp DATA_DIR, signed in as admin;
 * - two Dougong processes on the same DATA_DIR sharing updates through Redis (BENCH_REDIS_URL, else
 *   REDIS_URL, else redis://127.0.0.1:6379; skipped when none answers), the clients split between them.
 *
 * Printed for each: messages delivered per second, p50/p99 delivery latency (send to receipt, one clock: the
 * clients share this process), the servers' CPU time per delivery (from /proc: on a shared machine it depends
 * far less on what others run than messages/s and latency do), and both as ratios to the baseline. Goals:
 * ≥ 33,000 messages/s, p99 ≤ 50 ms.
 * BENCH_PORT moves the ports (default 3191-3193). Everything is stopped and the temp directory removed.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocket, WebSocketServer } from 'ws';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3191);
const SENDERS = 20;
/** Updates per second per sender at the goal's load: 20 × 10 × 199 receivers = 39,800 deliveries/s. */
const RATES = [10, 20];
const WARM_UP_MS = 2000;
const PAGE = 'bench-page';

// The baseline: started as `node socket.mjs baseline <port>`, a separate process like the server it stands for.
if (process.argv[2] === 'baseline') {
  const server = new WebSocketServer({ port: Number(process.argv[3]), host: '127.0.0.1' });
  server.on('connection', (socket) => {
    socket.on('message', (data) => {
      for (const other of server.clients) if (other !== socket) other.send(data, { binary: false });
    });
  });
} else {
  await main();
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'dougong-bench-socket-'));
  const children = [];
  const cleanUp = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      cleanUp();
      process.exit(1);
    });
  const bound = setTimeout(() => {
    console.error('bench:socket: over its time bound, stopping');
    cleanUp();
    process.exit(1);
  }, 10 * 60_000);
  bound.unref();

  const start = (args, env) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...withoutServices(), ...env },
    });
    children.push(child);
    return child;
  };
  const dougong = async (port, redisUrl) => {
    const child = start(['--import', 'tsx', join(root, 'server/main.ts')], {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-static'),
      NODE_ENV: 'test',
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    });
    await waitFor(`http://127.0.0.1:${port}/platform/health`, child);
    return child;
  };
  const stop = async (child) => {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
  };

  try {
    const results = [];
    const baseline = start([fileURLToPath(import.meta.url), 'baseline', String(PORT + 2)], {});
    await waitForPort(PORT + 2, baseline);
    const bare = [`ws://127.0.0.1:${PORT + 2}/${PAGE}`];
    for (const rate of RATES)
      results.push({ name: 'bare ws fan-out', rate, ...(await measure(bare, [], rate, [baseline])) });
    await stop(baseline);

    const one = await dougong(PORT);
    const session = await signIn(PORT);
    const oneUrl = [`ws://127.0.0.1:${PORT}/vxeSocket/${session.id}/${PAGE}`];
    for (const rate of RATES)
      results.push({
        name: 'Dougong, one process',
        rate,
        ...(await measure(oneUrl, [session.token], rate, [one])),
      });
    await stop(one);

    const redisUrl = await reachableRedis();
    if (redisUrl) {
      const first = await dougong(PORT, redisUrl);
      const second = await dougong(PORT + 1, redisUrl);
      const signedIn = await signIn(PORT);
      const urls = [PORT, PORT + 1].map((port) => `ws://127.0.0.1:${port}/vxeSocket/${signedIn.id}/${PAGE}`);
      for (const rate of RATES)
        results.push({
          name: 'Dougong, two processes + Redis',
          rate,
          ...(await measure(urls, [signedIn.token], rate, [first, second])),
        });
      await Promise.all([stop(first), stop(second)]);
    } else {
      console.log(
        'No Redis answers (BENCH_REDIS_URL, REDIS_URL, redis://127.0.0.1:6379): two-process run skipped.',
      );
    }
    report(results);
  } finally {
    cleanUp();
  }
}

/** Clients on `urls` (split evenly), SENDERS of them sending `rate` updates a second; what arrived. */
async function measure(urls, protocols, rate, servers) {
  const clients = await Promise.all(
    Array.from({ length: CLIENTS }, (_, i) => open(urls[i % urls.length], protocols)),
  );
  const latencies = [];
  let delivered = 0;
  let measuring = false;
  for (const ws of clients)
    ws.on('message', (data) => {
      if (!measuring) return;
      // The caseId, the send time, ends the frame: `…,"<caseId>"]}}`. Cut out rather than JSON.parse'd, so
      // the clients' own work (one process for all 200) weighs as little as it can on the figures.
      const text = data.toString('latin1');
      const close = text.length - 4;
      delivered++;
      latencies.push(performance.now() - Number(text.slice(text.lastIndexOf('"', close - 1) + 1, close)));
    });
  // One timer for every sender, each sending what its rate owes since the start, the senders' phases spread
  // evenly over the period: a steady open-loop load, not bursts of every sender at once.
  const senders = clients.slice(0, SENDERS);
  const sent = senders.map(() => 0);
  const began = performance.now();
  const tick = setInterval(() => {
    const due = ((performance.now() - began) / 1000) * rate;
    senders.forEach((ws, i) => {
      while (sent[i] < Math.floor(due + i / SENDERS)) {
        sent[i]++;
        const row = { id: `r${i}-${sent[i]}`, qty: sent[i] };
        const update = { socketKey: 'vxe-default', args: [row, String(performance.now())] };
        ws.send(JSON.stringify({ type: 'update_vxe_table', data: update }));
      }
    });
  }, 1);
  await sleep(WARM_UP_MS);
  measuring = true;
  const from = performance.now();
  const cpuFrom = cpuSeconds(servers);
  await sleep(SECONDS * 1000);
  measuring = false;
  const elapsed = (performance.now() - from) / 1000;
  const cpu = cpuSeconds(servers) - cpuFrom;
  clearInterval(tick);
  for (const ws of clients) ws.terminate();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    offered: SENDERS * rate * (CLIENTS - 1),
    perSecond: delivered / elapsed,
    cpuPerDelivery: (cpu / delivered) * 1e6,
    p50: at(0.5),
    p99: at(0.99),
  };
}

function report(results) {
  const base = new Map(results.filter((r) => r.name === 'bare ws fan-out').map((r) => [r.rate, r]));
  const fmt = (n, digits = 0) =>
    n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
  console.log(`\nbench:socket — ${CLIENTS} clients on one page, ${SENDERS} senders, ${SECONDS} s each`);
  console.log(
    '| run | offered/s | delivered/s | p50 ms | p99 ms | delivered vs bare ws | server CPU µs/delivery | CPU vs bare ws |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const ratio = r.perSecond / base.get(r.rate).perSecond;
    const cpuRatio = r.cpuPerDelivery / base.get(r.rate).cpuPerDelivery;
    console.log(
      `| ${r.name} | ${fmt(r.offered)} | ${fmt(r.perSecond)} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${fmt(ratio, 2)}× | ${fmt(r.cpuPerDelivery, 2)} | ${fmt(cpuRatio, 2)}× |`,
    );
  }
  const goal = results.filter((r) => r.name !== 'bare ws fan-out' && r.rate === RATES[0]);
  for (const r of goal)
    console.log(
      `${r.name}: ${r.perSecond >= 33_000 ? 'meets' : 'MISSES'} ≥ 33,000 messages/s, ${r.p99 <= 50 ? 'meets' : 'MISSES'} p99 ≤ 50 ms`,
    );
}

function open(url, protocols) {
  return new Promise((resolvePromise, reject) => {
    const ws = new WebSocket(url, protocols);
    ws.once('open', () => resolvePromise(ws));
    ws.once('error', reject);
    ws.once('unexpected-response', (_request, response) =>
      reject(new Error(`${url}: HTTP ${response.statusCode}`)),
    );
  });
}

async function signIn(port) {
  const response = await fetch(`http://127.0.0.1:${port}/platform/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  });
  const body = await response.json();
  if (!body.success) throw new Error(`sign-in failed: ${body.message}`);
  return { token: body.result.token, id: body.result.userInfo.id };
}

/** The first Redis that answers a PING, or undefined. */
async function reachableRedis() {
  for (const url of [process.env.BENCH_REDIS_URL, process.env.REDIS_URL, 'redis://127.0.0.1:6379']) {
    if (!url) continue;
    const { hostname, port } = new URL(url);
    const answers = await new Promise((resolvePromise) => {
      const socket = tcpConnect(Number(port || 6379), hostname, () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        resolvePromise(String(data).startsWith('+PONG') || String(data).startsWith('-NOAUTH'));
      });
      socket.once('error', () => resolvePromise(false));
      socket.setTimeout(1000, () => {
        socket.destroy();
        resolvePromise(false);
      });
    });
    if (answers) return url;
  }
  return undefined;
}

/**
 * CPU seconds (user + system) the server processes have used, from /proc (Linux, 100 ticks a second): on a
 * shared machine delivered/s and latency follow how much of it the servers are given, CPU per delivery much less.
 */
function cpuSeconds(children) {
  let total = 0;
  for (const child of children) {
    try {
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return NaN;
    }
  }
  return total;
}

function withoutServices() {
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  return env;
}

async function waitFor(url, child) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within 60 s`);
}

async function waitForPort(port, child) {
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`the baseline exited with ${child.exitCode}`);
    const up = await new Promise((r) => {
      const socket = tcpConnect(port, '127.0.0.1', () => (socket.destroy(), r(true)));
      socket.once('error', () => r(false));
    });
    if (up) return;
    await sleep(250);
  }
  throw new Error(`the baseline did not listen on ${port}`);
}

function sleep(ms) {
  return new Promise((r) => setTimeout(r, ms));
}
