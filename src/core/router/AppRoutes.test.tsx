import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, PERMISSIONS } from '../../test/fixtures/menu';
import { envelope, mockHttp, type MockReply, type MockRequest } from '../../test/httpMock';
import { renderApp } from '../../test/renderApp';
import { http } from '../http/client';
import { installErrorHandling } from '../http/errorHandling';
import { storeLogin } from '../session/persisted';

// Pages draw through lazily loaded views (the renderer, every widget, the validators): loaded once here,
// so a test times the navigation rather than the first import of half the app.
beforeAll(() => Promise.all([import('../views/RuntimeHost'), import('../views/PageHost')]));

let server: ReturnType<typeof mockHttp>;
const cleanups: Array<() => void> = [];
const serve = (handler: (request: MockRequest) => MockReply | undefined) => {
  server = mockHttp(handler);
  cleanups.push(server.restore);
};
const withMenu = (result: unknown = PERMISSIONS) =>
  serve((request) =>
    request.url.startsWith('/sys/permission/') ? { status: 200, body: envelope(200, '', result) } : undefined,
  );
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  cleanups.splice(0).forEach((undo) => undo());
});

describe('signed out', () => {
  it('sends a protected path to sign-in with the full path as redirect', async () => {
    serve(() => undefined);
    renderApp('/system/user?id=1');
    await screen.findByPlaceholderText('请输入用户名');
    expect(location()).toBe('/user/login?redirect=%2Fsystem%2Fuser%3Fid%3D1');
    // Nothing protected is asked for; the sign-in page reads only its public settings (third-party, CAS).
    const paths = server.requests.map((request) => new URL(request.uri, 'http://x').pathname);
    expect(paths.filter((path) => path !== '/platform/sys/sso/config')).toEqual([]);
  });

  it('shows the register page with a way back to sign-in', async () => {
    serve(() => undefined);
    renderApp('/user/register');
    expect(await screen.findByRole('heading', { name: '注册' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('link', { name: '使用已有账户登录' }));
    expect(location()).toBe('/user/login');
  });
});

describe('signed in', () => {
  beforeEach(() => storeLogin({ token: 'tok', userInfo: ADMIN }));

  it('loads the menu on the first navigation and renders the page in the shell', async () => {
    withMenu();
    renderApp('/system/user');
    expect(await screen.findByRole('heading', { name: '用户管理' }, { timeout: 15_000 })).toBeTruthy();
    expect(server.requests[0].uri).toBe('/platform/sys/permission/getUserPermissionByToken');

    const crumbs = within(screen.getByTestId('breadcrumb'));
    expect(crumbs.getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/dashboard/analysis');
    expect(crumbs.getByRole('link', { name: '系统管理' })).toBeTruthy();
    expect(crumbs.getByText('用户管理').closest('a')).toBeNull();

    const side = within(screen.getByTestId('side-menu'));
    expect(side.getByText('系统管理')).toBeTruthy();
    expect(side.getByRole('menuitem', { name: /角色管理/ })).toBeTruthy();
    expect(side.queryByText('用户详情')).toBeNull();

    const top = within(screen.getByTestId('top-menu'));
    for (const title of ['首页', '工作台', '系统管理', '在线开发'])
      expect(top.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getByTestId('user-menu').textContent).toMatch(
      /(早上好|上午好|中午好|下午好|晚上好)，管理员/,
    );
  });

  it('navigates through the side menu without a reload', async () => {
    withMenu();
    renderApp('/system/user');
    const side = within(await screen.findByTestId('side-menu'));
    await userEvent.setup().click(side.getByRole('menuitem', { name: /角色管理/ }));
    expect(location()).toBe('/system/role');
    expect(await screen.findByRole('heading', { name: '角色管理' })).toBeTruthy();
  });

  it('hides the side menu on the home dashboard and shows — when the counters are not served', async () => {
    withMenu();
    const effects = {
      notify: vi.fn(),
      showExpired: vi.fn(),
      logout: vi.fn(),
      reload: vi.fn(),
      schedule: vi.fn(),
    };
    cleanups.push(installErrorHandling(http, effects));
    renderApp('/dashboard/analysis');
    expect(await screen.findByText('总访问量', {}, { timeout: 15_000 })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('—')).toHaveLength(3));
    expect(screen.queryByTestId('side-menu')).toBeNull();
    expect(server.requests.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/sys/loginfo', '/sys/visitInfo']),
    );
    expect(effects.notify).not.toHaveBeenCalled();
  });

  it('opens an alwaysShow folder on its own page listing its pages', async () => {
    withMenu();
    renderApp('/online');
    expect(await screen.findByRole('heading', { name: '在线开发' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /表单设计器/ }).getAttribute('href')).toBe('/online/designer');
  });

  it('shows unknown paths and route "0" items as 404 inside the shell, in place', async () => {
    withMenu();
    renderApp('/system/api-doc');
    expect(await screen.findByText(/抱歉，您访问的页面不存在/, {}, { timeout: 15_000 })).toBeTruthy();
    expect(location()).toBe('/system/api-doc');
    await userEvent.setup().click(screen.getByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(location()).toBe('/dashboard/analysis'));
  });

  it('moves from the sign-in page to the workplace', async () => {
    withMenu();
    renderApp('/user/login');
    expect(await screen.findByText(/祝你开心每一天！/, {}, { timeout: 15_000 })).toBeTruthy();
    expect(location()).toBe('/dashboard/workplace');
    expect(screen.getByText('用户管理')).toBeTruthy();
  });

  it('lands a user without the workplace on their first page when the menu loaded before the guard looked', async () => {
    const granted = {
      ...PERMISSIONS,
      menu: PERMISSIONS.menu.filter((item) => !item.path.startsWith('/dashboard')),
    };
    withMenu(granted);
    renderApp('/user/login', { permissions: granted });
    await waitFor(() => expect(location()).toBe('/system/user'), { timeout: 15_000 });
  });

  it('signs out and returns to sign-in when the menu cannot be loaded', async () => {
    withMenu({ ...PERMISSIONS, menu: [] });
    renderApp('/system/user');
    await screen.findByPlaceholderText('请输入用户名', {}, { timeout: 15_000 });
    expect(location()).toBe('/user/login?redirect=%2Fsystem%2Fuser');
    expect(localStorage.getItem('pro__Access-Token')).toBeNull();
  });

  it('logs out after confirmation from the user menu', async () => {
    withMenu();
    const user = userEvent.setup();
    renderApp('/dashboard/workplace');
    await user.click(await screen.findByTestId('user-menu'));
    await user.click(await screen.findByText('退出登录'));
    expect(await screen.findByText('真的要注销登录吗 ?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await screen.findByPlaceholderText('请输入用户名');
    // The guard shows sign-in as soon as the token is gone; the menu's own navigation follows the server call.
    await waitFor(() => expect(location()).toBe('/user/login'));
    expect(
      server.requests.some((r) => r.url === '/sys/logout' && r.headers['X-Access-Token'] === 'tok'),
    ).toBe(true);
    expect(localStorage.getItem('pro__Access-Token')).toBeNull();
  });
});
