import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockHttp } from '../../test/httpMock';
import { storeLogin } from '../session/persisted';
import { deleteAction, getAction, messageOf, postAction, ResponseRejected } from './api';
import { http, serializeParams } from './client';

let server: ReturnType<typeof mockHttp>;
beforeEach(() => {
  localStorage.clear();
  server = mockHttp(() => ({ status: 200, body: envelope(200, '', { ok: true }) }));
});
afterEach(() => server.restore());

describe('the HTTP client (SPEC.md §7)', () => {
  it('uses base /platform and a 60 s time-out', () => {
    expect(http.defaults.baseURL).toBe('/platform');
    expect(http.defaults.timeout).toBe(60000);
  });

  it('sends no token when signed out, X-Access-Token when signed in', async () => {
    await getAction('/a');
    storeLogin({ token: 'tok', userInfo: { id: '1', username: 'u', realname: 'U', avatar: '' } });
    await postAction('/b', { x: 1 });
    expect(server.requests[0].headers['X-Access-Token']).toBeUndefined();
    expect(server.requests[1].headers['X-Access-Token']).toBe('tok');
    expect(server.requests[1].data).toEqual({ x: 1 });
  });

  it('serialises GET and DELETE parameters into the URL with encoded values', async () => {
    const { result } = await getAction<{ ok: boolean }>('/demo/list', {
      username: '张 三&x',
      pageNo: 1,
      skip: undefined,
    });
    await deleteAction('/sys/sysDepart/delete', { id: 'a/b' });
    expect(result.ok).toBe(true);
    expect(server.requests[0].uri).toBe('/platform/demo/list?username=%E5%BC%A0%20%E4%B8%89%26x&pageNo=1');
    expect(server.requests[1].uri).toBe('/platform/sys/sysDepart/delete?id=a%2Fb');
  });

  it('joins lists with commas', () => {
    expect(serializeParams({ ids: ['1', '2'], none: null })).toBe('ids=1%2C2');
  });
});

describe('messageOf', () => {
  it('reads the server message from an HTTP error or a rejected envelope', async () => {
    server.restore();
    server = mockHttp(() => ({ status: 400, body: envelope(400, '用户名或密码错误') }));
    const failure = await getAction('/x').catch((e: unknown) => e);
    expect(messageOf(failure)).toBe('用户名或密码错误');
    expect(messageOf(new ResponseRejected(envelope(500, '业务失败')))).toBe('业务失败');
    expect(messageOf(new Error('Network Error'))).toBe('请求失败，请稍后再试');
  });
});
