/**
 * The guard's session and permission cache (issue 15) never outlives a change: revoke a grant, freeze a
 * user, log out, change a password — the very next request is refused. In one process on each dialect,
 * and across two server processes (two apps, each with its own cache) sharing PostgreSQL and Redis when
 * TEST_DATABASE_URL and TEST_REDIS_URL are set (.ci/run sets both when the services answer).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRole, createTestUser, idOf } from '../../server/testing/accounts';
import { sendWithToken, tokenFor } from '../../server/testing/api';
import { processSetups, secondProcess, withApp, type TestApp } from '../../server/testing/test-db';

const LIST = '/platform/sys/user/list';

describe.each(processSetups())('the session cache, $name', ({ dialect, redisUrl }) => {
  let t: TestApp;
  /** The app the user's requests go to: the same one, or a second "process" on the same database. */
  let other: TestApp['app'];
  let admin: string;
  beforeAll(async () => {
    t = await withApp(dialect, { redisUrl });
    other = await secondProcess(t, redisUrl);
    admin = await tokenFor(t.app, 'admin');
  });
  afterAll(async () => {
    if (other !== t.app) await other.close();
    await t?.close();
  });

  const list = (token: string) => sendWithToken(other, 'GET', LIST, token);
  const asAdmin = (method: 'POST' | 'PUT', url: string, body: unknown) =>
    sendWithToken(t.app, method, url, admin, body);

  it('serves repeated requests from the cache, and refuses the very next one after a grant is revoked', async () => {
    const roleId = await createTestRole(t.db, 'cached', ['system', 'system-user']);
    await createTestUser(t.db, 'cached1', { roles: ['cached'] });
    const token = await tokenFor(other, 'cached1');
    expect((await list(token)).statusCode).toBe(200);
    expect(other.sessionCache.size).toBeGreaterThan(0);
    expect((await list(token)).statusCode).toBe(200);

    const revoked = await asAdmin('POST', '/platform/sys/permission/saveRolePermission', {
      roleId,
      permissionIds: '',
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await list(token)).statusCode).toBe(403);
  });

  it('refuses the very next request after a freeze, a logout and a password change', async () => {
    const ids = await Promise.all(
      ['frozen1', 'loggedout1', 'repassed1'].map((name) => createTestUser(t.db, name, { roles: ['user'] })),
    );
    const [frozen, loggedOut, repassed] = await Promise.all(
      ['frozen1', 'loggedout1', 'repassed1'].map((name) => tokenFor(other, name)),
    );
    const me = (token: string) =>
      sendWithToken(other, 'GET', '/platform/sys/permission/getUserPermissionByToken', token);
    for (const token of [frozen, loggedOut, repassed]) expect((await me(token)).statusCode).toBe(200);

    expect(
      (await asAdmin('PUT', '/platform/sys/user/frozenBatch', { ids: ids[0], status: 2 })).statusCode,
    ).toBe(200);
    expect((await me(frozen)).statusCode).toBe(401);

    expect((await sendWithToken(t.app, 'POST', '/platform/sys/logout', loggedOut)).statusCode).toBe(200);
    expect((await me(loggedOut)).statusCode).toBe(401);

    const changed = await asAdmin('PUT', '/platform/sys/user/changPassword', {
      username: 'repassed1',
      password: 'newpass1',
      confirmpassword: 'newpass1',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(repassed)).statusCode).toBe(401);
  });

  it('refuses the very next request after a role is taken from the user', async () => {
    const id = await createTestUser(t.db, 'demoted1', { roles: ['user'] });
    const token = await tokenFor(other, 'demoted1');
    const workplace = '/platform/sys/permission/getUserPermissionByToken';
    expect((await sendWithToken(other, 'GET', workplace, token)).statusCode).toBe(200);
    const userRole = await idOf(t.db, 'sys_role', 'role_code', 'user');
    const removed = await sendWithToken(
      t.app,
      'DELETE',
      `/platform/sys/user/deleteUserRole?roleId=${userRole}&userId=${id}`,
      admin,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    // Without a role the user holds no menu at all.
    expect((await sendWithToken(other, 'GET', workplace, token)).statusCode).toBe(403);
  });
});
