#!/usr/bin/env node
/**
 * `npm run drill:soak`: one real server on a throwaway SQLite DATA_DIR, on loopback, under mixed traffic
 * (soak-traffic.mjs) paced at DRILL_SOAK_RATE requests per second (200) for a warm-up
 * (DRILL_SOAK_WARMUP seconds, 30) and then DRILL_SOAK_SECONDS (600). Each request is sent on schedule
 * whether or not earlier ones have answered (open loop), so a slow server shows as latency and timeouts
 * instead of slowing the load. Reports requests, errors by status, p50/p99 latency, and the server's RSS
 * (VmRSS of /proc/<pid>/status) after the warm-up and at the end. Exit 1 on any error or RSS growth
 * above 10 %. DRILL_PORT (3472), DRILL_SEED replay the mix.
 */
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { TIMEOUT_MS } from './api.mjs';
import { cleanUp, guard } from './cleanup.mjs';
import { seeded } from './crash-load.mjs';
import { startServer } from './server.mjs';
import { newTally, verdict } from './soak-stats.mjs';
import { createTraffic } from './soak-traffic.mjs';
import { sqliteStore } from './store.mjs';

const SECONDS = Number(process.env.DRILL_SOAK_SECONDS ?? 600);
const WARMUP = Number(process.env.DRILL_SOAK_WARMUP ?? Math.min(30, Math.ceil(SECONDS / 4)));
const RATE = Number(process.env.DRILL_SOAK_RATE ?? 200);
const PORT = Number(process.env.DRILL_PORT ?? 3472);
const SEED = Number(process.env.DRILL_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** A sign-in (and the sign-out of the session it replaces) every this many seconds. */
const SIGN_IN_EVERY = 5;
const RSS_EVERY_MS = 5000;
/**
 * Requests left waiting at most: past it a request is counted as an error ('not sent') instead of sent, so
 * an overloaded server cannot drag the drill's own process down with thousands of open sockets.
 */
const MAX_WAITING = Number(process.env.DRILL_SOAK_MAX_WAITING ?? 2000);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const mb = (kib) => `${(kib / 1024).toFixed(1)} MB`;
const loads = (l) => l.map((x) => x.toFixed(2)).join(' ');
const ms = (value) => `${value.toFixed(1)} ms`;

/** Sends the traffic for `seconds` on schedule; `onSecond(t)` runs once per elapsed second. */
async function pace(traffic, tally, seconds, onSecond) {
  const pending = new Set();
  let open = true;
  const track = (promise) => {
    pending.add(promise);
    promise.then((answers) => {
      if (!open) return;
      pending.delete(promise);
      for (const answer of [answers].flat()) tally.add(answer);
    });
  };
  const notSent = { kind: 'not sent', status: 0, ok: false, error: 'not sent' };
  const started = performance.now();
  let sent = 0;
  let maxPending = 0;
  let second = 0;
  for (;;) {
    const elapsed = (performance.now() - started) / 1000;
    if (elapsed >= seconds) break;
    while (second < Math.floor(elapsed)) {
      second++;
      onSecond(second);
      if (second % SIGN_IN_EVERY === 0) track(traffic.rotateSession());
    }
    for (const due = Math.floor(elapsed * RATE); sent < due; sent++) {
      if (pending.size < MAX_WAITING) track(traffic.next());
      else tally.add({ ...notSent, message: `${MAX_WAITING} requests already waiting` });
    }
    maxPending = Math.max(maxPending, pending.size);
    await sleep(2);
  }
  // The last requests get the usual timeout (and some slack for a starved drill), then count as unanswered.
  await Promise.race([Promise.all(pending), sleep(TIMEOUT_MS + 10_000)]);
  open = false;
  for (let i = 0; i < pending.size; i++) tally.add({ ...notSent, error: 'unanswered at the end' });
  return { sent, maxPending, seconds: (performance.now() - started) / 1000 };
}

// Generous: a starved drill runs late, and a late report is worth more than none.
guard((WARMUP + SECONDS) * 1500 + 120_000, 'drill:soak');
console.log(
  `drill:soak: ${RATE} req/s for ${WARMUP} s of warm-up and ${SECONDS} s, DRILL_SEED=${SEED}, ` +
    `machine load average ${loads(loadavg())}`,
);
const store = sqliteStore();
const tally = newTally();
const rss = [];
let server;
let run;
let clientCpu;
// This process's own event-loop delay: a starved client shows here, not as the server's latency.
const lag = monitorEventLoopDelay({ resolution: 10 });
let loadAtEnd;
try {
  server = await startServer({ port: PORT, env: store.env });
  const traffic = await createTraffic(server.base, seeded(SEED));
  const sample = (t) => rss.push({ t, kib: server.rssKiB(), cpuMs: server.cpuMs() });
  sample(0);
  clientCpu = process.cpuUsage();
  lag.enable();
  const total = WARMUP + SECONDS;
  run = await pace(traffic, tally, total, (t) => {
    if (t === WARMUP || (t * 1000) % RSS_EVERY_MS === 0) sample(t);
    if (t % 60 === 0) {
      const { total: errors } = tally.errors();
      console.log(`${t} s: ${tally.count()} answers, ${errors} errors, RSS ${mb(rss.at(-1).kib)}`);
    }
  });
  sample(Math.round(run.seconds));
  clientCpu = process.cpuUsage(clientCpu);
  lag.disable();
  loadAtEnd = loadavg();
  await server.stop();
} finally {
  await cleanUp();
}

const errors = tally.errors();
const latency = tally.latency();
const start = rss.find((s) => s.t >= WARMUP) ?? rss[0];
const end = rss.at(-1);
const result = verdict({ errors: errors.total, startKiB: start.kib, endKiB: end.kib });
const byStatus = Object.entries(errors.byStatus).map(([status, n]) => `${status}: ${n}`);

console.log('\n| kind | requests | errors | p50 | p99 |\n| --- | --- | --- | --- | --- |');
for (const k of latency.byKind)
  console.log(`| ${k.kind} | ${k.count} | ${k.errors} | ${ms(k.p50)} | ${ms(k.p99)} |`);
console.log('\n| figure | value |\n| --- | --- |');
console.log(
  `| requests sent | ${tally.count()} in ${run.seconds.toFixed(0)} s (${(tally.count() / run.seconds).toFixed(1)} req/s) |`,
);
console.log(`| errors | ${errors.total}${byStatus.length ? ` (${byStatus.join(', ')})` : ''} |`);
console.log(`| latency p50 / p99 | ${ms(latency.p50)} / ${ms(latency.p99)} |`);
console.log(`| server RSS after ${start.t} s warm-up | ${mb(start.kib)} |`);
console.log(`| server RSS at the end (${end.t} s) | ${mb(end.kib)} |`);
console.log(`| RSS growth | ${(result.growth * 100).toFixed(1)} % |`);
console.log(`| server warn/error log lines | ${server.complaints()} |`);
const serverCpu = end.cpuMs - rss[0].cpuMs;
const clientMs = (clientCpu.user + clientCpu.system) / 1000;
console.log(
  `| CPU per request, server / this client | ${(serverCpu / tally.count()).toFixed(2)} ms / ` +
    `${(clientMs / tally.count()).toFixed(2)} ms (server busy ${((serverCpu / 1000 / run.seconds) * 100).toFixed(0)} % of a core) |`,
);
console.log(`| requests waiting for an answer, at most | ${run.maxPending} |`);
console.log(
  `| this client's event-loop delay p99 / max | ${ms(lag.percentile(99) / 1e6)} / ${ms(lag.max / 1e6)} |`,
);
console.log(`| machine load average at the end (1, 5, 15 min) | ${loads(loadAtEnd)} |`);
console.log(
  `\nRSS by minute: ${rss
    .filter((s) => s.t % 60 === 0)
    .map((s) => mb(s.kib))
    .join(', ')}`,
);
if (errors.examples.length) console.log(`\nexamples of errors:\n  ${errors.examples.join('\n  ')}`);
console.log(result.passed ? '\ndrill:soak passed' : `\ndrill:soak FAILED: ${result.why.join('; ')}`);
process.exit(result.passed ? 0 : 1);
