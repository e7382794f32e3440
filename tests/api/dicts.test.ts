/**
 * Dictionaries (issue 4): list, add, edit, queryById, delete with their items, getDictItems with its
 * empty/unknown/injection refusals, and the permission codes of every dictionary and item route, on each
 * dialect. dict-items.test.ts has the item calls themselves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate, type DictItemRecord, type DictRecord } from '../../schemas/index';
import { envelopeOf, sendWithToken, tokenFor } from '../../server/testing/api';
import { INJECTION_PAYLOADS } from '../../server/testing/injection-payloads';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Page<T> = { records: T[]; total: number; size: number; current: number; pages: number };

describe.each(dialects())('dictionaries on $name', (dialect) => {
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
  const options = async (code: string, token = admin) =>
    sendWithToken(t.app, 'GET', `/platform/sys/dict/getDictItems/${encodeURIComponent(code)}`, token);

  it('declares a permission code on every dictionary route', () => {
    const table = t.app.routeRegistry
      .filter((r) => /^\/platform\/sys\/dict(Item)?\//.test(r.url) && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url.replace('/platform/sys/', '')} ${r.permission}`);
    expect(table.sort()).toEqual(
      [
        'GET dict/list dict:list',
        'GET dict/queryById dict:list',
        'POST dict/add dict:add',
        'PUT dict/edit dict:edit',
        'DELETE dict/delete dict:delete',
        'DELETE dict/deleteBatch dict:delete',
        'GET dict/exportXls dict:export',
        'POST dict/importExcel dict:import',
        'GET dict/getDictItems/:code session',
        'GET dict/getDictItems session',
        'GET dictItem/list dict:list',
        'GET dictItem/queryById dict:list',
        'POST dictItem/add dict:add',
        'PUT dictItem/edit dict:edit',
        'DELETE dictItem/delete dict:delete',
        'DELETE dictItem/deleteBatch dict:delete',
        'GET dictItem/dictItemCheck dict:list',
        'GET dict/deleteList dict:delete',
        'PUT dict/back/:id dict:delete',
        'DELETE dict/deletePhysic/:id dict:delete',
        'GET dict/refleshCache dict:list',
        'PUT dict/putRecycleBin dict:delete',
        'DELETE dict/deleteRecycleBin dict:delete',
        'GET dict/queryAllDictItems session',
        'GET dict/loadDict/:code session',
        'GET dict/loadDictItem/:code session',
        'GET dict/loadTreeData session',
        'GET dict/treeList dict:list',
      ].sort(),
    );
  });

  it('answers a dictionary’s items in use as value/text/label/title to any signed-in user', async () => {
    const response = await options('sex', zhangsan);
    expect(response.statusCode).toBe(200);
    const result = envelopeOf(response).result;
    expect(validate('DictOptionList', result)).toEqual({ ok: true, errors: [] });
    expect(result).toEqual([
      { value: '1', text: '男', label: '男', title: '男' },
      { value: '2', text: '女', label: '女', title: '女' },
    ]);
    expect((await options('sex', '')).statusCode).toBe(401);
  });

  it('refuses an empty code with 字典Code不能为空! and an unknown one with 404', async () => {
    for (const url of [
      '/platform/sys/dict/getDictItems/',
      '/platform/sys/dict/getDictItems',
      '/platform/sys/dict/getDictItems/%20',
    ]) {
      const response = await sendWithToken(t.app, 'GET', url, zhangsan);
      expect(response.statusCode, url).toBe(400);
      expect(envelopeOf(response).message, url).toBe('字典Code不能为空!');
    }
    const unknown = await options('no_such_dict');
    expect(unknown.statusCode).toBe(404);
    expect(envelopeOf(unknown).message).toBe('字典不存在：no_such_dict');
  });

  it('refuses a code over 100 characters with a 400 that says so, not a 404 from the router', async () => {
    for (const length of [101, 120, 5000]) {
      const response = await options('a'.repeat(length), zhangsan);
      expect(response.statusCode, String(length)).toBe(400);
      expect(envelopeOf(response).message).toBe(`字典Code过长：最多 100 个字符，收到 ${length} 个`);
    }
    expect((await options('a'.repeat(100), zhangsan)).statusCode).toBe(404);
  });

  it('reads table dictionaries only through the registry, and answers injection payloads without touching the database', async () => {
    const counts = async () =>
      Promise.all(
        (['sys_user', 'sys_dict', 'sys_dict_item', 'sys_role'] as const).map(async (table) =>
          Number(
            (
              await t.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    const before = await counts();
    // Registered (issue 16): tests/api/jeecg-client-dicts-logs.test.ts reads them; here, what is not.
    expect((await options('sys_user,realname,username')).statusCode).toBe(200);
    const table = await options('sys_user,password_hash,username');
    expect(table.statusCode).toBe(400);
    expect(envelopeOf(table).message).toMatch(/^表字典「sys_user,password_hash,username」不可用/);
    for (const payload of INJECTION_PAYLOADS) {
      const response = await options(payload);
      // A payload that is a well-formed code is only a value that no dictionary has.
      const expected = /^[A-Za-z][\w-]*$/.test(payload) ? 404 : 400;
      expect(response.statusCode, payload).toBe(expected);
      expect(envelopeOf(response).success, payload).toBe(false);
    }
    expect(await counts()).toEqual(before);
  });

  it('lists dictionaries page by page, filtered by name and code, sorted by an allowed column only', async () => {
    await addDict('学历', 'education');
    await addDict('学位', 'degree');
    const page = await ok<Page<DictRecord>>(
      'GET',
      'dict/list?dictName=学&column=dictCode&order=asc&pageSize=1',
    );
    expect(validate('DictListResult', page.result)).toEqual({ ok: true, errors: [] });
    expect(page.result).toMatchObject({ total: 2, size: 1, current: 1, pages: 2 });
    expect(page.result.records.map((r) => r.dictCode)).toEqual(['degree']);
    const second = await ok<Page<DictRecord>>(
      'GET',
      'dict/list?dictName=学&column=dictCode&order=asc&pageSize=1&pageNo=2',
    );
    expect(second.result.records.map((r) => r.dictCode)).toEqual(['education']);
    expect(
      (await ok<Page<DictRecord>>('GET', 'dict/list?dictCode=SEX')).result.records.map((r) => r.dictCode),
    ).toEqual(['sex']);
    // Filter text is a value: quotes and wildcards find nothing and break nothing.
    for (const payload of INJECTION_PAYLOADS)
      expect(
        (await ok<Page<DictRecord>>('GET', `dict/list?dictName=${encodeURIComponent(payload)}`)).result.total,
      ).toBe(0);
    for (const payload of [...INJECTION_PAYLOADS, 'dict_code', 'password_hash'])
      await refused('GET', `dict/list?column=${encodeURIComponent(payload)}`, 400, /\$\.column/);
    await refused('GET', 'dict/list?order=sideways', 400, /\$\.order/);
    await refused('GET', 'dict/list?pageSize=101', 400, /\$\.pageSize/);
    expect((await call('GET', 'dict/list', undefined, zhangsan)).statusCode).toBe(403);
  });

  it('adds a dictionary with a unique, well-formed code', async () => {
    const added = await ok<DictRecord>('POST', 'dict/add', {
      dictName: ' 民族 ',
      dictCode: 'nation',
      description: '五十六个民族',
    });
    expect(added.message).toBe('添加成功！');
    expect(validate('DictRecord', added.result)).toEqual({ ok: true, errors: [] });
    expect(added.result).toMatchObject({
      dictName: '民族',
      dictCode: 'nation',
      description: '五十六个民族',
      createBy: 'admin',
    });
    await refused('POST', 'dict/add', 409, '字典编码已存在：nation', {
      dictName: '又一个',
      dictCode: 'nation',
    });
    for (const dictCode of ['1abc', 'a,b', 'a b', "sex'", ''])
      await refused('POST', 'dict/add', 400, /\$\.dictCode/, { dictName: '坏编码', dictCode });
    await refused('POST', 'dict/add', 400, /\$\.dictName/, { dictCode: 'noname' });
    expect((await call('POST', 'dict/add', { dictName: 'x', dictCode: 'xx' }, zhangsan)).statusCode).toBe(
      403,
    );
  });

  it('edits, reads back by id, and refuses a taken code or an unknown id', async () => {
    const dict = await addDict('待编辑', 'to_edit');
    const edited = await ok<DictRecord>('PUT', 'dict/edit', {
      id: dict.id,
      dictName: '已编辑',
      dictCode: 'edited',
      description: '',
    });
    expect(edited.message).toBe('编辑成功!');
    expect(edited.result).toMatchObject({
      dictName: '已编辑',
      dictCode: 'edited',
      description: null,
      updateBy: 'admin',
    });
    expect((await ok<DictRecord>('GET', `dict/queryById?id=${dict.id}`)).result).toEqual(edited.result);
    await refused('PUT', 'dict/edit', 409, '字典编码已存在：sex', { id: dict.id, dictCode: 'sex' });
    await refused('PUT', 'dict/edit', 404, '字典不存在：nope', { id: 'nope', dictName: 'x' });
    await refused('PUT', 'dict/edit', 400, /\$\.dictCode/, { id: dict.id, dictCode: 'a;b' });
    await refused('GET', 'dict/queryById?id=nope', 404, '字典不存在：nope');
    await refused('GET', 'dict/queryById', 400, /\$\.id/);
    expect((await call('PUT', 'dict/edit', { id: dict.id, dictName: 'z' }, zhangsan)).statusCode).toBe(403);
    expect((await call('GET', `dict/queryById?id=${dict.id}`, undefined, zhangsan)).statusCode).toBe(403);
  });

  it('deletes a dictionary to the recycle bin, its items kept; batches are all or nothing', async () => {
    const dict = await addDict('将删除', 'doomed');
    await addItem(dict.id, '一', '1');
    await addItem(dict.id, '二', '2');
    expect((await call('DELETE', `dict/delete?id=${dict.id}`, undefined, zhangsan)).statusCode).toBe(403);
    expect((await ok('DELETE', `dict/delete?id=${dict.id}`)).message).toBe('删除成功!');
    expect((await options('doomed')).statusCode).toBe(404);
    // Issue 16: a soft delete (JeecgBoot's recycle bin), so its items stay until 彻底删除.
    const left = await t.db.selectFrom('sys_dict_item').select('id').where('dict_id', '=', dict.id).execute();
    expect(left).toHaveLength(2);
    await refused('DELETE', `dict/delete?id=${dict.id}`, 404, `字典不存在：${dict.id}`);

    const a = await addDict('批一', 'batch_a');
    const b = await addDict('批二', 'batch_b');
    await refused('DELETE', `dict/deleteBatch?ids=${a.id},nope`, 404, '字典不存在：nope');
    expect((await options('batch_a')).statusCode).toBe(200);
    expect((await ok('DELETE', `dict/deleteBatch?ids=${a.id},${b.id}`)).message).toBe('批量删除成功!');
    expect((await options('batch_b')).statusCode).toBe(404);
    await refused('DELETE', 'dict/deleteBatch?ids=x;y', 400, /\$\.ids/);
  });
});
