import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, PERMISSIONS } from '../../test/fixtures/menu';
import { envelope, mockHttp, type MockReply, type MockRequest } from '../../test/httpMock';
import { renderApp } from '../../test/renderApp';

const CAS = { loginUrl: 'https://cas.example.com/cas/login', service: 'http://localhost:3000/user/login' };

let server: ReturnType<typeof mockHttp>;
const serve = (handler: (request: MockRequest) => MockReply | undefined) => {
  server = mockHttp(handler);
};
const config = (result: unknown): MockReply => ({ status: 200, body: envelope(200, '', result) });
const signedIn = (request: MockRequest): MockReply | undefined =>
  request.url.startsWith('/sys/permission/')
    ? { status: 200, body: envelope(200, '', PERMISSIONS) }
    : undefined;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  server?.restore();
});

describe('the sign-in page’s other ways in', () => {
  it('shows nothing more when neither a provider nor CAS is configured', async () => {
    serve((request) =>
      request.url === '/sys/sso/config' ? config({ thirdLogin: [], cas: null }) : undefined,
    );
    renderApp('/user/login');
    await screen.findByRole('button', { name: '登录' });
    await waitFor(() => expect(server.requests.map((r) => r.url)).toContain('/sys/sso/config'));
    expect(screen.queryByText('其他登录方式')).toBeNull();
  });

  it('offers a button per configured provider', async () => {
    serve((request) =>
      request.url === '/sys/sso/config'
        ? config({ thirdLogin: [{ thirdType: 'corp', name: '公司统一认证' }], cas: null })
        : undefined,
    );
    renderApp('/user/login');
    expect(await screen.findByText('其他登录方式')).toBeTruthy();
    expect(screen.getByRole('button', { name: /公司统一认证/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /CAS 单点登录/ })).toBeNull();
  });

  it('finishes a third-party sign-in from the code in the fragment: signed in, the code gone from the address', async () => {
    serve((request) => {
      if (request.url === '/sys/sso/config') return config({ thirdLogin: [], cas: null });
      if (request.url === '/sys/thirdLogin/getLoginUser/one-time-code/corp')
        return { status: 200, body: envelope(200, '登录成功', { token: 'tok', userInfo: ADMIN }) };
      return signedIn(request);
    });
    renderApp('/user/login#thirdLoginCode=one-time-code&thirdType=corp');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/workplace'));
    expect(localStorage.getItem('pro__Access-Token')).toContain('tok');
    expect(server.requests.map((r) => r.url)).toContain('/sys/thirdLogin/getLoginUser/one-time-code/corp');
    expect(await screen.findByText(/欢迎回来/)).toBeTruthy();
  });

  it('shows why a third-party sign-in was refused', async () => {
    serve((request) =>
      request.url === '/sys/sso/config' ? config({ thirdLogin: [], cas: null }) : undefined,
    );
    renderApp(`/user/login#thirdLoginError=${encodeURIComponent('第三方账号 bob 尚未绑定斗拱用户')}`);
    expect((await screen.findByRole('alert')).textContent).toContain('第三方账号 bob 尚未绑定斗拱用户');
  });

  it('validates the CAS ticket it comes back with, for the configured service', async () => {
    serve((request) => {
      if (request.url === '/sys/sso/config') return config({ thirdLogin: [], cas: CAS });
      if (request.url === '/sys/cas/client/validateLogin')
        return { status: 200, body: envelope(200, '登录成功', { token: 'cas-tok', userInfo: ADMIN }) };
      return signedIn(request);
    });
    renderApp('/user/login?ticket=ST-1-abc');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/workplace'));
    const validation = server.requests.find((r) => r.url === '/sys/cas/client/validateLogin');
    expect(validation?.uri).toContain(`ticket=ST-1-abc&service=${encodeURIComponent(CAS.service)}`);
  });

  it('shows a refused CAS ticket and stays, with a button to try CAS again', async () => {
    sessionStorage.setItem('dougong_cas_redirected', '1');
    serve((request) => {
      if (request.url === '/sys/sso/config') return config({ thirdLogin: [], cas: CAS });
      if (request.url === '/sys/cas/client/validateLogin')
        return { status: 403, body: envelope(403, 'CAS 用户 nobody 在斗拱中没有账号，请联系管理员开通') };
      return undefined;
    });
    renderApp('/user/login?ticket=ST-2-bad');
    expect((await screen.findByRole('alert')).textContent).toContain('CAS 用户 nobody 在斗拱中没有账号');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/login'));
    expect(screen.getByRole('button', { name: /CAS 单点登录/ })).toBeTruthy();
  });
});
