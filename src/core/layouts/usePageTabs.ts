import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  openTab,
  type PageTab,
  type TabState,
} from './tabList';
import type { TabCommand } from './TabBar';

export interface PageTabs {
  tabs: PageTab[];
  /** The shown tab's key: the full path (path and query) of the address. */
  active: string;
  /** How often each page was refreshed (刷新), for KeepAliveOutlet's keys. */
  refreshes: Record<string, number>;
  select(key: string): void;
  close(key: string): void;
  command(command: TabCommand, key: string): void;
}

/**
 * The tabs of the tabbed layout: every page visited opens one (keyed by its full path, titled as its
 * breadcrumb ends), the user's home first. Off (`enabled` false) there are none. Closing follows
 * tabList.ts; a refused close shows SPEC.md §8's warning.
 *
 * @example
 * const pageTabs = usePageTabs({ enabled: true, title: '用户管理', home: '/dashboard/analysis', routable: true });
 */
export function usePageTabs({
  enabled,
  title,
  home,
  routable,
}: {
  enabled: boolean;
  title: string;
  home: string;
  /** False on an address that only redirects: it gets no tab. */
  routable: boolean;
}): PageTabs {
  const location = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const active = location.pathname + location.search;
  const [tabs, setTabs] = useState<PageTab[]>([]);
  const [refreshes, setRefreshes] = useState<Record<string, number>>({});

  useEffect(() => {
    if (!enabled) setTabs([]);
    else if (routable)
      setTabs((current) =>
        openTab(
          current,
          { key: active, title: active === home ? '首页' : title },
          { key: home, title: '首页' },
        ),
      );
  }, [enabled, routable, active, title, home]);

  const apply = useCallback(
    (state: TabState) => {
      if (state.refused) {
        void message.warning(state.refused);
        return;
      }
      setTabs(state.tabs);
      if (state.active !== active) navigate(state.active);
    },
    [active, message, navigate],
  );

  return {
    tabs,
    active,
    refreshes,
    select: (key) => key !== active && navigate(key),
    close: (key) => apply(closeTab(tabs, key, active, home)),
    command: (command, key) => {
      if (command === 'refresh') {
        setRefreshes((current) => ({ ...current, [key]: (current[key] ?? 0) + 1 }));
        if (key !== active) navigate(key);
      } else if (command === 'closeLeft') apply(closeLeft(tabs, key, active, home));
      else if (command === 'closeRight') apply(closeRight(tabs, key, active, home));
      else apply(closeOthers(tabs, key, home));
    },
  };
}
