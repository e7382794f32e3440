import { Menu } from 'antd';
import { useMemo } from 'react';
import { selectedTop, topEntries, trailTo, type NavNode } from '../router/navTree';
import type { NavTheme } from '../settings/settings';
import { MenuIcon } from './MenuIcon';
import { findEntry, menuItems } from './menuItems';
import { useOpenEntry } from './useOpenEntry';

/**
 * The header's horizontal menu: the home entry plus the menu's top-level (isTop) entries. In the top-menu
 * layout (`whole`) each entry also opens its pages as drop-down sub-menus, since there is no side menu.
 *
 * @example
 * <TopMenu nav={nav} pathname={pathname} theme="dark" whole={false} />
 */
export function TopMenu({
  nav,
  pathname,
  theme,
  whole,
}: {
  nav: NavNode[];
  pathname: string;
  theme: NavTheme;
  whole: boolean;
}) {
  const open = useOpenEntry();
  const tops = useMemo(() => topEntries(nav), [nav]);
  const selected = selectedTop(nav, pathname);
  const items = useMemo(
    () =>
      whole
        ? menuItems(tops)
        : tops.map((node) => ({ key: node.path, icon: <MenuIcon name={node.icon} />, label: node.title })),
    [tops, whole],
  );
  const page = whole ? trailTo(tops, pathname).at(-1) : undefined;
  const selectedKeys = [selected?.path, page?.path].filter((key): key is string => Boolean(key));
  return (
    <div data-testid="top-menu" style={{ flex: 1, minWidth: 0 }}>
      <Menu
        theme={theme}
        mode="horizontal"
        selectedKeys={selectedKeys}
        items={items}
        style={{ borderBottom: 0, background: 'transparent' }}
        onClick={({ key }) => {
          const node = findEntry(tops, key);
          if (node) open(node);
        }}
      />
    </div>
  );
}
