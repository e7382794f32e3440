import { useContext, useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { AppRoutesContext, type RouteHandle } from '../router/appRoutesContext';
import { homePathOf } from '../router/navTree';
import { navTreeAtom } from '../router/routeAtoms';
import { usePageCrumbFor } from './pageCrumb';

export interface Crumb {
  title: string;
  path: string;
}

/**
 * The breadcrumb of SPEC.md §2: '首页' (the user's home) first, then each matched route with a title. A repeated title
 * (the home page is also titled 首页) appears once. The screen may name its own crumb (usePageCrumb).
 *
 * @example
 * useBreadcrumbTrail() // [{ title: '首页', path: '/dashboard/analysis' }, { title: '系统管理', ... }, { title: '用户管理', ... }]
 */
export function useBreadcrumbTrail(): Crumb[] {
  const routes = useContext(AppRoutesContext);
  const location = useLocation();
  const own = usePageCrumbFor(location.pathname);
  const home = homePathOf(useAtomValue(navTreeAtom));
  return useMemo(() => {
    const matched = (matchRoutes(routes, location) ?? [])
      .filter((match) => match.route.path !== '/' && (match.route.handle as RouteHandle | undefined)?.title)
      .map((match) => ({ title: (match.route.handle as RouteHandle).title, path: match.pathname }));
    const last = matched.at(-1);
    if (own && last) matched[matched.length - 1] = { ...last, title: own };
    const trail = [{ title: '首页', path: home }, ...matched];
    return trail.filter((crumb, i) => i === 0 || crumb.title !== trail[i - 1].title);
  }, [routes, location, own, home]);
}
