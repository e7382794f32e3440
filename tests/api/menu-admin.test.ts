/**
 * Menu management, issue 13: the 菜单名称 search on the list, and batch delete (JeecgBoot's
 * DELETE deleteBatch?ids=…) with the single delete's rules — children, 404s, the permission code, and
 * bounded delegation (only entries the caller holds). On each dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRole, createTestUser, idOf } from '../../server/testing/accounts';
import { envelopeOf, sendWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const BASE = '/platform/sys/permission';
type Node = { id: string; name: string; menuType: number; isLeaf: boolean; children?: Node[] };

const names = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.name, ...names(n.children ?? [])]);

describe.each(dialects())('menu admin on $name', (dialect) => {
  let t: TestApp;
  let admin: string;
  let system: string;
  beforeAll(async () => {
    t = await withApp(dialect);
    admin = await tokenFor(t.app, 'admin');
    system = await idOf(t.db, 'sys_permission', 'component_name', 'system');
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown, token = admin) =>
    sendWithToken(t.app, method, `${BASE}/${path}`, token, payload);
  const add = async (body: Record<string, unknown>) => {
    const response = await call('POST', 'add', body);
    expect(response.statusCode, response.body).toBe(200);
    return envelopeOf<Node>(response).result;
  };
  const exists = async (id: string) =>
    (await t.db.selectFrom('sys_permission').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined;

  it('searches by 菜单名称: matches with their ancestors and what hangs below them', async () => {
    const found = envelopeOf<Node[]>(await call('GET', `list?name=${encodeURIComponent('用户管')}&pageNo=1`));
    expect(found.success).toBe(true);
    expect(found.result.map((n) => n.name)).toEqual(['系统管理']);
    const shown = names(found.result);
    expect(shown).toEqual(expect.arrayContaining(['系统管理', '用户管理', '添加用户', '编辑用户']));
    expect(shown).not.toContain('角色管理');
    expect(envelopeOf<Node[]>(await call('GET', 'list?name=zzz-none')).result).toEqual([]);
    // Case-insensitive, and an empty keyword is the whole tree.
    const all = envelopeOf<Node[]>(await call('GET', 'list?name=')).result;
    expect(all.length).toBeGreaterThan(1);
    const long = await call('GET', `list?name=${'x'.repeat(51)}`);
    expect(long.statusCode).toBe(400);
    expect(envelopeOf(long).message).toContain('菜单名称最多 50 个字符');
  });

  it('deletes a batch, each entry with everything under it (issue 16: the client confirms that)', async () => {
    const page = await add({ menuType: 1, name: '批删页', parentId: system, url: '/system/batch' });
    const one = await add({ menuType: 2, name: '批删一', parentId: page.id, perms: 'batch:one' });
    const two = await add({ menuType: 2, name: '批删二', parentId: page.id, perms: 'batch:two' });
    const role = await idOf(t.db, 'sys_role', 'role_code', 'user');
    await call('POST', 'saveRolePermission', { roleId: role, permissionIds: [page.id, one.id, two.id] });

    // A trailing comma is JeecgBoot's list format.
    const first = await call('DELETE', `deleteBatch?ids=${one.id},`);
    expect(first.statusCode, first.body).toBe(200);
    expect(envelopeOf(first).message).toBe('已删除 1 项');
    expect(await exists(one.id)).toBe(false);

    // The page's remaining button is not ticked: it goes with the page.
    const cascade = await call('DELETE', `deleteBatch?ids=${page.id}`);
    expect(envelopeOf(cascade).message).toBe('已删除 2 项');
    expect(await exists(page.id)).toBe(false);
    expect(await exists(two.id)).toBe(false);
    expect(
      await t.db
        .selectFrom('sys_role_permission')
        .select('id')
        .where('permission_id', 'in', [page.id, two.id])
        .execute(),
    ).toEqual([]);
    // The parent stays, still a folder of other pages.
    expect(await exists(system)).toBe(true);
  });

  it('answers 404 for an unknown id (deleting nothing), 400 for a malformed list', async () => {
    const kept = await add({ menuType: 2, name: '留下', parentId: system, perms: 'batch:kept' });
    const missing = await call('DELETE', `deleteBatch?ids=${kept.id},nope`);
    expect(missing.statusCode).toBe(404);
    expect(envelopeOf(missing).message).toBe('菜单不存在：nope');
    expect(await exists(kept.id)).toBe(true);
    const bad = await call('DELETE', 'deleteBatch?ids=a;b');
    expect(bad.statusCode).toBe(400);
    expect(envelopeOf(bad).message).toMatch(/ids/);
    expect((await call('DELETE', 'deleteBatch')).statusCode).toBe(400);
  });

  it('needs permission:delete, and deletes only entries the caller holds', async () => {
    const target = await add({ menuType: 2, name: '别人的按钮', parentId: system, perms: 'batch:other' });
    await createTestRole(t.db, 'menu_viewer', ['system', 'system-permission']);
    await createTestUser(t.db, 'menu_viewer', { roles: ['menu_viewer'] });
    const viewer = await tokenFor(t.app, 'menu_viewer');
    expect((await call('DELETE', `deleteBatch?ids=${target.id}`, undefined, viewer)).statusCode).toBe(403);

    await createTestRole(t.db, 'menu_deleter', ['system', 'system-permission', 'permission:delete']);
    await createTestUser(t.db, 'menu_deleter', { roles: ['menu_deleter'] });
    const deleter = await tokenFor(t.app, 'menu_deleter');
    const beyond = await call('DELETE', `deleteBatch?ids=${target.id}`, undefined, deleter);
    expect(beyond.statusCode).toBe(403);
    expect(envelopeOf(beyond).message).toBe('不能授予或收回您自己没有的权限：别人的按钮');
    const single = await call('DELETE', `delete?id=${target.id}`, undefined, deleter);
    expect(single.statusCode).toBe(403);
    expect(await exists(target.id)).toBe(true);

    // Once its role holds the entry, the same caller may delete it.
    const roleId = await idOf(t.db, 'sys_role', 'role_code', 'menu_deleter');
    await t.db
      .insertInto('sys_role_permission')
      .values({
        id: `rp-${target.id}`.slice(0, 32),
        role_id: roleId,
        permission_id: target.id,
        data_rule_ids: null,
      })
      .execute();
    const held = await call('DELETE', `deleteBatch?ids=${target.id}`, undefined, deleter);
    expect(held.statusCode, held.body).toBe(200);
    expect(await exists(target.id)).toBe(false);
  });
  it('turns a sub-menu into a top menu when the form sends no parent (its 上级菜单 is hidden)', async () => {
    const page = await add({ menuType: 1, name: '升级页', parentId: system, url: '/up' });
    const response = await sendWithToken(t.app, 'PUT', `${BASE}/edit`, admin, {
      id: page.id,
      menuType: 0,
      name: '升级页',
      url: '/up',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(envelopeOf<{ parentId: string | null; menuType: number }>(response).result).toMatchObject({
      parentId: null,
      menuType: 0,
    });
  });
});
