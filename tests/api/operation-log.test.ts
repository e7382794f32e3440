/**
 * The operation log (issue 4): every state-changing /platform request writes a sys_log row of log_type 2
 * with who, what, when, outcome, cost and operate_type; refused attempts of signed-in users too, anonymous
 * ones never (issue 11); passwords never; sign-in and sign-out only in the login log; reads not at all. On each dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SysLogRecord } from '../../schemas/index';
import { validate } from '../../schemas/index';
import { maskParams } from '../../server/modules/log/mask';
import { operateTypeOf, redact } from '../../server/plugins/operation-log';
import { idOf } from '../../server/testing/accounts';
import { envelopeOf, getWithToken, login, sendWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

describe('what the log keeps of a request', () => {
  it('redacts passwords, tokens and secrets at any depth', () => {
    expect(
      redact({
        username: 'a',
        password: 'x',
        list: [{ confirmpassword: 'y' }],
        nested: { oldpassword: 'z', token: 't' },
      }),
    ).toEqual({
      username: 'a',
      password: '******',
      list: [{ confirmpassword: '******' }],
      nested: { oldpassword: '******', token: '******' },
    });
  });

  it('masks secrets again when a row is shown: captchas, *secret, *token, and rows cut at the length limit', () => {
    const shown = maskParams(
      JSON.stringify({
        body: { username: 'a', captcha: 'k3x9', appSecret: 's', accessToken: 't', newPassword: 'p' },
      }),
      true,
    );
    expect(JSON.parse(shown!)).toEqual({
      body: {
        username: 'a',
        captcha: '******',
        appSecret: '******',
        accessToken: '******',
        newPassword: '******',
      },
    });
    expect(shown).toContain('\n    "username": "a"');
    // A row cut at 2 kB is no longer JSON: each "key": value pair is masked where it stands.
    expect(maskParams('{"body":{"username":"a","oldpassword":"abc","token":12,"password":"Hus…')).toBe(
      '{"body":{"username":"a","oldpassword":"******","token":"******","password":"******"',
    );
    expect(maskParams(null)).toBeNull();
  });

  it('guesses operate_type from the route, then the method, unless the route says', () => {
    expect(operateTypeOf('POST', '/platform/sys/user/add')).toBe(2);
    expect(operateTypeOf('POST', '/platform/cgform/cgformDesign/edit')).toBe(3);
    expect(operateTypeOf('PUT', '/platform/sys/user/frozenBatch')).toBe(3);
    expect(operateTypeOf('DELETE', '/platform/sys/user/deleteBatch')).toBe(4);
    expect(operateTypeOf('POST', '/platform/sys/permission/addPermissionRule')).toBe(2);
    expect(operateTypeOf('POST', '/platform/sys/permission/saveRolePermission', 3)).toBe(3);
  });
});

describe.each(dialects())('the operation log on $name', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await withApp(dialect, {
      // A route that names no action: the log shows its path.
      extend: (app) =>
        app.post('/platform/test/unnamed', { config: { permission: 'session' } }, async (_request, reply) =>
          reply.ok(),
        ),
    });
    admin = await tokenFor(t.app, 'admin');
  });
  afterAll(() => t?.close());

  // The test clock stands still unless moved: each request gets its own second, so rows sort in order.
  const send = (...args: Parameters<typeof sendWithToken>) => {
    t.clock.advance(1000);
    return sendWithToken(...args);
  };
  const operations = () =>
    t.db
      .selectFrom('sys_log')
      .selectAll()
      .where('log_type', '=', 2)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  const lastFor = async (url: string) => (await operations()).filter((row) => row.request_url === url).at(-1);

  it('logs who did what, when, how it went and how long it took', async () => {
    const response = await send(t.app, 'POST', '/platform/sys/role/add', admin, {
      roleName: '日志',
      roleCode: 'logged',
    });
    expect(response.statusCode).toBe(200);
    const row = await lastFor('/platform/sys/role/add');
    expect(row).toMatchObject({
      log_type: 2,
      log_content: '添加角色「日志」',
      target_type: '角色',
      target_name: '日志',
      operate_type: 2,
      username: 'admin',
      userid: await idOf(t.db, 'sys_user', 'username', 'admin'),
      method: 'POST',
      ok: 1,
      created_at: t.clock.now().toISOString(),
    });
    expect(JSON.parse(row!.request_param!)).toEqual({ body: { roleName: '日志', roleCode: 'logged' } });
    expect(row!.cost_time).toBeGreaterThanOrEqual(0);

    const roleId = await idOf(t.db, 'sys_role', 'role_code', 'logged');
    await send(t.app, 'PUT', '/platform/sys/role/edit', admin, { id: roleId, roleName: '日志2' });
    expect(await lastFor('/platform/sys/role/edit')).toMatchObject({
      operate_type: 3,
      log_content: '编辑角色「日志」',
      changes: JSON.stringify([{ field: '角色名称', from: '日志', to: '日志2' }]),
      ok: 1,
    });
    await send(t.app, 'DELETE', `/platform/sys/role/delete?id=${roleId}`, admin);
    const deleted = await lastFor('/platform/sys/role/delete');
    expect(deleted).toMatchObject({
      operate_type: 4,
      log_content: '删除角色「日志2」',
      target_name: '日志2',
      ok: 1,
    });
    expect(JSON.parse(deleted!.request_param!)).toEqual({ query: { id: roleId } });
  });

  it('logs refused and failed attempts of signed-in users with ok 0', async () => {
    const zhangsan = await tokenFor(t.app, 'zhangsan');
    expect((await send(t.app, 'DELETE', '/platform/sys/role/delete?id=x', zhangsan)).statusCode).toBe(403);
    expect(await lastFor('/platform/sys/role/delete')).toMatchObject({
      username: 'zhangsan',
      ok: 0,
      operate_type: 4,
    });
    expect((await send(t.app, 'PUT', '/platform/sys/role/edit', admin, { id: 'nope' })).statusCode).toBe(404);
    expect(await lastFor('/platform/sys/role/edit')).toMatchObject({ username: 'admin', ok: 0 });
  });

  it('writes no row for anonymous calls the guard refuses, so nobody can fill the log without an account', async () => {
    const before = (await operations()).length;
    for (const token of [undefined, 'made-up-token']) {
      for (const [method, url] of [
        ['POST', '/platform/sys/role/add'],
        ['PUT', '/platform/sys/user/edit'],
        ['DELETE', '/platform/sys/role/delete?id=x'],
        ['POST', '/platform/sys/no-such-call'],
      ] as const) {
        const response = await send(t.app, method, url, token, method === 'DELETE' ? undefined : { a: 1 });
        expect(response.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(401);
      }
    }
    expect(await operations()).toHaveLength(before);
  });

  it('never writes a password into the log', async () => {
    await send(t.app, 'POST', '/platform/sys/user/add', admin, {
      username: 'secretive',
      password: 'Hush-1234',
      confirmpassword: 'Hush-1234',
      realname: '保密',
    });
    await send(t.app, 'PUT', '/platform/sys/user/changPassword', admin, {
      username: 'secretive',
      password: 'Hush-5678',
    });
    const own = await tokenFor(t.app, 'secretive', 'Hush-5678');
    await send(t.app, 'POST', '/platform/sys/user/updatePassword', own, {
      oldpassword: 'Hush-5678',
      password: 'Hush-9999',
      confirmpassword: 'Hush-9999',
    });
    const rows = await operations();
    const text = rows.map((row) => row.request_param ?? '').join('\n');
    expect(text).toContain('secretive');
    expect(text).not.toMatch(/Hush-/);
    expect(await lastFor('/platform/sys/user/updatePassword')).toMatchObject({
      username: 'secretive',
      operate_type: 3,
      ok: 1,
    });
  });

  it('shows one row in the detail: operator, target, changed fields and the parameters pretty-printed, secrets masked', async () => {
    await send(t.app, 'POST', '/platform/sys/user/add', admin, {
      username: 'detailed',
      password: 'Quiet-1234',
      confirmpassword: 'Quiet-1234',
      realname: '详情',
    });
    await send(t.app, 'PUT', '/platform/sys/user/changPassword', admin, {
      username: 'detailed',
      password: 'Quiet-5678',
      confirmpassword: 'Quiet-5678',
    });
    const row = (await lastFor('/platform/sys/user/changPassword'))!;
    // An older row that kept a captcha: masked when shown all the same.
    await t.db
      .updateTable('sys_log')
      .set({ request_param: row.request_param!.replace('{', '{"captcha":"k3x9",') })
      .where('id', '=', row.id)
      .execute();
    const response = await getWithToken(t.app, `/platform/sys/log/queryById?id=${row.id}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    const detail = envelopeOf<SysLogRecord>(response).result;
    expect(validate('SysLogRecord', detail)).toEqual({ ok: true, errors: [] });
    expect(detail).toMatchObject({
      username: 'admin',
      realname: expect.any(String),
      targetType: '用户',
      targetName: 'detailed',
    });
    expect(detail.requestParamText).toContain('\n');
    expect(JSON.parse(detail.requestParamText!)).toMatchObject({
      captcha: '******',
      body: { username: 'detailed', password: '******', confirmpassword: '******' },
    });
    expect(response.body).not.toMatch(/Quiet-|k3x9/);

    const edit = await send(t.app, 'PUT', '/platform/sys/user/edit', admin, {
      id: await idOf(t.db, 'sys_user', 'username', 'detailed'),
      realname: '详情二',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = (await lastFor('/platform/sys/user/edit'))!;
    const shown = envelopeOf<SysLogRecord>(
      await getWithToken(t.app, `/platform/sys/log/queryById?id=${edited.id}`, admin),
    ).result;
    expect(shown.changesText).toBe('姓名：详情 → 详情二');

    const missing = await getWithToken(t.app, '/platform/sys/log/queryById?id=nope', admin);
    expect(missing.statusCode).toBe(404);
    expect(envelopeOf(missing).message).toBe('未找到该日志，可能已被清理，请刷新列表');
    const bad = await getWithToken(
      t.app,
      `/platform/sys/log/queryById?id=${encodeURIComponent("x' or 1=1")}`,
      admin,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('names an action by its route path when the route gives no name', async () => {
    await send(t.app, 'POST', '/platform/test/unnamed?x=1', admin, { a: 1 });
    const row = await lastFor('/platform/test/unnamed');
    expect(row).toMatchObject({ log_content: '/platform/test/unnamed', operate_type: 2 });
    expect(JSON.parse(row!.request_param!)).toEqual({ query: { x: '1' }, body: { a: 1 } });
  });

  it('leaves sign-in, sign-out and reads out of the operation log', async () => {
    const before = (await operations()).length;
    const token = await tokenFor(t.app, 'lisi');
    await login(t.app, 'lisi', 'wrong');
    await send(t.app, 'GET', '/platform/sys/role/queryall', token);
    await send(t.app, 'POST', '/platform/sys/logout', token);
    expect(await operations()).toHaveLength(before);
    const logins = await t.db
      .selectFrom('sys_log')
      .select('id')
      .where('log_type', '=', 1)
      .where('username', '=', 'lisi')
      .execute();
    expect(logins.length).toBe(3);
  });
});
