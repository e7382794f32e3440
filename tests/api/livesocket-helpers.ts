/**
 * A browser's side of the live table socket for the API tests: connect as JeecgBoot's client does (the
 * token as the subprotocol), collect what arrives, and read a refused handshake's status and message.
 */
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { envelopeOf, login } from '../../server/testing/api';

/** One connected socket and what it received. */
export interface Peer {
  ws: WebSocket;
  received: Array<{ type: string; data: unknown }>;
  /** The next message (from now or already waiting) matching `match`, or a rejection after `ms`. */
  next(
    match?: (m: { type: string; data: unknown }) => boolean,
    ms?: number,
  ): Promise<{ type: string; data: unknown }>;
  /** Resolves with the close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
}

/** The base ws:// address of the app, listening on a free port. @example const base = await listening(t.app); */
export async function listening(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace(/^http/, 'ws');
}

/** Signs in and returns the token and the user's id. @example const admin = await signIn(t.app, 'admin'); */
export async function signIn(app: FastifyInstance, username: string): Promise<{ token: string; id: string }> {
  const body = envelopeOf<{ token: string; userInfo: { id: string } }>(await login(app, username, '123456'));
  return { token: body.result.token, id: body.result.userInfo.id };
}

/**
 * Opens /vxeSocket/{userId}/{pageId} with `token` as the subprotocol.
 *
 * @example
 * const peer = await connect(base, user.id, 'page-1', user.token);
 */
export function connect(
  base: string,
  userId: string,
  pageId: string,
  token: string,
  origin?: string,
): Promise<Peer> {
  const ws = new WebSocket(`${base}/vxeSocket/${userId}/${pageId}`, [token], origin ? { origin } : {});
  const received: Peer['received'] = [];
  const waiting: Array<{
    match: (m: Peer['received'][number]) => boolean;
    resolve: (m: Peer['received'][number]) => void;
  }> = [];
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as Peer['received'][number];
    const waiter = waiting.findIndex((w) => w.match(message));
    if (waiter >= 0) waiting.splice(waiter, 1)[0].resolve(message);
    else received.push(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const next: Peer['next'] = (match = () => true, ms = 2000) => {
    const ready = received.findIndex(match);
    if (ready >= 0) return Promise.resolve(received.splice(ready, 1)[0]);
    return new Promise((resolve, reject) => {
      const entry = { match, resolve };
      waiting.push(entry);
      setTimeout(() => {
        const at = waiting.indexOf(entry);
        if (at >= 0) waiting.splice(at, 1);
        reject(new Error(`no matching message within ${ms} ms`));
      }, ms);
    });
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, received, next, closed }));
    ws.once('error', reject);
  });
}

/**
 * The status and envelope message of a handshake the server refuses.
 *
 * @example
 * await refusal(`${base}/vxeSocket/${id}/p1`, ['bad-token']) // { status: 401, message: 'Token失效，请重新登录' }
 */
export function refusal(
  url: string,
  protocols: string[],
  origin?: string,
): Promise<{ status: number; message: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, protocols, origin ? { origin } : {});
    ws.on('open', () => {
      ws.close();
      reject(new Error('the handshake was accepted'));
    });
    ws.on('error', () => {});
    ws.on('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += String(chunk)));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          message: (JSON.parse(body) as { message: string }).message,
        }),
      );
    });
  });
}

/** A heartbeat round trip: everything the server sent this socket before its reply has arrived. @example await settle(peer); */
export async function settle(peer: Peer): Promise<void> {
  peer.ws.send(JSON.stringify({ type: 'heart_beat', data: '' }));
  await peer.next((m) => m.type === 'heart_beat');
}
