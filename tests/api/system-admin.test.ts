/**
 * System management as an administrator uses it (issue 13): grants that cannot lock a user out,
 * permission codes that stay unique, and an operation log that says who did what to which record.
 * On each dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRole, createTestUser, idOf } from '../../server/testing/accounts';
import { envelopeOf, sendWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const PERMISSION = '/platform/sys/permission';

describe.each(dialects())('system management on $name', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await withApp(dialect);
    admin = await tokenFor(t.app, 'admin');
  });
  afterAll(() => t?.close());

  it('saves a child grant with its ancestors, so its holder can still sign in', async () => {
    const roleId = await createTestRole(t.db, 'childonly', []);
    await createTestUser(t.db, 'childonly1', { roles: ['childonly'] });
    const button = await idOf(t.db, 'sys_permission', 'perms', 'user:add');
    const saved = await sendWithToken(t.app, 'POST', `${PERMISSION}/saveRolePermission`, admin, {
      roleId,
      permissionIds: button,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const held = envelopeOf<string[]>(
      await sendWithToken(t.app, 'GET', `${PERMISSION}/queryRolePermission?roleId=${roleId}`, admin),
    ).result;
    expect(held.sort()).toEqual(
      [
        button,
        await idOf(t.db, 'sys_permission', 'component_name', 'system-user'),
        await idOf(t.db, 'sys_permission', 'component_name', 'system'),
      ].sort(),
    );
    const token = await tokenFor(t.app, 'childonly1');
    const menu = await sendWithToken(t.app, 'GET', `${PERMISSION}/getUserPermissionByToken`, token);
    expect(menu.statusCode, menu.body).toBe(200);
    const result = envelopeOf<{
      menu: { meta: { title: string }; children?: { meta: { title: string } }[] }[];
    }>(menu).result;
    expect(result.menu.map((m) => m.meta.title)).toEqual(['系统管理']);
    expect(result.menu[0].children?.map((m) => m.meta.title)).toEqual(['用户管理']);
  });

  it('refuses a permission code another entry already carries, on the server and in the duplicate check', async () => {
    const userPage = await idOf(t.db, 'sys_permission', 'component_name', 'system-user');
    const dup = await sendWithToken(t.app, 'POST', `${PERMISSION}/add`, admin, {
      name: '导出用户',
      menuType: 2,
      parentId: userPage,
      perms: 'user:add',
    });
    expect(dup.statusCode, dup.body).toBe(400);
    expect(envelopeOf(dup).message).toBe('授权标识 user:add 已被「添加用户」使用，请换一个');
    const fresh = await sendWithToken(t.app, 'POST', `${PERMISSION}/add`, admin, {
      name: '导出用户',
      menuType: 2,
      parentId: userPage,
      perms: 'user:exportTest',
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const id = envelopeOf<{ id: string }>(fresh).result.id;
    const renamed = await sendWithToken(t.app, 'PUT', `${PERMISSION}/edit`, admin, {
      id,
      perms: 'user:edit',
    });
    expect(renamed.statusCode, renamed.body).toBe(400);
    // The inline check of the menu form (and JeecgBoot's own) asks the duplicate check.
    const check = (value: string, dataId = '') =>
      sendWithToken(
        t.app,
        'GET',
        `/platform/sys/duplicate/check?tableName=sys_permission&fieldName=perms&fieldVal=${value}&dataId=${dataId}`,
        admin,
      );
    expect(envelopeOf(await check('user:add')).success).toBe(false);
    expect(envelopeOf(await check('user:exportTest', id)).success).toBe(true);
    expect(envelopeOf(await check('user:brandNew')).success).toBe(true);
  });

  it('writes operation-log rows that name the record and, for edits, what changed', async () => {
    const created = await sendWithToken(t.app, 'POST', '/platform/sys/user/add', admin, {
      username: 'tester1',
      realname: '测试一',
      password: 'secret1',
      confirmpassword: 'secret1',
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = envelopeOf<{ id: string }>(created).result.id;
    await sendWithToken(t.app, 'PUT', '/platform/sys/user/edit', admin, { id, email: 'tester1@example.com' });
    const deleted = await sendWithToken(t.app, 'DELETE', `/platform/sys/user/delete?id=${id}`, admin);
    expect(deleted.statusCode, deleted.body).toBe(200);

    type Log = {
      logContent: string;
      operateType: number;
      targetType: string | null;
      targetId: string | null;
      targetName: string | null;
      changes: { field: string; from: unknown; to: unknown }[];
    };
    const logs = async (query: string) =>
      envelopeOf<{ records: Log[] }>(
        await sendWithToken(t.app, 'GET', `/platform/sys/log/list?logType=2&${query}`, admin),
      ).result.records;
    // The test clock stands still, so the three rows share a time: find each by its content.
    const about = await logs(`keyWord=tester1`);
    const row = (content: string) => about.find((r) => r.logContent === content);
    expect(about.map((r) => r.logContent).sort()).toEqual(
      ['删除用户「tester1」', '编辑用户「tester1」', '添加用户「tester1」'].sort(),
    );
    expect(row('删除用户「tester1」')).toMatchObject({
      targetType: '用户',
      targetId: id,
      targetName: 'tester1',
      operateType: 4,
    });
    expect(row('编辑用户「tester1」')?.changes).toEqual([
      { field: '邮箱', from: null, to: 'tester1@example.com' },
    ]);
    // 操作人 is searchable, and the type filters.
    expect((await logs('keyWord=admin&operateType=4')).map((row) => row.logContent)).toContain(
      '删除用户「tester1」',
    );
    expect((await logs('operateType=4')).every((row) => row.operateType === 4)).toBe(true);
    expect((await logs('targetType=' + encodeURIComponent('用户'))).length).toBeGreaterThanOrEqual(3);
  });
});
