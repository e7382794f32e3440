/** Anything that may carry permission meta and children (route descriptors, route objects). */
export interface Gated {
  meta?: { permission?: readonly string[] };
  children?: readonly Gated[];
}

/**
 * SPEC.md §6/§4: a route without permission meta is always allowed; otherwise holding any one of its
 * codes is enough.
 *
 * @example
 * hasPermission(['user:add'], { meta: { permission: ['user:add', 'user:edit'] } }) // true
 */
export function hasPermission(granted: readonly string[], route: Gated): boolean {
  const required = route.meta?.permission;
  if (!required || required.length === 0) return true;
  return required.some((code) => granted.includes(code));
}

/**
 * The routes the user may see, children filtered the same way; the input is not changed.
 *
 * @example
 * filterRoutes(routes, auth.map((a) => a.action))
 */
export function filterRoutes<T extends Gated>(routes: readonly T[], granted: readonly string[]): T[] {
  return routes
    .filter((route) => hasPermission(granted, route))
    .map((route) =>
      route.children ? { ...route, children: filterRoutes(route.children as T[], granted) } : route,
    );
}
