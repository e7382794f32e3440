/**
 * Authorization across every registered route (issue 4): no /platform route is left without a
 * permission, only the allow-listed ones are public, every permission-coded route answers 403 to a
 * signed-in user without the code and 401 to no session, a narrow role holding one code passes exactly
 * the routes of that code, admin holds every code, and every code a route demands exists in the menu
 * tree so that a role can be granted it. On each dialect. Row-level checks (owner, outside the data
 * rules) are in data-scope.test.ts, grant paths in escalation.test.ts.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteRecord } from '../../server/plugins/auth';
import { createTestRole, createTestUser } from '../../server/testing/accounts';
import { envelopeOf, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

/**
 * The routes anyone may call: signing in and out, the health check, and uploaded files (an <img> cannot
 * send the X-Access-Token header).
 */
const PUBLIC_ROUTES = [
  'GET /platform/health',
  'POST /platform/sys/login',
  'POST /platform/sys/logout',
  'GET /platform/sys/logout',
  'GET /platform/sys/common/static/*',
  // What JeecgBoot's sign-in page asks for and Dougong does not have: 「未启用」 (modules/unavailable).
  'GET /platform/sys/randomImage/*',
  'GET /platform/sys/getEncryptedString',
  'POST /platform/sys/sms',
  'POST /platform/sys/phoneLogin',
  // Register and 找回密码 (issue 19): before anyone is signed in.
  'POST /platform/sys/user/register',
  'POST /platform/sys/user/phoneVerification',
  'POST /platform/sys/user/passwordChange',
  'GET /platform/sys/user/passwordChange',
  // Third-party sign-in and CAS (issue 19, modules/sso): the settings the sign-in page reads, the way to the
  // provider and back, the one-time code's exchange, the CAS ticket's check; JeecgBoot's bind and create-account
  // calls answer 「未启用」.
  'GET /platform/sys/sso/config',
  'GET /platform/sys/thirdLogin/render/:thirdType',
  'GET /platform/sys/thirdLogin/:thirdType/callback',
  'GET /platform/sys/thirdLogin/finish.js',
  'GET /platform/sys/thirdLogin/getLoginUser/:token/:thirdType',
  'GET /platform/sys/thirdLogin/user/*',
  'POST /platform/sys/thirdLogin/user/*',
  'GET /platform/sys/thirdLogin/bindingThirdPhone',
  'POST /platform/sys/thirdLogin/bindingThirdPhone',
  'GET /platform/sys/thirdLogin/oauth2/*',
  'POST /platform/sys/thirdLogin/oauth2/*',
  'GET /platform/sys/cas/client/validateLogin',
  // The bell's socket under the API base (JeecgBoot's client builds it from domianURL): it checks the session
  // token, offered as the subprotocol, before the upgrade (modules/announcement/bell-socket.ts).
  'GET /platform/websocket/:userId',
  // The live table's socket under the API base, JeecgBoot's address for it; checked the same way
  // (modules/livesocket/routes.ts).
  'GET /platform/vxeSocket/:userId/:pageId',
];

/** A concrete URL for a route pattern: parameters and wildcards filled with a harmless value. */
const urlOf = (route: RouteRecord) => route.url.replace(/:[^/]+/g, 'x').replace(/\*/g, 'x');

function inject(app: FastifyInstance, route: RouteRecord, token?: string) {
  return app.inject({
    method: route.method as 'GET',
    url: urlOf(route),
    headers: token ? { 'x-access-token': token } : {},
  });
}

describe.each(dialects())('authorization of every route on $name', (dialect) => {
  let t: TestApp;
  let platform: RouteRecord[];
  beforeAll(async () => {
    t = await withApp(dialect);
    platform = t.app.routeRegistry.filter((route) => route.url.startsWith('/platform'));
  });
  afterAll(() => t?.close());

  const coded = () => platform.filter((r) => r.permission !== 'public' && r.permission !== 'session');

  it('leaves no /platform route without a permission, and only the allow-listed ones public', () => {
    expect(platform.length).toBeGreaterThan(60);
    for (const route of platform) expect(route.permission, `${route.method} ${route.url}`).toMatch(/\S/);
    const open = platform
      .filter((r) => r.permission === 'public' && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('answers 403 on every permission-coded route to a signed-in user who holds no code', async () => {
    await createTestUser(t.db, 'nocode');
    const token = await tokenFor(t.app, 'nocode');
    expect(coded().length).toBeGreaterThan(50);
    for (const route of coded()) {
      const response = await inject(t.app, route, token);
      expect(response.statusCode, `${route.method} ${route.url} (${route.permission})`).toBe(403);
      if (route.method !== 'HEAD') expect(envelopeOf(response).message).toBe('没有权限，请联系管理员授权');
    }
  });

  it('answers 401 on every route that is not public to a caller without a session', async () => {
    for (const route of platform.filter((r) => r.permission !== 'public')) {
      const response = await inject(t.app, route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('lets admin past the guard of every permission-coded route', async () => {
    const admin = await tokenFor(t.app, 'admin');
    for (const route of coded()) {
      const response = await inject(t.app, route, admin);
      expect([401, 403], `${route.method} ${route.url}: ${response.body}`).not.toContain(response.statusCode);
    }
  });

  it('lets a narrow role holding just a route’s code past that route’s guard, and no other coded route', async () => {
    // One user per code, holding exactly the entry that carries it (issue 11's matrix: narrow roles).
    const codes = [...new Set(coded().map((r) => r.permission))].sort();
    const tokens = new Map<string, string>();
    for (const [i, code] of codes.entries()) {
      await createTestRole(t.db, `only_${i}`, [code]);
      await createTestUser(t.db, `only_${i}`, { roles: [`only_${i}`] });
      tokens.set(code, await tokenFor(t.app, `only_${i}`));
    }
    const guardRefusal = '没有权限，请联系管理员授权';
    for (const route of coded().filter((r) => r.method !== 'HEAD')) {
      const own = await inject(t.app, route, tokens.get(route.permission));
      const label = `${route.method} ${route.url} as holder of ${route.permission}: ${own.body}`;
      expect(own.statusCode, label).not.toBe(401);
      if (own.statusCode === 403) expect(envelopeOf(own).message, label).not.toBe(guardRefusal);
      // A holder of some other code is stopped by the guard.
      const other = codes.find((code) => code !== route.permission)!;
      const foreign = await inject(t.app, route, tokens.get(other));
      expect(foreign.statusCode, `${route.method} ${route.url} as holder of ${other}`).toBe(403);
    }
  });

  it('demands only codes that exist in the menu tree, so that some role can be granted each', async () => {
    const rows = await t.db
      .selectFrom('sys_permission')
      .select('perms')
      .where('perms', 'is not', null)
      .execute();
    const known = new Set(rows.map((row) => row.perms));
    const unknown = [...new Set(coded().map((r) => r.permission))].filter((code) => !known.has(code));
    expect(unknown).toEqual([]);
  });
});
