/**
 * Nobody becomes admin by the back door (issue 11, findings 1 and 2): every grant path is bounded by what
 * the granter holds. A narrow administrator — a role holding only some buttons — tries each path a real
 * one would; each attempt is refused with 403 and changes nothing, while the same call within the
 * caller's holdings still works. On each dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRole, createTestUser, idOf } from '../../server/testing/accounts';
import { envelopeOf, login, sendWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const USER = '/platform/sys/user';
type TreeNode = { title: string; disableCheckbox?: boolean; children?: TreeNode[] };
const PERMISSION = '/platform/sys/permission';

describe.each(dialects())('bounded delegation on $name', (dialect) => {
  let t: TestApp;
  let adminRole: string;
  let userRole: string;
  beforeAll(async () => {
    t = await withApp(dialect);
    adminRole = await idOf(t.db, 'sys_role', 'role_code', 'admin');
    userRole = await idOf(t.db, 'sys_role', 'role_code', 'user');
  });
  afterAll(() => t?.close());

  /** A user holding one fresh role with `entries`, signed in. */
  async function narrow(name: string, entries: string[]) {
    const roleId = await createTestRole(t.db, `${name}_role`, ['system', 'system-user', ...entries]);
    const id = await createTestUser(t.db, name, { roles: [`${name}_role`], departs: ['A01A01'] });
    return { id, roleId, token: await tokenFor(t.app, name) };
  }
  const adminId = () => idOf(t.db, 'sys_user', 'username', 'admin');
  const rolesOf = async (userId: string) =>
    (await t.db.selectFrom('sys_user_role').select('role_id').where('user_id', '=', userId).execute()).map(
      (row) => row.role_id,
    );

  it('refuses to reset the password of a user who holds more (admin), and allows it for a lesser user', async () => {
    const me = await narrow('pw1', ['user:password']);
    const takeover = await sendWithToken(t.app, 'PUT', `${USER}/changPassword`, me.token, {
      username: 'admin',
      password: 'hacked1',
      confirmpassword: 'hacked1',
    });
    expect(takeover.statusCode, takeover.body).toBe(403);
    expect(envelopeOf(takeover).message).toContain('admin');
    expect((await login(t.app, 'admin', 'hacked1')).statusCode).toBe(400);
    expect((await login(t.app, 'admin', '123456')).statusCode).toBe(200);

    await createTestUser(t.db, 'pw1_target', { departs: ['A01A01'] });
    const targetToken = await tokenFor(t.app, 'pw1_target');
    const allowed = await sendWithToken(t.app, 'PUT', `${USER}/changPassword`, me.token, {
      username: 'pw1_target',
      password: 'newpass1',
      confirmpassword: 'newpass1',
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    // The target's sessions end with the change.
    const after = await sendWithToken(t.app, 'GET', `${PERMISSION}/getUserPermissionByToken`, targetToken);
    expect(after.statusCode).toBe(401);
  });

  it('refuses a password reset when the caller lacks even one permission the target holds', async () => {
    const me = await narrow('pw2', ['user:password']);
    // The target holds role:list, which pw2 does not.
    await createTestRole(t.db, 'pw2_other', ['system', 'system-role']);
    await createTestUser(t.db, 'pw2_target', { roles: ['pw2_other'], departs: ['A01A01'] });
    const response = await sendWithToken(t.app, 'PUT', `${USER}/changPassword`, me.token, {
      username: 'pw2_target',
      password: 'newpass1',
      confirmpassword: 'newpass1',
    });
    expect(response.statusCode, response.body).toBe(403);
  });

  it('refuses user:edit putting the admin role on oneself or on another, and any change of one’s own roles', async () => {
    const me = await narrow('ed1', ['user:edit']);
    const self = await sendWithToken(t.app, 'PUT', `${USER}/edit`, me.token, {
      id: me.id,
      roleIds: [me.roleId, adminRole],
    });
    expect(self.statusCode, self.body).toBe(403);
    expect(await rolesOf(me.id)).toEqual([me.roleId]);

    const dropOwn = await sendWithToken(t.app, 'PUT', `${USER}/edit`, me.token, { id: me.id, roleIds: [] });
    expect(dropOwn.statusCode, dropOwn.body).toBe(403);

    const otherId = await createTestUser(t.db, 'ed1_other', { departs: ['A01A01'] });
    const other = await sendWithToken(t.app, 'PUT', `${USER}/edit`, me.token, {
      id: otherId,
      selectedroles: adminRole,
    });
    expect(other.statusCode, other.body).toBe(403);
    expect(await rolesOf(otherId)).toEqual([]);

    // Editing one's own profile, roles sent back unchanged, is fine.
    const profile = await sendWithToken(t.app, 'PUT', `${USER}/edit`, me.token, {
      id: me.id,
      realname: '自己改名',
      roleIds: [me.roleId],
    });
    expect(profile.statusCode, profile.body).toBe(200);
  });

  it('refuses user:edit on a user who holds more (admin’s e-mail)', async () => {
    const me = await narrow('ed2', ['user:edit']);
    const response = await sendWithToken(t.app, 'PUT', `${USER}/edit`, me.token, {
      id: await adminId(),
      email: 'attacker@example.com',
    });
    expect(response.statusCode, response.body).toBe(403);
    const row = await t.db
      .selectFrom('sys_user')
      .select('email')
      .where('username', '=', 'admin')
      .executeTakeFirst();
    expect(row?.email).not.toBe('attacker@example.com');
  });

  it('refuses user:add creating an account with a role the caller does not wholly hold', async () => {
    const me = await narrow('add1', ['user:add']);
    const body = {
      username: 'add1_admin',
      realname: '冒充',
      password: 'secret1',
      confirmpassword: 'secret1',
    };
    const withAdmin = await sendWithToken(t.app, 'POST', `${USER}/add`, me.token, {
      ...body,
      selectedroles: adminRole,
    });
    expect(withAdmin.statusCode, withAdmin.body).toBe(403);
    const withUser = await sendWithToken(t.app, 'POST', `${USER}/add`, me.token, {
      ...body,
      roleIds: [userRole],
    });
    expect(withUser.statusCode, withUser.body).toBe(403);
    expect(
      await t.db.selectFrom('sys_user').select('id').where('username', '=', 'add1_admin').executeTakeFirst(),
    ).toBeUndefined();

    // A role within what the caller holds may be given.
    await createTestRole(t.db, 'add1_small', ['system', 'system-user']);
    const small = await idOf(t.db, 'sys_role', 'role_code', 'add1_small');
    const ok = await sendWithToken(t.app, 'POST', `${USER}/add`, me.token, { ...body, roleIds: [small] });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses role:authorize on one’s own role, and granting permissions one does not hold', async () => {
    const me = await narrow('auth1', ['system-role', 'role:authorize']);
    const everything = (await t.db.selectFrom('sys_permission').select('id').execute()).map((r) => r.id);
    const own = await sendWithToken(t.app, 'POST', `${PERMISSION}/saveRolePermission`, me.token, {
      roleId: me.roleId,
      permissionIds: everything.join(','),
    });
    expect(own.statusCode, own.body).toBe(403);

    const otherRole = await createTestRole(t.db, 'auth1_other', []);
    const beyond = await sendWithToken(t.app, 'POST', `${PERMISSION}/saveRolePermission`, me.token, {
      roleId: otherRole,
      permissionIds: [await idOf(t.db, 'sys_permission', 'perms', 'user:password')],
    });
    expect(beyond.statusCode, beyond.body).toBe(403);
    expect(envelopeOf(beyond).message).toContain('修改用户密码');

    const within = await sendWithToken(t.app, 'POST', `${PERMISSION}/saveRolePermission`, me.token, {
      roleId: otherRole,
      permissionIds: [await idOf(t.db, 'sys_permission', 'component_name', 'system-role')],
    });
    expect(within.statusCode, within.body).toBe(200);
    // The authorisation tree offers only what the caller holds.
    const tree = envelopeOf<{ treeList: TreeNode[] }>(
      await sendWithToken(t.app, 'GET', `${PERMISSION}/queryTreeList`, me.token),
    ).result.treeList;
    const flat = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
    const tickable = flat(tree)
      .filter((node) => !node.disableCheckbox)
      .map((node) => node.title);
    expect(tickable.sort()).toEqual(['用户管理', '系统管理', '角色授权', '角色管理'].sort());
    // Nor may the caller take from a role what it does not hold itself.
    const adminGrants = await sendWithToken(t.app, 'POST', `${PERMISSION}/saveRolePermission`, me.token, {
      roleId: userRole,
      permissionIds: '',
    });
    expect(adminGrants.statusCode, adminGrants.body).toBe(403);
  });

  it('refuses role data rules on one’s own role', async () => {
    const me = await narrow('auth2', ['system-role', 'role:authorize']);
    const userPage = await idOf(t.db, 'sys_permission', 'component_name', 'system-user');
    const response = await sendWithToken(t.app, 'POST', `${PERMISSION}/saveDatarule`, me.token, {
      permissionId: userPage,
      roleId: me.roleId,
      dataRuleIds: '',
    });
    expect(response.statusCode, response.body).toBe(403);
  });

  it('refuses permission:edit writing a code the caller does not hold into a menu', async () => {
    const me = await narrow('perm1', ['system-permission', 'permission:edit']);
    const userPage = await idOf(t.db, 'sys_permission', 'component_name', 'system-user');
    const rewrite = await sendWithToken(t.app, 'PUT', `${PERMISSION}/edit`, me.token, {
      id: userPage,
      perms: 'user:password',
    });
    expect(rewrite.statusCode, rewrite.body).toBe(403);
    const row = await t.db
      .selectFrom('sys_permission')
      .select('perms')
      .where('id', '=', userPage)
      .executeTakeFirst();
    expect(row?.perms).toBe('user:list');

    // A code no entry has yet may still be demanded by a route: only those who hold everything write it.
    const beyondNew = await sendWithToken(t.app, 'PUT', `${PERMISSION}/edit`, me.token, {
      id: userPage,
      perms: 'brand:new',
    });
    expect(beyondNew.statusCode, beyondNew.body).toBe(403);
  });

  it('lets an administrator who holds everything still do all of it', async () => {
    const admin = await tokenFor(t.app, 'admin');
    await createTestUser(t.db, 'adm_target', { roles: ['user'], departs: ['A01A01'] });
    const response = await sendWithToken(t.app, 'PUT', `${USER}/changPassword`, admin, {
      username: 'adm_target',
      password: 'newpass1',
      confirmpassword: 'newpass1',
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
