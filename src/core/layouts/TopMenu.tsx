import { Menu } from 'antd';
import { selectedTop, topEntries, type NavNode } from '../router/navTree';
import { MenuIcon } from './MenuIcon';
import { useOpenEntry } from './useOpenEntry';

/**
 * The header's horizontal menu: the home entry plus the menu's top-level (isTop) entries.
 *
 * @example
 * <TopMenu nav={nav} pathname={pathname} />
 */
export function TopMenu({ nav, pathname }: { nav: NavNode[]; pathname: string }) {
  const open = useOpenEntry();
  const tops = topEntries(nav);
  const selected = selectedTop(nav, pathname);
  return (
    <div data-testid="top-menu" style={{ flex: 1, minWidth: 0 }}>
      <Menu
        theme="dark"
        mode="horizontal"
        selectedKeys={selected ? [selected.path] : []}
        items={tops.map((node) => ({
          key: node.path,
          icon: <MenuIcon name={node.icon} />,
          label: node.title,
        }))}
        onClick={({ key }) => {
          const node = tops.find((entry) => entry.path === key);
          if (node) open(node);
        }}
      />
    </div>
  );
}
