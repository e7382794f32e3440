/**
 * The crash drill's verdict: the ledger of what the server acknowledged against what a restarted server
 * (and its store) holds. Pure, so its rules are tested without a server (crash-verify.test.ts).
 */

/**
 * An empty ledger. Entries are keyed by the code the drill chose, so they are found again after restart.
 *
 * @example
 * const ledger = newLedger();
 * ledger.positions.set('c1p7', { code: 'c1p7', name: '演练职务 c1p7', state: 'acked', id: '…' });
 */
export function newLedger() {
  return { positions: new Map(), dicts: new Map(), counts: { sent: 0, refused: [] } };
}

/** The operation-log parameters of a row, parsed; null when not JSON (cut at 2,000 characters). */
function paramsOf(row) {
  try {
    return JSON.parse(row.request_param ?? 'null');
  } catch {
    return null;
  }
}

/** What identifies each acknowledged write in the operation log, by request URL. */
function auditKeys(log) {
  const keys = new Set();
  for (const row of log) {
    const params = paramsOf(row);
    const body = params?.body ?? {};
    const url = row.request_url;
    if (url.endsWith('/position/add')) keys.add(`position/add ${body.code}`);
    else if (url.endsWith('/position/edit')) keys.add(`position/edit ${body.id} ${body.name}`);
    else if (url.endsWith('/dict/add')) keys.add(`dict/add ${body.dictCode}`);
    else if (url.endsWith('/dictItem/add')) keys.add(`dictItem/add ${body.dictId} ${body.itemValue}`);
    else if (url.endsWith('/dict/deleteBatch')) keys.add(`dict/deleteBatch ${params?.query?.ids}`);
  }
  return keys;
}

/**
 * Compares `ledger` (crash-load.mjs) with `seen`: positions and dictionaries by code as the API lists
 * them, each dictionary's items by dictionary id (API), item counts per dictionary id (read from the
 * store, so a deleted dictionary's leftovers show) and the ok rows of the operation log.
 *
 * Returns counts of acknowledged writes and of those found intact, and the problems: `lost` (an
 * acknowledged write missing or changed), `torn` (a write half done), `ghosts` (a refused write that
 * happened anyway or a row nobody asked for), `unaudited` (an acknowledged write without its log row).
 *
 * @example
 * verify(ledger, { positions, dicts, items, itemCounts, log })
 * // { acked: 812, found: 812, lost: [], torn: [], ghosts: [], unaudited: [] }
 */
export function verify(ledger, seen) {
  const out = { acked: 0, found: 0, lost: [], torn: [], ghosts: [], unaudited: [] };
  const audited = auditKeys(seen.log);
  const acked = (what, present, auditKey) => {
    out.acked++;
    if (present) out.found++;
    else out.lost.push(what);
    if (!audited.has(auditKey)) out.unaudited.push(what);
  };

  for (const p of ledger.positions.values()) {
    const row = seen.positions.get(p.code);
    const names = [p.name];
    if (p.edit?.state === 'acked') names.splice(0, 1, p.edit.name);
    else if (p.edit?.state === 'sent') names.push(p.edit.name);
    const intact = row && row.id === (p.id ?? row.id) && names.includes(row.name);
    if (p.state === 'acked') acked(`position ${p.code}`, intact, `position/add ${p.code}`);
    else if (p.state === 'refused' && row) out.ghosts.push(`refused position ${p.code} exists`);
    else if (row && !intact) out.torn.push(`position ${p.code} reads '${row.name}'`);
    if (p.edit?.state === 'acked') {
      acked(`rename of ${p.code}`, row?.name === p.edit.name, `position/edit ${p.id} ${p.edit.name}`);
    }
  }

  for (const d of ledger.dicts.values()) {
    const row = seen.dicts.get(d.code);
    const id = d.id ?? row?.id;
    const stored = seen.itemCounts.get(id) ?? 0;
    const intact = row && row.id === id && row.dictName === d.name && row.description === d.description;
    const deleted = d.del?.state === 'acked' || (d.del?.state === 'sent' && !row);
    if (d.state === 'refused' && row) out.ghosts.push(`refused dictionary ${d.code} exists`);
    if (d.state === 'acked') acked(`dictionary ${d.code}`, deleted ? !row : intact, `dict/add ${d.code}`);
    else if (row && !intact) out.torn.push(`dictionary ${d.code} reads '${row.dictName}'`);
    if (d.del?.state === 'acked') {
      acked(`delete of ${d.code}`, !row, `dict/deleteBatch ${d.id}`);
      // The dictionary and its items go in one transaction: a leftover item is a half-done delete.
      if (stored) out.torn.push(`dictionary ${d.code} deleted, ${stored} of its items left`);
    } else if (!row && stored) out.torn.push(`dictionary ${d.code} gone, ${stored} of its items left`);

    const listed = new Map((row ? (seen.items.get(id) ?? []) : []).map((item) => [item.itemValue, item]));
    for (const item of d.items.values()) {
      const found = listed.get(item.value);
      const whole = found && found.itemText === item.text && found.dictId === id;
      if (item.state === 'acked') {
        acked(`item ${d.code}/${item.value}`, deleted ? !found : whole, `dictItem/add ${id} ${item.value}`);
      } else if (item.state === 'refused' && found) out.ghosts.push(`refused item ${d.code}/${item.value}`);
      else if (found && !whole) out.torn.push(`item ${d.code}/${item.value} reads '${found.itemText}'`);
    }
    for (const value of listed.keys()) {
      if (!d.items.has(value)) out.ghosts.push(`item ${d.code}/${value} nobody added`);
    }
  }
  return out;
}
