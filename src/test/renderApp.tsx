import { render } from '@testing-library/react';
import type { PermissionResult } from '../../schemas';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '../App';
import { AppRoutes } from '../core/router/AppRoutes';
import { restoreSession } from '../core/session/sessionActions';
import { appStore, permissionsAtom } from '../core/session/sessionStore';

/** Shows the router's location so tests can assert where the guard sent the user. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/**
 * Renders the whole routed app at `path`, with the session read from storage as at start-up; `permissions`
 * stands for a menu already loaded (the sign-in page's own request answered first).
 *
 * @example
 * renderApp('/system/user'); await screen.findByText('请输入用户名');
 */
export function renderApp(path: string, { permissions }: { permissions?: PermissionResult } = {}) {
  appStore.set(permissionsAtom, permissions ?? null);
  restoreSession();
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}
