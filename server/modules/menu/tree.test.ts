import { describe, expect, it } from 'vitest';
import { MENU_DEFAULTS } from '../../db/menu-defaults';
import type { PermissionRow } from '../permission/repo';
import { buildPermissionResult } from './tree';

function row(
  partial: Partial<PermissionRow> & Pick<PermissionRow, 'id' | 'name' | 'menu_type'>,
): PermissionRow {
  return {
    ...MENU_DEFAULTS,
    created_by: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_by: null,
    updated_at: null,
    ...partial,
  };
}

const top = row({
  id: 't',
  name: '系统管理',
  menu_type: 0,
  url: '/system',
  component: 'layouts/RouteView',
  is_top: 1,
});
const page = row({
  id: 'p',
  parent_id: 't',
  name: '用户管理',
  menu_type: 1,
  url: '/system/user',
  component: 'system/user-list',
  component_name: 'system-user',
  perms: 'user:list',
});
const add = row({ id: 'b1', parent_id: 'p', name: '添加用户', menu_type: 2, perms: 'user:add' });
const off = row({
  id: 'b2',
  parent_id: 'p',
  name: '删除用户',
  menu_type: 2,
  perms: 'user:delete',
  status: '0',
});

describe('the permission answer', () => {
  it('nests pages under their menus and hangs each page’s buttons on it', () => {
    const result = buildPermissionResult([top, page, add], [add, off]);

    expect(result.menu).toHaveLength(1);
    expect(result.menu[0]).toMatchObject({ path: '/system', isTop: true, route: '1', name: 't' });
    expect(result.menu[0].children?.[0]).toMatchObject({
      id: 'p',
      path: '/system/user',
      name: 'system-user',
      component: 'system/user-list',
      meta: {
        title: '用户管理',
        permissionList: [{ action: 'user:add', describe: '添加用户', type: '1', status: '1' }],
      },
    });
    expect(result.auth.map((a) => a.action)).toEqual(['user:add']);
    expect(result.allAuth).toEqual([
      { action: 'user:add', describe: '添加用户', type: '1', status: '1' },
      { action: 'user:delete', describe: '删除用户', type: '1', status: '0' },
    ]);
  });

  it('leaves out pages whose menu the user does not hold, and menus switched off', () => {
    expect(buildPermissionResult([page, add], []).menu).toEqual([]);
    expect(buildPermissionResult([{ ...top, status: '0' }, page], []).menu).toEqual([]);
  });

  it('turns a non-path url into a link: meta.url, route "0", a path under its parent', () => {
    const link = row({
      id: 'l',
      parent_id: 't',
      name: '接口文档',
      menu_type: 1,
      url: '{{ $config.apiBase }}/doc',
      component_name: 'api-doc',
      is_route: 0,
      internal_or_external: 1,
    });

    const item = buildPermissionResult([top, link], []).menu[0].children?.[0];
    expect(item).toMatchObject({
      path: '/system/api-doc',
      route: '0',
      meta: { url: '{{ $config.apiBase }}/doc', internalOrExternal: true },
    });
  });
});
