import { App as AntApp, ConfigProvider } from 'antd';
import { Provider as StoreProvider } from 'jotai';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { APP_CONFIG } from './core/appTheme';
import { AppRoutes } from './core/router/AppRoutes';
import { appStore } from './core/session/sessionStore';

/**
 * Everything a page needs around it: the app's store, antd's locale and theme, and antd's App
 * context (for context-aware message, notification and modal).
 *
 * @example
 * render(<AppProviders><MemoryRouter><AppRoutes /></MemoryRouter></AppProviders>)
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StoreProvider store={appStore}>
      <ConfigProvider {...APP_CONFIG}>
        <AntApp>{children}</AntApp>
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
