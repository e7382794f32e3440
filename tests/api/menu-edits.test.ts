/**
 * Menu management, writing (issue 4): add, edit and delete with their rules (a url for menus, a code for
 * buttons, an existing parent, is_leaf kept right, no delete while children remain); 404s. On each dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate } from '../../schemas/index';
import { idOf } from '../../server/testing/accounts';
import { envelopeOf, sendWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const BASE = '/platform/sys/permission';
type Node = {
  id: string;
  name: string;
  menuType: number;
  isLeaf: boolean;
  perms: string | null;
  children?: Node[];
};

describe.each(dialects())('menu edits on $name', (dialect) => {
  let t: TestApp;
  let admin: string;
  let system: string;
  beforeAll(async () => {
    t = await withApp(dialect);
    admin = await tokenFor(t.app, 'admin');
    system = await idOf(t.db, 'sys_permission', 'component_name', 'system');
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown, token = admin) =>
    sendWithToken(t.app, method, `${BASE}/${path}`, token, payload);
  const add = async (body: Record<string, unknown>) => {
    const response = await call('POST', 'add', body);
    expect(response.statusCode, response.body).toBe(200);
    return envelopeOf<Node>(response).result;
  };
  const node = async (id: string) =>
    (await t.db.selectFrom('sys_permission').selectAll().where('id', '=', id).executeTakeFirst())!;
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

  it('adds a sub-menu and a button under it; parents stop being leaves', async () => {
    const page = await add({
      menuType: 1,
      name: '报表',
      parentId: system,
      url: '/system/report',
      component: 'system/report-list',
      componentName: 'system-report',
      sortNo: 99,
    });
    expect(validate('MenuNode', page)).toEqual({ ok: true, errors: [] });
    expect(page).toMatchObject({ isLeaf: true, route: true, parentId: system });
    const button = await add({
      menuType: 2,
      name: '导出报表',
      parentId: page.id,
      perms: 'report:export',
      route: true,
    });
    expect(button).toMatchObject({ menuType: 2, route: false, perms: 'report:export' });
    expect((await node(page.id)).is_leaf).toBe(0);

    const link = await add({
      menuType: 1,
      name: '外链',
      parentId: system,
      url: 'https://example.com',
      route: false,
    });
    expect(link).toMatchObject({ route: false, url: 'https://example.com' });
    const top = await add({
      menuType: 0,
      name: '顶部',
      url: '/top',
      isTop: true,
      component: 'layouts/RouteView',
    });
    expect(top).toMatchObject({ parentId: null, isTop: true });
  });

  it('refuses entries that could not work, saying why', async () => {
    const users = await idOf(t.db, 'sys_permission', 'component_name', 'system-user');
    const button = await idOf(t.db, 'sys_permission', 'perms', 'user:add');
    await refused(
      'POST',
      'add',
      { menuType: 1, name: '无路径', parentId: system, url: 'system/x' },
      400,
      '菜单路径须以 / 开头',
    );
    await refused(
      'POST',
      'add',
      { menuType: 1, name: '跳出', parentId: system, url: '//evil.example/x' },
      400,
      '菜单路径须以 / 开头',
    );
    await refused(
      'POST',
      'add',
      { menuType: 1, name: '无路径', parentId: system },
      400,
      '菜单路径须以 / 开头',
    );
    await refused(
      'POST',
      'add',
      { menuType: 1, name: '链接', parentId: system, route: false },
      400,
      '链接菜单须填写地址',
    );
    await refused(
      'POST',
      'add',
      { menuType: 1, name: '脚本', parentId: system, url: 'javascript:alert(1)', route: false },
      400,
      '链接地址须以',
    );
    await refused('POST', 'add', { menuType: 2, name: '按钮', parentId: users }, 400, '按钮须填写权限编码');
    await refused(
      'POST',
      'add',
      { menuType: 1, name: '孤儿', url: '/orphan' },
      400,
      '子菜单和按钮须选择上级菜单',
    );
    await refused(
      'POST',
      'add',
      { menuType: 0, name: '顶', url: '/t', parentId: system },
      400,
      '一级菜单不能有上级菜单',
    );
    await refused(
      'POST',
      'add',
      { menuType: 1, name: '孤儿', parentId: 'nope', url: '/o' },
      400,
      '上级菜单不存在：nope',
    );
    await refused(
      'POST',
      'add',
      { menuType: 2, name: '按钮', parentId: button, perms: 'a:b' },
      400,
      '按钮下不能再挂菜单或按钮',
    );
    await refused(
      'POST',
      'add',
      { menuType: 1, name: '重名', parentId: system, url: '/x', componentName: 'system-user' },
      409,
      '路由名称已存在：system-user',
    );
    await refused('POST', 'add', { menuType: 3, name: 'x' }, 400, '$.menuType');
    await refused(
      'POST',
      'add',
      { menuType: 2, name: 'x', parentId: users, perms: "a' or 1=1" },
      400,
      '$.perms',
    );
    await refused('POST', 'add', { menuType: 1, parentId: system, url: '/x' }, 400, '$.name');
  });

  it('edits only the fields sent, moves entries and keeps is_leaf right', async () => {
    const from = await add({ menuType: 1, name: '旧家', parentId: system, url: '/system/old-home' });
    const to = await add({ menuType: 1, name: '新家', parentId: system, url: '/system/new-home' });
    const button = await add({ menuType: 2, name: '搬家', parentId: from.id, perms: 'move:it' });
    const edited = await call('PUT', 'edit', { id: button.id, parentId: to.id, name: '已搬家' });
    expect(envelopeOf(edited)).toMatchObject({
      message: '修改成功！',
      result: { name: '已搬家', perms: 'move:it', parentId: to.id },
    });
    expect((await node(from.id)).is_leaf).toBe(1);
    expect((await node(to.id)).is_leaf).toBe(0);

    await refused('PUT', 'edit', { id: to.id, parentId: button.id }, 400, '按钮下不能再挂菜单或按钮');
    await refused(
      'PUT',
      'edit',
      { id: system, menuType: 1, parentId: to.id },
      400,
      '上级菜单不能是它自己或它下面的菜单',
    );
    await refused('PUT', 'edit', { id: to.id, menuType: 2, perms: 'x:y' }, 400, '有下级的菜单不能改为按钮');
    await refused('PUT', 'edit', { id: button.id, perms: '' }, 400, '按钮须填写权限编码');
    await refused('PUT', 'edit', { id: 'nope', name: 'x' }, 404, '菜单不存在：nope');
    await refused('PUT', 'edit', { name: 'x' }, 400, '$.id');
    const switchedOff = envelopeOf<{ status: string; hidden: boolean }>(
      await call('PUT', 'edit', { id: to.id, status: '0', hidden: true }),
    );
    expect(switchedOff.result).toMatchObject({ status: '0', hidden: true });
  });

  it('deletes a leaf with its grants and rules, and a menu with what is under it', async () => {
    const page = await add({ menuType: 1, name: '临时', parentId: system, url: '/system/temp' });
    const button = await add({ menuType: 2, name: '临时按钮', parentId: page.id, perms: 'temp:do' });
    const role = await idOf(t.db, 'sys_role', 'role_code', 'user');
    await call('POST', 'saveRolePermission', { roleId: role, permissionIds: [page.id, button.id] });

    expect(envelopeOf(await call('DELETE', `delete?id=${button.id}`)).message).toBe('删除成功!');
    expect((await node(page.id)).is_leaf).toBe(1);
    expect(
      await t.db
        .selectFrom('sys_role_permission')
        .select('id')
        .where('permission_id', '=', button.id)
        .execute(),
    ).toEqual([]);
    // A menu with children takes them along (the client's confirm says so; issue 16).
    const again = await add({ menuType: 2, name: '临时按钮二', parentId: page.id, perms: 'temp:again' });
    expect(envelopeOf(await call('DELETE', `delete?id=${page.id}`)).message).toBe('删除成功!');
    expect(
      await t.db.selectFrom('sys_permission').select('id').where('id', 'in', [page.id, again.id]).execute(),
    ).toEqual([]);
    await refused('DELETE', 'delete?id=nope', undefined, 404, '菜单不存在：nope');
    await refused('DELETE', 'delete', undefined, 400, '$.id');
  });
});
