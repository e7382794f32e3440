/**
 * Positions (issue 4): list, queryById, add, edit (a new code follows to its holders), delete and
 * deleteBatch (refused while held), getSelectData, and the permission codes, on each dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate, type PositionRecord } from '../../schemas/index';
import { envelopeOf, sendWithToken, tokenFor } from '../../server/testing/api';
import { INJECTION_PAYLOADS } from '../../server/testing/injection-payloads';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const BASE = '/platform/sys/position';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Page<T> = { records: T[]; total: number; size: number; current: number; pages: number };

describe.each(dialects())('positions on $name', (dialect) => {
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
    sendWithToken(t.app, method, `${BASE}/${path}`, token, payload);
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
  const add = async (code: string, name: string, postRank?: string) =>
    (await ok<PositionRecord>('POST', 'add', { code, name, postRank })).result;
  const postOf = async (username: string) =>
    (
      await t.db
        .selectFrom('sys_user')
        .select('post')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).post;

  it('declares a permission code on every position route', () => {
    const table = t.app.routeRegistry
      .filter((r) => r.url.startsWith(BASE) && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url.replace(BASE, '')} ${r.permission}`);
    expect(table.sort()).toEqual(
      [
        'GET /list position:list',
        'GET /queryById position:list',
        'GET /getSelectData session',
        'POST /add position:add',
        'PUT /edit position:edit',
        'DELETE /delete position:delete',
        'DELETE /deleteBatch position:delete',
        'GET /exportXls position:export',
        'POST /importExcel position:import',
      ].sort(),
    );
  });

  it('answers every position as {value: code, text: name} to any signed-in user', async () => {
    const response = await call('GET', 'getSelectData', undefined, zhangsan);
    expect(response.statusCode).toBe(200);
    const result = envelopeOf<Array<{ value: string; text: string }>>(response).result;
    expect(validate('PositionOptionList', result)).toEqual({ ok: true, errors: [] });
    expect(result.slice(0, 3)).toEqual([
      { value: 'ACCOUNTANT', text: '会计' },
      { value: 'CEO', text: '总经理' },
      { value: 'CTO', text: '技术总监' },
    ]);
    expect((await call('GET', 'getSelectData', undefined, '')).statusCode).toBe(401);
  });

  it('lists positions page by page, filtered by name and code, sorted by an allowed column only', async () => {
    const page = await ok<Page<PositionRecord>>('GET', 'list?name=工程师&column=code&order=asc');
    expect(validate('PositionListResult', page.result)).toEqual({ ok: true, errors: [] });
    expect(page.result.records.map((r) => [r.code, r.name, r.postRank])).toEqual([
      ['DEV', '开发工程师', '3'],
      ['QA', '测试工程师', '3'],
    ]);
    const paged = await ok<Page<PositionRecord>>('GET', 'list?column=code&order=desc&pageNo=2&pageSize=2');
    expect(paged.result).toMatchObject({ total: 6, size: 2, current: 2, pages: 3 });
    expect(paged.result.records.map((r) => r.code)).toEqual(['DEV', 'CTO']);
    expect(
      (await ok<Page<PositionRecord>>('GET', 'list?code=c')).result.records.map((r) => r.code).sort(),
    ).toEqual(['ACCOUNTANT', 'CEO', 'CTO']);
    for (const payload of INJECTION_PAYLOADS) {
      await refused('GET', `list?column=${encodeURIComponent(payload)}`, 400, /\$\.column/);
      expect(
        (await ok<Page<PositionRecord>>('GET', `list?name=${encodeURIComponent(payload)}`)).result.total,
      ).toBe(0);
    }
    await refused('GET', 'list?pageNo=0', 400, /\$\.pageNo/);
    expect((await call('GET', 'list', undefined, zhangsan)).statusCode).toBe(403);
  });

  it('adds a position with a unique code and reads it back', async () => {
    const added = await ok<PositionRecord>('POST', 'add', {
      code: 'OPS',
      name: ' 运维工程师 ',
      postRank: '3',
    });
    expect(added.message).toBe('添加成功！');
    expect(validate('PositionRecord', added.result)).toEqual({ ok: true, errors: [] });
    expect(added.result).toMatchObject({
      code: 'OPS',
      name: '运维工程师',
      postRank: '3',
      createBy: 'admin',
    });
    expect((await ok<PositionRecord>('GET', `queryById?id=${added.result.id}`)).result).toEqual(added.result);
    expect(await add('INTERN', '实习生', '')).toMatchObject({ postRank: null });

    await refused('POST', 'add', 409, '职务编码已存在：OPS', { code: 'OPS', name: '又一个' });
    for (const code of ['', '-x', 'a b', "OPS'--", 'x'.repeat(65)])
      await refused('POST', 'add', 400, /\$\.code/, { code, name: '坏编码' });
    await refused('POST', 'add', 400, /\$\.name/, { code: 'NONAME' });
    await refused('POST', 'add', 400, /\$\.postRank/, { code: 'RANKED', name: '职级', postRank: '1 or 1=1' });
    await refused('GET', 'queryById?id=nope', 404, '职务不存在：nope');
    await refused('GET', 'queryById', 400, /\$\.id/);
    expect((await call('POST', 'add', { code: 'X', name: 'x' }, zhangsan)).statusCode).toBe(403);
    expect((await call('GET', `queryById?id=${added.result.id}`, undefined, zhangsan)).statusCode).toBe(403);
  });

  it('edits a position; a new code follows to the users who hold it', async () => {
    const dev = (await ok<Page<PositionRecord>>('GET', 'list?code=DEV')).result.records[0];
    expect(await postOf('zhangsan')).toBe('DEV');
    const edited = await ok<PositionRecord>('PUT', 'edit', {
      id: dev.id,
      code: 'ENG',
      name: '工程师',
      postRank: null,
    });
    expect(edited.message).toBe('编辑成功!');
    expect(edited.result).toMatchObject({ code: 'ENG', name: '工程师', postRank: null, updateBy: 'admin' });
    expect(await postOf('zhangsan')).toBe('ENG');

    await refused('PUT', 'edit', 409, '职务编码已存在：QA', { id: dev.id, code: 'QA' });
    expect(await postOf('zhangsan')).toBe('ENG');
    await refused('PUT', 'edit', 404, '职务不存在：nope', { id: 'nope', name: 'x' });
    await refused('PUT', 'edit', 400, /\$\.id/, { name: 'x' });
    expect((await call('PUT', 'edit', { id: dev.id, name: 'z' }, zhangsan)).statusCode).toBe(403);
  });

  it('refuses to delete a position someone holds; deletes free ones, in batches all or nothing', async () => {
    const qa = (await ok<Page<PositionRecord>>('GET', 'list?code=QA')).result.records[0];
    await refused('DELETE', `delete?id=${qa.id}`, 400, '该职务下有用户，不能删除：QA');
    const a = await add('TEMP_A', '临时甲');
    const b = await add('TEMP_B', '临时乙');
    await refused('DELETE', `deleteBatch?ids=${a.id},${qa.id}`, 400, '该职务下有用户，不能删除：QA');
    await refused('DELETE', `deleteBatch?ids=${a.id},nope`, 404, '职务不存在：nope');
    expect((await ok<PositionRecord>('GET', `queryById?id=${a.id}`)).result.code).toBe('TEMP_A');

    expect((await call('DELETE', `delete?id=${a.id}`, undefined, zhangsan)).statusCode).toBe(403);
    expect((await ok('DELETE', `delete?id=${a.id}`)).message).toBe('删除成功!');
    await refused('DELETE', `delete?id=${a.id}`, 404, `职务不存在：${a.id}`);
    const c = await add('TEMP_C', '临时丙');
    expect((await ok('DELETE', `deleteBatch?ids=${b.id},${c.id}`)).message).toBe('批量删除成功!');
    await refused('GET', `queryById?id=${c.id}`, 404, `职务不存在：${c.id}`);
    await refused('DELETE', 'deleteBatch?ids=', 400, /\$\.ids/);
    expect((await call('DELETE', `deleteBatch?ids=${b.id}`, undefined, zhangsan)).statusCode).toBe(403);
  });
});
