/**
 * Turns permission rows into the answer of getUserPermissionByToken (schemas/permission.schema.json):
 * the menu tree the browser builds its routes from, the user's buttons and all buttons.
 */
import type { AuthItem, MenuItem, PermissionResult } from '../../../schemas/index';
import type { PermissionRow } from '../permission/repo';

const MENU_TYPES = new Set([0, 1]);
const BUTTON_TYPE = 2;

function toAuthItem(row: PermissionRow): AuthItem | null {
  if (!row.perms) return null;
  return {
    action: row.perms,
    describe: row.name,
    type: row.perms_type === '2' ? '2' : '1',
    status: row.status === '0' ? '0' : '1',
  };
}

function authItems(rows: PermissionRow[]): AuthItem[] {
  return rows.map(toAuthItem).filter((item): item is AuthItem => item !== null);
}

/** A menu url that is a route path; anything else (http address, `{{ }}` template) is a link target. */
const isRoutePath = (url: string | null): url is string => Boolean(url?.startsWith('/'));

/**
 * The menu tree, the user's buttons (`auth`, in force only) and every button (`allAuth`). Menus must be
 * in force (status '1'); an item whose parent the user does not hold is left out, as its route could
 * not be reached anyway. Rows are expected sorted by sort_no.
 *
 * @example
 * buildPermissionResult(await heldPermissions(db, id, roles), await allButtons(db))
 * // { menu: [{ path: '/dashboard', children: [...] }, ...], auth: [{ action: 'user:add', ... }], allAuth: [...] }
 */
export function buildPermissionResult(held: PermissionRow[], everyButton: PermissionRow[]): PermissionResult {
  const menus = held.filter((row) => MENU_TYPES.has(row.menu_type) && row.status === '1');
  const buttons = held.filter((row) => row.menu_type === BUTTON_TYPE && row.status === '1');

  const childrenOf = new Map<string | null, PermissionRow[]>();
  for (const row of menus) {
    const key = row.parent_id || null;
    childrenOf.set(key, [...(childrenOf.get(key) ?? []), row]);
  }
  const buttonsOf = new Map<string, PermissionRow[]>();
  for (const row of buttons) {
    if (row.parent_id) buttonsOf.set(row.parent_id, [...(buttonsOf.get(row.parent_id) ?? []), row]);
  }

  const toItem = (row: PermissionRow, parentPath: string): MenuItem => {
    const path = isRoutePath(row.url) ? row.url : `${parentPath}/${row.component_name ?? row.id}`;
    const children = (childrenOf.get(row.id) ?? []).map((child) => toItem(child, path));
    return {
      id: row.id,
      path,
      name: row.component_name ?? row.id,
      component: row.component ?? '',
      redirect: row.redirect,
      hidden: row.hidden === 1,
      alwaysShow: row.always_show === 1,
      route: row.is_route === 1 ? '1' : '0',
      isTop: row.is_top === 1,
      meta: {
        title: row.name,
        icon: row.icon ?? '',
        ...(row.url && !isRoutePath(row.url) ? { url: row.url } : {}),
        keepAlive: row.keep_alive === 1,
        internalOrExternal: row.internal_or_external === 1,
        hidden: row.hidden === 1,
        permissionList: authItems(buttonsOf.get(row.id) ?? []),
      },
      ...(children.length ? { children } : {}),
    };
  };

  return {
    menu: (childrenOf.get(null) ?? []).map((row) => toItem(row, '')),
    auth: authItems(buttons),
    allAuth: authItems(everyButton),
  };
}
