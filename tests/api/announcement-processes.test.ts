/**
 * The bell's push across server processes (docs/announcements.md "Push"): with REDIS_URL, an announcement
 * published through one process reaches the bell socket open on another, and only the targeted user's.
 * Two apps on one database and one Redis (TEST_REDIS_URL), as livesocket-redis.test.ts; skipped without it.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, sendWithToken } from '../../server/testing/api';
import { buildApp } from '../../server/app';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';
import { bellConnect, listening, type Bell } from './announcement-helpers';
import { signIn } from './livesocket-helpers';

const redisUrl = process.env.TEST_REDIS_URL?.trim();
const [sqlite] = dialects();

describe.skipIf(!redisUrl)('the bells across two processes through Redis', () => {
  let t: TestApp;
  let other: FastifyInstance;
  const bells: Bell[] = [];
  beforeAll(async () => {
    t = await withApp(sqlite, { redisUrl });
    other = await buildApp({ db: t.db, clock: t.clock.now, redisUrl });
    await other.ready();
  });
  afterAll(async () => {
    for (const bell of bells) bell.ws.terminate();
    await other?.close();
    await t?.close();
  });

  it('publishing in one process reaches the targeted bell on the other, not another user’s', async () => {
    const base = await listening(other);
    const [admin, lisi, zhangsan] = [
      await signIn(t.app, 'admin'),
      await signIn(t.app, 'lisi'),
      await signIn(t.app, 'zhangsan'),
    ];
    const lisiBell = await bellConnect(base, lisi.id, lisi.token);
    const zhangsanBell = await bellConnect(base, zhangsan.id, zhangsan.token);
    bells.push(lisiBell, zhangsanBell);
    // Let the second process's subscription settle before the publish (pub/sub keeps nothing).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const added = await sendWithToken(t.app, 'POST', '/platform/sys/annountCement/add', admin.token, {
      titile: '跨进程通知',
      msgType: 'USER',
      userIds: lisi.id,
    });
    const id = envelopeOf<{ id: string }>(added).result.id;
    const published = await sendWithToken(
      t.app,
      'GET',
      `/platform/sys/annountCement/doReleaseData?id=${id}`,
      admin.token,
    );
    expect(published.statusCode).toBe(200);
    expect(await lisiBell.next()).toEqual({ cmd: 'user', msgId: id, msgTxt: '跨进程通知' });
    await expect(zhangsanBell.next(() => true, 500)).rejects.toThrow('no bell message');
  });
});
