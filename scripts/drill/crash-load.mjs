/**
 * The write load of the crash drill and its ledger: what was sent, and what the server acknowledged
 * (2xx with success) with what identifies it. A write the server answered otherwise is "refused"; one
 * still unanswered when the server died stays "sent" — it may or may not have happened, but must not
 * have half-happened.
 *
 * Writes: add a position, rename it (once), add a dictionary, add items to it, delete a dictionary with
 * its items in one call (a multi-row transaction: the check that nothing is half-written).
 */
import { call } from './api.mjs';

export { newLedger } from './crash-verify.mjs';

/**
 * A small seeded PRNG (mulberry32), so a round's choices can be replayed with DRILL_SEED.
 *
 * @example
 * const random = seeded(42); random(); // 0.6011037519201636
 */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (random, list) => list[Math.floor(random() * list.length)];

/** Sends one write and moves `entry.state` from 'sent' to 'acked' or 'refused' by the answer. */
async function send(load, entry, method, path, options) {
  load.inFlight++;
  load.ledger.counts.sent++;
  entry.state = 'sent';
  const answer = await call(load.base, load.token, method, path, options);
  load.inFlight--;
  if (answer.ok) entry.state = 'acked';
  else if (answer.status !== 0) {
    entry.state = 'refused';
    load.ledger.counts.refused.push(`${method} ${path}: ${answer.status} ${answer.message}`);
  }
  return answer;
}

async function addPosition(load) {
  const code = `c${load.round}p${load.seq++}`;
  const entry = { code, name: `演练职务 ${code}` };
  load.ledger.positions.set(code, entry);
  const answer = await send(load, entry, 'POST', '/platform/sys/position/add', {
    body: { code, name: entry.name },
  });
  if (answer.ok) entry.id = answer.result.id;
}

async function renamePosition(load) {
  const candidates = [...load.ledger.positions.values()].filter((p) => p.state === 'acked' && !p.edit);
  if (!candidates.length) return addPosition(load);
  const position = pick(load.random, candidates);
  position.edit = { name: `${position.name}（改）` };
  await send(load, position.edit, 'PUT', '/platform/sys/position/edit', {
    body: { id: position.id, name: position.edit.name },
  });
}

async function addDict(load) {
  const code = `c${load.round}d${load.seq++}`;
  const entry = {
    code,
    name: `演练字典 ${code}`,
    description: `崩溃演练 第${load.round}轮`,
    items: new Map(),
  };
  entry.busy = 0;
  load.ledger.dicts.set(code, entry);
  const answer = await send(load, entry, 'POST', '/platform/sys/dict/add', {
    body: { dictCode: code, dictName: entry.name, description: entry.description },
  });
  if (answer.ok) entry.id = answer.result.id;
}

// A dictionary being deleted takes no new items, and one taking items is not deleted: the drill checks
// crash safety, not what a delete racing an insert answers.
const open = (dict) => dict.state === 'acked' && !dict.del;

async function addItem(load) {
  const candidates = [...load.ledger.dicts.values()].filter(open);
  if (!candidates.length) return addDict(load);
  const dict = pick(load.random, candidates);
  const value = `v${load.round}-${load.seq++}`;
  const item = { value, text: `项 ${dict.code}-${value}` };
  dict.items.set(value, item);
  dict.busy++;
  await send(load, item, 'POST', '/platform/sys/dictItem/add', {
    body: { dictId: dict.id, itemText: item.text, itemValue: value, sortOrder: dict.items.size },
  });
  dict.busy--;
}

async function deleteDict(load) {
  const candidates = [...load.ledger.dicts.values()].filter(
    (dict) => open(dict) && dict.busy === 0 && [...dict.items.values()].some((i) => i.state === 'acked'),
  );
  if (!candidates.length) return addItem(load);
  const dict = pick(load.random, candidates);
  dict.del = {};
  await send(load, dict.del, 'DELETE', '/platform/sys/dict/deleteBatch', { query: { ids: dict.id } });
}

/** The mix: mostly adds, a rename in ten, a delete in twenty. */
const MIX = [
  [0.35, addPosition],
  [0.1, renamePosition],
  [0.2, addDict],
  [0.3, addItem],
  [0.05, deleteDict],
];

/**
 * Starts `concurrency` workers writing against `base` until `stop()`; returns the load, whose
 * `inFlight` is the number of writes sent and not yet answered.
 *
 * @example
 * const load = startLoad({ base, token, ledger, round: 1, random: seeded(1), concurrency: 20 });
 * await sleep(2000);
 * const inFlightAtKill = load.inFlight; await server.kill(); await load.stop();
 */
export function startLoad({ base, token, ledger, round, random, concurrency }) {
  const load = { base, token, ledger, round, random, seq: 1, inFlight: 0, running: true };
  const worker = async () => {
    while (load.running) {
      let r = load.random();
      const [, write] = MIX.find(([share]) => (r -= share) < 0) ?? MIX[0];
      await write(load);
    }
  };
  const workers = Array.from({ length: concurrency }, worker);
  load.stop = async () => {
    load.running = false;
    await Promise.all(workers);
  };
  return load;
}
