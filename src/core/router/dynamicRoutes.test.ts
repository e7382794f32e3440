import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '../../../schemas';
import { MENU } from '../../test/fixtures/menu';
import { buildDynamicRoutes, type DynamicRoute } from './dynamicRoutes';
import { menuScope } from './menuScope';
import { buildNavTree } from './navTree';

const scope = menuScope(
  {
    token: 't',
    username: 'admin',
    realname: '管理员',
    welcome: '',
    avatar: '',
    userInfo: { id: 'u1', username: 'admin', realname: '管理员', avatar: '' },
  },
  'http://localhost:3000',
);
const item = (over: Partial<MenuItem> & { path: string }): MenuItem => ({
  id: over.path,
  name: over.path,
  component: 'demo/Page',
  meta: { title: over.path },
  ...over,
});
const paths = (routes: DynamicRoute[]): string[] => routes.flatMap((r) => [r.path, ...paths(r.children)]);
const find = (routes: DynamicRoute[], path: string) => {
  const all = (list: DynamicRoute[]): DynamicRoute[] => list.flatMap((r) => [r, ...all(r.children)]);
  return all(routes).find((r) => r.path === path);
};

describe('buildDynamicRoutes (SPEC.md §2)', () => {
  it('does not register items whose route is "0", nor their children', () => {
    const routes = buildDynamicRoutes(
      [
        item({ path: '/link', route: '0', children: [item({ path: '/link/child' })] }),
        item({ path: '/page', route: '1' }),
      ],
      scope,
    );
    expect(paths(routes)).toEqual(['/page']);
    expect(paths(buildDynamicRoutes(MENU, scope))).not.toContain('/system/api-doc');
  });

  it('makes layouts of components naming layouts and views of the rest', () => {
    const routes = buildDynamicRoutes(MENU, scope);
    expect(find(routes, '/system')).toMatchObject({ kind: 'layout', layout: 'RouteView' });
    expect(find(routes, '/system/user')).toMatchObject({ kind: 'view', component: 'system/user-list' });
    expect(find(routes, '/dashboard/analysis')).toMatchObject({
      kind: 'view',
      component: 'dashboard/Analysis',
    });
    const other = buildDynamicRoutes([item({ path: '/x', component: 'layouts/TabLayout' })], scope);
    expect(other[0]).toMatchObject({ kind: 'layout', layout: 'BasicLayout' });
  });

  it('redirects alwaysShow items to their own path, others keep their redirect', () => {
    const routes = buildDynamicRoutes(
      [
        item({ path: '/a', alwaysShow: true, redirect: '/a/1' }),
        item({ path: '/b', redirect: '/b/1' }),
        item({ path: '/c', redirect: null }),
      ],
      scope,
    );
    expect(routes.map((r) => r.redirect)).toEqual(['/a', '/b/1', undefined]);
  });

  it('keeps hidden items as routes, marked hidden', () => {
    expect(find(buildDynamicRoutes(MENU, scope), '/system/user-detail')).toMatchObject({ hidden: true });
  });

  it('joins relative child paths to the parent path', () => {
    const routes = buildDynamicRoutes([item({ path: '/p', children: [item({ path: 'child' })] })], scope);
    expect(routes[0].children[0].path).toBe('/p/child');
  });

  it('carries title, icon and flags into meta', () => {
    expect(find(buildDynamicRoutes(MENU, scope), '/system/user')?.meta).toMatchObject({
      title: '用户管理',
      icon: 'UserOutlined',
    });
  });
});

describe('meta url placeholders', () => {
  const alert = vi.fn();
  const original = window.alert;
  beforeEach(() => {
    window.alert = alert;
    alert.mockClear();
  });
  afterEach(() => {
    window.alert = original;
  });
  const urlOf = (url: string) =>
    buildDynamicRoutes([item({ path: '/x', meta: { title: 'x', url } })], scope)[0].meta.url;

  it.each([
    ['{{ $config.apiBase }}/doc.html', 'http://localhost:3000/platform/doc.html'],
    ['https://example.com/a?u={{ $user.username }}', 'https://example.com/a?u=admin'],
    ['https://example.com/static', 'https://example.com/static'],
    ['http://127.0.0.1:8080/x', 'http://127.0.0.1:8080/x'],
  ])('keeps %s as %s', (raw, expected) => {
    expect(urlOf(raw)).toBe(expected);
  });

  it.each([
    ["{{constructor.constructor('alert(1)')()}}"],
    ["{{ ''.constructor.constructor('alert(1)')() }}"],
    ['{{ window.location.href }}'],
    ['{{ $config.missing }}/doc'],
    ['{{ 1 + }}'],
    ['javascript:alert(1)'],
    ['{{ "javascript:alert(1)" }}'],
    ['ftp://example.com/file'],
    ['/platform/doc'],
    ['http://bad_host!/x'],
  ])('drops %s', (raw) => {
    expect(urlOf(raw)).toBeUndefined();
    expect(alert).not.toHaveBeenCalled();
  });

  it('evaluates the seeded route "0" link for the menu even though it is not a route', () => {
    const system = buildNavTree(MENU, scope).find((n) => n.path === '/system');
    expect(system?.children.find((n) => n.path === '/system/api-doc')?.url).toBe(
      'http://localhost:3000/platform/doc',
    );
  });
});
