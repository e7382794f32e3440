/**
 * The live socket's per-user cap (issue 18): a user holds at most MAX_SOCKETS_PER_USER sockets in one server
 * process; one more is refused before the upgrade with 429 and a Chinese reason, and a socket closed frees
 * its place. Other users are not affected.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SOCKETS_PER_USER } from '../../server/modules/livesocket/hub';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';
import { connect, listening, refusal, settle, signIn, type Peer } from './livesocket-helpers';

const [sqlite] = dialects();

describe('the live socket cap per user', () => {
  let t: TestApp;
  let base: string;
  const open: Peer[] = [];
  beforeAll(async () => {
    t = await withApp(sqlite);
    base = await listening(t.app);
  });
  afterAll(async () => {
    for (const peer of open) peer.ws.terminate();
    await t?.close();
  });

  it(`refuses a user's socket past ${MAX_SOCKETS_PER_USER} with a reason, and takes one again after a close`, async () => {
    expect(MAX_SOCKETS_PER_USER).toBe(20);
    const wangwu = await signIn(t.app, 'wangwu');
    const lisi = await signIn(t.app, 'lisi');
    for (let i = 0; i < MAX_SOCKETS_PER_USER; i++)
      open.push(await connect(base, wangwu.id, `page-${i % 3}`, wangwu.token));
    const url = `${base}/vxeSocket/${wangwu.id}/page-9`;
    expect(await refusal(url, [wangwu.token])).toEqual({
      status: 429,
      message: '同时打开的实时表格过多（每个用户最多 20 个连接）：请关闭不用的实时表格页面后刷新',
    });
    // Another user is not counted against wangwu.
    const other = await connect(base, lisi.id, 'page-9', lisi.token);
    open.push(other);
    await settle(other);

    const first = open[0]!;
    first.ws.close();
    await first.closed;
    // The server has seen the close once a round trip on another socket has come back.
    await settle(open[1]!);
    const again = await connect(base, wangwu.id, 'page-9', wangwu.token);
    open.push(again);
    await settle(again);
    expect(await refusal(url, [wangwu.token])).toMatchObject({ status: 429 });
  });
});
