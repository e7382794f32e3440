import { App as AntApp, ConfigProvider } from 'antd';
import { Provider as StoreProvider, useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { APP_CONFIG } from './core/appTheme';
import { AppRoutes } from './core/router/AppRoutes';
import { appStore, permissionsAtom } from './core/session/sessionStore';
import { PermissionsProvider, RuntimeProvider } from './runtime';
import { widgetRegistry } from './widgets';

const NO_PERMISSIONS = { auth: [], allAuth: [] };

/** The renderer with every widget, and the signed-in user's button permissions for its page widgets. */
function RuntimeHost({ children }: { children: ReactNode }) {
  const permissions = useAtomValue(permissionsAtom);
  return (
    <RuntimeProvider registry={widgetRegistry}>
      <PermissionsProvider value={permissions ?? NO_PERMISSIONS}>{children}</PermissionsProvider>
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
