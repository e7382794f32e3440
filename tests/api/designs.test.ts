/**
 * Saved form designs (issue 3 item 7, issue 6 items 4–5): add, list, queryById, edit as versions,
 * versions, rollback, delete; JSON and schema errors with their paths; permission codes. On each dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate } from '../../schemas/index';
import { envelopeOf, sendWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const BASE = '/platform/cgform/cgformDesign';
const input = (model: string, name = model) => ({
  type: 'input',
  name,
  key: `input_${model}`,
  model,
  options: { width: '100%' },
});
const form = (...models: string[]) => JSON.stringify({ list: models.map((m) => input(m)), config: {} });

describe.each(dialects())('saved designs on $name', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await withApp(dialect);
    admin = await tokenFor(t.app, 'admin');
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown, token = admin) =>
    sendWithToken(t.app, method, `${BASE}/${path}`, token, payload);
  const add = async (name: string, jsonStr = form('a')) => {
    const response = await call('POST', 'add', { name, jsonStr });
    expect(response.statusCode, response.body).toBe(200);
    return envelopeOf<{ id: string; version: number }>(response).result.id;
  };

  it('declares a permission code on every design route', () => {
    const table = t.app.routeRegistry
      .filter((r) => r.url.startsWith(BASE) || r.url === '/platform/sys/page/get')
      .filter((r) => r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url.replace(BASE, '')} ${r.permission}`);
    expect(table.sort()).toEqual(
      [
        'GET /list cgform:list',
        'GET /queryById cgform:list',
        'POST /add cgform:add',
        'POST /edit cgform:edit',
        'PUT /edit cgform:edit',
        'DELETE /delete cgform:delete',
        'DELETE /deleteBatch cgform:delete',
        'GET /versions cgform:list',
        'GET /version cgform:list',
        'POST /rollback cgform:edit',
        'GET /platform/sys/page/get session',
      ].sort(),
    );
  });

  it('adds a form as version 1 and reads it back by id; an unknown id is 404', async () => {
    const response = await call('POST', 'add', {
      name: '请假单',
      title: '请假申请',
      jsonStr: form('reason'),
    });
    expect(response.statusCode).toBe(200);
    const saved = envelopeOf<{ id: string; version: number }>(response);
    expect(saved).toMatchObject({ success: true, message: '添加成功！', result: { version: 1 } });
    expect(validate('DesignSaved', saved.result).ok).toBe(true);

    const detail = envelopeOf(await call('GET', `queryById?id=${saved.result.id}`)).result;
    expect(validate('DesignDetail', detail)).toEqual({ ok: true, errors: [] });
    expect(detail).toMatchObject({
      id: saved.result.id,
      kind: 'form',
      name: '请假单',
      title: '请假申请',
      version: 1,
      jsonStr: form('reason'),
      updateBy: 'admin',
    });

    const missing = await call('GET', 'queryById?id=nope');
    expect(missing.statusCode).toBe(404);
    expect(envelopeOf(missing).message).toBe('设计不存在或已删除：nope');
  });

  it('lists forms page by page, filtered by name, sorted by an allowed column only', async () => {
    for (const name of ['list-b', 'list-c', 'list-a', 'LIST_%']) await add(name);
    const list = async (query: string) => {
      const response = await call('GET', `list?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const result = envelopeOf<{ records: { name: string }[]; total: number; pages: number }>(
        response,
      ).result;
      expect(validate('DesignListResult', result)).toEqual({ ok: true, errors: [] });
      return result;
    };

    const first = await list('name=list-&column=name&order=asc&pageNo=1&pageSize=2');
    expect(first).toMatchObject({ total: 3, size: 2, current: 1, pages: 2 });
    expect(first.records.map((r) => r.name)).toEqual(['list-a', 'list-b']);
    expect(
      (await list('name=list-&column=name&order=asc&pageNo=2&pageSize=2')).records.map((r) => r.name),
    ).toEqual(['list-c']);
    expect((await list('name=LIST-&column=name&order=desc')).records.map((r) => r.name)).toEqual([
      'list-c',
      'list-b',
      'list-a',
    ]);
    // LIKE wildcards in the filter match themselves.
    expect((await list('name=_%25')).records.map((r) => r.name)).toEqual(['LIST_%']);
    // Pages are not forms: the default kind leaves them out.
    expect((await list('pageSize=100')).records.map((r) => r.name)).not.toContain('online/design-list');

    for (const [query, path] of [
      ['column=password', '$.column'],
      ['column=updated_at', '$.column'],
      ['order=sideways', '$.order'],
      ['pageSize=101', '$.pageSize'],
      ['pageNo=0', '$.pageNo'],
    ]) {
      const refused = await call('GET', `list?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(envelopeOf(refused).message, query).toContain(path);
    }
  });

  it('saves a new jsonStr as the next version, lists versions newest first, reads one back', async () => {
    const id = await add('versions-demo', form('a'));
    const edited = await call('PUT', 'edit', { id, jsonStr: form('a', 'b') });
    expect(envelopeOf(edited)).toMatchObject({
      success: true,
      message: '保存成功！',
      result: { id, version: 2 },
    });
    // A rename alone is no new version.
    const renamed = await call('POST', 'edit', { id, name: 'versions-demo-2', title: '版本演示' });
    expect(envelopeOf(renamed).result).toEqual({ id, version: 2 });
    expect(envelopeOf(await call('GET', `queryById?id=${id}`)).result).toMatchObject({
      name: 'versions-demo-2',
      title: '版本演示',
      version: 2,
      jsonStr: form('a', 'b'),
    });

    const versions = envelopeOf<{ version: number; savedBy: string }[]>(
      await call('GET', `versions?id=${id}`),
    );
    expect(validate('DesignVersionList', versions.result)).toEqual({ ok: true, errors: [] });
    expect(versions.result.map((v) => [v.version, v.savedBy])).toEqual([
      [2, 'admin'],
      [1, 'admin'],
    ]);
    const one = envelopeOf(await call('GET', `version?id=${id}&version=1`)).result;
    expect(validate('DesignVersionDetail', one)).toEqual({ ok: true, errors: [] });
    expect(one).toMatchObject({ version: 1, jsonStr: form('a'), savedBy: 'admin' });
    expect((await call('GET', `version?id=${id}&version=9`)).statusCode).toBe(404);

    const sorted = envelopeOf<{ records: { id: string }[] }>(
      await call('GET', 'list?column=version&order=desc'),
    );
    expect(sorted.result.records[0].id).toBe(id);
  });

  it('rolls back by saving an earlier version as the next one', async () => {
    const id = await add('rollback-demo', form('first'));
    await call('POST', 'edit', { id, jsonStr: form('second') });

    const rolled = await call('POST', 'rollback', { id, version: 1 });
    expect(envelopeOf(rolled)).toMatchObject({
      success: true,
      message: '回滚成功！',
      result: { id, version: 3 },
    });
    expect(envelopeOf<{ jsonStr: string }>(await call('GET', `queryById?id=${id}`)).result.jsonStr).toBe(
      form('first'),
    );
    const versions = envelopeOf<{ version: number; note: string | null }[]>(
      await call('GET', `versions?id=${id}`),
    );
    expect(versions.result[0]).toMatchObject({ version: 3, note: '回滚到版本 1' });
    expect((await call('POST', 'rollback', { id, version: 7 })).statusCode).toBe(404);
  });

  it('deletes one design, and a batch all or nothing', async () => {
    const one = await add('delete-one');
    const deleted = await call('DELETE', `delete?id=${one}`);
    expect(envelopeOf(deleted)).toMatchObject({ success: true, message: '删除成功!' });
    expect((await call('GET', `queryById?id=${one}`)).statusCode).toBe(404);
    expect((await call('GET', `versions?id=${one}`)).statusCode).toBe(404);

    const [a, b] = [await add('delete-a'), await add('delete-b')];
    const withUnknown = await call('DELETE', `deleteBatch?ids=${a},missing1`);
    expect(withUnknown.statusCode).toBe(404);
    expect((await call('GET', `queryById?id=${a}`)).statusCode).toBe(200);
    const batch = await call('DELETE', `deleteBatch?ids=${a},${b}`);
    expect(envelopeOf(batch)).toMatchObject({ success: true, message: '批量删除成功!' });
    expect((await call('GET', `queryById?id=${b}`)).statusCode).toBe(404);
  });

  it('answers JSON that does not parse with 400 saying where, in Chinese (not the parser’s English)', async () => {
    const cases = [
      [
        '{"list": [',
        'jsonStr 不是合法的 JSON：内容不完整，在第 10 个字符后意外结束，请检查括号和引号是否成对',
      ],
      [' ', 'jsonStr 不是合法的 JSON：内容为空'],
      ['{"list": [}', 'jsonStr 不是合法的 JSON：有意外的字符 "}"，请检查引号、逗号和括号'],
      ['{"a": 1} x', 'jsonStr 不是合法的 JSON：第 10 个字符附近有语法错误，请检查引号、逗号和括号'],
    ];
    for (const [jsonStr, message] of cases) {
      const response = await call('POST', 'add', { name: 'broken-json', jsonStr });
      expect(response.statusCode, jsonStr).toBe(400);
      expect(envelopeOf(response).message, jsonStr).toBe(message);
    }
  });

  it('answers a design that breaks the schema with 400 naming the JSON path, and saves nothing', async () => {
    // An unknown type or key is a fork's addition, kept with a warning (tests/api/design-fork.test.ts);
    // a known key's wrong value breaks the schema.
    const wrongType = JSON.stringify({ list: [{ ...input('x'), model: 7 }], config: {} });
    const response = await call('POST', 'add', { name: 'bad-model', jsonStr: wrongType });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).message).toMatch(/^设计不符合格式：\$\.list\[0\]\.model: /);

    const id = await add('wrong-later');
    const wrong = { list: [{ ...input('x'), options: { maxlength: 'many' } }], config: {} };
    const edit = await call('POST', 'edit', { id, jsonStr: JSON.stringify(wrong) });
    expect(edit.statusCode).toBe(400);
    expect(envelopeOf(edit).message).toContain('$.list[0].options.maxlength');
    expect(envelopeOf(await call('GET', `queryById?id=${id}`)).result).toMatchObject({ version: 1 });
  });

  it('refuses a name its kind already has with 409, on add and on rename', async () => {
    await add('taken');
    const other = await add('free');
    const duplicate = await call('POST', 'add', { name: 'taken', jsonStr: form('a') });
    expect(duplicate.statusCode).toBe(409);
    expect(envelopeOf(duplicate).message).toBe('名称已存在');
    expect((await call('PUT', 'edit', { id: other, name: 'taken' })).statusCode).toBe(409);
  });

  it('creates a form on the designer’s first save, named 未命名表单N when no name is given', async () => {
    const first = envelopeOf<{ id: string; version: number }>(
      await call('POST', 'edit', { jsonStr: form('a') }),
    );
    const second = envelopeOf<{ id: string }>(await call('POST', 'edit', { jsonStr: form('b') }));
    expect(first).toMatchObject({ message: '保存成功！', result: { version: 1 } });
    const names = await Promise.all(
      [first.result.id, second.result.id].map(
        async (id) => envelopeOf<{ name: string }>(await call('GET', `queryById?id=${id}`)).result.name,
      ),
    );
    expect(names).toEqual(['未命名表单1', '未命名表单2']);
    expect((await call('POST', 'edit', { name: 'no-json' })).statusCode).toBe(400);
  });

  it('answers malformed requests with 400 before anything is stored', async () => {
    const cases: Array<[string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown]> = [
      ['no name', 'POST', 'add', { jsonStr: form('a') }],
      ['blank name', 'POST', 'add', { name: '   ', jsonStr: form('a') }],
      ['jsonStr not text', 'POST', 'add', { name: 'x', jsonStr: { list: [] } }],
      ['unknown kind', 'POST', 'add', { name: 'x', kind: 'report', jsonStr: form('a') }],
      ['id with odd characters', 'PUT', 'edit', { id: "1' or '1'='1", name: 'x' }],
      ['nothing to save', 'PUT', 'edit', { id: 'abc' }],
      ['no body', 'POST', 'rollback', undefined],
      ['version 0', 'POST', 'rollback', { id: 'abc', version: 0 }],
      ['version not a number', 'GET', 'version?id=abc&version=two', undefined],
      ['empty id in a batch', 'DELETE', 'deleteBatch?ids=a,,b', undefined],
      ['no id', 'DELETE', 'delete', undefined],
      // PostgreSQL refuses NUL in text: it must be a 400 here, never a 500 from the database.
      ['control character in a name', 'POST', 'add', { name: 'a\u0000b', jsonStr: form('a') }],
      ['control character in a filter', 'GET', 'list?name=%00', undefined],
    ];
    for (const [what, method, path, payload] of cases) {
      const response = await call(method, path, payload);
      expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
      expect(envelopeOf(response).success, what).toBe(false);
    }
    const listed = envelopeOf<{ records: { name: string }[] }>(await call('GET', 'list?name=x&pageSize=100'));
    expect(listed.result.records.map((r) => r.name)).not.toContain('x');
  });

  it('answers 403 to a user without the codes and 401 without a session', async () => {
    const zhangsan = await tokenFor(t.app, 'zhangsan');
    const id = await add('not-for-zhangsan');
    for (const [method, path, payload] of [
      ['GET', 'list', undefined],
      ['GET', `queryById?id=${id}`, undefined],
      ['POST', 'add', { name: 'mine', jsonStr: form('a') }],
      ['PUT', 'edit', { id, jsonStr: form('b') }],
      ['POST', 'rollback', { id, version: 1 }],
      ['DELETE', `delete?id=${id}`, undefined],
    ] as const) {
      const response = await call(method, path, payload, zhangsan);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(envelopeOf(response).message).toBe('没有权限，请联系管理员授权');
    }
    expect((await sendWithToken(t.app, 'GET', `${BASE}/list`, undefined)).statusCode).toBe(401);
    expect(envelopeOf(await call('GET', `queryById?id=${id}`)).result).toMatchObject({ version: 1 });
  });
});
