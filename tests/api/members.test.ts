/**
 * 角色用户 and 部门用户 (issue 13): the users of a role and of a department, listed and changed from the
 * role's and the department's side under JeecgBoot's paths, with the same rules as editing each user
 * (bounded delegation, data rules). On each dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate } from '../../schemas/index';
import { createTestRole, createTestUser, idOf } from '../../server/testing/accounts';
import { envelopeOf, sendWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const USER = '/platform/sys/user';
type Page = { records: { username: string; orgCode: string | null }[]; total: number };

describe.each(dialects())('role and department members on $name', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await withApp(dialect);
    admin = await tokenFor(t.app, 'admin');
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown, token = admin) =>
    sendWithToken(t.app, method, `${USER}/${path}`, token, payload);
  const names = async (path: string, token = admin) => {
    const response = await call('GET', path, undefined, token);
    expect(response.statusCode, response.body).toBe(200);
    const page = envelopeOf<Page>(response).result;
    expect(validate('UserListResult', page)).toEqual({ ok: true, errors: [] });
    return page.records.map((r) => r.username).sort();
  };

  it('lists, adds and removes the users of a role', async () => {
    const roleId = await createTestRole(t.db, 'members_r', ['system', 'system-user']);
    const a = await createTestUser(t.db, 'member_a');
    const b = await createTestUser(t.db, 'member_b');
    expect(await names(`userRoleList?roleId=${roleId}`)).toEqual([]);
    const added = await call('POST', 'addSysUserRole', { roleId, userIdList: [a, b] });
    expect(added.statusCode, added.body).toBe(200);
    // Adding again changes nothing.
    await call('POST', 'addSysUserRole', { roleId, userIdList: [a] });
    expect(await names(`userRoleList?roleId=${roleId}`)).toEqual(['member_a', 'member_b']);
    expect(await names(`userRoleList?roleId=${roleId}&username=member_b`)).toEqual(['member_b']);
    expect((await call('DELETE', `deleteUserRole?roleId=${roleId}&userId=${a}`)).statusCode).toBe(200);
    expect(await names(`userRoleList?roleId=${roleId}`)).toEqual(['member_b']);
    expect((await call('DELETE', `deleteUserRoleBatch?roleId=${roleId}&userIds=${b}`)).statusCode).toBe(200);
    expect(await names(`userRoleList?roleId=${roleId}`)).toEqual([]);
    expect((await call('GET', 'userRoleList?roleId=nope')).statusCode).toBe(404);
  });

  it('lists, adds and removes the users of a department, keeping their current department right', async () => {
    const market = await idOf(t.db, 'sys_depart', 'org_code', 'A01A02');
    const id = await createTestUser(t.db, 'member_c');
    expect(await names(`departUserList?depId=${market}`)).not.toContain('member_c');
    expect(
      (await call('POST', 'editSysDepartWithUser', { depId: market, userIdList: [id] })).statusCode,
    ).toBe(200);
    const page = envelopeOf<Page>(
      await call('GET', `departUserList?depId=${market}&username=member_c`),
    ).result;
    expect(page.records).toMatchObject([{ username: 'member_c', orgCode: 'A01A02' }]);
    expect((await call('DELETE', `deleteUserInDepart?depId=${market}&userId=${id}`)).statusCode).toBe(200);
    expect(await names(`departUserList?depId=${market}`)).not.toContain('member_c');
    const row = await t.db.selectFrom('sys_user').select('org_code').where('id', '=', id).executeTakeFirst();
    expect(row?.org_code).toBeNull();
  });

  it("takes userIdList as the user picker's comma string too, and refuses a malformed one with 400", async () => {
    const roleId = await createTestRole(t.db, 'members_comma', ['system', 'system-user']);
    const d = await createTestUser(t.db, 'member_d');
    const e = await createTestUser(t.db, 'member_e');
    const added = await call('POST', 'addSysUserRole', { roleId, userIdList: `${d},${e}` });
    expect(added.statusCode, added.body).toBe(200);
    expect(await names(`userRoleList?roleId=${roleId}`)).toEqual(['member_d', 'member_e']);
    const market = await idOf(t.db, 'sys_depart', 'org_code', 'A01A02');
    const moved = await call('POST', 'editSysDepartWithUser', { depId: market, userIdList: `${d},` });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await names(`departUserList?depId=${market}&username=member_d`)).toEqual(['member_d']);
    for (const userIdList of ['', `${d},,${e}`, `${d};${e}`]) {
      const refused = await call('POST', 'addSysUserRole', { roleId, userIdList });
      expect(refused.statusCode, `${JSON.stringify(userIdList)} ${refused.body}`).toBe(400);
    }
    expect(
      (await call('POST', 'editSysDepartWithUser', { depId: market, userIdList: 'nope' })).statusCode,
    ).toBe(404);
  });

  it('holds a narrow administrator to what it holds: no admin role given, nobody above it moved', async () => {
    await createTestRole(t.db, 'members_narrow', [
      'system',
      'system-role',
      'role:authorize',
      'system-depart',
      'depart:edit',
    ]);
    const me = await createTestUser(t.db, 'members_narrow1', { roles: ['members_narrow'] });
    const token = await tokenFor(t.app, 'members_narrow1');
    const adminRole = await idOf(t.db, 'sys_role', 'role_code', 'admin');
    const adminId = await idOf(t.db, 'sys_user', 'username', 'admin');
    const plain = await createTestUser(t.db, 'member_plain');
    const market = await idOf(t.db, 'sys_depart', 'org_code', 'A01A02');

    const giveAdmin = await call('POST', 'addSysUserRole', { roleId: adminRole, userIdList: [plain] }, token);
    expect(giveAdmin.statusCode, giveAdmin.body).toBe(403);
    // The role page shows this reason beside the catalogue's 拒绝访问, so it must say what is missing.
    expect(envelopeOf(giveAdmin).message).toMatch(/^不能授予角色「[^」]+」：它包含您自己没有的权限（.+）$/);
    const takeAdmin = await call(
      'DELETE',
      `deleteUserRole?roleId=${adminRole}&userId=${adminId}`,
      undefined,
      token,
    );
    expect(takeAdmin.statusCode, takeAdmin.body).toBe(403);
    const ownRole = await idOf(t.db, 'sys_role', 'role_code', 'members_narrow');
    const dropOwn = await call('DELETE', `deleteUserRole?roleId=${ownRole}&userId=${me}`, undefined, token);
    expect(dropOwn.statusCode, dropOwn.body).toBe(403);
    const moveAdmin = await call(
      'POST',
      'editSysDepartWithUser',
      { depId: market, userIdList: [adminId] },
      token,
    );
    expect(moveAdmin.statusCode, moveAdmin.body).toBe(403);
    const movePlain = await call(
      'POST',
      'editSysDepartWithUser',
      { depId: market, userIdList: [plain] },
      token,
    );
    expect(movePlain.statusCode, movePlain.body).toBe(200);
    expect(
      (await call('POST', 'addSysUserRole', { roleId: adminRole, userIdList: ['nope'] })).statusCode,
    ).toBe(404);
  });
});
