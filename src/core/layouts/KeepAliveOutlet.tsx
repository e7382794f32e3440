import { Spin } from 'antd';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useNavigationType,
  useOutlet,
  type Location,
} from 'react-router-dom';

interface KeptPage {
  element: ReactNode;
  location: Location;
}

/** The key of the page drawn in place (not kept): a later page of the same kind reuses its components. */
const LIVE = '\u0000live';

export interface KeepAliveOutletProps {
  /** The shown page's key (its tab's: the full path). */
  pageKey: string;
  /** Keep the shown page mounted when the user leaves it (its menu's keepAlive, with tabs on). */
  keepAlive: boolean;
  /** Pages still open (their tabs); a kept page whose tab closed is dropped. */
  openKeys: readonly string[];
  /** Bumped by 刷新: that page is drawn anew. */
  refreshes: Readonly<Record<string, number>>;
}

/**
 * The routed page, like `<Outlet />`, except that a page marked keepAlive stays mounted (hidden with
 * display: none) while the user is on another tab, so what they typed is there when they come back. Each
 * kept page keeps seeing the address it was opened at, not the one now shown. Not React's Activity: a
 * hidden Activity tears its effects down and runs them again when shown, and effects that load a form's
 * starting values (GenerateForm's) would then overwrite what the user typed.
 *
 * @example
 * <KeepAliveOutlet pageKey={fullPath} keepAlive={handle.keepAlive} openKeys={tabs.map((t) => t.key)} refreshes={{}} />
 */
export function KeepAliveOutlet({ pageKey, keepAlive, openKeys, refreshes }: KeepAliveOutletProps) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [kept, setKept] = useState<ReadonlyMap<string, KeptPage>>(new Map());

  useEffect(() => {
    setKept((current) => {
      const next = new Map([...current].filter(([key]) => openKeys.includes(key)));
      if (keepAlive && !next.has(pageKey)) next.set(pageKey, { element: outlet, location });
      const same = next.size === current.size && [...next.keys()].every((key) => current.has(key));
      return same ? current : next;
    });
    // The page's element is taken when it is first shown; later renders of it come from the live outlet.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageKey, keepAlive, openKeys]);

  const shownKey = keepAlive ? pageKey : LIVE;
  const pages: Array<[key: string, page: KeptPage]> = [...kept].filter(([key]) => key !== pageKey);
  pages.push([shownKey, { element: outlet, location }]);

  return pages.map(([key, page]) => (
    <div
      key={`${key}#${refreshes[key === LIVE ? pageKey : key] ?? 0}`}
      style={{ display: key === shownKey ? 'contents' : 'none' }}
    >
      <LocationContext.Provider value={{ location: page.location, navigationType }}>
        <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
          {page.element}
        </Suspense>
      </LocationContext.Provider>
    </div>
  ));
}
