import { useContext, useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { AppRoutesContext, type RouteHandle } from '../router/appRoutesContext';

/**
 * The handle of the deepest route matching the address that has one: its title, whether the menu keeps
 * it alive, whether it only redirects.
 *
 * @example
 * useRouteHandle()?.keepAlive // true on a page whose menu entry has 缓存路由 on
 */
export function useRouteHandle(): RouteHandle | undefined {
  const routes = useContext(AppRoutesContext);
  const location = useLocation();
  return useMemo(() => {
    const matches = matchRoutes(routes, location) ?? [];
    return matches.findLast((match) => match.route.handle)?.route.handle as RouteHandle | undefined;
  }, [routes, location]);
}
