import { App as AntApp, ConfigProvider } from 'antd';
import { Provider as StoreProvider } from 'jotai';
import type { ReactNode } from 'react';
import { APP_CONFIG } from './appTheme';
import { appStore } from './session/sessionStore';

/**
 * What every screen sits in: the app's store, antd's locale and theme, and antd's App context (for
 * context-aware message, notification and modal). The renderer is not here: the views that draw design
 * JSON bring it with them (router/viewElements.tsx), so the sign-in page never loads it.
 *
 * @example
 * <AppShell><RouterProvider router={createBrowserRouter([{ path: "*", element: <AppRoutes /> }])} /></AppShell>
 */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <StoreProvider store={appStore}>
      <ConfigProvider {...APP_CONFIG}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </StoreProvider>
  );
}
