/**
 * Adding, editing and deleting users (issue 4): roles and departments in both request forms, the
 * password rule, uniqueness of account, phone and e-mail, the protected admin account; a new user signs
 * in and shows up under their department. On each dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate } from '../../schemas/index';
import { createTestUser, idOf } from '../../server/testing/accounts';
import { envelopeOf, login, sendWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const BASE = '/platform/sys/user';
type UserResult = {
  id: string;
  username: string;
  orgCode: string | null;
  roleIds: string[];
  selecteddeparts: string;
};

describe.each(dialects())('adding, editing and deleting users on $name', (dialect) => {
  let t: TestApp;
  let admin: string;
  let ids: Record<'userRole' | 'auditorRole' | 'adminRole' | 'rd' | 'pm', string>;
  beforeAll(async () => {
    t = await withApp(dialect);
    admin = await tokenFor(t.app, 'admin');
    ids = {
      userRole: await idOf(t.db, 'sys_role', 'role_code', 'user'),
      auditorRole: await idOf(t.db, 'sys_role', 'role_code', 'auditor'),
      adminRole: await idOf(t.db, 'sys_role', 'role_code', 'admin'),
      rd: await idOf(t.db, 'sys_depart', 'org_code', 'A01A01'),
      pm: await idOf(t.db, 'sys_depart', 'org_code', 'A01A02'),
    };
  });
  afterAll(() => t?.close());

  const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', path: string, payload?: unknown, token = admin) =>
    sendWithToken(t.app, method, `${BASE}/${path}`, token, payload);
  const add = async (body: Record<string, unknown>) => {
    const response = await call('POST', 'add', { password: 'secret1', realname: '测试', ...body });
    expect(response.statusCode, response.body).toBe(200);
    return envelopeOf<UserResult>(response).result;
  };
  const refused = async (
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body: unknown,
    status: number,
    message: string,
  ) => {
    const response = await call(method, path, body);
    expect(response.statusCode, response.body).toBe(status);
    expect(envelopeOf(response).message).toContain(message);
  };

  it('creates a user with roles and departments who then signs in and lists under the department', async () => {
    const response = await call('POST', 'add', {
      username: 'newbie',
      password: 'secret1',
      confirmpassword: 'secret1',
      realname: '新人',
      selectedroles: `${ids.userRole},${ids.auditorRole}`,
      selecteddeparts: `${ids.pm},${ids.rd}`,
      sex: '',
      phone: '13700001111',
      email: 'newbie@dougong.dev',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = envelopeOf<UserResult>(response);
    expect(body.message).toBe('添加成功！');
    expect(validate('UserRecord', body.result)).toEqual({ ok: true, errors: [] });
    expect(body.result).toMatchObject({ username: 'newbie', sex: null, status: 1, orgCode: 'A01A01' });
    expect(body.result.roleIds.sort()).toEqual([ids.userRole, ids.auditorRole].sort());
    expect(body.result.selecteddeparts).toBe(`${ids.rd},${ids.pm}`);

    const listed = envelopeOf<{ records: { username: string }[] }>(
      await call('GET', `list?departId=${ids.pm}`),
    );
    expect(listed.result.records.map((r) => r.username)).toContain('newbie');
    expect((await login(t.app, 'newbie', 'secret1')).statusCode).toBe(200);
  });

  it('takes the page’s roleIds and selecteddeparts arrays and an explicit current department', async () => {
    const user = await add({
      username: 'arrays',
      roleIds: [ids.userRole],
      selecteddeparts: [ids.rd, ids.pm],
      orgCode: 'A01A02',
    });
    expect(user).toMatchObject({
      roleIds: [ids.userRole],
      selecteddeparts: `${ids.rd},${ids.pm}`,
      orgCode: 'A01A02',
    });
    await refused(
      'POST',
      'add',
      { username: 'x1', password: 'secret1', realname: 'x', selecteddeparts: [ids.rd], orgCode: 'A01A02' },
      400,
      '当前部门 A01A02 不是该用户所属的部门',
    );
  });

  it('refuses bad input with a message that says what to fix', async () => {
    const base = { username: 'bad', password: 'secret1', realname: '坏' };
    await refused('POST', 'add', { password: 'secret1', realname: 'x' }, 400, '$.username');
    await refused('POST', 'add', { ...base, username: "bad' or 1=1" }, 400, '$.username');
    await refused('POST', 'add', { ...base, realname: ' ' }, 400, '$.realname');
    await refused('POST', 'add', { ...base, password: '12345' }, 400, '请至少输入6-16位任意字符');
    await refused('POST', 'add', { ...base, password: '12345678901234567' }, 400, '请至少输入6-16位任意字符');
    await refused('POST', 'add', { ...base, confirmpassword: 'secret2' }, 400, '两次输入的密码不一样！');
    await refused('POST', 'add', { ...base, phone: '12345' }, 400, '$.phone');
    await refused('POST', 'add', { ...base, email: 'not-mail' }, 400, '$.email');
    await refused('POST', 'add', { ...base, sex: 3 }, 400, '$.sex');
    await refused('POST', 'add', { ...base, selectedroles: 'nope' }, 400, '角色不存在：nope');
    await refused('POST', 'add', { ...base, selecteddeparts: ['nope'] }, 400, '部门不存在：nope');
    await refused('POST', 'add', { ...base, selecteddeparts: 'nope,' }, 400, '部门不存在：nope');
    await refused('POST', 'add', { ...base, selectedroles: "1' or '1'='1" }, 400, '$.selectedroles');
    expect(await t.db.selectFrom('sys_user').select('id').where('username', '=', 'bad').execute()).toEqual(
      [],
    );
  });

  it('answers 409 for an account, phone or e-mail another user has', async () => {
    const base = { password: 'secret1', realname: '重复' };
    await refused('POST', 'add', { ...base, username: 'admin' }, 409, '用户账号已存在');
    await refused('POST', 'add', { ...base, username: 'dup1', phone: '13912345678' }, 409, '手机号码已存在');
    await refused('POST', 'add', { ...base, username: 'dup2', email: 'lisi@dougong.dev' }, 409, '邮箱已存在');
  });

  it('edits only the fields sent, replaces roles and departments when sent, keeps them otherwise', async () => {
    const user = await add({ username: 'editme', selectedroles: ids.userRole, selecteddeparts: ids.rd });
    const renamed = envelopeOf<UserResult & { realname: string }>(
      await call('PUT', 'edit', { id: user.id, username: 'editme', realname: '改名', workNo: 'W9' }),
    );
    expect(renamed).toMatchObject({
      message: '修改成功！',
      result: { realname: '改名', roleIds: [ids.userRole] },
    });

    const moved = envelopeOf<UserResult>(
      await call('PUT', 'edit', { id: user.id, roleIds: [ids.auditorRole], selecteddeparts: [ids.pm] }),
    ).result;
    expect(moved).toMatchObject({ roleIds: [ids.auditorRole], selecteddeparts: ids.pm, orgCode: 'A01A02' });
    // The page's edit dialog sends back the whole record it loaded, the old orgCode included.
    const resent = envelopeOf<UserResult>(
      await call('PUT', 'edit', { ...moved, selecteddeparts: ids.rd, departNames: ['x'], status: 1 }),
    ).result;
    expect(resent).toMatchObject({ selecteddeparts: ids.rd, orgCode: 'A01A01', roleIds: [ids.auditorRole] });
    const cleared = envelopeOf<UserResult>(
      await call('PUT', 'edit', { id: user.id, selectedroles: '' }),
    ).result;
    expect(cleared).toMatchObject({ roleIds: [], selecteddeparts: ids.rd });
  });

  it('refuses edits that break a rule', async () => {
    const user = await add({ username: 'strict' });
    await refused('PUT', 'edit', { id: user.id, username: 'other' }, 400, '用户账号不能修改');
    await refused('PUT', 'edit', { id: 'nope', realname: 'x' }, 404, '用户不存在：nope');
    await refused('PUT', 'edit', { realname: 'x' }, 400, '$.id');
    await refused('PUT', 'edit', { id: user.id, phone: '13912345678' }, 409, '手机号码已存在');
    await refused('PUT', 'edit', { id: user.id, roleIds: ['nope'] }, 400, '角色不存在：nope');
    const adminId = await idOf(t.db, 'sys_user', 'username', 'admin');
    await refused(
      'PUT',
      'edit',
      { id: adminId, roleIds: [ids.userRole] },
      400,
      '管理员账号 admin 不能去掉管理员角色',
    );
    // Nobody changes their own roles, admin included (docs/security.md "Delegation") …
    await refused(
      'PUT',
      'edit',
      { id: adminId, roleIds: [ids.adminRole, ids.userRole] },
      403,
      '不能修改自己的角色',
    );
    // … but another administrator who holds everything may give admin a further role.
    await createTestUser(t.db, 'admin2', { roles: ['admin'] });
    const other = await tokenFor(t.app, 'admin2');
    expect(
      (await call('PUT', 'edit', { id: adminId, roleIds: [ids.adminRole, ids.userRole] }, other)).statusCode,
    ).toBe(200);
  });

  it('deletes users, singly and in a batch; the deleted cannot sign in', async () => {
    const one = await add({ username: 'gone1' });
    const two = await add({ username: 'gone2', roleIds: [ids.userRole], selecteddeparts: [ids.rd] });
    const three = await add({ username: 'gone3' });
    const single = await call('DELETE', `delete?id=${one.id}`);
    expect(envelopeOf(single)).toMatchObject({ success: true, message: '删除成功!' });
    const batch = await call('DELETE', `deleteBatch?ids=${two.id},${three.id}`);
    expect(envelopeOf(batch)).toMatchObject({ success: true, message: '批量删除成功!' });
    expect((await login(t.app, 'gone2', 'secret1')).statusCode).toBe(400);
    expect((await call('GET', `queryById?id=${two.id}`)).statusCode).toBe(404);
    // Deleting moves the user to the recycle bin (issue 16): their roles stay for a restore.
    expect(
      await t.db.selectFrom('sys_user_role').select('id').where('user_id', '=', two.id).execute(),
    ).toHaveLength(1);
  });

  it('never deletes admin or the caller, and deletes nothing of a batch that includes them', async () => {
    const adminId = await idOf(t.db, 'sys_user', 'username', 'admin');
    const keep = await add({ username: 'keepme' });
    await refused('DELETE', `delete?id=${adminId}`, undefined, 400, '管理员账号 admin 不能删除');
    await refused(
      'DELETE',
      `deleteBatch?ids=${keep.id},${adminId}`,
      undefined,
      400,
      '管理员账号 admin 不能删除',
    );
    expect(envelopeOf(await call('GET', `queryById?id=${keep.id}`)).success).toBe(true);

    const bossId = await createTestUser(t.db, 'boss', { roles: ['admin'] });
    const boss = await tokenFor(t.app, 'boss');
    const self = await call('DELETE', `delete?id=${bossId}`, undefined, boss);
    expect(self.statusCode).toBe(400);
    expect(envelopeOf(self).message).toBe('不能删除当前登录的用户');
    await refused('DELETE', 'delete?id=nope', undefined, 404, '用户不存在：nope');
    await refused('DELETE', 'delete', undefined, 400, '$.id');
    await refused('DELETE', 'deleteBatch?ids=a,,b', undefined, 400, '$.ids');
  });

  it('refuses every change to a user without its code', async () => {
    const zhangsan = await tokenFor(t.app, 'zhangsan');
    for (const [method, path, body] of [
      ['POST', 'add', { username: 'x', password: 'secret1', realname: 'x' }],
      ['PUT', 'edit', { id: 'x', realname: 'x' }],
      ['DELETE', 'delete?id=x', undefined],
      ['DELETE', 'deleteBatch?ids=x', undefined],
    ] as const) {
      const response = await call(method, path, body, zhangsan);
      expect(response.statusCode, path).toBe(403);
    }
    // The auditor may list users but not change them.
    const auditor = await tokenFor(t.app, 'wangwu');
    expect((await call('GET', 'list', undefined, auditor)).statusCode).toBe(200);
    expect(
      (await call('POST', 'add', { username: 'x', password: 'secret1', realname: 'x' }, auditor)).statusCode,
    ).toBe(403);
  });
});
