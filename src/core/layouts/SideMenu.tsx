import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { trailTo, visible, type NavNode, type SideMenu as SideMenuModel } from '../router/navTree';
import { MenuIcon } from './MenuIcon';
import { useOpenEntry } from './useOpenEntry';

type Item = Required<MenuProps>['items'][number];

function toItems(nodes: NavNode[]): Item[] {
  return visible(nodes).map((node) => {
    const children = visible(node.children);
    const base = { key: node.path, icon: <MenuIcon name={node.icon} />, label: node.title };
    return children.length ? { ...base, children: toItems(children) } : base;
  });
}

function find(nodes: NavNode[], path: string): NavNode | undefined {
  for (const node of nodes) {
    if (node.path === path) return node;
    const below = find(node.children, path);
    if (below) return below;
  }
  return undefined;
}

/**
 * The side menu: the selected top entry's icon and title above the list of its children, with the
 * current page selected and its folders open.
 *
 * @example
 * <SideMenu menu={sideMenuFor(nav, pathname)} pathname={pathname} collapsed={false} />
 */
export function SideMenu({
  menu,
  pathname,
  collapsed,
}: {
  menu: SideMenuModel;
  pathname: string;
  collapsed: boolean;
}) {
  const open = useOpenEntry();
  const items = useMemo(() => toItems(menu.items), [menu.items]);
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
          color: 'rgba(255,255,255,0.88)',
          fontWeight: 600,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          borderBottom: '1px solid rgba(255,255,255,0.08)',
        }}
        title={menu.title}
      >
        <MenuIcon name={menu.icon} />
        {!collapsed && <span>{menu.title}</span>}
      </div>
      <Menu
        theme="dark"
        mode="inline"
        items={items}
        selectedKeys={trail.length ? [trail[trail.length - 1].path] : []}
        // A collapsed inline menu shows folders as pop-ups; controlled open keys would pin them open.
        {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
        onClick={({ key }) => {
          const node = find(menu.items, key);
          if (node) open(node);
        }}
      />
    </>
  );
}
