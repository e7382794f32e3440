import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MenuItem } from '../../../schemas';
import { ADMIN, PERMISSIONS } from '../../test/fixtures/menu';
import { envelope, mockHttp } from '../../test/httpMock';
import { renderApp } from '../../test/renderApp';
import { storeLogin } from '../session/persisted';

/** The seeded 首页 folder (issue 13, findings 6 and 8), holding the dashboards the user was granted. */
function homeFolder(pages: Array<'analysis' | 'workplace'>): MenuItem {
  const page = (slug: string, title: string, component: string): MenuItem => ({
    id: slug,
    path: `/dashboard/${slug}`,
    name: `dashboard-${slug}`,
    component,
    route: '1',
    meta: { title },
  });
  return {
    id: 'dashboard',
    path: '/dashboard',
    name: 'dashboard',
    component: 'layouts/RouteView',
    route: '1',
    isTop: true,
    redirect: '/dashboard/analysis',
    meta: { title: '首页', icon: 'DashboardOutlined' },
    children: pages.map((slug) =>
      slug === 'analysis'
        ? page('analysis', '分析页', 'dashboard/Analysis')
        : page('workplace', '工作台', 'dashboard/Workplace'),
    ),
  };
}

/** The fixture's menu with its dashboards replaced by the 首页 folder. */
const menuWith = (pages: Array<'analysis' | 'workplace'>) => ({
  ...PERMISSIONS,
  menu: [homeFolder(pages), ...PERMISSIONS.menu.filter((item) => !item.path.startsWith('/dashboard'))],
});

let server: ReturnType<typeof mockHttp>;
/** Serves the menu, the route status the server would give, and nothing else. */
function serve(menu: unknown, forbidden: string[] = []) {
  server = mockHttp((request) => {
    if (request.url === '/sys/permission/routeStatus') {
      const path = new URL(request.uri, 'http://h').searchParams.get('path') ?? '';
      return {
        status: 200,
        body: envelope(200, '', { status: forbidden.includes(path) ? 'forbidden' : 'missing' }),
      };
    }
    if (request.url.startsWith('/sys/permission/')) return { status: 200, body: envelope(200, '', menu) };
    return undefined;
  });
}
/** The first screen loads lazily (dashboards, page host) on a busy machine. */
const WAIT = { timeout: 15_000 };
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  storeLogin({ token: 'tok', userInfo: ADMIN });
});
afterEach(() => {
  cleanup();
  server?.restore();
});

describe('the shell’s own pages', () => {
  it('shows 404 inside the shell, in place, for an address that is no page', async () => {
    serve(PERMISSIONS);
    renderApp('/no/such/page');
    expect(await screen.findByText(/抱歉，您访问的页面不存在/, {}, WAIT)).toBeTruthy();
    expect(location()).toBe('/no/such/page');
    expect(screen.getByTestId('top-menu')).toBeTruthy();
    expect(await within(screen.getByTestId('breadcrumb')).findByText('页面不存在')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(location()).toBe('/dashboard/analysis'));
  });

  it('shows 403 inside the shell for a page the user is not granted', async () => {
    serve(menuWith(['workplace']), ['/dashboard/analysis', '/system/depart']);
    renderApp('/system/depart');
    expect(await screen.findByText(/抱歉，您无权访问此页面/, {}, WAIT)).toBeTruthy();
    expect(location()).toBe('/system/depart');
    expect(await within(screen.getByTestId('breadcrumb')).findByText('无权访问')).toBeTruthy();
    expect(screen.getByTestId('top-menu')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(location()).toBe('/dashboard/workplace'));
  });
});

describe('首页 entries are menus', () => {
  it('reaches 工作台 from the side menu of 分析页', async () => {
    serve(menuWith(['analysis', 'workplace']));
    renderApp('/dashboard/analysis');
    const side = within(await screen.findByTestId('side-menu', {}, WAIT));
    await userEvent.setup().click(side.getByRole('menuitem', { name: /工作台/ }));
    await waitFor(() => expect(location()).toBe('/dashboard/workplace'));
    expect(await screen.findByText(/祝你开心每一天/, {}, WAIT)).toBeTruthy();
  });

  it('does not offer the analysis page to a user not granted it, and 首页 leads to their home', async () => {
    serve(menuWith(['workplace']), ['/dashboard/analysis']);
    renderApp('/dashboard/analysis');
    expect(await screen.findByText(/抱歉，您无权访问此页面/, {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('总访问量')).toBeNull();
    expect(server.requests.map((r) => r.url)).not.toContain('/sys/loginfo');
    const crumbs = within(screen.getByTestId('breadcrumb'));
    expect(crumbs.getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/dashboard/workplace');
    expect(within(screen.getByTestId('top-menu')).queryByText('分析页')).toBeNull();
  });

  it('lands on the workplace after sign-in when granted, and on the home otherwise', async () => {
    serve(menuWith(['analysis']));
    renderApp('/dashboard/workplace');
    await waitFor(() => expect(location()).toBe('/dashboard/analysis'), WAIT);
    expect(await screen.findByText('总访问量', {}, WAIT)).toBeTruthy();
  });
});
