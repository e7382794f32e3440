import type { AuthItem, MenuItem } from '../../../schemas';
import type { ExpressionScope } from '../../runtime/expression';
import { resolveMenuUrl } from './menuUrl';

/** RouteView renders its children; every other layout name maps to the basic layout. */
export type LayoutName = 'RouteView' | 'BasicLayout';

export interface RouteMeta {
  title: string;
  icon?: string;
  /** The evaluated, checked address; absent when the menu had none or it failed the check. */
  url?: string;
  keepAlive?: boolean;
  internalOrExternal?: boolean;
  permissionList?: AuthItem[];
  /**
   * Permission codes that gate the route (SPEC.md §6 route filter). The server's menu does not
   * send them today (MenuMeta has no such field), so only routes that declare them are gated.
   */
  permission?: string[];
}

export interface DynamicRoute {
  /** Absolute path (a relative menu path is joined to its parent's). */
  path: string;
  name: string;
  component: string;
  kind: 'layout' | 'view';
  layout?: LayoutName;
  redirect?: string;
  hidden: boolean;
  alwaysShow: boolean;
  meta: RouteMeta;
  children: DynamicRoute[];
}

/** Joins a relative menu path to its parent; absolute paths stay as they are. */
export function absolutePath(path: string, parentPath: string): string {
  if (path.startsWith('/')) return path;
  return `${parentPath.replace(/\/+$/, '')}/${path}`;
}

function layoutOf(component: string): LayoutName {
  return /(^|\/)RouteView$/.test(component) ? 'RouteView' : 'BasicLayout';
}

/**
 * Turns the server's menu into route descriptors (SPEC.md §2 dynamic routes): items with route '0'
 * are not registered; a component naming `layouts` is a layout, anything else a view; alwaysShow
 * items redirect to their own path; meta urls are evaluated with the safe evaluator and kept only
 * when they are http(s) addresses.
 *
 * @example
 * buildDynamicRoutes(menu, menuScope(session)) // [{ path: '/system', kind: 'layout', layout: 'RouteView', children: [...] }, ...]
 */
export function buildDynamicRoutes(
  menu: MenuItem[],
  scope: ExpressionScope,
  parentPath = '/',
): DynamicRoute[] {
  const routes: DynamicRoute[] = [];
  for (const item of menu) {
    if (item.route === '0') continue;
    const path = absolutePath(item.path, parentPath);
    const isLayout = item.component.includes('layouts');
    const url = resolveMenuUrl(item.meta.url, scope);
    const meta: RouteMeta = {
      title: item.meta.title,
      icon: item.meta.icon || undefined,
      keepAlive: item.meta.keepAlive,
      internalOrExternal: item.meta.internalOrExternal,
      permissionList: item.meta.permissionList,
      ...(url ? { url } : {}),
    };
    routes.push({
      path,
      name: item.name,
      component: item.component,
      kind: isLayout ? 'layout' : 'view',
      ...(isLayout ? { layout: layoutOf(item.component) } : {}),
      redirect: item.alwaysShow ? path : (item.redirect ?? undefined),
      hidden: Boolean(item.hidden || item.meta.hidden),
      alwaysShow: Boolean(item.alwaysShow),
      meta,
      children: buildDynamicRoutes(item.children ?? [], scope, path),
    });
  }
  return routes;
}
