import { describe, expect, it } from 'vitest';
import { resolveHttpError, resolveSuccessBody } from './errorCatalogue';

const notify = (description: string) => ({ kind: 'notify', title: '系统提示', description, duration: 4 });
const expired = {
  kind: 'session-expired',
  title: '登录已过期',
  content: '很抱歉，登录已过期，请重新登录',
  okText: '重新登录',
};
const TOKEN_GONE = 'Token失效，请重新登录';

describe('resolveHttpError (SPEC.md §8)', () => {
  it.each([
    ['403', { status: 403, hasToken: true }, notify('拒绝访问')],
    ['404', { status: 404, hasToken: true }, notify('很抱歉，资源未找到!')],
    ['504', { status: 504, hasToken: false }, notify('网络超时')],
    ['401 without a token', { status: 401, hasToken: false }, notify('未授权，请重新登录')],
    [
      '401 with a token',
      { status: 401, message: '未登录', hasToken: true },
      { ...notify('未授权，请重新登录'), kind: 'notify-then-logout', reloadAfterMs: 1500 },
    ],
    [
      '401 with a token and the expired-token message',
      { status: 401, message: TOKEN_GONE, hasToken: true },
      expired,
    ],
    [
      '401 with the expired-token message but no token',
      { status: 401, message: TOKEN_GONE, hasToken: false },
      notify('未授权，请重新登录'),
    ],
    [
      '500 with a token and the expired-token message',
      { status: 500, message: TOKEN_GONE, hasToken: true },
      expired,
    ],
    [
      '500 with the expired-token message but no token',
      { status: 500, message: TOKEN_GONE, hasToken: false },
      notify(TOKEN_GONE),
    ],
    [
      '500 with another message',
      { status: 500, message: '数据库繁忙', hasToken: true },
      notify('数据库繁忙'),
    ],
    [
      '400 shows the server message',
      { status: 400, message: '用户名或密码错误', hasToken: false },
      notify('用户名或密码错误'),
    ],
    [
      '429 shows the server message',
      { status: 429, message: '登录失败次数过多，请 5 分钟后再试', hasToken: false },
      notify('登录失败次数过多，请 5 分钟后再试'),
    ],
    ['409 without a message', { status: 409, hasToken: true }, notify('请求失败（409）')],
    ['a browser time-out', { hasToken: true, timedOut: true }, notify('网络超时')],
    ['no response at all', { hasToken: true }, notify('网络异常，请检查网络连接')],
  ])('%s', (_name, input, expected) => {
    expect(resolveHttpError(input)).toEqual(expected);
  });
});

describe('resolveSuccessBody', () => {
  it.each([
    [{ success: false, code: 401, message: 'x' }, { kind: 'logout-and-reload' }],
    [{ success: false, code: '401', message: 'x' }, { kind: 'logout-and-reload' }],
    [{ success: true, code: 200, message: '' }, { kind: 'none' }],
    ['plain text', { kind: 'none' }],
    [null, { kind: 'none' }],
  ])('%j → %j', (body, expected) => {
    expect(resolveSuccessBody(body)).toEqual(expected);
  });
});
