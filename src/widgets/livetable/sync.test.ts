import { describe, expect, it, vi } from 'vitest';
import type { LiveTableHandle } from '../../livetable/LiveTable';
import type { LiveColumn, LiveRow } from '../../livetable/types';
import type { DataHost } from '../../runtime';
import { LiveSync, type SyncDeps } from './sync';

const columns: LiveColumn[] = [
  { key: 'itemCode', title: '物料编码', type: 'input', rules: [{ required: true }, { unique: true }] },
  { key: 'itemName', title: '物料名称', type: 'input', rules: [{ required: true }] },
  { key: 'mobile', title: '联系手机', type: 'input', rules: [{ pattern: 'm' }] },
];

/** An answer, or a failure as the host rejects it (status undefined: the server could not be reached). */
type Reply =
  { result?: unknown; success?: boolean; message?: string } | { fail: number | undefined; message?: string };

function setup(rows: LiveRow[] = []) {
  const calls: Array<{ method: string; url: string; data: unknown }> = [];
  const replies: Reply[] = [];
  const answer = (method: string) => async (url: string, data?: unknown) => {
    calls.push({ method, url, data });
    const reply = replies.shift() ?? { result: null };
    if ('fail' in reply)
      throw Object.assign(new Error('failed'), { status: reply.fail, text: reply.message });
    return {
      success: reply.success ?? true,
      code: 200,
      message: reply.message ?? '',
      result: reply.result,
      timestamp: 0,
    };
  };
  const host = {
    get: answer('GET'),
    post: answer('POST'),
    put: answer('PUT'),
    delete: answer('DELETE'),
    failureOf: (error: unknown) => ({
      status: (error as { status?: number }).status,
      message: (error as { text?: string }).text,
    }),
  } as unknown as DataHost;
  const state = { rows: rows.slice() };
  const table = {
    getValues: () => ({ rows: state.rows.slice(), deleted: [] }),
    replaceRow: vi.fn((rowKey: string, row: LiveRow) => {
      const at = Number(rowKey);
      state.rows[at] = row;
    }),
    applyRow: vi.fn((row: LiveRow) => {
      const at = state.rows.findIndex((r) => r.id === row.id);
      if (at < 0) state.rows.push(row);
      else state.rows[at] = { ...state.rows[at], ...row };
    }),
    removeRows: vi.fn((ids: ReadonlyArray<string | number>) => {
      state.rows = state.rows.filter((r) => !ids.includes(r.id as string));
    }),
    clearDeleted: vi.fn(),
  } as unknown as LiveTableHandle;
  const seen = { errors: [] as string[], successes: [] as string[], counts: { unsaved: 0, deleted: 0 } };
  const deps: SyncDeps = {
    host,
    options: {
      api: '/demo/orderItem/list',
      pageSize: 1000,
      saveApi: '/demo/orderItem/edit',
      addApi: '/demo/orderItem/add',
      deleteApi: '/demo/orderItem/deleteBatch',
      sortApi: '/demo/orderItem/sort',
      sortKey: 'orderNum',
    },
    table: () => table,
    columns: () => columns,
    error: (text) => seen.errors.push(text),
    success: (text) => seen.successes.push(text),
    remount: vi.fn(),
    onCounts: (counts) => (seen.counts = counts),
    learn: vi.fn(),
  };
  const sync = new LiveSync(deps);
  /** A user's edit of row `at` (its key is its index here). */
  const edit = (at: number, change: LiveRow) => {
    const row = { ...state.rows[at], ...change };
    state.rows[at] = row;
    sync.rowChanged(row, undefined, String(at));
    return row;
  };
  return { sync, calls, replies, table, state, seen, edit, deps };
}

const flush = () => new Promise((done) => setTimeout(done, 0));

describe('the livetable widget with the server', () => {
  it('posts a new row only once it is valid, then gives it the saved row with its id', async () => {
    const { calls, replies, table, state, edit } = setup([
      { id: '1', itemCode: 'A', itemName: '甲', orderNum: 1 },
      {},
    ]);
    edit(1, { itemCode: 'A' }); // taken by row 1: not unique
    edit(1, { itemCode: 'B' }); // 物料名称 still missing
    await flush();
    expect(calls).toEqual([]);
    replies.push({ result: { id: '2', itemCode: 'B', itemName: '乙', orderNum: 2 } });
    edit(1, { itemName: '乙' });
    await flush();
    expect(calls).toEqual([
      { method: 'POST', url: '/demo/orderItem/add', data: { itemCode: 'B', itemName: '乙' } },
    ]);
    expect(table.replaceRow).toHaveBeenCalledWith('1', {
      id: '2',
      itemCode: 'B',
      itemName: '乙',
      orderNum: 2,
    });
    expect(state.rows[1]).toMatchObject({ id: '2' });

    // Its next edit is a PUT of the whole row, without the list's display texts.
    edit(1, { mobile: '13912345678', buyer_dictText: '张三' });
    await flush();
    expect(calls[1]).toMatchObject({ method: 'PUT', url: '/demo/orderItem/edit' });
    expect(calls[1]!.data).toEqual({
      id: '2',
      itemCode: 'B',
      itemName: '乙',
      orderNum: 2,
      mobile: '13912345678',
    });
  });

  it('keeps what was typed while the post was under way, and saves it as an edit', async () => {
    const { sync, calls, replies, table, state } = setup([{}]);
    let answer!: (value: unknown) => void;
    replies.push({ result: { id: '9', itemCode: 'C', itemName: '丙' } });
    const posted = new Promise((done) => (answer = done));
    const first = { itemCode: 'C', itemName: '丙' };
    state.rows[0] = first;
    // The server's answer is held until the user has typed once more.
    const deps = (sync as unknown as { deps: SyncDeps }).deps;
    const post = deps.host.post.bind(deps.host);
    deps.host.post = (async (...args: Parameters<DataHost['post']>) => {
      await posted;
      return post(...args);
    }) as DataHost['post'];
    sync.rowChanged(first, undefined, '0');
    const newer = { ...first, mobile: '13800000000' };
    state.rows[0] = newer;
    sync.rowChanged(newer, undefined, '0');
    answer(null);
    await flush();
    await flush();
    expect(table.replaceRow).toHaveBeenCalledWith('0', {
      id: '9',
      itemCode: 'C',
      itemName: '丙',
      mobile: '13800000000',
    });
    expect(calls.map((call) => call.method)).toEqual(['POST', 'PUT']);
    expect(calls[1]!.data).toMatchObject({ id: '9', mobile: '13800000000' });
  });

  it('holds rows from the socket while a post is under way (its echo may come first)', async () => {
    const { sync, replies, table, state } = setup([{}]);
    replies.push({ result: { id: '5', itemCode: 'E', itemName: '戊' } });
    state.rows[0] = { itemCode: 'E', itemName: '戊' };
    sync.rowChanged(state.rows[0]!, undefined, '0');
    sync.receive({ id: '5', itemCode: 'E', itemName: '戊' });
    expect(table.applyRow).not.toHaveBeenCalled();
    await flush();
    await flush();
    expect(table.applyRow).toHaveBeenCalledWith({ id: '5', itemCode: 'E', itemName: '戊' });
    expect(state.rows).toHaveLength(1);
  });

  it('keeps an edit the server could not be reached for, and saves it first when the socket is back', async () => {
    const { sync, calls, replies, table, state, seen, edit } = setup([
      { id: '1', itemCode: 'A', itemName: '甲', orderNum: 1 },
      { id: '2', itemCode: 'B', itemName: '乙', orderNum: 2 },
    ]);
    replies.push({ fail: undefined });
    edit(0, { itemName: '甲改' });
    await flush();
    expect(seen.counts.unsaved).toBe(1);
    expect(seen.errors).toEqual([]);

    // Back: the PUT again, then the list read; a row added meanwhile arrives, one deleted meanwhile goes,
    // and the list's old text of the waiting row does not overwrite what was typed.
    replies.push({ result: { id: '1' } });
    replies.push({
      result: {
        records: [
          { id: '1', itemCode: 'A', itemName: '甲改', orderNum: 1 },
          { id: '3', itemCode: 'C', itemName: '丙', orderNum: 3 },
        ],
      },
    });
    await sync.reconnected();
    expect(calls.slice(1).map((call) => `${call.method} ${call.url}`)).toEqual([
      'PUT /demo/orderItem/edit',
      'GET /demo/orderItem/list',
    ]);
    expect(seen.counts.unsaved).toBe(0);
    expect(table.removeRows).toHaveBeenCalledWith(['2']);
    expect(state.rows.map((row) => row.itemName)).toEqual(['甲改', '丙']);
  });

  it('shows the server’s refusal of a save', async () => {
    const { seen, replies, edit } = setup([{ id: '1', itemCode: 'A', itemName: '甲' }]);
    replies.push({ fail: 400, message: '联系手机：请输入正确的手机号码' });
    edit(0, { mobile: '1' });
    await flush();
    expect(seen.errors).toEqual(['保存失败：联系手机：请输入正确的手机号码']);
    expect(seen.counts.unsaved).toBe(0);
  });

  it('deletes the queued rows on 保存 in one call, and saves a new order in one call', async () => {
    const { sync, calls, table, seen } = setup([{ id: '1' }, { id: '2' }, { id: '3' }]);
    sync.deletedChanged([{ id: '1' }, { id: '3' }]);
    expect(seen.counts.deleted).toBe(2);
    await sync.saveDeleted();
    expect(calls).toEqual([{ method: 'DELETE', url: '/demo/orderItem/deleteBatch', data: { ids: '1,3' } }]);
    expect(table.clearDeleted).toHaveBeenCalled();
    expect(seen.counts.deleted).toBe(0);
    expect(seen.successes).toEqual(['已删除 2 行']);

    await sync.reorder([{ id: '2', orderNum: 1 }, { orderNum: 2 }]);
    expect(calls[1]).toEqual({
      method: 'PUT',
      url: '/demo/orderItem/sort',
      data: { items: [{ id: '2', orderNum: 1 }] },
    });
  });

  it('puts the table in order again when a row arrives out of order, with nothing local pending', async () => {
    const { sync, deps } = setup([
      { id: '1', orderNum: 1 },
      { id: '2', orderNum: 2 },
    ]);
    sync.receive({ id: '3', orderNum: 0 });
    await new Promise((done) => setTimeout(done, 60));
    expect(deps.remount).toHaveBeenCalledWith([
      { id: '3', orderNum: 0 },
      { id: '1', orderNum: 1 },
      { id: '2', orderNum: 2 },
    ]);
  });
});
