import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useRoutes } from 'react-router-dom';
import { AppRoutesContext } from './appRoutesContext';
import { RouteGuard } from './RouteGuard';
import { dynamicRoutesAtom } from './routeAtoms';
import { buildAppRoutes } from './routeTable';

/**
 * The routed app: the guard, then the route table rebuilt whenever the menu routes change.
 *
 * @example
 * <RouterProvider router={createBrowserRouter([{ path: "*", element: <AppRoutes /> }])} />
 */
export function AppRoutes() {
  const dynamic = useAtomValue(dynamicRoutesAtom);
  const routes = useMemo(() => buildAppRoutes(dynamic), [dynamic]);
  const element = useRoutes(routes);
  return (
    <AppRoutesContext.Provider value={routes}>
      <RouteGuard>{element}</RouteGuard>
    </AppRoutesContext.Provider>
  );
}
