import type { MenuProps } from 'antd';
import { visible, type NavNode } from '../router/navTree';
import { MenuIcon } from './MenuIcon';

type Item = Required<MenuProps>['items'][number];

/**
 * antd menu items for visible menu entries, folders with their children, keyed by path.
 *
 * @example
 * <Menu items={menuItems(side.items)} />
 */
export function menuItems(nodes: NavNode[]): Item[] {
  return visible(nodes).map((node) => {
    const children = visible(node.children);
    const base = { key: node.path, icon: <MenuIcon name={node.icon} />, label: node.title };
    return children.length ? { ...base, children: menuItems(children) } : base;
  });
}

/**
 * The entry at `path` anywhere below `nodes`.
 *
 * @example
 * findEntry(nav, '/system/user')?.title // '用户管理'
 */
export function findEntry(nodes: NavNode[], path: string): NavNode | undefined {
  for (const node of nodes) {
    if (node.path === path) return node;
    const below = findEntry(node.children, path);
    if (below) return below;
  }
  return undefined;
}
