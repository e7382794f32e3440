import { Flex, Spin } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { messageOf } from '../http/api';
import { loadPermissions, logout } from '../session/sessionActions';
import { appStore, permissionsAtom, sessionAtom, signInRefusalAtom } from '../session/sessionStore';
import { useSession } from '../session/useSession';
import { WORKPLACE_PATH } from '../constants';
import { decideNavigation } from './guard';
import { landingOf } from './navTree';
import { navTreeAtom } from './routeAtoms';

/**
 * Applies the route guard of SPEC.md §2 on every navigation: redirects, or loads the permissions on
 * the first signed-in navigation (the route table then grows from the menu) and goes on to the
 * redirect query or the original path; a failed load signs out and returns to sign-in.
 *
 * @example
 * <RouteGuard>{useRoutes(routes)}</RouteGuard>
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const permissions = useAtomValue(permissionsAtom);
  const nav = useAtomValue(navTreeAtom);
  const decision = decideNavigation({
    pathname,
    search,
    hasToken: Boolean(session?.token),
    permissionsLoaded: Boolean(permissions?.menu.length),
  });
  const loadTarget = decision.kind === 'load-permissions' ? decision.target : null;
  const failureTarget = decision.kind === 'load-permissions' ? decision.onFailure : null;

  useEffect(() => {
    if (loadTarget === null || failureTarget === null) return;
    // No cancellation: requests are shared, and callbacks run in order, so the latest target wins.
    loadPermissions().then(
      // The default landing (the workplace) yields to the user's home when it is not granted.
      () =>
        navigate(loadTarget === WORKPLACE_PATH ? landingOf(appStore.get(navTreeAtom)) : loadTarget, {
          replace: true,
        }),
      async (failure: unknown) => {
        const username = appStore.get(sessionAtom)?.username ?? '';
        appStore.set(signInRefusalAtom, {
          message: messageOf(failure, '加载菜单失败，请重新登录'),
          username,
        });
        await logout();
        navigate(failureTarget, { replace: true });
      },
    );
  }, [loadTarget, failureTarget, navigate]);

  if (decision.kind === 'redirect') {
    // Signing in lands on the workplace by default; with the menu already loaded (the sign-in page's
    // own request can win the race) it yields to the user's home at once when it is not granted.
    const to = decision.to === WORKPLACE_PATH && permissions?.menu.length ? landingOf(nav) : decision.to;
    return <Navigate to={to} replace />;
  }
  if (decision.kind === 'load-permissions') {
    return (
      <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
        <Spin size="large" tip="正在加载菜单…">
          <div style={{ width: 160, height: 80 }} />
        </Spin>
      </Flex>
    );
  }
  return children;
}
