import { Navigate, type RouteObject } from 'react-router-dom';
import { LOGIN_PATH, NOT_FOUND_PATH } from '../constants';
import { BasicLayout } from '../layouts/BasicLayout';
import { UserLayout } from '../layouts/UserLayout';
import { AnnouncementPage } from '../views/AnnouncementPage';
import { LoginPage } from '../views/LoginPage';
import { AlterationPage } from '../views/accounts/AlterationPage';
import { RegisterPage } from '../views/accounts/RegisterPage';
import { RegisterResultPage } from '../views/accounts/RegisterResultPage';
import { NtkoPage } from '../views/NtkoPage';
import { NotFoundPage } from '../views/ShellResult';
import { SectionIndex } from '../views/SectionIndex';
import { ShellFallback } from '../views/ShellFallback';
import type { RouteHandle } from './appRoutesContext';
import type { DynamicRoute } from './dynamicRoutes';
import { HomeRedirect } from './HomeRedirect';
import { layoutElement, viewElement } from './viewElements';

const handle = (title: string, name?: string, keepAlive?: boolean): RouteHandle => ({
  title,
  name,
  ...(keepAlive ? { keepAlive } : {}),
});
/** The handle of a route that only redirects: no title (no crumb) and no tab. */
const REDIRECT: RouteHandle = { title: '', redirects: true };

/**
 * Static children of the root (SPEC.md §2); a menu item with the same path yields to them. The
 * dashboards are not here: 分析页 and 工作台 are menus like any other, routed only when granted.
 */
const STATIC_CHILDREN: RouteObject[] = [
  { index: true, element: <HomeRedirect to="landing" />, handle: REDIRECT },
  {
    path: '/dashboard/Home',
    element: <HomeRedirect to="home" />,
    handle: { ...handle('首页', 'dashboard-home'), redirects: true },
  },
  {
    path: '/home',
    element: <HomeRedirect to="home" />,
    handle: { ...handle('首页', 'home'), redirects: true },
  },
  {
    path: '/isps/userAnnouncement',
    element: <AnnouncementPage />,
    handle: handle('我的消息', 'isps-userAnnouncement'),
  },
  { path: '/ntko', element: <NtkoPage />, handle: handle('文档编辑', 'ntko') },
  { path: NOT_FOUND_PATH, element: <NotFoundPage />, handle: handle('404') },
];
const STATIC_PATHS = new Set(STATIC_CHILDREN.map((route) => route.path?.toLowerCase()));

function isUnder(path: string, parentPath: string): boolean {
  return parentPath === '/' || path.startsWith(`${parentPath.replace(/\/+$/, '')}/`);
}

/**
 * Route objects for menu routes. React Router refuses an absolute child path outside its parent's,
 * and would take the whole app down; such children (a menu data slip) are lifted to the root instead.
 */
function toRouteObjects(routes: DynamicRoute[], parentPath: string, lifted: RouteObject[]): RouteObject[] {
  const here: RouteObject[] = [];
  for (const route of routes) {
    if (STATIC_PATHS.has(route.path.toLowerCase())) {
      here.push(...toRouteObjects(route.children, parentPath, lifted));
      continue;
    }
    const children = toRouteObjects(route.children, route.path, lifted);
    const object = routeObject(route, children);
    (isUnder(route.path, parentPath) ? here : lifted).push(object);
  }
  return here;
}

function routeObject(route: DynamicRoute, children: RouteObject[]): RouteObject {
  const base = { path: route.path, handle: handle(route.meta.title, route.name, route.meta.keepAlive) };
  if (route.kind === 'layout') {
    const index: RouteObject =
      route.redirect && route.redirect !== route.path
        ? { index: true, element: <Navigate to={route.redirect} replace />, handle: REDIRECT }
        : {
            index: true,
            element: (
              <SectionIndex
                title={route.meta.title}
                entries={route.children.filter((child) => !child.hidden)}
              />
            ),
          };
    return { ...base, element: layoutElement(route.layout), children: [index, ...children] };
  }
  // A view with sub-routes: the view is the index and its sub-pages render in its place.
  if (children.length)
    return { ...base, children: [{ index: true, element: viewElement(route) }, ...children] };
  return { ...base, element: viewElement(route) };
}

/**
 * The whole route table: user pages, and the root shell with static and menu routes, the 404 page and
 * the catch-all (403 or 404 inside the shell).
 *
 * @example
 * useRoutes(buildAppRoutes(useAtomValue(dynamicRoutesAtom)))
 */
export function buildAppRoutes(dynamic: DynamicRoute[]): RouteObject[] {
  const lifted: RouteObject[] = [];
  const menuRoutes = toRouteObjects(dynamic, '/', lifted);
  return [
    {
      path: '/user',
      element: <UserLayout />,
      children: [
        { index: true, element: <Navigate to={LOGIN_PATH} replace /> },
        { path: 'login', element: <LoginPage />, handle: handle('登录', 'login') },
        {
          path: 'register',
          element: <RegisterPage />,
          handle: handle('注册', 'register'),
        },
        {
          path: 'register-result',
          element: <RegisterResultPage />,
          handle: handle('注册结果', 'registerResult'),
        },
        {
          path: 'alteration',
          element: <AlterationPage />,
          handle: handle('找回密码', 'alteration'),
        },
      ],
    },
    {
      path: '/',
      element: <BasicLayout />,
      handle: handle('首页', 'dashboard'),
      // Any other address shows, inside the shell and in place, 403 (a page not granted) or 404.
      children: [
        ...STATIC_CHILDREN,
        ...menuRoutes,
        ...lifted,
        { path: '*', element: <ShellFallback />, handle: handle('页面不存在') },
      ],
    },
  ];
}
