/**
 * The live table socket (issue 18): who may connect (a session offered as the subprotocol, the path's
 * user being the session's, an allowed Origin), heartbeats, updates passed to the other sockets of the
 * same page only, the server's own publish, bad messages ignored, the limits, and a logout closing the
 * socket. Over real sockets on a listening app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWithToken } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';
import { connect, listening, refusal, settle, signIn, type Peer } from './livesocket-helpers';

const [sqlite] = dialects();
const OTHER_SITE = 'http://localhost:3000';

describe('the live table socket', () => {
  let t: TestApp;
  let base: string;
  let admin: { token: string; id: string };
  let zhangsan: { token: string; id: string };
  const open: Peer[] = [];
  const join = async (who: { token: string; id: string }, pageId: string, origin?: string) => {
    const peer = await connect(base, who.id, pageId, who.token, origin);
    open.push(peer);
    return peer;
  };
  beforeAll(async () => {
    t = await withApp(sqlite, { corsOrigins: [OTHER_SITE] });
    base = await listening(t.app);
    admin = await signIn(t.app, 'admin');
    zhangsan = await signIn(t.app, 'zhangsan');
  });
  afterAll(async () => {
    for (const peer of open) peer.ws.terminate();
    await t?.close();
  });

  it('refuses a handshake without a session, with an ended one, for another user, from a foreign page or to a bad path', async () => {
    const url = (pageId = 'page-1', userId = admin.id) => `${base}/vxeSocket/${userId}/${pageId}`;
    const tokenInvalid = { status: 401, message: 'Token失效，请重新登录' };
    expect(await refusal(url(), [])).toEqual(tokenInvalid);
    expect(await refusal(url(), ['not-a-session-token'])).toEqual(tokenInvalid);
    expect(await refusal(url(undefined, zhangsan.id), [admin.token])).toEqual({
      status: 403,
      message: '连接地址中的用户与登录用户不符，请重新登录后再打开页面',
    });
    expect(await refusal(url(), [admin.token], 'http://evil.example')).toEqual({
      status: 403,
      message:
        '不允许来自 http://evil.example 的实时连接：请从本系统的页面打开，或请管理员把该来源加入 CORS_ORIGINS',
    });
    expect((await refusal(url('a.b'), [admin.token])).status).toBe(400);
    expect((await refusal(url('x'.repeat(65)), [admin.token])).status).toBe(400);
    // A token in the URL is not a session: URLs end up in logs.
    expect(await refusal(`${url()}?token=${admin.token}`, [])).toEqual(tokenInvalid);
    const plain = await t.app.inject({ method: 'GET', url: `/vxeSocket/${admin.id}/page-1` });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({
      success: false,
      message: '实时表格的连接地址只接受 WebSocket 连接',
    });
  });

  it('accepts this server’s own pages and CORS_ORIGINS, names the token as the chosen subprotocol and answers heartbeats', async () => {
    const own = await join(admin, 'page-1', base.replace(/^ws/, 'http'));
    expect(own.ws.protocol).toBe(admin.token);
    own.ws.send(JSON.stringify({ type: 'heart_beat', data: '' }));
    expect(await own.next()).toEqual({ type: 'heart_beat', data: true });
    const listed = await join(zhangsan, 'page-1', OTHER_SITE);
    await settle(listed);
    // No Origin at all: not a browser page, so nothing a cross-site page could abuse.
    await settle(await join(admin, 'page-1'));
  });

  it('passes an update to the other sockets of the page only: not back to its sender, not to other pages', async () => {
    const [a, b, c, elsewhere] = [
      await join(admin, 'orders'),
      await join(admin, 'orders'),
      await join(zhangsan, 'orders'),
      await join(zhangsan, 'invoices'),
    ];
    const row = { id: '1001', name: '螺栓', qty: 12 };
    a.ws.send(
      JSON.stringify({ type: 'update_vxe_table', data: { socketKey: 'vxe-default', args: [row, 'case-a'] } }),
    );
    const expected = { type: 'update_vxe_table', data: { socketKey: 'vxe-default', args: [row, 'case-a'] } };
    expect(await b.next()).toEqual(expected);
    expect(await c.next()).toEqual(expected);
    // The SPEC's object form { row, caseId } is accepted and passed on in JeecgBoot's array form.
    b.ws.send(
      JSON.stringify({ type: 'update_vxe_table', data: { socketKey: 'lines', args: { row, caseId: 'b' } } }),
    );
    expect(await a.next()).toEqual({
      type: 'update_vxe_table',
      data: { socketKey: 'lines', args: [row, 'b'] },
    });
    expect(await c.next()).toEqual({
      type: 'update_vxe_table',
      data: { socketKey: 'lines', args: [row, 'b'] },
    });
    for (const peer of [a, b, c, elsewhere]) await settle(peer);
    expect([a, b, c, elsewhere].map((peer) => peer.received)).toEqual([[], [], [], []]);
  });

  it('serves JeecgBoot client’s address under the API base too: its socket and ours share the page', async () => {
    // JeecgBoot builds ${domianURL}/vxeSocket/…, and its domianURL is our /platform.
    const theirs = await connect(`${base}/platform`, zhangsan.id, 'shared', zhangsan.token);
    open.push(theirs);
    const ours = await join(admin, 'shared');
    const update = { type: 'update_vxe_table', data: { socketKey: 'vxe-default', args: [{ id: '7' }, 'c'] } };
    theirs.ws.send(JSON.stringify(update));
    expect(await ours.next()).toEqual(update);
    ours.ws.send(JSON.stringify(update));
    expect(await theirs.next()).toEqual(update);
    expect(await refusal(`${base}/platform/vxeSocket/${admin.id}/shared`, [])).toEqual({
      status: 401,
      message: 'Token失效，请重新登录',
    });
  });

  it('ignores what it cannot read and stays connected', async () => {
    const [sender, other] = [await join(admin, 'noise'), await join(admin, 'noise')];
    for (const junk of [
      'not json',
      '[1,2]',
      '{"type":"drop_tables"}',
      '{"type":"update_vxe_table"}',
      '{"type":"update_vxe_table","data":{"socketKey":"k","args":[{"name":"no id"},"c"]}}',
      '{"type":"update_vxe_table","data":{"socketKey":"../../k","args":[{"id":1},"c"]}}',
    ])
      sender.ws.send(junk);
    sender.ws.send(Buffer.from([0, 1, 2]), { binary: true });
    await settle(sender);
    await settle(other);
    expect(other.received).toEqual([]);
    expect(sender.ws.readyState).toBe(sender.ws.OPEN);
  });

  it('publishes a row saved on the server to every socket of the page, or only to holders of a code', async () => {
    const [a, z] = [await join(admin, 'positions'), await join(zhangsan, 'positions')];
    t.app.liveSocket.publishRow('positions', 'vxe-default', { id: 'p1', name: '经理' });
    const everyone = {
      type: 'update_vxe_table',
      data: { socketKey: 'vxe-default', args: [{ id: 'p1', name: '经理' }, ''] },
    };
    expect(await a.next()).toEqual(everyone);
    expect(await z.next()).toEqual(everyone);
    t.app.liveSocket.publishRow('positions', 'vxe-default', { id: 'p2' }, { permission: 'user:list' });
    expect((await a.next()).data).toEqual({ socketKey: 'vxe-default', args: [{ id: 'p2' }, ''] });
    await settle(z);
    expect(z.received).toEqual([]);
    expect(() => t.app.liveSocket.publish('../x', { type: 'update_vxe_table', data: {} })).toThrow();
  });

  it('closes a socket whose session has ended, on its next message', async () => {
    const other = await signIn(t.app, 'admin');
    const peer = await join(other, 'page-2');
    await settle(peer);
    expect((await sendWithToken(t.app, 'POST', '/platform/sys/logout', other.token)).statusCode).toBe(200);
    peer.ws.send(JSON.stringify({ type: 'heart_beat', data: '' }));
    expect(await peer.closed).toEqual({ code: 1008, reason: 'Token失效，请重新登录' });
  });

  it('closes a socket that sends a message over 64 kB or floods the page', async () => {
    const big = await join(admin, 'limits');
    big.ws.send(
      JSON.stringify({
        type: 'update_vxe_table',
        data: { socketKey: 'k', args: [{ id: 1, text: 'x'.repeat(70_000) }, ''] },
      }),
    );
    expect((await big.closed).code).toBe(1009);
    const [flood, watcher] = [await join(admin, 'limits'), await join(admin, 'limits')];
    for (let i = 0; i < 100; i++)
      flood.ws.send(
        JSON.stringify({ type: 'update_vxe_table', data: { socketKey: 'k', args: [{ id: i }, ''] } }),
      );
    expect(await flood.closed).toEqual({ code: 1008, reason: '消息过于频繁' });
    await settle(watcher);
    // What came before the limit was passed on; what came after it was not.
    expect(watcher.received.length).toBe(30);
  });
});
