import { lazy, type ComponentType, type ReactElement } from 'react';
import { pageOfComponent } from '../../../schemas/client-views';
import { BasicLayout } from '../layouts/BasicLayout';
import { RouteView } from '../layouts/RouteView';
import type { DynamicRoute, LayoutName } from './dynamicRoutes';

/** The dashboards are their own chunks: most visits open one of them, never both. */
const Analysis = lazy(() => import('../views/dashboard/Analysis').then((m) => ({ default: m.Analysis })));
const Workplace = lazy(() => import('../views/dashboard/Workplace').then((m) => ({ default: m.Workplace })));

/**
 * A view that draws design JSON, loaded on first use together with the renderer, every widget and the
 * schema validator (RuntimeHost): about half the app's code, which the sign-in page never needs.
 */
function withRuntime<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [{ RuntimeHost }, View] = await Promise.all([import('../views/RuntimeHost'), load()]);
    const WithRuntime = (props: P) => (
      <RuntimeHost>
        <View {...props} />
      </RuntimeHost>
    );
    return { default: WithRuntime };
  });
}

const PageHost = withRuntime(() => import('../views/PageHost').then((m) => m.PageHost));
const OnlineFormPage = withRuntime(() => import('../views/OnlineFormPage').then((m) => m.OnlineFormPage));
/** The designer (with the code generator) is a chunk of its own: only admins building forms load it. */
const FormDesigner = withRuntime(() => import('../../designer/FormDesigner').then((m) => m.FormDesigner));

/** Menu components drawn by hand-coded views; every other page goes to the renderer's host. */
const CORE_VIEWS: Record<string, ComponentType> = {
  'dashboard/Analysis': Analysis,
  'dashboard/Workplace': Workplace,
  'online/form': OnlineFormPage,
  'online/FormDesigner': FormDesigner,
};

/**
 * The element of a view route: a core view, or the PageHost that draws the page's design JSON — for
 * JeecgBoot's view names (`system/UserList`) the page schemas/client-views.ts names.
 *
 * @example
 * viewElement(route) // <PageHost component="system/user-list" title="用户管理" /> for system/UserList
 */
export function viewElement(route: DynamicRoute): ReactElement {
  const View = CORE_VIEWS[route.component];
  return View ? <View /> : <PageHost component={pageOfComponent(route.component)} title={route.meta.title} />;
}

/** The element of a layout route. */
export function layoutElement(layout: LayoutName = 'BasicLayout'): ReactElement {
  return layout === 'RouteView' ? <RouteView /> : <BasicLayout />;
}
