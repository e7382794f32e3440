import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, PERMISSIONS } from '../../test/fixtures/menu';
import { envelope, mockHttp, type MockReply, type MockRequest } from '../../test/httpMock';
import { renderApp } from '../../test/renderApp';

let server: ReturnType<typeof mockHttp>;
const serve = (handler: (request: MockRequest) => MockReply | undefined) => {
  server = mockHttp(handler);
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  server?.restore();
});

async function signIn(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByPlaceholderText('请输入用户名'), username);
  await user.type(screen.getByPlaceholderText('请输入密码'), password);
  await user.click(screen.getByRole('button', { name: '登录' }));
}

describe('the sign-in page', () => {
  it('shows the form with the account and phone tabs and the ids e2e tests use', async () => {
    serve(() => undefined);
    const { container } = renderApp('/user/login');
    expect(await screen.findByRole('tab', { name: '账号密码登录' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['账号密码登录', '手机号登录']);
    expect(container.querySelector('input#username[name="username"]')).toBeTruthy();
    expect(container.querySelector('input#password[name="password"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: '登录' }).getAttribute('type')).toBe('submit');
    expect(screen.getByText('Copyright © 2026 Dougong 斗拱')).toBeTruthy();
  });

  it('asks for both fields before calling the server', async () => {
    serve(() => undefined);
    renderApp('/user/login');
    await userEvent.setup().click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入用户名!')).toBeTruthy();
    expect(screen.getByText('请输入密码!')).toBeTruthy();
    // Only the page's settings call (SsoLogin: which other ways in to offer), no sign-in.
    expect(server.requests.filter((request) => request.url !== '/sys/sso/config')).toHaveLength(0);
  });

  it('shows the server message above the fields when the credentials are wrong', async () => {
    serve(() => ({ status: 400, body: envelope(400, '用户名或密码错误') }));
    renderApp('/user/login');
    await signIn('admin', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toContain('用户名或密码错误');
    expect(server.requests.find((request) => request.url === '/sys/login')?.data).toEqual({
      username: 'admin',
      password: 'wrong',
    });
    expect(screen.getByTestId('location').textContent).toBe('/user/login');
  });

  it('shows the lockout message of a 429', async () => {
    serve(() => ({ status: 429, body: envelope(429, '登录失败次数过多，请 10 分钟后再试') }));
    renderApp('/user/login');
    await signIn('admin', 'x');
    expect((await screen.findByRole('alert')).textContent).toContain('登录失败次数过多');
  });

  it('treats a 200 answer whose code is not 200 as a failure', async () => {
    serve(() => ({ status: 200, body: envelope(500, '该用户已冻结') }));
    renderApp('/user/login');
    await signIn('lisi', '123456');
    expect((await screen.findByRole('alert')).textContent).toContain('该用户已冻结');
  });

  it('on success loads the menu and goes to the redirect query', async () => {
    serve((request) => {
      if (request.url === '/sys/login')
        return { status: 200, body: envelope(200, '登录成功', { token: 'tok', userInfo: ADMIN }) };
      if (request.url.startsWith('/sys/permission/'))
        return { status: 200, body: envelope(200, '', PERMISSIONS) };
      return undefined;
    });
    renderApp('/user/login?redirect=%2Fsystem%2Frole');
    await signIn('admin', '123456');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/system/role'));
    // The greeting sits bottom right, clear of the user menu at the top right.
    const greeting = (await screen.findByText(/欢迎回来/)).closest('.ant-notification');
    expect(greeting?.className).toContain('ant-notification-bottomRight');
    // The page's chunk (renderer and widgets) loads on first use, which takes a while in jsdom.
    expect(await screen.findByRole('heading', { name: '角色管理' }, { timeout: 15_000 })).toBeTruthy();
  });

  it('shows why the menu was refused after sign-in and keeps the typed account', async () => {
    serve((request) => {
      if (request.url === '/sys/login')
        return { status: 200, body: envelope(200, '登录成功', { token: 'tok', userInfo: ADMIN }) };
      if (request.url.startsWith('/sys/permission/'))
        return { status: 403, body: envelope(403, '未授权任何菜单，请联系管理员') };
      return undefined;
    });
    renderApp('/user/login');
    await signIn('admin', '123456');
    expect((await screen.findByRole('alert')).textContent).toContain('未授权任何菜单，请联系管理员');
    expect(screen.getByTestId('location').textContent).toMatch(/^\/user\/login/);
    expect((screen.getByPlaceholderText('请输入用户名') as HTMLInputElement).value).toBe('admin');
    expect(screen.queryByText('拒绝访问')).toBeNull();
  });
});
