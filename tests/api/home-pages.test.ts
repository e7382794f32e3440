/**
 * 首页 entries are menus like any other (issue 13, findings 8 and 9): the analysis page's
 * organisation-wide counters answer only to holders of the analysis page, and the shell can ask whether
 * an address it cannot open is a page the user is not granted (403 page) or no page at all (404 page).
 * On each dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRole, createTestUser } from '../../server/testing/accounts';
import { envelopeOf, getWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

describe.each(dialects())('home pages and route status on $name', (dialect) => {
  let t: TestApp;
  let workplaceOnly: string;
  let analyst: string;
  beforeAll(async () => {
    t = await withApp(dialect);
    await createTestRole(t.db, 'workplace-only', ['dashboard', 'dashboard-workplace']);
    await createTestRole(t.db, 'analyst', ['dashboard', 'dashboard-analysis']);
    await createTestUser(t.db, 'wponly', { roles: ['workplace-only'] });
    await createTestUser(t.db, 'analyst1', { roles: ['analyst'] });
    workplaceOnly = await tokenFor(t.app, 'wponly');
    analyst = await tokenFor(t.app, 'analyst1');
  });
  afterAll(() => t?.close());

  it('answers the visit counters only to holders of the analysis page', async () => {
    for (const url of ['/platform/sys/loginfo', '/platform/sys/visitInfo']) {
      const refused = await getWithToken(t.app, url, workplaceOnly);
      expect(refused.statusCode, url).toBe(403);
      expect(envelopeOf(refused).message).toBe('没有权限，请联系管理员授权');
      expect((await getWithToken(t.app, url, analyst)).statusCode, url).toBe(200);
    }
  });

  it('tells a page the user is not granted from an address that is no page', async () => {
    const status = async (path: string, token = workplaceOnly) =>
      envelopeOf<{ status: string }>(
        await getWithToken(
          t.app,
          `/platform/sys/permission/routeStatus?${new URLSearchParams({ path })}`,
          token,
        ),
      ).result.status;
    expect(await status('/system/user')).toBe('forbidden');
    expect(await status('/dashboard/analysis')).toBe('forbidden');
    expect(await status('/online/form/abc123')).toBe('forbidden');
    expect(await status('/dashboard/workplace')).toBe('granted');
    expect(await status('/no/such/page')).toBe('missing');
    expect(await status('/system/user/extra')).toBe('missing');
    expect(await status('/dashboard/analysis', analyst)).toBe('granted');
  });

  it('asks for a page address in Chinese when the path is missing or not one', async () => {
    for (const query of ['', '?path=system', `?path=/${'a'.repeat(600)}`]) {
      const response = await getWithToken(t.app, `/platform/sys/permission/routeStatus${query}`, analyst);
      expect(response.statusCode, query).toBe(400);
      expect(envelopeOf(response).message).toContain('页面地址');
    }
  });
});
