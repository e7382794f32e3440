import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockHttp, type MockReply } from '../../test/httpMock';
import { clearStoredSession, storeLogin } from '../session/persisted';
import { getAction } from './api';
import { http } from './client';
import { installErrorHandling, type CatalogueEffects } from './errorHandling';

/** Drives the whole client (interceptors included) against a fake network and records every effect. */
function setUp(reply: MockReply) {
  const effects = {
    notify: vi.fn(),
    showExpired: vi.fn(),
    logout: vi.fn(async () => clearStoredSession()),
    reload: vi.fn(),
    schedule: vi.fn(),
  } satisfies CatalogueEffects;
  const server = mockHttp(() => reply);
  const detach = installErrorHandling(http, effects);
  cleanups.push(server.restore, detach);
  return effects;
}

const cleanups: Array<() => void> = [];
const signIn = () =>
  storeLogin({ token: 't-1', userInfo: { id: '1', username: 'admin', realname: '管理员', avatar: '' } });

beforeEach(() => localStorage.clear());
afterEach(() => cleanups.splice(0).forEach((undo) => undo()));

describe('the error catalogue applied by the HTTP client', () => {
  it.each([
    [403, '拒绝访问'],
    [404, '很抱歉，资源未找到!'],
    [504, '网络超时'],
  ])('HTTP %i notifies 系统提示 / %s for 4 s and rejects', async (status, description) => {
    const effects = setUp({ status, body: envelope(status, 'server text') });
    await expect(getAction('/x')).rejects.toThrow();
    expect(effects.notify).toHaveBeenCalledWith('系统提示', description, 4);
    expect(effects.logout).not.toHaveBeenCalled();
  });

  it('other statuses show the server message for 4 s', async () => {
    const effects = setUp({ status: 400, body: envelope(400, '用户名或密码错误') });
    await expect(getAction('/sys/login')).rejects.toThrow();
    expect(effects.notify).toHaveBeenCalledWith('系统提示', '用户名或密码错误', 4);
  });

  it('HTTP 401 with a token notifies, logs out, and reloads after 1500 ms', async () => {
    signIn();
    const effects = setUp({ status: 401, body: envelope(401, '未登录') });
    await expect(getAction('/x')).rejects.toThrow();
    expect(effects.notify).toHaveBeenCalledWith('系统提示', '未授权，请重新登录', 4);
    await vi.waitFor(() => expect(effects.schedule).toHaveBeenCalledWith(effects.reload, 1500));
    expect(effects.logout).toHaveBeenCalledOnce();
    expect(effects.reload).not.toHaveBeenCalled();
  });

  it('HTTP 401 without a token only notifies', async () => {
    const effects = setUp({ status: 401, body: envelope(401, '未登录') });
    await expect(getAction('/x')).rejects.toThrow();
    expect(effects.notify).toHaveBeenCalledWith('系统提示', '未授权，请重新登录', 4);
    expect(effects.logout).not.toHaveBeenCalled();
  });

  it.each([401, 500])(
    'HTTP %i with the expired-token message opens the 登录已过期 dialog once',
    async (status) => {
      signIn();
      const effects = setUp({ status, body: envelope(status, 'Token失效，请重新登录') });
      await expect(getAction('/a')).rejects.toThrow();
      await expect(getAction('/b')).rejects.toThrow();
      expect(effects.notify).not.toHaveBeenCalled();
      expect(effects.showExpired).toHaveBeenCalledOnce();
      const dialog = effects.showExpired.mock.calls[0][0];
      expect(dialog).toMatchObject({
        title: '登录已过期',
        content: '很抱歉，登录已过期，请重新登录',
        okText: '重新登录',
      });
      await dialog.onOk();
      expect(effects.logout).toHaveBeenCalledOnce();
      expect(localStorage.getItem('pro__Access-Token')).toBeNull();
      expect(effects.reload).toHaveBeenCalledOnce();
    },
  );

  it('a success response whose body code is 401 logs out, removes the token and reloads', async () => {
    signIn();
    const effects = setUp({ status: 200, body: envelope(401, 'Token失效，请重新登录') });
    await getAction('/x');
    await vi.waitFor(() => expect(effects.reload).toHaveBeenCalledOnce());
    expect(effects.logout).toHaveBeenCalledOnce();
    expect(localStorage.getItem('pro__Access-Token')).toBeNull();
  });

  it('a silent request skips the notification', async () => {
    const effects = setUp({ status: 404, body: envelope(404, 'none') });
    await expect(getAction('/sys/loginfo', undefined, { silent: true })).rejects.toThrow();
    expect(effects.notify).not.toHaveBeenCalled();
  });

  it('a silent request still ends the session on 401', async () => {
    signIn();
    const effects = setUp({ status: 401, body: envelope(401, '未登录') });
    await expect(getAction('/sys/visitInfo', undefined, { silent: true })).rejects.toThrow();
    expect(effects.notify).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(effects.schedule).toHaveBeenCalledWith(effects.reload, 1500));
  });

  it('a time-out with no response reads 网络超时', async () => {
    const effects = setUp('timeout');
    await expect(getAction('/x')).rejects.toThrow();
    expect(effects.notify).toHaveBeenCalledWith('系统提示', '网络超时', 4);
  });
});
