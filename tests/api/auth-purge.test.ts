/**
 * The purge of ended sessions and old login failures, through the real app on each database dialect: at
 * start-up and then hourly, old rows go, recent history stays, and live sessions keep working.
 */
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../server/db/index';
import { hashToken, newToken } from '../../server/modules/auth/session-token';
import { envelopeOf, getWithToken, login, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const PERMISSIONS_URL = '/platform/sys/permission/getUserPermissionByToken';

interface SessionAges {
  /** Relative to now, in ms. */
  created: number;
  expires: number;
  revoked?: number;
}

async function sessionIds(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('sys_session').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}

async function failureIds(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('sys_login_failure').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}

describe.each(dialects())('the sign-in purge on $name', (dialect) => {
  describe('at start-up', () => {
    const liveToken = newToken();
    let t: TestApp;
    beforeAll(async () => {
      t = await withApp(dialect, {
        // Before the app is ready, so the rows are there when the first purge runs.
        extend: async (app) => {
          const now = app.clock().getTime();
          const at = (ms: number) => new Date(now + ms).toISOString();
          const admin = await app.db
            .selectFrom('sys_user')
            .select('id')
            .where('username', '=', 'admin')
            .executeTakeFirstOrThrow();
          const session = (id: string, ages: SessionAges, tokenHash = hashToken(newToken())) => ({
            id,
            token_hash: tokenHash,
            user_id: admin.id,
            created_at: at(ages.created),
            expires_at: at(ages.expires),
            revoked_at: ages.revoked === undefined ? null : at(ages.revoked),
            ip: '127.0.0.1',
            user_agent: 'vitest',
          });
          await app.db
            .insertInto('sys_session')
            .values([
              session('expired-2-days-ago', { created: -9 * DAY, expires: -2 * DAY }),
              session('expired-an-hour-ago', { created: -7 * DAY - HOUR, expires: -HOUR }),
              session('revoked-25-hours-ago', { created: -2 * DAY, expires: 5 * DAY, revoked: -25 * HOUR }),
              session('revoked-an-hour-ago', {
                created: -2 * HOUR,
                expires: 7 * DAY - 2 * HOUR,
                revoked: -HOUR,
              }),
              session('live', { created: -HOUR, expires: 7 * DAY - HOUR }, hashToken(liveToken)),
            ])
            .execute();
          await app.db
            .insertInto('sys_login_failure')
            .values([
              {
                id: 'failed-21-minutes-ago',
                username: 'lisi',
                ip: '127.0.0.1',
                created_at: at(-21 * MINUTE),
              },
              {
                id: 'failed-19-minutes-ago',
                username: 'lisi',
                ip: '127.0.0.1',
                created_at: at(-19 * MINUTE),
              },
            ])
            .execute();
        },
      });
    });
    afterAll(() => t?.close());

    it('deletes sessions that ended over a day ago and keeps the recent and the live ones', async () => {
      expect(await sessionIds(t.db)).toEqual(['expired-an-hour-ago', 'live', 'revoked-an-hour-ago']);
    });

    it('deletes login failures no lock can depend on any more (over 20 minutes old)', async () => {
      expect(await failureIds(t.db)).toEqual(['failed-19-minutes-ago']);
    });

    it('leaves the live session working', async () => {
      const response = await getWithToken(t.app, PERMISSIONS_URL, liveToken);
      expect(response.statusCode).toBe(200);
      expect(envelopeOf(response).success).toBe(true);
    });
  });

  describe('every hour', () => {
    let t: TestApp | undefined;
    afterEach(async () => {
      await t?.close();
      vi.useRealTimers();
    });

    it('purges again an hour later, on a timer that close stops', async () => {
      // Only the interval is faked: the database and argon2 keep their real timers.
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      t = await withApp(dialect);
      const app = t.app;
      // The purge's interval, beside the others an app keeps (the bells' ping, 数据采集's poll): the hour's
      // purge below shows it is the purge's, and close stops every one of them.
      expect(vi.getTimerCount()).toBeGreaterThanOrEqual(1);

      const live = await tokenFor(app, 'admin');
      const ended = await tokenFor(app, 'zhangsan');
      await app.inject({ method: 'POST', url: '/platform/sys/logout', headers: { 'x-access-token': ended } });
      await login(app, 'lisi', 'wrong');
      t.clock.advance(DAY + MINUTE);
      expect(await sessionIds(t.db)).toHaveLength(2);
      expect(await failureIds(t.db)).toHaveLength(1);

      vi.advanceTimersByTime(HOUR);
      await vi.waitFor(async () => {
        expect(await sessionIds(t!.db)).toHaveLength(1);
        expect(await failureIds(t!.db)).toEqual([]);
      });
      expect((await getWithToken(app, PERMISSIONS_URL, live)).statusCode).toBe(200);
      expect((await getWithToken(app, PERMISSIONS_URL, ended)).statusCode).toBe(401);

      await t.close();
      t = undefined;
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});
