import { App as AntApp, ConfigProvider } from 'antd';
import { Provider as StoreProvider, useAtomValue } from 'jotai';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { appConfig } from './appTheme';
import { QueryCacheContext, type QueryCacheSlot } from './queryCacheSlot';
import { appStore } from './session/sessionStore';
import { settingsAtom } from './settings/settingsState';

/** JeecgBoot's colour-weak mode: the whole page's colours inverted by 80%. */
const COLOR_WEAK_FILTER = 'invert(80%)';

/** antd's configuration with the primary colour the settings hold, and the colour-weak filter. */
function Themed({ children }: { children: ReactNode }) {
  const { primaryColor, colorWeak } = useAtomValue(settingsAtom);
  const config = useMemo(() => appConfig(primaryColor), [primaryColor]);
  useEffect(() => {
    document.documentElement.style.filter = colorWeak ? COLOR_WEAK_FILTER : '';
  }, [colorWeak]);
  return <ConfigProvider {...config}>{children}</ConfigProvider>;
}

/**
 * What every screen sits in: the app's store, antd's locale and theme (with the colour of the settings
 * drawer), antd's App context (for context-aware message, notification and modal) and the slot of the
 * app's one query cache. The renderer and the query client are not here: the views that draw design
 * JSON bring them with them (router/viewElements.tsx), so the sign-in page never loads them.
 *
 * @example
 * <AppShell><RouterProvider router={createBrowserRouter([{ path: "*", element: <AppRoutes /> }])} /></AppShell>
 */
export function AppShell({ children }: { children: ReactNode }) {
  // One per app (and per test render): filled by the first view that reads through react-query.
  const [querySlot] = useState<QueryCacheSlot>(() => ({}));
  return (
    <StoreProvider store={appStore}>
      <Themed>
        <AntApp>
          <QueryCacheContext.Provider value={querySlot}>{children}</QueryCacheContext.Provider>
        </AntApp>
      </Themed>
    </StoreProvider>
  );
}
