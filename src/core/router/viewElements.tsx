import { lazy, type ComponentType, type ReactElement } from 'react';
import { BasicLayout } from '../layouts/BasicLayout';
import { RouteView } from '../layouts/RouteView';
import { OnlineFormPage } from '../views/OnlineFormPage';
import { PageHost } from '../views/PageHost';
import type { DynamicRoute, LayoutName } from './dynamicRoutes';

/** The dashboards are their own chunks: most visits open one of them, never both. */
export const Analysis = lazy(() =>
  import('../views/dashboard/Analysis').then((m) => ({ default: m.Analysis })),
);
export const Workplace = lazy(() =>
  import('../views/dashboard/Workplace').then((m) => ({ default: m.Workplace })),
);

/** The designer (with the code generator) is its own chunk: only admins building forms load it. */
const FormDesigner = lazy(() =>
  import('../../designer/FormDesigner').then((m) => ({ default: m.FormDesigner })),
);

/** Menu components drawn by hand-coded views; every other page goes to the renderer's host. */
const CORE_VIEWS: Record<string, ComponentType> = {
  'dashboard/Analysis': Analysis,
  'dashboard/Workplace': Workplace,
  'online/form': OnlineFormPage,
  'online/FormDesigner': FormDesigner,
};

/**
 * The element of a view route: a core view, or the PageHost that draws the page's design JSON.
 *
 * @example
 * viewElement(route) // <PageHost component="system/user-list" title="用户管理" />
 */
export function viewElement(route: DynamicRoute): ReactElement {
  const View = CORE_VIEWS[route.component];
  return View ? <View /> : <PageHost component={route.component} title={route.meta.title} />;
}

/** The element of a layout route. */
export function layoutElement(layout: LayoutName = 'BasicLayout'): ReactElement {
  return layout === 'RouteView' ? <RouteView /> : <BasicLayout />;
}
