import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, PERMISSIONS } from '../../test/fixtures/menu';
import { envelope, mockHttp, type MockReply, type MockRequest } from '../../test/httpMock';
import { ResponseRejected } from '../http/api';
import { readButtonAuth, storeLogin } from './persisted';
import { login, loadPermissions, logout, restoreSession } from './sessionActions';
import { appStore, permissionsAtom, sessionAtom } from './sessionStore';

let server: ReturnType<typeof mockHttp>;
const serve = (handler: (request: MockRequest) => MockReply | undefined) => {
  server = mockHttp(handler);
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  appStore.set(sessionAtom, null);
  appStore.set(permissionsAtom, null);
});
afterEach(() => server?.restore());

describe('login', () => {
  it('stores token, username and user info for the session on code 200', async () => {
    serve(() => ({ status: 200, body: envelope(200, '登录成功', { token: 'tok', userInfo: ADMIN }) }));
    const session = await login({ username: 'admin', password: '123456' });
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      url: '/sys/login',
      data: { username: 'admin', password: '123456' },
    });
    expect(session).toMatchObject({ token: 'tok', username: 'admin', realname: '管理员', userInfo: ADMIN });
    expect(session.welcome).toMatch(/^(早上好|上午好|中午好|下午好|晚上好)$/);
    expect(appStore.get(sessionAtom)?.token).toBe('tok');
    expect(JSON.parse(localStorage.getItem('pro__Access-Token')!).value).toBe('tok');
    expect(JSON.parse(localStorage.getItem('pro__Login_Username')!).value).toBe('admin');
    expect(JSON.parse(localStorage.getItem('pro__Login_Userinfo')!).value).toEqual(ADMIN);
  });

  it('rejects with the server response when the code is not 200', async () => {
    serve(() => ({ status: 200, body: envelope(500, '账号已冻结') }));
    const failure = await login({ username: 'a', password: 'b' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ResponseRejected);
    expect((failure as ResponseRejected).response.message).toBe('账号已冻结');
    expect(localStorage.getItem('pro__Access-Token')).toBeNull();
  });

  it('rejects on an HTTP error without storing anything', async () => {
    serve(() => ({ status: 400, body: envelope(400, '用户名或密码错误') }));
    await expect(login({ username: 'a', password: 'b' })).rejects.toThrow();
    expect(appStore.get(sessionAtom)).toBeNull();
  });
});

describe('restoreSession', () => {
  it('puts a stored login back into the store', () => {
    storeLogin({ token: 'old', userInfo: ADMIN });
    expect(restoreSession()?.realname).toBe('管理员');
    expect(appStore.get(sessionAtom)?.token).toBe('old');
  });
});

describe('logout', () => {
  it('clears everything locally, then calls the endpoint with the old token', async () => {
    storeLogin({ token: 'tok', userInfo: ADMIN });
    restoreSession();
    appStore.set(permissionsAtom, PERMISSIONS);
    serve(() => ({ status: 200, body: envelope(200, '退出登录成功') }));
    await logout();
    expect(appStore.get(sessionAtom)).toBeNull();
    expect(appStore.get(permissionsAtom)).toBeNull();
    expect(localStorage.getItem('pro__Access-Token')).toBeNull();
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/sys/logout' });
    expect(server.requests[0].headers['X-Access-Token']).toBe('tok');
  });

  it('completes when the endpoint fails', async () => {
    storeLogin({ token: 'tok', userInfo: ADMIN });
    serve(() => 'network');
    await expect(logout()).resolves.toBeUndefined();
    expect(localStorage.getItem('pro__Access-Token')).toBeNull();
  });
});

describe('loadPermissions', () => {
  beforeEach(() => storeLogin({ token: 'tok', userInfo: ADMIN }));

  it('loads menu and button permissions with the token in the header only, never in the URL', async () => {
    serve(() => ({ status: 200, body: envelope(200, '', PERMISSIONS) }));
    const [a, b] = await Promise.all([loadPermissions(), loadPermissions()]);
    expect(a).toBe(b);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0].uri).toBe('/platform/sys/permission/getUserPermissionByToken');
    expect(server.requests[0].headers['X-Access-Token']).toBe('tok');
    expect(appStore.get(permissionsAtom)?.menu).toHaveLength(PERMISSIONS.menu.length);
    expect(readButtonAuth().auth[0].action).toBe('user:add');
  });

  it.each([
    ['an empty menu', { ...PERMISSIONS, menu: [] }],
    ['a missing menu', { auth: [], allAuth: [] }],
  ])('fails on %s', async (_name, result) => {
    serve(() => ({ status: 200, body: envelope(200, '', result), outsideContract: true }));
    await expect(loadPermissions()).rejects.toThrow();
    expect(appStore.get(permissionsAtom)).toBeNull();
  });
});
