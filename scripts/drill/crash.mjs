#!/usr/bin/env node
/**
 * `npm run drill:crash`: SIGKILLs the real server under a concurrent write load, restarts it on the same
 * data and checks that every write it acknowledged is there, intact, with its operation-log row, and that
 * nothing is half-written — on SQLite (a temp DATA_DIR) and on PostgreSQL (a throwaway database made
 * through DRILL_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; `off` skips it, and
 * so does a server that does not answer, with a line saying so). Prints a table; exit 1 on any loss.
 *
 * DRILL_ROUNDS (5 per database), DRILL_CONCURRENCY (20 writes in flight), DRILL_SEED (seeds the kill
 * moments and the write mix; timing still varies), DRILL_PORT (3471). Bounded: on a slow machine it runs
 * fewer rounds rather than pass 3 min, and past 3 min it cleans up and fails.
 */
import { call, listAll, retried, signIn } from './api.mjs';
import { cleanUp, guard } from './cleanup.mjs';
import { newLedger, seeded, startLoad } from './crash-load.mjs';
import { verify } from './crash-verify.mjs';
import { startServer } from './server.mjs';
import { DEFAULT_PG_ADMIN_URL, postgresStore, sqliteStore } from './store.mjs';

const ROUNDS = Number(process.env.DRILL_ROUNDS ?? 5);
const CONCURRENCY = Number(process.env.DRILL_CONCURRENCY ?? 20);
const PORT = Number(process.env.DRILL_PORT ?? 3471);
const SEED = Number(process.env.DRILL_SEED ?? Math.floor(Math.random() * 2 ** 31));
const PG_URL = process.env.DRILL_DATABASE_URL?.trim() || DEFAULT_PG_ADMIN_URL;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Runs `work` on every element, `limit` at a time. */
async function eachLimited(list, limit, work) {
  let next = 0;
  const lane = async () => {
    while (next < list.length) await work(list[next++]);
  };
  await Promise.all(Array.from({ length: limit }, lane));
}

/** What the restarted server and its store hold, in the shape verify() reads. */
async function look(base, store, ledger) {
  const token = await signIn(base);
  const byKey = (rows, key) => new Map(rows.map((row) => [row[key], row]));
  const positions = byKey(
    await listAll(base, token, '/platform/sys/position/list', { column: 'code', order: 'asc' }),
    'code',
  );
  const dicts = byKey(
    await listAll(base, token, '/platform/sys/dict/list', { column: 'dictCode', order: 'asc' }),
    'dictCode',
  );
  const items = new Map();
  const present = [...ledger.dicts.keys()].filter((code) => dicts.has(code)).map((code) => dicts.get(code));
  await eachLimited(present, 8, async (dict) => {
    const answer = await retried(() =>
      call(base, token, 'GET', '/platform/sys/dictItem/list', { query: { dictId: dict.id } }),
    );
    if (!answer.ok) throw new Error(`dictItem/list of ${dict.dictCode}: ${answer.status} ${answer.message}`);
    items.set(dict.id, answer.result.records);
  });
  return {
    positions,
    dicts,
    items,
    itemCounts: await store.itemsPerDict(),
    log: await store.okOperationLog(),
  };
}

/**
 * Kills and restarts the server ROUNDS times on `store`, or fewer when the next round would end after
 * `deadline` (a loaded machine restarts slowly); the verdict of the last check covers all rounds.
 */
async function drill(store, random, deadline) {
  const ledger = newLedger();
  const inFlightAtKill = [];
  let server = await startServer({ port: PORT, env: store.env });
  let verdict;
  const problems = [];
  let slowest = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const started = Date.now();
    if (round > 1 && started + slowest * 1.2 > deadline) {
      console.log(`${store.name}: stopping after ${round - 1} rounds, the next would pass the time bound`);
      break;
    }
    const token = await signIn(server.base);
    const load = startLoad({ base: server.base, token, ledger, round, random, concurrency: CONCURRENCY });
    await sleep(1000 + random() * 2000);
    inFlightAtKill.push(load.inFlight);
    const settled = load.stop();
    await server.kill();
    await settled;
    const killed = Date.now();
    server = await startServer({ port: PORT, env: store.env });
    const restarted = Date.now();
    verdict = verify(ledger, await look(server.base, store, ledger));
    problems.push(...(await store.problems()).map((p) => `round ${round}: ${p}`));
    console.log(
      `${store.name} round ${round}: killed with ${inFlightAtKill.at(-1)} in flight; ` +
        `${verdict.found} of ${verdict.acked} acknowledged writes found so far ` +
        `(load ${killed - started} ms, restart ${restarted - killed} ms, check ${Date.now() - restarted} ms)`,
    );
    slowest = Math.max(slowest, Date.now() - started);
  }
  await server.stop();
  problems.push(...(await store.problems()));
  return { ledger, verdict, inFlightAtKill, problems };
}

function row(name, { ledger, verdict, inFlightAtKill, problems }) {
  const cells = [
    name,
    inFlightAtKill.length,
    ledger.counts.sent,
    verdict.acked,
    verdict.found,
    verdict.lost.length,
    verdict.torn.length + verdict.ghosts.length,
    inFlightAtKill.join(' / '),
    ledger.counts.refused.length,
    verdict.unaudited.length,
    problems.length ? problems.join('; ') : 'ok',
  ];
  return `| ${cells.join(' | ')} |`;
}

function details(name, { ledger, verdict }) {
  const lists = {
    lost: verdict.lost,
    'half-written or unasked': [...verdict.torn, ...verdict.ghosts],
    'answered with an error': ledger.counts.refused,
    'without their operation-log row': verdict.unaudited,
  };
  for (const [what, list] of Object.entries(lists)) {
    if (list.length) console.log(`\n${name}, ${what} (${list.length}):\n  ${list.slice(0, 20).join('\n  ')}`);
  }
}

const failed = (r) =>
  r.verdict.lost.length +
    r.verdict.torn.length +
    r.verdict.ghosts.length +
    r.verdict.unaudited.length +
    r.ledger.counts.refused.length +
    r.problems.length >
  0;

const LIMIT_MS = 180_000;
guard(LIMIT_MS, 'drill:crash');
const begun = Date.now();
// Each database gets an equal share of what is left of the bound, less 15 s for the last stop and clean-up.
const shareOf = (databasesLeft) => Date.now() + (begun + LIMIT_MS - 15_000 - Date.now()) / databasesLeft;
console.log(
  `drill:crash: ${ROUNDS} rounds per database, ${CONCURRENCY} writes in flight, DRILL_SEED=${SEED}`,
);
const random = seeded(SEED);
const results = [];
let skipped = null;
try {
  const sqlite = sqliteStore();
  results.push(['SQLite', await drill(sqlite, random, shareOf(2))]);
  await sqlite.drop();
  const pg = process.env.DRILL_DATABASE_URL?.trim() === 'off' ? { skipped: 'DRILL_DATABASE_URL=off' } : null;
  const store = pg ?? (await postgresStore(PG_URL));
  if (store.skipped) skipped = store.skipped;
  else {
    results.push(['PostgreSQL', await drill(store, random, shareOf(1))]);
    await store.drop();
  }
} finally {
  await cleanUp();
}

console.log(
  '\n| database | rounds | writes sent | writes acked | writes found | lost | half-written | in flight at kill ' +
    '| error answers | log rows missing | store check |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const [name, result] of results) console.log(row(name, result));
if (skipped) console.log(`| PostgreSQL | skipped: ${skipped} |`);
for (const [name, result] of results) details(name, result);
const bad = results.some(([, result]) => failed(result));
console.log(bad ? '\ndrill:crash FAILED' : '\ndrill:crash passed: no acknowledged write lost');
process.exit(bad ? 1 : 0);
