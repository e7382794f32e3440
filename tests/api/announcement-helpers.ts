/**
 * A browser's bell socket for the API tests: /websocket/{userId} opened as JeecgBoot's HeaderNotice.vue opens
 * it (the token as the subprotocol), collecting its `{ cmd, msgId, msgTxt }` messages.
 */
import { WebSocket } from 'ws';

export { listening } from './livesocket-helpers';

export interface BellMessage {
  cmd: string;
  msgId: string;
  msgTxt: string;
}

export interface Bell {
  ws: WebSocket;
  /** The next message matching `match` (already arrived or to come), or a rejection after `ms`. */
  next(match?: (m: BellMessage) => boolean, ms?: number): Promise<BellMessage>;
}

/** @example const bell = await bellConnect(base, lisi.id, lisi.token); await bell.next(); */
export function bellConnect(base: string, userId: string, token: string): Promise<Bell> {
  const ws = new WebSocket(`${base}/websocket/${userId}`, [token]);
  const received: BellMessage[] = [];
  const waiting: Array<{ match: (m: BellMessage) => boolean; resolve: (m: BellMessage) => void }> = [];
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as BellMessage;
    const at = waiting.findIndex((w) => w.match(message));
    if (at >= 0) waiting.splice(at, 1)[0].resolve(message);
    else received.push(message);
  });
  const next: Bell['next'] = (match = () => true, ms = 2000) => {
    const ready = received.findIndex(match);
    if (ready >= 0) return Promise.resolve(received.splice(ready, 1)[0]);
    return new Promise((resolve, reject) => {
      const entry = { match, resolve };
      waiting.push(entry);
      setTimeout(() => {
        const at = waiting.indexOf(entry);
        if (at >= 0) waiting.splice(at, 1);
        reject(new Error(`no bell message within ${ms} ms`));
      }, ms);
    });
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, next }));
    ws.once('error', reject);
  });
}
