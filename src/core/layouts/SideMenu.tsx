import { Menu } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { trailTo, type SideMenu as SideMenuModel } from '../router/navTree';
import type { NavTheme } from '../settings/settings';
import { MenuIcon } from './MenuIcon';
import { findEntry, menuItems } from './menuItems';
import { useOpenEntry } from './useOpenEntry';

/**
 * The side menu: the selected top entry's icon and title above the list of its children, with the
 * current page selected and its folders open.
 *
 * @example
 * <SideMenu menu={sideMenuFor(nav, pathname)} pathname={pathname} collapsed={false} theme="dark" />
 */
export function SideMenu({
  menu,
  pathname,
  collapsed,
  theme,
}: {
  menu: SideMenuModel;
  pathname: string;
  collapsed: boolean;
  theme: NavTheme;
}) {
  const open = useOpenEntry();
  const items = useMemo(() => menuItems(menu.items), [menu.items]);
  const trail = useMemo(() => trailTo(menu.items, pathname), [menu.items, pathname]);
  const [openKeys, setOpenKeys] = useState<string[]>([]);

  // Navigating elsewhere (a link, the browser's back button) opens the folders of the new page.
  useEffect(() => {
    const folders = trail.slice(0, -1).map((node) => node.path);
    setOpenKeys((current) => [...new Set([...current, ...folders])]);
  }, [trail]);

  return (
    <>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 10,
          height: 48,
          paddingInline: collapsed ? 32 : 24,
          color: theme === 'dark' ? 'rgba(255,255,255,0.88)' : 'rgba(0,0,0,0.88)',
          fontWeight: 600,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          borderBottom: `1px solid ${theme === 'dark' ? 'rgba(255,255,255,0.08)' : 'rgba(5,5,5,0.06)'}`,
        }}
        title={menu.title}
      >
        <MenuIcon name={menu.icon} />
        {!collapsed && <span>{menu.title}</span>}
      </div>
      <Menu
        theme={theme}
        mode="inline"
        style={{ borderInlineEnd: 0 }}
        items={items}
        selectedKeys={trail.length ? [trail[trail.length - 1].path] : []}
        // A collapsed inline menu shows folders as pop-ups; controlled open keys would pin them open.
        {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
        onClick={({ key }) => {
          const node = findEntry(menu.items, key);
          if (node) open(node);
        }}
      />
    </>
  );
}
