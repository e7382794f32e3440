import { describe, expect, it } from 'vitest';
import { newLedger, verify, type ItemEntry } from './crash-verify.mjs';

/** A ledger of one acknowledged position, one renamed, and a dictionary with two items, all acknowledged. */
function ledger() {
  const l = newLedger();
  l.positions.set('c1p1', { code: 'c1p1', name: '演练职务 c1p1', id: 'P1', state: 'acked' });
  l.positions.set('c1p2', {
    code: 'c1p2',
    name: '演练职务 c1p2',
    id: 'P2',
    state: 'acked',
    edit: { name: '演练职务 c1p2（改）', state: 'acked' },
  });
  const items = new Map<string, ItemEntry>([
    ['v1', { value: 'v1', text: '项 1', state: 'acked' }],
    ['v2', { value: 'v2', text: '项 2', state: 'acked' }],
  ]);
  l.dicts.set('c1d3', { code: 'c1d3', name: '字典 3', description: '演练', id: 'D3', state: 'acked', items });
  return l;
}

/** What a server that kept everything shows, with the operation log of every write. */
function seen() {
  const item = (value: string, text: string) => ({ itemValue: value, itemText: text, dictId: 'D3' });
  const log = (url: string, params: unknown) => ({ request_url: url, request_param: JSON.stringify(params) });
  return {
    positions: new Map([
      ['c1p1', { id: 'P1', code: 'c1p1', name: '演练职务 c1p1' }],
      ['c1p2', { id: 'P2', code: 'c1p2', name: '演练职务 c1p2（改）' }],
    ]),
    dicts: new Map([['c1d3', { id: 'D3', dictCode: 'c1d3', dictName: '字典 3', description: '演练' }]]),
    items: new Map([['D3', [item('v1', '项 1'), item('v2', '项 2')]]]),
    itemCounts: new Map([['D3', 2]]),
    log: [
      log('/platform/sys/position/add', { body: { code: 'c1p1' } }),
      log('/platform/sys/position/add', { body: { code: 'c1p2' } }),
      log('/platform/sys/position/edit', { body: { id: 'P2', name: '演练职务 c1p2（改）' } }),
      log('/platform/sys/dict/add', { body: { dictCode: 'c1d3' } }),
      log('/platform/sys/dictItem/add', { body: { dictId: 'D3', itemValue: 'v1' } }),
      log('/platform/sys/dictItem/add', { body: { dictId: 'D3', itemValue: 'v2' } }),
    ],
  };
}

describe('the crash drill verdict', () => {
  it('finds every acknowledged write of a server that kept them', () => {
    expect(verify(ledger(), seen())).toEqual({
      acked: 6,
      found: 6,
      lost: [],
      torn: [],
      ghosts: [],
      unaudited: [],
    });
  });

  it('counts a missing row, a lost rename and a missing item as lost', () => {
    const s = seen();
    s.positions.delete('c1p1');
    s.positions.set('c1p2', { id: 'P2', code: 'c1p2', name: '演练职务 c1p2' });
    s.items.set('D3', [s.items.get('D3')![0]]);
    const verdict = verify(ledger(), s);
    expect(verdict.lost).toEqual(['position c1p1', 'position c1p2', 'rename of c1p2', 'item c1d3/v2']);
    expect(verdict.found).toBe(2);
  });

  it('accepts either outcome of an unanswered write, but not half of one', () => {
    const l = ledger();
    l.dicts.get('c1d3')!.del = { state: 'sent' };
    const gone = seen();
    gone.dicts.clear();
    gone.itemCounts.clear();
    expect(verify(l, gone).torn).toEqual([]);
    expect(verify(l, seen()).torn).toEqual([]);

    const half = seen();
    half.dicts.clear();
    half.itemCounts.set('D3', 1);
    expect(verify(l, half).torn).toEqual(['dictionary c1d3 gone, 1 of its items left']);
  });

  it('reports a refused write that happened, an item nobody added and a write missing from the log', () => {
    const l = ledger();
    l.positions.get('c1p1')!.state = 'refused';
    const s = seen();
    s.items.get('D3')!.push({ itemValue: 'v9', itemText: '?', dictId: 'D3' });
    s.log.pop();
    const verdict = verify(l, s);
    expect(verdict.ghosts).toEqual(['refused position c1p1 exists', 'item c1d3/v9 nobody added']);
    expect(verdict.unaudited).toEqual(['item c1d3/v2']);
  });
});
