/**
 * The user list and the user look-ups (issue 4): paging, sort allow-list, filters as plain values,
 * departments with their sub-departments, queryById, queryUserRole, queryUserByDepId, checkOnlyUser;
 * validation errors, not found, 403 and SQL-injection payloads. On each dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate } from '../../schemas/index';
import { idOf } from '../../server/testing/accounts';
import { envelopeOf, sendWithToken, tokenFor } from '../../server/testing/api';
import { INJECTION_PAYLOADS } from '../../server/testing/injection-payloads';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const BASE = '/platform/sys/user';
type Row = { id: string; username: string; departNames: string[]; roleNames: string[] };
type Page = { records: Row[]; total: number; size: number; current: number; pages: number };

describe.each(dialects())('user list and look-ups on $name', (dialect) => {
  let t: TestApp;
  let admin: string;
  let zhangsan: string;
  beforeAll(async () => {
    t = await withApp(dialect);
    admin = await tokenFor(t.app, 'admin');
    zhangsan = await tokenFor(t.app, 'zhangsan');
  });
  afterAll(() => t?.close());

  const get = (path: string, token = admin) => sendWithToken(t.app, 'GET', `${BASE}/${path}`, token);
  const list = async (query: string): Promise<Page> => {
    const response = await get(`list?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const result = envelopeOf<Page>(response).result;
    expect(validate('UserListResult', result)).toEqual({ ok: true, errors: [] });
    return result;
  };
  const names = (page: Page) => page.records.map((row) => row.username);

  it('declares a permission code on every user route', () => {
    const table = t.app.routeRegistry
      .filter((r) => r.url.startsWith(`${BASE}/`) && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url.replace(BASE, '')} ${r.permission}`);
    expect(table.sort()).toEqual(
      [
        'GET /list user:list',
        'GET /queryById user:list',
        'GET /queryUserRole user:list',
        'GET /queryUserByDepId user:list',
        'GET /checkOnlyUser user:list',
        'POST /add user:add',
        'PUT /edit user:edit',
        'DELETE /delete user:delete',
        'DELETE /deleteBatch user:deleteBatch',
        'PUT /frozenBatch user:frozen',
        'PUT /changPassword user:password',
        'PUT /changePassword user:password',
        'POST /updatePassword session',
        'PUT /updatePassword session',
        'GET /recycleBin user:recycle',
        'PUT /putRecycleBin user:recycle',
        'DELETE /deleteRecycleBin user:recycleDelete',
        'GET /userDepartList user:list',
        'GET /queryUserComponentData user:list',
        'GET /getMultiUser user:list',
        'GET /queryByIds user:list',
        'GET /generateUserId user:add',
        'GET /getCurrentUserDeparts session',
        'GET /exportXls user:export',
        'POST /importExcel user:import',
        'GET /userRoleList role:list',
        'POST /addSysUserRole role:authorize',
        'DELETE /deleteUserRole role:authorize',
        'DELETE /deleteUserRoleBatch role:authorize',
        'GET /departUserList depart:list',
        'POST /editSysDepartWithUser depart:edit',
        'DELETE /deleteUserInDepart depart:edit',
        'DELETE /deleteUserInDepartBatch depart:edit',
        // Register and 找回密码 (docs/accounts.md): before anyone is signed in; GET passwordChange only refuses
        // (a password never travels in a URL).
        'POST /register public',
        'POST /phoneVerification public',
        'POST /passwordChange public',
        'GET /passwordChange public',
      ].sort(),
    );
  });

  it('lists users with their departments and roles, never password data', async () => {
    const response = await get('list?column=username&order=asc');
    expect(response.body).not.toMatch(/password|argon2/i);
    const page = envelopeOf<Page>(response).result;
    expect(page).toMatchObject({ total: 4, size: 10, current: 1, pages: 1 });
    expect(names(page)).toEqual(['admin', 'lisi', 'wangwu', 'zhangsan']);
    expect(page.records[3]).toMatchObject({
      username: 'zhangsan',
      realname: '张三',
      sex: 1,
      status: 1,
      orgCode: 'A01A01A01',
      roleNames: ['普通用户'],
      departNames: expect.arrayContaining([expect.any(String), expect.any(String)]),
    });
    expect(page.records[3].departNames).toHaveLength(2);
  });

  it('pages and sorts by allowed fields only', async () => {
    const first = await list('column=username&order=desc&pageNo=1&pageSize=3');
    expect(first).toMatchObject({ total: 4, size: 3, current: 1, pages: 2 });
    expect(names(first)).toEqual(['zhangsan', 'wangwu', 'lisi']);
    expect(names(await list('column=username&order=desc&pageNo=2&pageSize=3'))).toEqual(['admin']);

    for (const [query, path] of [
      ['column=password_hash', '$.column'],
      ['column=created_at', '$.column'],
      ['order=sideways', '$.order'],
      ['pageSize=101', '$.pageSize'],
      ['pageNo=0', '$.pageNo'],
      ['sex=male', '$.sex'],
      ['status=1%3B', '$.status'],
      ['departId=a%20b', '$.departId'],
    ]) {
      const response = await get(`list?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(envelopeOf(response).message, query).toContain(path);
    }
  });

  it('filters by account, name, phone, sex and status as plain text', async () => {
    expect(names(await list('username=ZHANG'))).toEqual(['zhangsan']);
    expect(names(await list('realname=%E6%9D%8E'))).toEqual(['lisi']);
    expect(names(await list('phone=1391'))).toEqual(['zhangsan']);
    expect(names(await list('sex=2'))).toEqual(['lisi']);
    expect((await list('status=2')).total).toBe(0);
    // LIKE wildcards match themselves.
    expect((await list('username=%25')).total).toBe(0);
    expect((await list('username=_')).total).toBe(0);
  });

  it('filters by a department and everything under it; an unknown one lists nobody', async () => {
    const rd = await idOf(t.db, 'sys_depart', 'org_code', 'A01A01');
    const qa = await idOf(t.db, 'sys_depart', 'org_code', 'A01A01A02');
    expect(names(await list(`departId=${rd}&column=username&order=asc`))).toEqual(['wangwu', 'zhangsan']);
    expect(names(await list(`departId=${qa}`))).toEqual(['wangwu']);
    expect((await list('departId=nope')).total).toBe(0);
    expect((await list('departId=')).total).toBe(4);
  });

  it('treats injection payloads in filters as plain values and refuses them as sort fields', async () => {
    const before = await t.db.selectFrom('sys_user').select('id').execute();
    for (const payload of INJECTION_PAYLOADS) {
      const value = encodeURIComponent(payload);
      for (const field of ['username', 'realname', 'phone']) {
        const page = await list(`${field}=${value}`);
        expect(page.total, `${field}=${payload}`).toBe(0);
      }
      for (const field of ['column', 'order', 'sex']) {
        const response = await get(`list?${field}=${value}`);
        expect(response.statusCode, `${field}=${payload}`).toBe(400);
      }
      // An id-shaped payload ('sqlite_master') is just an unknown department.
      const byDepart = await get(`list?departId=${value}`);
      if (byDepart.statusCode === 200) expect(envelopeOf<Page>(byDepart).result.total, payload).toBe(0);
      else expect(byDepart.statusCode, payload).toBe(400);
    }
    expect(await t.db.selectFrom('sys_user').select('id').execute()).toHaveLength(before.length);
  });

  it('answers queryById with the record, 404 for an unknown id, 400 for a malformed one', async () => {
    const id = await idOf(t.db, 'sys_user', 'username', 'lisi');
    const response = await get(`queryById?id=${id}`);
    expect(response.statusCode).toBe(200);
    const record = envelopeOf(response).result;
    expect(validate('UserRecord', record)).toEqual({ ok: true, errors: [] });
    expect(record).toMatchObject({ id, username: 'lisi', email: 'lisi@dougong.dev', workNo: 'DG0201' });

    const missing = await get('queryById?id=nope');
    expect(missing.statusCode).toBe(404);
    expect(envelopeOf(missing).message).toBe('用户不存在：nope');
    expect((await get("queryById?id=1'or'1")).statusCode).toBe(400);
    expect((await get('queryById')).statusCode).toBe(400);
  });

  it('answers queryUserRole with role ids, 404 for an unknown user', async () => {
    const id = await idOf(t.db, 'sys_user', 'username', 'wangwu');
    const response = await get(`queryUserRole?userid=${id}`);
    // 王五 is 审计员 and, for the process demo, 人事 (hr).
    expect((envelopeOf(response).result as string[]).sort()).toEqual(
      [
        await idOf(t.db, 'sys_role', 'role_code', 'auditor'),
        await idOf(t.db, 'sys_role', 'role_code', 'hr'),
      ].sort(),
    );
    expect(validate('UserRoleIds', envelopeOf(response).result).ok).toBe(true);
    expect((await get('queryUserRole?userid=nope')).statusCode).toBe(404);
    expect((await get('queryUserRole')).statusCode).toBe(400);
  });

  it('lists the users of exactly one department with queryUserByDepId', async () => {
    const rd = await idOf(t.db, 'sys_depart', 'org_code', 'A01A01');
    const response = await get(`queryUserByDepId?id=${rd}`);
    const users = envelopeOf<Row[]>(response).result;
    expect(validate('UserList', users)).toEqual({ ok: true, errors: [] });
    expect(users.map((u) => u.username)).toEqual(['zhangsan']);
    const missing = await get('queryUserByDepId?id=nope');
    expect(missing.statusCode).toBe(404);
    expect(envelopeOf(missing).message).toBe('部门不存在：nope');
    expect((await get('queryUserByDepId')).statusCode).toBe(400);
  });

  it('checks whether a username is free', async () => {
    const taken = await get('checkOnlyUser?username=admin');
    expect(taken.statusCode).toBe(200);
    expect(envelopeOf(taken)).toMatchObject({ success: false, message: '用户账号已存在' });
    const adminId = await idOf(t.db, 'sys_user', 'username', 'admin');
    expect(envelopeOf(await get(`checkOnlyUser?username=admin&id=${adminId}`)).success).toBe(true);
    expect(envelopeOf(await get('checkOnlyUser?username=nobody')).success).toBe(true);
    expect(
      envelopeOf(await get(`checkOnlyUser?username=${encodeURIComponent("admin' or '1'='1")}`)).success,
    ).toBe(true);
    expect((await get('checkOnlyUser')).statusCode).toBe(400);
  });

  it('refuses every look-up to a user without user:list, and to no session', async () => {
    for (const path of [
      'list',
      'queryById?id=x',
      'queryUserRole?userid=x',
      'queryUserByDepId?id=x',
      'checkOnlyUser?username=x',
    ]) {
      const response = await get(path, zhangsan);
      expect(response.statusCode, path).toBe(403);
      expect(envelopeOf(response).message).toBe('没有权限，请联系管理员授权');
      expect((await sendWithToken(t.app, 'GET', `${BASE}/${path}`, undefined)).statusCode, path).toBe(401);
    }
  });
});
