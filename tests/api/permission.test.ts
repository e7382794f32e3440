/**
 * The menu tree and buttons of getUserPermissionByToken, the permission guard, and the dashboard
 * counters, for each seeded role, on each database dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem, PermissionResult } from '../../schemas/index';
import { validate } from '../../schemas/index';
import { newId } from '../../server/db/ids';
import { hashPassword } from '../../server/modules/auth/password';
import { envelopeOf, getWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const PERMISSIONS_URL = '/platform/sys/permission/getUserPermissionByToken';
const PROBE_URL = '/platform/test/needs-user-add';

async function permissionsOf(t: TestApp, username: string): Promise<PermissionResult> {
  const token = await tokenFor(t.app, username);
  const response = await getWithToken(t.app, `${PERMISSIONS_URL}?token=${token}`, token);
  expect(response.statusCode).toBe(200);
  return envelopeOf<PermissionResult>(response).result;
}

const titles = (items: MenuItem[] = []) => items.map((item) => item.meta.title);
const find = (items: MenuItem[], title: string) => items.find((item) => item.meta.title === title);
const actions = (items: { action: string }[]) => items.map((item) => item.action);

describe.each(dialects())('permissions on $name', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withApp(dialect, {
      // A permission-coded route, as the management modules of later issues declare them.
      extend: (app) =>
        app.get(PROBE_URL, { config: { permission: 'user:add' } }, async (_request, reply) =>
          reply.ok('allowed'),
        ),
    });
  });
  afterAll(() => t?.close());

  it('gives admin the whole menu tree, shaped as schemas/permission.schema.json says', async () => {
    const result = await permissionsOf(t, 'admin');

    expect(validate('PermissionResult', result)).toEqual({ ok: true, errors: [] });
    expect(titles(result.menu)).toEqual(['首页', '系统管理', '消息中心', '流程引擎', '数据采集', '在线开发']);
    expect(result.menu.every((item) => item.isTop)).toBe(true);
    expect(titles(find(result.menu, '系统管理')?.children)).toEqual([
      '用户管理',
      '角色管理',
      '菜单管理',
      '部门管理',
      '数据字典',
      '职务管理',
      '日志管理',
      '短信发件箱',
    ]);
    const dashboard = find(result.menu, '首页')!;
    expect(dashboard).toMatchObject({
      path: '/dashboard',
      component: 'layouts/RouteView',
      redirect: '/dashboard/analysis',
    });
    expect(dashboard.children?.map((c) => [c.path, c.component])).toEqual([
      ['/dashboard/analysis', 'dashboard/Analysis'],
      ['/dashboard/workplace', 'dashboard/Workplace'],
    ]);
  });

  it('lists each page’s buttons in meta.permissionList, and every button in auth and allAuth', async () => {
    const result = await permissionsOf(t, 'admin');
    const users = find(find(result.menu, '系统管理')!.children!, '用户管理')!;

    expect(users).toMatchObject({
      path: '/system/user',
      name: 'system-user',
      // JeecgBoot's view, which its client loads (views/system/UserList.vue); our shell draws system/user-list.
      component: 'system/UserList',
      route: '1',
    });
    expect(actions(users.meta.permissionList ?? [])).toEqual([
      'user:add',
      'user:edit',
      'user:delete',
      'user:deleteBatch',
      'user:frozen',
      'user:password',
      'user:import',
      'user:export',
      'user:recycle',
      'user:recycleDelete',
    ]);
    expect(users.meta.permissionList?.[0]).toEqual({
      action: 'user:add',
      describe: '添加用户',
      type: '1',
      status: '1',
    });
    expect(actions(result.auth).sort()).toEqual(actions(result.allAuth).sort());
    expect(result.allAuth.length).toBeGreaterThanOrEqual(27);
  });

  it('sends link entries as route "0" with a placeholder url the browser can evaluate', async () => {
    const online = find((await permissionsOf(t, 'admin')).menu, '在线开发')!;

    const health = find(online.children!, '健康检查');
    expect(health).toMatchObject({
      route: '0',
      meta: { url: '{{ $config.apiBase }}/health', internalOrExternal: true },
    });
    expect(find(online.children!, '在线表单')).toMatchObject({ path: '/online/form/:id', hidden: true });
  });

  it('hides system management and its buttons from a user-role user', async () => {
    const result = await permissionsOf(t, 'zhangsan');

    expect(titles(result.menu)).toEqual(['首页', '消息中心', '流程引擎', '数据采集']);
    expect(titles(find(result.menu, '数据采集')?.children)).toEqual(['采集数据']);
    expect(actions(result.auth)).not.toContain('user:add');
    expect(actions(result.allAuth)).toContain('user:add');
    expect(find(result.menu, '消息中心')?.children?.[0].meta.permissionList).toEqual([]);
  });

  it('gives the auditor the log page and a read-only user list', async () => {
    const result = await permissionsOf(t, 'wangwu');

    const system = find(result.menu, '系统管理');
    expect(titles(system?.children)).toEqual(['用户管理', '日志管理']);
    expect(system?.children?.[0].meta.permissionList).toEqual([]);
    expect(result.auth).toEqual([]);
  });

  it('answers 403 on a permission-coded route to a user without the code, 200 to one with it', async () => {
    const denied = await getWithToken(t.app, PROBE_URL, await tokenFor(t.app, 'zhangsan'));
    expect(denied.statusCode).toBe(403);
    expect(envelopeOf(denied)).toMatchObject({
      success: false,
      code: 403,
      message: '没有权限，请联系管理员授权',
    });

    const allowed = await getWithToken(t.app, PROBE_URL, await tokenFor(t.app, 'admin'));
    expect(allowed.statusCode).toBe(200);
    expect(envelopeOf(allowed).result).toBe('allowed');

    expect((await getWithToken(t.app, PROBE_URL)).statusCode).toBe(401);
  });

  it('refuses with a clear 403 a user who holds no menu at all', async () => {
    await t.db
      .insertInto('sys_user')
      .values({
        id: newId(),
        username: 'norole',
        realname: '无角色',
        password_hash: await hashPassword('123456'),
        avatar: null,
        sex: null,
        birthday: null,
        email: null,
        phone: null,
        org_code: null,
        work_no: null,
        post: null,
        created_by: null,
        created_at: t.clock.now().toISOString(),
        updated_by: null,
        updated_at: null,
      })
      .execute();

    const response = await getWithToken(t.app, PERMISSIONS_URL, await tokenFor(t.app, 'norole'));
    expect(response.statusCode).toBe(403);
    expect(envelopeOf(response)).toMatchObject({ success: false, message: '未授权任何菜单，请联系管理员' });
  });

  it('counts successful sign-ins for the dashboard: in all, today, distinct addresses today', async () => {
    const token = await tokenFor(t.app, 'admin');
    const first = envelopeOf<Record<string, number>>(
      await getWithToken(t.app, '/platform/sys/loginfo', token),
    );
    expect(validate('LoginInfo', first.result)).toEqual({ ok: true, errors: [] });

    await tokenFor(t.app, 'zhangsan');
    const second = envelopeOf<Record<string, number>>(
      await getWithToken(t.app, '/platform/sys/loginfo', token),
    );
    expect(second.result.totalVisitCount).toBe(first.result.totalVisitCount + 1);
    expect(second.result.todayVisitCount).toBe(first.result.todayVisitCount + 1);
    expect(second.result.todayIp).toBe(1);
  });

  it('lists sign-ins of the last 7 days, oldest first, today last', async () => {
    await tokenFor(t.app, 'admin');
    const response = await getWithToken(t.app, '/platform/sys/visitInfo', await tokenFor(t.app, 'zhangsan'));

    const days = envelopeOf<Array<{ tian: string; visit: number; ip: number }>>(response).result;
    expect(validate('VisitInfo', days)).toEqual({ ok: true, errors: [] });
    expect(days).toHaveLength(7);
    const now = t.clock.now();
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(days[6].tian).toBe(`${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`);
    expect(days[6].visit).toBeGreaterThanOrEqual(2);
    expect(days[6].ip).toBe(1);
    expect(days.slice(0, 6).every((day) => day.visit === 0)).toBe(true);
  });
});
