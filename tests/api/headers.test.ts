/**
 * Security headers on every answer (issue 11, finding 7): helmet's set everywhere, and on every /platform
 * answer `X-Content-Type-Options: nosniff` and `Cache-Control: no-store` — the sign-in answer that carries
 * the token, errors and the 404 included — while the built app's files keep their own strict policy and
 * caching (server/plugins/static.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_ASSET, withBuiltApp } from '../../server/testing/built-app';
import { CONTENT_SECURITY_POLICY } from '../../server/plugins/static';
import { login, sendWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

type Headers = Record<string, unknown>;

/** What every /platform answer must carry, whatever its status. */
function expectApiHeaders(headers: Headers, what: string): void {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['cache-control'], what).toBe('no-store');
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(headers['referrer-policy'], what).toBe('same-origin');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(headers['x-powered-by'], what).toBeUndefined();
}

describe.each(dialects())('the headers of /platform answers on $name', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withApp(dialect);
  });
  afterAll(() => t?.close());

  it('sends nosniff and no-store with the sign-in answer that carries the token', async () => {
    const response = await login(t.app, 'admin', '123456');
    expect(response.statusCode).toBe(200);
    expect(response.json().result.token).toBeTruthy();
    expectApiHeaders(response.headers, 'login');
  });

  it('sends them with reads, writes, refusals, bad input and unknown paths', async () => {
    const token = await tokenFor(t.app, 'admin');
    const calls = [
      ['GET', '/platform/sys/user/list', token, undefined, 200],
      ['GET', '/platform/sys/user/list', undefined, undefined, 401],
      ['POST', '/platform/sys/role/add', token, { roleName: '' }, 400],
      ['GET', '/platform/sys/no-such-call', token, undefined, 404],
      ['POST', '/platform/sys/login', undefined, { username: 'admin', password: 'wrong' }, 400],
      ['GET', '/platform/health', undefined, undefined, 200],
    ] as const;
    for (const [method, url, who, body, status] of calls) {
      const response = await sendWithToken(t.app, method, url, who, body);
      expect(response.statusCode, `${method} ${url}`).toBe(status);
      expectApiHeaders(response.headers, `${method} ${url} → ${status}`);
    }
  });

  it('sends them with an answer refused by the body parser (415)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/platform/sys/login',
      payload: '<xml/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(response.statusCode).toBe(415);
    expectApiHeaders(response.headers, '415');
  });
});

describe('the headers of the built app’s files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withBuiltApp();
  });
  afterAll(() => t?.close());

  it('keeps the app’s own policy and caching, with helmet’s other headers beside them', async () => {
    for (const [url, cache] of [
      ['/', 'no-cache'],
      ['/system/user', 'no-cache'],
      [BUILT_ASSET, 'public, max-age=31536000, immutable'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers['cache-control'], url).toBe(cache);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('same-origin');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });
});
