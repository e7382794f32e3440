/**
 * The browser end of the bell's socket (docs/announcements.md "Push"): `/websocket/{userId}` with the session
 * token as the only subprotocol, as JeecgBoot's HeaderNotice.vue opens it. Any message `{ cmd, msgId, msgTxt }`
 * means "your announcements changed": the bell reloads. Reconnects 5 s after a close or error (SPEC.md §9's
 * reconnect delay), giving up after 5 failed connections in a row, as JeecgBoot does; polling goes on anyway.
 */

export const RECONNECT_MS = 5_000;
/** Connections that fail in a row before the socket gives up (JeecgBoot: wsConnectErrorTime > 5). */
export const MAX_FAILURES = 5;

export interface BellSocketOptions {
  url: string;
  token: string;
  /** Something changed for this user: reload the counts. */
  onNews: (message: { cmd?: string; msgId?: string; msgTxt?: string }) => void;
  createSocket?: (url: string, protocols: string[]) => WebSocket;
}

/**
 * The ws:// address of the bell socket on this page's host.
 *
 * @example
 * bellSocketUrl(window.location, user.id) // 'ws://localhost:3000/websocket/u1'
 */
export function bellSocketUrl(location: { protocol: string; host: string }, userId: string): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/websocket/${encodeURIComponent(userId)}`;
}

/**
 * A self-healing bell socket.
 *
 * @example
 * const socket = new BellSocket({ url: bellSocketUrl(location, id), token, onNews: reload });
 * socket.start(); … socket.stop();
 */
export class BellSocket {
  private socket?: WebSocket;
  private reconnect?: ReturnType<typeof setTimeout>;
  private failures = 0;
  private stopped = true;

  constructor(private readonly options: BellSocketOptions) {}

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.reconnect);
    const socket = this.socket;
    this.socket = undefined;
    if (socket) socket.onclose = socket.onerror = socket.onmessage = socket.onopen = null;
    socket?.close();
  }

  private connect() {
    const create = this.options.createSocket ?? ((url, protocols) => new WebSocket(url, protocols));
    let socket: WebSocket;
    try {
      socket = create(this.options.url, [this.options.token]);
    } catch {
      this.lost();
      return;
    }
    this.socket = socket;
    socket.onopen = () => (this.failures = 0);
    socket.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      try {
        const message = JSON.parse(event.data) as { cmd?: string; msgId?: string; msgTxt?: string };
        if (message && typeof message === 'object') this.options.onNews(message);
      } catch {
        // Not JSON: nothing this bell understands (SPEC.md §8: unparsable messages are dropped).
      }
    };
    socket.onclose = socket.onerror = () => {
      if (socket !== this.socket) return;
      socket.onclose = socket.onerror = socket.onmessage = socket.onopen = null;
      this.socket = undefined;
      this.lost();
    };
  }

  private lost() {
    this.failures++;
    if (this.stopped || this.failures > MAX_FAILURES) return;
    clearTimeout(this.reconnect);
    this.reconnect = setTimeout(() => this.connect(), RECONNECT_MS);
  }
}
