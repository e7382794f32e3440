/**
 * JeecgBoot's view components and the pages Dougong draws for them (issue 16). A menu entry's component
 * is what JeecgBoot's own client loads (`views/<component>.vue`), so the seeded system menus name
 * JeecgBoot's views — `system/UserList` — and Dougong's shell draws the page JSON this table names for
 * each. A component outside the table names a page directly (an admin's `online/leave-form`), as before.
 * Shared by the server (seed, checks) and the browser (the shell), so it lives beside the schemas.
 */
export const CLIENT_VIEW_PAGES: Readonly<Record<string, string>> = {
  'system/UserList': 'system/user-list',
  'system/RoleList': 'system/role-list',
  'system/PermissionList': 'system/permission-list',
  'system/DepartList': 'system/depart-list',
  'system/DictList': 'system/dict-list',
  'system/SysPositionList': 'system/position-list',
  'system/LogList': 'system/log-list',
  'livetable/LiveTable': 'livetable/position-live',
};

/**
 * The page a menu component is drawn from.
 *
 * @example
 * pageOfComponent('system/UserList') // 'system/user-list'
 * pageOfComponent('online/leave-form') // 'online/leave-form'
 */
export function pageOfComponent(component: string): string {
  return Object.hasOwn(CLIENT_VIEW_PAGES, component) ? CLIENT_VIEW_PAGES[component] : component;
}
