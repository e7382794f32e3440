import { App as AntApp, ConfigProvider } from 'antd';
import { Provider as StoreProvider, useAtomValue } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { APP_CONFIG } from './core/appTheme';
import { AppRoutes } from './core/router/AppRoutes';
import { appStore, permissionsAtom, sessionAtom } from './core/session/sessionStore';
import { HostProvider, RuntimeProvider, type HostSession } from './runtime';
import { widgetRegistry } from './widgets';

/** The renderer with every widget, and who is signed in with their button permissions. */
function RuntimeHost({ children }: { children: ReactNode }) {
  const permissions = useAtomValue(permissionsAtom);
  const session = useAtomValue(sessionAtom);
  const host = useMemo<HostSession>(
    () => ({
      permissions: { auth: permissions?.auth ?? [], allAuth: permissions?.allAuth ?? [] },
      user: session
        ? { id: session.userInfo.id, username: session.username, realname: session.realname }
        : null,
    }),
    [permissions, session],
  );
  return (
    <RuntimeProvider registry={widgetRegistry}>
      <HostProvider value={host}>{children}</HostProvider>
    </RuntimeProvider>
  );
}

/**
 * Everything a page needs around it: the app's store, antd's locale and theme, antd's App context (for
 * context-aware message, notification and modal), and the renderer with its widgets.
 *
 * @example
 * render(<AppProviders><MemoryRouter><AppRoutes /></MemoryRouter></AppProviders>)
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StoreProvider store={appStore}>
      <ConfigProvider {...APP_CONFIG}>
        <AntApp>
          <RuntimeHost>{children}</RuntimeHost>
        </AntApp>
      </ConfigProvider>
    </StoreProvider>
  );
}

/** The application: history-mode router at base '/'. */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
