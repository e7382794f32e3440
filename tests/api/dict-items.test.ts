/**
 * Dictionary items (issue 4): the item list in order, add, edit, queryById and delete, values unique
 * within a dictionary, and the permission codes, on each dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate, type DictItemRecord, type DictRecord } from '../../schemas/index';
import { envelopeOf, sendWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Page<T> = { records: T[]; total: number; size: number; current: number; pages: number };

describe.each(dialects())('dictionary items on $name', (dialect) => {
  let t: TestApp;
  let admin: string;
  let zhangsan: string;
  beforeAll(async () => {
    t = await withApp(dialect);
    admin = await tokenFor(t.app, 'admin');
    zhangsan = await tokenFor(t.app, 'zhangsan');
  });
  afterAll(() => t?.close());

  const call = (method: Method, path: string, payload?: unknown, token = admin) =>
    sendWithToken(t.app, method, `/platform/sys/${path}`, token, payload);
  const ok = async <T>(method: Method, path: string, payload?: unknown) => {
    const response = await call(method, path, payload);
    expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(200);
    return envelopeOf<T>(response);
  };
  const refused = async (
    method: Method,
    path: string,
    status: number,
    message: string | RegExp,
    payload?: unknown,
  ) => {
    const response = await call(method, path, payload);
    expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(status);
    const body = envelopeOf(response);
    expect(body.success).toBe(false);
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
  };
  const addDict = async (dictName: string, dictCode: string) =>
    (await ok<DictRecord>('POST', 'dict/add', { dictName, dictCode })).result;
  const addItem = async (dictId: string, itemText: string, itemValue: string, extra: object = {}) =>
    (await ok<DictItemRecord>('POST', 'dictItem/add', { dictId, itemText, itemValue, ...extra })).result;
  // getDictItems shows what the screens get once the items change.
  const options = async (code: string, token = admin) =>
    sendWithToken(t.app, 'GET', `/platform/sys/dict/getDictItems/${encodeURIComponent(code)}`, token);

  it('lists a dictionary’s items in order, all at once or by page', async () => {
    const dict = await addDict('排序', 'ordered');
    await addItem(dict.id, '三', 'c', { sortOrder: 3 });
    await addItem(dict.id, '一', 'a', { sortOrder: 1 });
    await addItem(dict.id, '二', 'b', { sortOrder: 2, status: 0 });
    const all = await ok<Page<DictItemRecord>>('GET', `dictItem/list?dictId=${dict.id}`);
    expect(validate('DictItemListResult', all.result)).toEqual({ ok: true, errors: [] });
    expect(all.result).toMatchObject({ total: 3, size: 3, current: 1, pages: 1 });
    expect(all.result.records.map((r) => r.itemValue)).toEqual(['a', 'b', 'c']);
    const paged = await ok<Page<DictItemRecord>>(
      'GET',
      `dictItem/list?dictId=${dict.id}&pageNo=2&pageSize=2`,
    );
    expect(paged.result).toMatchObject({ total: 3, size: 2, current: 2, pages: 2 });
    expect(paged.result.records.map((r) => r.itemValue)).toEqual(['c']);
    const sorted = await ok<Page<DictItemRecord>>(
      'GET',
      `dictItem/list?dictId=${dict.id}&column=itemText&order=desc&status=1`,
    );
    expect(sorted.result.records.map((r) => r.itemText)).toEqual(['三', '一']);
    // Switched-off items are left out of the options.
    expect(envelopeOf<Array<{ value: string }>>(await options('ordered')).result.map((o) => o.value)).toEqual(
      ['a', 'c'],
    );

    await refused('GET', 'dictItem/list', 400, /\$\.dictId/);
    await refused('GET', 'dictItem/list?dictId=nope', 404, '字典不存在：nope');
    await refused('GET', `dictItem/list?dictId=${dict.id}&column=sort_order`, 400, /\$\.column/);
    await refused('GET', `dictItem/list?dictId=${dict.id}&status=2`, 400, /\$\.status/);
    expect((await call('GET', `dictItem/list?dictId=${dict.id}`, undefined, zhangsan)).statusCode).toBe(403);
  });

  it('adds, edits, reads and deletes items; a value is unique within its dictionary', async () => {
    const dict = await addDict('项目', 'items');
    const other = await addDict('另一个', 'other_items');
    const item = await addItem(dict.id, '甲', 'A', { description: '第一项' });
    expect(validate('DictItemRecord', item)).toEqual({ ok: true, errors: [] });
    expect(item).toMatchObject({ dictId: dict.id, itemText: '甲', itemValue: 'A', sortOrder: 0, status: 1 });
    await refused('POST', 'dictItem/add', 409, '该字典中已有数据值：A', {
      dictId: dict.id,
      itemText: '重复',
      itemValue: 'A',
    });
    expect(await addItem(other.id, '甲', 'A')).toMatchObject({ dictId: other.id });
    await refused('POST', 'dictItem/add', 404, '字典不存在：nope', {
      dictId: 'nope',
      itemText: 'x',
      itemValue: 'x',
    });
    await refused('POST', 'dictItem/add', 400, /\$\.itemText/, { dictId: dict.id, itemValue: 'x' });
    await refused('POST', 'dictItem/add', 400, /\$\.sortOrder/, {
      dictId: dict.id,
      itemText: 'x',
      itemValue: 'x',
      sortOrder: 10000,
    });
    expect(
      (await call('POST', 'dictItem/add', { dictId: dict.id, itemText: 'x', itemValue: 'x' }, zhangsan))
        .statusCode,
    ).toBe(403);

    const b = await addItem(dict.id, '乙', 'B');
    // The edit form sends its dictId back: the item's own is fine, another is refused.
    const edited = await ok<DictItemRecord>('PUT', 'dictItem/edit', {
      id: item.id,
      dictId: dict.id,
      itemText: '甲甲',
      sortOrder: 5,
      status: 0,
    });
    expect(edited.result).toMatchObject({
      itemText: '甲甲',
      itemValue: 'A',
      sortOrder: 5,
      status: 0,
      updateBy: 'admin',
    });
    expect((await ok<DictItemRecord>('GET', `dictItem/queryById?id=${item.id}`)).result).toEqual(
      edited.result,
    );
    await refused('PUT', 'dictItem/edit', 409, '该字典中已有数据值：B', { id: item.id, itemValue: 'B' });
    await refused('PUT', 'dictItem/edit', 400, '字典项不能移到另一个字典，请在目标字典中新增', {
      id: item.id,
      dictId: other.id,
    });
    await refused('PUT', 'dictItem/edit', 404, '字典项不存在：nope', { id: 'nope', itemText: 'x' });
    await refused('GET', 'dictItem/queryById?id=nope', 404, '字典项不存在：nope');
    expect((await call('PUT', 'dictItem/edit', { id: b.id, itemText: 'z' }, zhangsan)).statusCode).toBe(403);

    expect((await call('DELETE', `dictItem/delete?id=${b.id}`, undefined, zhangsan)).statusCode).toBe(403);
    expect((await ok('DELETE', `dictItem/delete?id=${b.id}`)).message).toBe('删除成功!');
    await refused('DELETE', `dictItem/delete?id=${b.id}`, 404, `字典项不存在：${b.id}`);
    await refused('DELETE', 'dictItem/delete', 400, /\$\.id/);
  });
});
