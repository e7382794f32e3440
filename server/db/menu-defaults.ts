/**
 * The one definition of what a sys_permission row (menu, sub-menu or button) holds where nobody said
 * otherwise: the demo seed and the menu page's 添加 start from it. They match the columns' DEFAULTs of the
 * foundation migration, which later migrations rely on when they insert a row without every column
 * (menu-defaults.test.ts holds the two together).
 */
import type { Insertable } from 'kysely';
import type { SysPermissionTable } from './types';

/** Every column of a new entry but its id, name, type and the audit fields. */
export type MenuDefaultColumns = Omit<
  Insertable<SysPermissionTable>,
  'id' | 'name' | 'menu_type' | 'created_by' | 'created_at' | 'updated_by' | 'updated_at'
>;

/**
 * Spelled out whole, because SQLite has no DEFAULT in a multi-row VALUES list: a column missing from one
 * row of the seed's insert would be NULL there.
 *
 * @example
 * { ...MENU_DEFAULTS, id, name: '用户管理', menu_type: 1, url: '/system/user' }
 */
export const MENU_DEFAULTS: Readonly<Required<MenuDefaultColumns>> = {
  parent_id: null,
  url: null,
  component: null,
  component_name: null,
  redirect: null,
  perms: null,
  perms_type: '1',
  status: '1',
  sort_no: 0,
  always_show: 0,
  icon: null,
  is_route: 1,
  is_leaf: 1,
  keep_alive: 0,
  hidden: 0,
  internal_or_external: 0,
  is_top: 0,
  description: null,
};
