import type { MenuItem } from '../../../schemas';
import type { ExpressionScope } from '../../runtime/expression';
import { HOME_PATH, WORKPLACE_PATH } from '../constants';
import { absolutePath } from './dynamicRoutes';
import { resolveMenuUrl } from './menuUrl';

/** One entry of the header or side menu, built from the server's menu (route '0' links included). */
export interface NavNode {
  path: string;
  title: string;
  icon?: string;
  /** Evaluated, checked address; such entries open it instead of navigating. */
  url?: string;
  /** Open `url` in a new window (internalOrExternal), or the entry is a link without a route. */
  external: boolean;
  hidden: boolean;
  isTop: boolean;
  children: NavNode[];
}

/**
 * The menu tree the layouts draw, with urls evaluated the same way the routes get them.
 *
 * @example
 * buildNavTree(permissions.menu, menuScope(session))
 */
export function buildNavTree(menu: MenuItem[], scope: ExpressionScope, parentPath = '/'): NavNode[] {
  return menu.map((item) => {
    const path = absolutePath(item.path, parentPath);
    const url = resolveMenuUrl(item.meta.url, scope);
    return {
      path,
      title: item.meta.title,
      icon: item.meta.icon || undefined,
      ...(url ? { url } : {}),
      external: Boolean(url && (item.meta.internalOrExternal || item.route === '0')),
      hidden: Boolean(item.hidden || item.meta.hidden),
      isTop: Boolean(item.isTop),
      children: buildNavTree(item.children ?? [], scope, path),
    };
  });
}

export const visible = (nodes: NavNode[]): NavNode[] => nodes.filter((node) => !node.hidden);

/** The home dashboard hides the side menu (and, later, the tab bar). */
export function isHomePath(pathname: string): boolean {
  return pathname === HOME_PATH || pathname.includes('dashboard/Home') || pathname === '/home';
}

/**
 * The user's home, where 首页 (header, breadcrumb, logo) leads: the analysis page when granted, else the
 * workplace, else the first page of their menu. 首页 entries are menus like any other, so an address the
 * user was not granted is never offered (docs/decisions.md).
 *
 * @example
 * homePathOf(nav) // '/dashboard/analysis', or '/dashboard/workplace' for one granted only the workplace
 */
export function homePathOf(nav: NavNode[]): string {
  const pages = leaves(nav).filter((node) => !node.external);
  const paths = new Set(pages.map((node) => node.path));
  if (paths.has(HOME_PATH)) return HOME_PATH;
  if (paths.has(WORKPLACE_PATH)) return WORKPLACE_PATH;
  return pages[0]?.path ?? HOME_PATH;
}

/**
 * Where signing in and the root address land: the workplace when granted (SPEC.md §2), else the home.
 *
 * @example
 * landingOf(nav) // '/dashboard/workplace'
 */
export function landingOf(nav: NavNode[]): string {
  return leaves(nav).some((node) => node.path === WORKPLACE_PATH) ? WORKPLACE_PATH : homePathOf(nav);
}

/**
 * The header's entries: a home entry plus every visible item marked isTop (a menu item holding the
 * user's home — the seeded 首页 folder — stands in for the built-in one).
 *
 * @example
 * topEntries(nav).map((n) => n.title) // ['首页', '工作台', '系统管理', ...]
 */
export function topEntries(nav: NavNode[]): NavNode[] {
  const tops = visible(nav).filter((node) => node.isTop);
  const home = homePathOf(nav);
  if (tops.some((node) => contains(node, home))) return tops;
  const entry: NavNode = {
    path: home,
    title: '首页',
    icon: 'HomeOutlined',
    external: false,
    hidden: false,
    isTop: true,
    children: [],
  };
  return [entry, ...tops];
}

function contains(node: NavNode, pathname: string): boolean {
  if (node.path === pathname || pathname.startsWith(`${node.path.replace(/\/+$/, '')}/`)) return true;
  return node.children.some((child) => contains(child, pathname));
}

/** The top entry the current path belongs to. */
export function selectedTop(nav: NavNode[], pathname: string): NavNode | undefined {
  const tops = topEntries(nav);
  if (isHomePath(pathname)) return tops.find((node) => contains(node, HOME_PATH));
  return tops.find((node) => contains(node, pathname));
}

export interface SideMenu {
  title: string;
  icon?: string;
  items: NavNode[];
}

/**
 * What the side menu shows on `pathname`: the children of the selected top entry under its title
 * (the entry itself when it has none), the menu's non-top items when no top entry matches, or
 * nothing on the home dashboard — unless the home sits in a folder with other pages (the seeded
 * 首页 with 分析页 and 工作台), whose side menu is the way to them.
 *
 * @example
 * sideMenuFor(nav, '/system/user') // { title: '系统管理', icon: 'SettingOutlined', items: [用户管理, 角色管理, ...] }
 */
export function sideMenuFor(nav: NavNode[], pathname: string): SideMenu | null {
  const top = selectedTop(nav, pathname);
  if (isHomePath(pathname) && !(top && visible(top.children).length)) return null;
  if (top) {
    const children = visible(top.children);
    return { title: top.title, icon: top.icon, items: children.length ? children : [top] };
  }
  const rest = visible(nav).filter((node) => !node.isTop);
  return rest.length ? { title: '更多功能', icon: 'AppstoreOutlined', items: rest } : null;
}

/** The chain of entries from the top of `nodes` down to the one at `pathname` (for open sub-menus). */
export function trailTo(nodes: NavNode[], pathname: string): NavNode[] {
  for (const node of nodes) {
    if (node.path === pathname) return [node];
    const below = trailTo(node.children, pathname);
    if (below.length) return [node, ...below];
  }
  return [];
}

/** Where clicking an entry leads: its first visible leaf, or itself. */
export function landingPath(node: NavNode): string {
  const first = visible(node.children).find((child) => !child.external);
  return first ? landingPath(first) : node.path;
}

/**
 * Every visible entry that leads somewhere (leaves), depth first.
 *
 * @example
 * leaves(nav).slice(0, 8) // quick links of the workplace
 */
export function leaves(nodes: NavNode[]): NavNode[] {
  return visible(nodes).flatMap((node) => (visible(node.children).length ? leaves(node.children) : [node]));
}
