import { describe, expect, it } from 'vitest';
import { MENU } from '../../test/fixtures/menu';
import { menuScope } from './menuScope';
import {
  buildNavTree,
  homePathOf,
  landingOf,
  landingPath,
  leaves,
  selectedTop,
  sideMenuFor,
  topEntries,
  trailTo,
} from './navTree';

const nav = buildNavTree(MENU, menuScope(null, 'http://h'));

describe('menu tree for the layouts', () => {
  it('puts the home entry and the isTop items in the header', () => {
    expect(topEntries(nav).map((n) => n.title)).toEqual(['首页', '工作台', '系统管理', '在线开发']);
  });

  it('offers no dashboard the menu does not grant: 首页 is the user’s home', () => {
    expect(topEntries(nav.slice(1)).map((n) => n.path)).toEqual([
      '/dashboard/workplace',
      '/system',
      '/online',
    ]);
    expect(homePathOf(nav)).toBe('/dashboard/analysis');
    expect(homePathOf(nav.slice(1))).toBe('/dashboard/workplace');
    expect(homePathOf(nav.slice(2))).toBe('/system/user');
    expect(landingOf(nav)).toBe('/dashboard/workplace');
    expect(landingOf(nav.filter((n) => n.path !== '/dashboard/workplace'))).toBe('/dashboard/analysis');
  });

  it('adds a home entry leading to the first page when no top entry holds it', () => {
    const loose = nav.slice(2).map((n) => ({ ...n, isTop: false }));
    expect(topEntries(loose).map((n) => [n.title, n.path])).toEqual([['首页', '/system/user']]);
  });

  it('lets a menu folder holding the home page stand in for the home entry (the seeded 首页)', () => {
    const folder = buildNavTree(
      [
        {
          id: 'd',
          path: '/dashboard',
          name: 'dashboard',
          component: 'layouts/RouteView',
          route: '1',
          isTop: true,
          meta: { title: '首页', icon: 'DashboardOutlined' },
          children: [
            {
              id: 'a',
              path: '/dashboard/analysis',
              name: 'analysis',
              component: 'dashboard/Analysis',
              route: '1',
              meta: { title: '分析页' },
            },
          ],
        },
      ],
      menuScope(null, 'http://h'),
    );
    expect(topEntries(folder).map((n) => n.title)).toEqual(['首页']);
    expect(selectedTop(folder, '/dashboard/analysis')?.path).toBe('/dashboard');
  });

  it.each([
    ['/system/user', '系统管理'],
    ['/system/user-detail', '系统管理'],
    ['/online/designer', '在线开发'],
    ['/dashboard/workplace', '工作台'],
    ['/dashboard/analysis', '首页'],
    ['/dashboard/Home', '首页'],
  ])('selects the top entry of %s', (path, title) => {
    expect(selectedTop(nav, path)?.title).toBe(title);
  });

  it('shows the selected entry’s visible children in the side menu', () => {
    const side = sideMenuFor(nav, '/system/role');
    expect(side?.title).toBe('系统管理');
    expect(side?.icon).toBe('SettingOutlined');
    expect(side?.items.map((n) => n.title)).toEqual(['用户管理', '角色管理', '接口文档']);
  });

  it('shows a childless top entry itself and hides the side menu on the home dashboard', () => {
    expect(sideMenuFor(nav, '/dashboard/workplace')?.items.map((n) => n.title)).toEqual(['工作台']);
    expect(sideMenuFor(nav, '/dashboard/analysis')).toBeNull();
    expect(sideMenuFor(nav, '/x/dashboard/Home')).toBeNull();
  });

  it('marks route "0" links as external with their evaluated url', () => {
    const link = trailTo(nav, '/system/api-doc').at(-1);
    expect(link).toMatchObject({ external: true, url: 'http://h/platform/doc' });
  });

  it('finds the trail, the landing page and the leaves', () => {
    expect(trailTo(nav, '/online/designer').map((n) => n.title)).toEqual(['在线开发', '表单设计器']);
    expect(landingPath(nav[2])).toBe('/system/user');
    expect(leaves(nav).map((n) => n.path)).not.toContain('/system/user-detail');
  });
});
