/**
 * The cross-cutting behaviour of every call: the envelope, errors without stack traces, the route
 * registry and its start-up check, the health call, and serving the built app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BUILT_ASSET, BUILT_ASSET_TEXT, withBuiltApp } from '../../server/testing/built-app';
import { buildApp } from '../../server/app';
import { envelopeOf } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const postJson = (t: TestApp, url: string, payload: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });

describe.each(dialects())('the API envelope on $name', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withApp(dialect, {
      seed: false,
      extend: (app) =>
        app.get('/platform/test/boom', { config: { permission: 'public' } }, async () => {
          throw new Error('secret detail: connection string postgres://user:pw@db');
        }),
    });
  });
  afterAll(() => t?.close());

  it('reports health with the database engine', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/platform/health' });

    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toMatchObject({
      success: true,
      code: 200,
      result: { status: 'ok', db: dialect.name },
    });
    expect(typeof envelopeOf(response).timestamp).toBe('number');
  });

  it('answers an unknown /platform path with 404 接口不存在, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/platform/sys/no-such-call' });
      expect(response.statusCode).toBe(404);
      expect(envelopeOf(response)).toMatchObject({
        success: false,
        code: 404,
        message: '接口不存在',
        result: null,
      });
    }
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const response = await postJson(t, '/platform/sys/login', '{"username": "admin", ');

    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response)).toMatchObject({
      success: false,
      code: 400,
      message: '请求格式错误：请求体不是合法的 JSON',
    });
    expect(response.body).not.toMatch(/stack|at .*\.js|SyntaxError/);
  });

  it('treats an empty body of any type as no body, and refuses content it cannot read with 415', async () => {
    const emptyJson = await postJson(t, '/platform/sys/logout', '');
    expect(emptyJson.statusCode).toBe(200);

    const xml = await t.app.inject({
      method: 'POST',
      url: '/platform/sys/login',
      payload: '<login><username>admin</username></login>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
    expect(envelopeOf(xml)).toMatchObject({
      success: false,
      code: 415,
      message: '不支持的请求内容类型：请使用 application/json',
    });
  });

  it('names the offending field of a validation error', async () => {
    const empty = await postJson(t, '/platform/sys/login', JSON.stringify({ username: '', password: 'x' }));
    expect(empty.statusCode).toBe(400);
    expect(envelopeOf(empty).message).toBe('请求参数错误：$.username 不应少于 1 个字符');

    const missing = await postJson(t, '/platform/sys/login', JSON.stringify({ username: 'admin' }));
    expect(missing.statusCode).toBe(400);
    expect(envelopeOf(missing).message).toMatch(/^请求参数错误：\$\.password /);
  });

  it('answers an unexpected failure with 500 系统繁忙 and keeps the details out of the body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/platform/test/boom' });

    expect(response.statusCode).toBe(500);
    expect(envelopeOf(response)).toMatchObject({
      success: false,
      code: 500,
      message: '系统繁忙，请稍后再试',
    });
    expect(response.body).not.toMatch(/secret|postgres:|stack/);
  });

  it('records every route, and every /platform route declares who may call it', async () => {
    const platform = t.app.routeRegistry.filter((route) => route.url.startsWith('/platform'));

    expect(platform.length).toBeGreaterThanOrEqual(7);
    for (const route of platform) expect(route.permission, `${route.method} ${route.url}`).toMatch(/\S/);
    const table = platform
      .filter((r) => r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url} ${r.permission}`);
    expect(table).toEqual(
      expect.arrayContaining([
        'GET /platform/health public',
        'POST /platform/sys/login public',
        'POST /platform/sys/logout public',
        'GET /platform/sys/logout public',
        'GET /platform/sys/permission/getUserPermissionByToken session',
        'GET /platform/sys/loginfo dashboard:analysis',
        'GET /platform/sys/visitInfo dashboard:analysis',
      ]),
    );
  });

  it('refuses to start with a /platform route that declares no permission', async () => {
    const app = await buildApp({ db: t.db });
    try {
      expect(() => app.get('/platform/sys/forgotten', async () => 'open to all')).toThrow(
        /路由 GET \/platform\/sys\/forgotten 未声明 config\.permission/,
      );
      app.register(async (scoped) => {
        scoped.post('/platform/sys/also-forgotten', { config: {} }, async () => 'open to all');
      });
      await expect(app.ready()).rejects.toThrow(/POST \/platform\/sys\/also-forgotten/);
    } finally {
      await app.close();
    }
  });
});

describe('serving the built app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withBuiltApp();
  });
  afterAll(() => t?.close());

  it('serves index.html at / without caching, and hashed assets as immutable', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('Dougong 斗拱');
    expect(index.headers['cache-control']).toBe('no-cache');

    const asset = await t.app.inject({ method: 'GET', url: BUILT_ASSET });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a deep link with the app (history mode), a missing file with 404', async () => {
    const deepLink = await t.app.inject({ method: 'GET', url: '/system/user?from=bookmark' });
    expect(deepLink.statusCode).toBe(200);
    expect(deepLink.headers['content-type']).toMatch(/text\/html/);
    expect(deepLink.headers['cache-control']).toBe('no-cache');
    expect(deepLink.body).toContain('<div id="root">');

    const missing = await t.app.inject({ method: 'GET', url: '/assets/index-000000.js' });
    expect(missing.statusCode).toBe(404);
    expect(envelopeOf(missing).message).toBe('资源不存在');
  });

  it("sends the app's files compressed as the browser accepts, and plain to a client that accepts none", async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: BUILT_ASSET,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUILT_ASSET_TEXT);
    expect(br.rawPayload.length).toBeLessThan(BUILT_ASSET_TEXT.length / 10);
    const gzip = await t.app.inject({
      method: 'GET',
      url: BUILT_ASSET,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BUILT_ASSET_TEXT);
    const plain = await t.app.inject({
      method: 'GET',
      url: BUILT_ASSET,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUILT_ASSET_TEXT);
  });

  it('still answers unknown API paths with the JSON 404, not the app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/platform/sys/no-such-call' });

    expect(response.statusCode).toBe(404);
    expect(envelopeOf(response).message).toBe('接口不存在');
  });
});
