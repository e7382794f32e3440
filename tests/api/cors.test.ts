/**
 * CORS_ORIGINS (issue 16): JeecgBoot's own client, served from its own dev server or host, calls Dougong's
 * API from the browser. Only the listed origins may; without the setting no origin may (the default).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const [sqlite] = dialects();
const CLIENT = 'http://localhost:3000';

describe('cross-origin calls', () => {
  let open: TestApp;
  let closed: TestApp;
  beforeAll(async () => {
    open = await withApp(sqlite, { corsOrigins: [CLIENT] });
    closed = await withApp(sqlite);
  });
  afterAll(async () => {
    await open?.close();
    await closed?.close();
  });

  // src/utils/request.js of JeecgBoot's client sends X-Access-Token (and tenant-id) on every call.
  const preflight = (t: TestApp, origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/platform/sys/user/list',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-access-token,tenant-id',
      },
    });

  it('answers a listed origin’s preflight and its call, with the token header allowed', async () => {
    const answer = await preflight(open, CLIENT);
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(CLIENT);
    expect(String(answer.headers['access-control-allow-headers'])).toContain('x-access-token');

    const token = await tokenFor(open.app, 'admin');
    const list = await open.app.inject({
      method: 'GET',
      url: '/platform/sys/user/list?_t=1&column=createTime&order=desc',
      headers: { origin: CLIENT, 'x-access-token': token },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['access-control-allow-origin']).toBe(CLIENT);
  });

  it('allows no other origin, and none at all without CORS_ORIGINS', async () => {
    expect(
      (await preflight(open, 'http://evil.example')).headers['access-control-allow-origin'],
    ).toBeUndefined();
    expect((await preflight(closed, CLIENT)).headers['access-control-allow-origin']).toBeUndefined();
  });
});
