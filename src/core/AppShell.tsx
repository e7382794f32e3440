import { App as AntApp, ConfigProvider } from 'antd';
import { Provider as StoreProvider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { APP_CONFIG } from './appTheme';
import { QueryCacheContext, type QueryCacheSlot } from './queryCacheSlot';
import { appStore } from './session/sessionStore';

/**
 * What every screen sits in: the app's store, antd's locale and theme, antd's App context (for
 * context-aware message, notification and modal) and the slot of the app's one query cache. The renderer
 * and the query client are not here: the views that draw design JSON bring them with them
 * (router/viewElements.tsx), so the sign-in page never loads them.
 *
 * @example
 * <AppShell><RouterProvider router={createBrowserRouter([{ path: "*", element: <AppRoutes /> }])} /></AppShell>
 */
export function AppShell({ children }: { children: ReactNode }) {
  // One per app (and per test render): filled by the first view that reads through react-query.
  const [querySlot] = useState<QueryCacheSlot>(() => ({}));
  return (
    <StoreProvider store={appStore}>
      <ConfigProvider {...APP_CONFIG}>
        <AntApp>
          <QueryCacheContext.Provider value={querySlot}>{children}</QueryCacheContext.Provider>
        </AntApp>
      </ConfigProvider>
    </StoreProvider>
  );
}
