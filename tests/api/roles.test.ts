/**
 * Roles (issue 4): list with paging, sort allow-list and name filter; queryall and queryTreeList for
 * pickers; add, edit, delete, deleteBatch, checkRoleCode; the admin role protected; 403s and injection
 * payloads. On each dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate } from '../../schemas/index';
import { createTestUser, idOf } from '../../server/testing/accounts';
import { envelopeOf, sendWithToken, tokenFor } from '../../server/testing/api';
import { INJECTION_PAYLOADS } from '../../server/testing/injection-payloads';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const BASE = '/platform/sys/role';
type Role = { id: string; roleName: string; roleCode: string; description: string | null };

describe.each(dialects())('roles on $name', (dialect) => {
  let t: TestApp;
  let admin: string;
  let zhangsan: string;
  beforeAll(async () => {
    t = await withApp(dialect);
    admin = await tokenFor(t.app, 'admin');
    zhangsan = await tokenFor(t.app, 'zhangsan');
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown, token = admin) =>
    sendWithToken(t.app, method, `${BASE}/${path}`, token, payload);
  const add = async (roleCode: string, roleName = roleCode) => {
    const response = await call('POST', 'add', { roleName, roleCode, description: '测试' });
    expect(response.statusCode, response.body).toBe(200);
    return envelopeOf<Role>(response).result;
  };
  const expectStatus = async (
    response: Awaited<ReturnType<typeof call>>,
    status: number,
    message: string,
  ) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(envelopeOf(response).message).toContain(message);
  };

  it('declares a permission code on every role route', () => {
    const table = t.app.routeRegistry
      .filter((r) => r.url.startsWith(`${BASE}/`) && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url.replace(BASE, '')} ${r.permission}`);
    expect(table.sort()).toEqual(
      [
        'GET /list role:list',
        'GET /queryall session',
        'GET /queryTreeList role:authorize',
        'GET /datarule/:permissionId/:roleId role:authorize',
        'POST /datarule role:authorize',
        'GET /checkRoleCode role:list',
        'POST /add role:add',
        'PUT /edit role:edit',
        'DELETE /delete role:delete',
        'DELETE /deleteBatch role:delete',
        'GET /exportXls role:export',
        'POST /importExcel role:import',
      ].sort(),
    );
  });

  it('lists roles page by page, filtered by name, sorted by allowed fields only', async () => {
    const response = await call('GET', 'list?column=roleCode&order=asc');
    const page = envelopeOf<{ records: Role[]; total: number }>(response).result;
    expect(validate('RoleListResult', page)).toEqual({ ok: true, errors: [] });
    expect(page.records.map((r) => r.roleCode)).toEqual(['admin', 'auditor', 'hr', 'user']);
    const second = envelopeOf<{ records: Role[]; pages: number }>(
      await call('GET', 'list?column=roleCode&order=desc&pageNo=2&pageSize=3'),
    ).result;
    expect(second).toMatchObject({ pages: 2, records: [{ roleCode: 'admin' }] });
    const filtered = envelopeOf<{ records: Role[] }>(
      await call('GET', `list?roleName=${encodeURIComponent('审计')}`),
    );
    expect(filtered.result.records.map((r) => r.roleCode)).toEqual(['auditor']);

    for (const query of ['column=role_code', 'order=up', 'pageSize=0', 'pageNo=-1']) {
      expect((await call('GET', `list?${query}`)).statusCode, query).toBe(400);
    }
    for (const payload of INJECTION_PAYLOADS) {
      const value = encodeURIComponent(payload);
      expect((await call('GET', `list?column=${value}`)).statusCode, payload).toBe(400);
      const byName = envelopeOf<{ total: number }>(await call('GET', `list?roleName=${value}`));
      expect(byName.result.total, payload).toBe(0);
    }
  });

  it('gives every signed-in user the role picker queryall (the roles they may give)', async () => {
    const all = envelopeOf<Role[]>(await call('GET', 'queryall', undefined, zhangsan)).result;
    expect(validate('RoleList', all)).toEqual({ ok: true, errors: [] });
    // zhangsan holds role user: that one he could give, and hr (人事, the process demo's) holds less;
    // admin's and auditor's hold more than he does.
    expect(all.map((r) => r.roleCode)).toEqual(['hr', 'user']);
    const everything = envelopeOf<Role[]>(await call('GET', 'queryall')).result;
    expect(everything.map((r) => r.roleCode)).toEqual(expect.arrayContaining(['admin', 'auditor', 'user']));
    // queryTreeList is JeecgBoot's permission tree of role authorisation (issue 16): role:authorize only,
    // tested in jeecg-client-roles-menus-departs.test.ts.
    expect((await call('GET', 'queryTreeList', undefined, zhangsan)).statusCode).toBe(403);
    expect((await sendWithToken(t.app, 'GET', `${BASE}/queryall`, undefined)).statusCode).toBe(401);
  });

  it('adds a role; a taken code is 409, bad input 400', async () => {
    const role = await add('finance', '财务');
    expect(validate('RoleRecord', role)).toEqual({ ok: true, errors: [] });
    expect(role).toMatchObject({ roleName: '财务', roleCode: 'finance', description: '测试' });
    await expectStatus(
      await call('POST', 'add', { roleName: '又一个', roleCode: 'finance' }),
      409,
      '角色编码已存在',
    );
    await expectStatus(await call('POST', 'add', { roleName: 'x' }), 400, '$.roleCode');
    await expectStatus(
      await call('POST', 'add', { roleName: 'x', roleCode: "x' or 1=1" }),
      400,
      '$.roleCode',
    );
    await expectStatus(await call('POST', 'add', { roleName: '', roleCode: 'x' }), 400, '$.roleName');
    // A payload shaped like a code ('sqlite_master') is stored as the plain text it is; the rest are 400.
    for (const payload of INJECTION_PAYLOADS) {
      const response = await call('POST', 'add', { roleName: 'x', roleCode: payload });
      if (/^[A-Za-z][A-Za-z0-9_-]*$/.test(payload))
        expect(envelopeOf<Role>(response).result.roleCode).toBe(payload);
      else expect(response.statusCode, payload).toBe(400);
    }
    expect(await t.db.selectFrom('sys_user').select('id').execute()).toHaveLength(4);
  });

  it('checks whether a role code is free', async () => {
    const role = await add('checked');
    expect(envelopeOf(await call('GET', 'checkRoleCode?roleCode=checked'))).toMatchObject({
      success: false,
      message: '角色编码已存在',
    });
    expect(envelopeOf(await call('GET', `checkRoleCode?roleCode=checked&id=${role.id}`)).success).toBe(true);
    expect(envelopeOf(await call('GET', 'checkRoleCode?roleCode=fresh')).success).toBe(true);
    expect((await call('GET', 'checkRoleCode')).statusCode).toBe(400);
    expect(
      (await call('GET', `checkRoleCode?roleCode=${encodeURIComponent("a' or '1'='1")}`)).statusCode,
    ).toBe(400);
  });

  it('edits a role; the admin role keeps its code', async () => {
    const role = await add('editable');
    const edited = await call('PUT', 'edit', { id: role.id, roleName: '改过', description: '' });
    expect(envelopeOf(edited)).toMatchObject({
      message: '修改成功！',
      result: { roleName: '改过', roleCode: 'editable', description: null },
    });
    await expectStatus(
      await call('PUT', 'edit', { id: role.id, roleCode: 'user' }),
      400,
      '角色编码创建后不能修改（editable）',
    );
    await expectStatus(await call('PUT', 'edit', { id: 'nope', roleName: 'x' }), 404, '角色不存在：nope');
    await expectStatus(await call('PUT', 'edit', { roleName: 'x' }), 400, '$.id');
    const adminRole = await idOf(t.db, 'sys_role', 'role_code', 'admin');
    await expectStatus(
      await call('PUT', 'edit', { id: adminRole, roleCode: 'boss' }),
      400,
      '管理员角色 admin 不能修改编码',
    );
    expect((await call('PUT', 'edit', { id: adminRole, roleName: '超级管理员' })).statusCode).toBe(200);
  });

  it('deletes a role still held by users: they lose it, nothing else', async () => {
    const role = await add('doomed');
    const userId = await createTestUser(t.db, 'holder', { roles: ['doomed', 'user'] });
    const response = await call('DELETE', `delete?id=${role.id}`);
    expect(envelopeOf(response)).toMatchObject({ success: true, message: '删除成功!' });
    const held = await t.db
      .selectFrom('sys_user_role')
      .select('role_id')
      .where('user_id', '=', userId)
      .execute();
    expect(held.map((r) => r.role_id)).toEqual([await idOf(t.db, 'sys_role', 'role_code', 'user')]);
    await expectStatus(await call('DELETE', 'delete?id=nope'), 404, '角色不存在：nope');
    await expectStatus(await call('DELETE', 'delete'), 400, '$.id');
  });

  it('deletes in a batch, all or nothing; the admin role never', async () => {
    const one = await add('batch1');
    const two = await add('batch2');
    const adminRole = await idOf(t.db, 'sys_role', 'role_code', 'admin');
    await expectStatus(
      await call('DELETE', `deleteBatch?ids=${one.id},${adminRole}`),
      400,
      '管理员角色 admin 不能删除',
    );
    await expectStatus(await call('DELETE', `delete?id=${adminRole}`), 400, '管理员角色 admin 不能删除');
    await expectStatus(await call('DELETE', `deleteBatch?ids=${one.id},nope`), 404, '角色不存在：nope');
    expect(envelopeOf(await call('GET', 'checkRoleCode?roleCode=batch1')).success).toBe(false);
    expect(envelopeOf(await call('DELETE', `deleteBatch?ids=${one.id},${two.id}`)).message).toBe(
      '批量删除成功!',
    );
    expect(envelopeOf(await call('GET', 'checkRoleCode?roleCode=batch1')).success).toBe(true);
  });

  it('refuses role management to a user without the codes', async () => {
    for (const [method, path, body] of [
      ['GET', 'list', undefined],
      ['GET', 'checkRoleCode?roleCode=x', undefined],
      ['POST', 'add', { roleName: 'x', roleCode: 'x' }],
      ['PUT', 'edit', { id: 'x' }],
      ['DELETE', 'delete?id=x', undefined],
      ['DELETE', 'deleteBatch?ids=x', undefined],
    ] as const) {
      const response = await call(method, path, body, zhangsan);
      expect(response.statusCode, path).toBe(403);
    }
  });
});
