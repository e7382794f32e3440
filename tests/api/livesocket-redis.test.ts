/**
 * The live table across two server processes (issue 18): two apps on one database and one Redis
 * (TEST_REDIS_URL), as two processes behind a load balancer. A browser on one sees the edits made on
 * the other, the sender never gets its own back, a row the server publishes reaches both, and a logout
 * answered by one process closes the socket held by the other. Skipped without TEST_REDIS_URL.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { sendWithToken } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';
import { connect, listening, settle, signIn, type Peer } from './livesocket-helpers';

const redisUrl = process.env.TEST_REDIS_URL?.trim();
const [sqlite] = dialects();

describe.skipIf(!redisUrl)('the live table across two processes through Redis', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let bases: [string, string];
  let admin: { token: string; id: string };
  const open: Peer[] = [];
  beforeAll(async () => {
    t = await withApp(sqlite, { redisUrl });
    second = await buildApp({ db: t.db, clock: t.clock.now, redisUrl });
    await second.ready();
    bases = [await listening(t.app), await listening(second)];
    admin = await signIn(t.app, 'admin');
  });
  afterAll(async () => {
    for (const peer of open) peer.ws.terminate();
    await second?.close();
    await t?.close();
  });
  const join = async (process: 0 | 1, pageId: string, who = admin) => {
    const peer = await connect(bases[process], who.id, pageId, who.token);
    open.push(peer);
    return peer;
  };

  it('passes an update from a socket on one process to the sockets of the page on both, not back to the sender', async () => {
    const page = `orders-${Date.now()}`;
    const [a, sameProcess, otherProcess, otherPage] = [
      await join(0, page),
      await join(0, page),
      await join(1, page),
      await join(1, `${page}-x`),
    ];
    const update = { socketKey: 'vxe-default', args: [{ id: '7', qty: 3 }, 'case-a'] };
    a.ws.send(JSON.stringify({ type: 'update_vxe_table', data: update }));
    expect(await otherProcess.next()).toEqual({ type: 'update_vxe_table', data: update });
    expect(await sameProcess.next()).toEqual({ type: 'update_vxe_table', data: update });
    for (const peer of [a, sameProcess, otherProcess, otherPage]) await settle(peer);
    expect([a, sameProcess, otherProcess, otherPage].map((peer) => peer.received)).toEqual([[], [], [], []]);
  });

  it('delivers a row published by one process to the page’s sockets on both', async () => {
    const page = `positions-${Date.now()}`;
    const [one, two] = [await join(0, page), await join(1, page)];
    second.liveSocket.publishRow(page, 'vxe-default', { id: 'p1', name: '经理' });
    const expected = {
      type: 'update_vxe_table',
      data: { socketKey: 'vxe-default', args: [{ id: 'p1', name: '经理' }, ''] },
    };
    expect(await one.next()).toEqual(expected);
    expect(await two.next()).toEqual(expected);
  });

  it('closes a socket on one process when the other signs its session out', async () => {
    const other = await signIn(second, 'admin');
    const peer = await join(0, `page-${Date.now()}`, other);
    await settle(peer);
    expect((await sendWithToken(second, 'POST', '/platform/sys/logout', other.token)).statusCode).toBe(200);
    peer.ws.send(JSON.stringify({ type: 'heart_beat', data: '' }));
    expect(await peer.closed).toEqual({ code: 1008, reason: 'Token失效，请重新登录' });
  });
});
