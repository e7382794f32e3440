import { Outlet } from 'react-router-dom';

/** The 'layouts/RouteView' of menu data: a folder route that only renders its child page. */
export function RouteView() {
  return <Outlet />;
}
