/**
 * The browser end of the live table's socket (docs/live-updates.md, SPEC.md §7 "live socket"): connects to
 * `/vxeSocket/{userId}/{pageId}` with the session token as the only subprotocol, beats every 10 s and treats a
 * missing answer within 6 s as a dead socket, reconnects 5 s after a close or error (one attempt at a time),
 * hands `update_vxe_table` rows from other browsers to the table and sends the table's own saved rows.
 */

export const HEART_BEAT_MS = 10_000;
export const HEART_BEAT_TIMEOUT_MS = 6_000;
export const RECONNECT_MS = 5_000;

/** What the socket needs from its host; tests pass a fake WebSocket and timers. */
export interface LiveSocketOptions {
  url: string;
  token: string;
  /** Applies a row another browser (or the server) sent. */
  onRow: (row: Record<string, unknown> & { id: string | number }, caseId: string) => void;
  /** Drops rows deleted through the API (`remove_vxe_table {socketKey, ids}`, sent by the server only). */
  onRemove?: (ids: Array<string | number>) => void;
  /** This table's instance id: a row echoed with it is skipped. */
  caseId: string;
  socketKey?: string;
  onStatus?: (open: boolean) => void;
  createSocket?: (url: string, protocols: string[]) => WebSocket;
}

/**
 * A self-healing socket for one live table.
 *
 * @example
 * const socket = new LiveSocket({ url: liveSocketUrl(location, user.id, 'sys_position'), token, caseId, onRow });
 * socket.start();
 * socket.sendRow({ id: '1', name: '经理' });
 * socket.stop();
 */
export class LiveSocket {
  private socket?: WebSocket;
  private beat?: ReturnType<typeof setInterval>;
  private beatTimeout?: ReturnType<typeof setTimeout>;
  private reconnect?: ReturnType<typeof setTimeout>;
  private stopped = true;

  constructor(private readonly options: LiveSocketOptions) {}

  /** Opens the socket (once; a started socket stays connected until stop()). */
  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  /** Closes the socket and cancels every timer; nothing reconnects after it. */
  stop() {
    this.stopped = true;
    this.clearTimers();
    clearTimeout(this.reconnect);
    this.reconnect = undefined;
    const socket = this.socket;
    this.socket = undefined;
    socket?.close();
  }

  /** Sends a saved row to the other browsers on the page; false when the socket is not open. */
  sendRow(row: Record<string, unknown> & { id: string | number }): boolean {
    return this.send({
      type: 'update_vxe_table',
      data: { socketKey: this.options.socketKey ?? 'vxe-default', args: [row, this.options.caseId] },
    });
  }

  private send(message: unknown): boolean {
    if (this.socket?.readyState !== 1) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private connect() {
    const create = this.options.createSocket ?? ((url, protocols) => new WebSocket(url, protocols));
    let socket: WebSocket;
    try {
      socket = create(this.options.url, [this.options.token]);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.options.onStatus?.(true);
      this.beat = setInterval(() => this.heartBeat(), HEART_BEAT_MS);
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = () => this.lost(socket);
    socket.onerror = () => this.lost(socket);
  }

  private heartBeat() {
    if (!this.send({ type: 'heart_beat', data: '' })) return;
    clearTimeout(this.beatTimeout);
    this.beatTimeout = setTimeout(() => this.socket?.close(), HEART_BEAT_TIMEOUT_MS);
  }

  private receive(data: unknown) {
    if (typeof data !== 'string') return;
    let message: { type?: string; data?: unknown };
    try {
      message = JSON.parse(data);
    } catch {
      return;
    }
    if (message.type === 'heart_beat') {
      clearTimeout(this.beatTimeout);
      this.beatTimeout = undefined;
      return;
    }
    if (message.type !== 'update_vxe_table' && message.type !== 'remove_vxe_table') return;
    const payload = message.data as { socketKey?: string; args?: unknown; ids?: unknown };
    if ((payload?.socketKey ?? 'vxe-default') !== (this.options.socketKey ?? 'vxe-default')) return;
    if (message.type === 'remove_vxe_table') {
      const ids = Array.isArray(payload.ids) ? payload.ids : [];
      const valid = ids.filter(
        (id): id is string | number => typeof id === 'string' || typeof id === 'number',
      );
      if (valid.length > 0) this.options.onRemove?.(valid);
      return;
    }
    const [row, caseId] = Array.isArray(payload.args) ? payload.args : [];
    if (!row || typeof row !== 'object' || !('id' in row)) return;
    if (caseId && caseId === this.options.caseId) return;
    this.options.onRow(row as Record<string, unknown> & { id: string | number }, String(caseId ?? ''));
  }

  private lost(socket: WebSocket) {
    if (socket !== this.socket) return;
    this.socket = undefined;
    this.clearTimers();
    this.options.onStatus?.(false);
    socket.onclose = socket.onerror = socket.onmessage = socket.onopen = null;
    try {
      socket.close();
    } catch {
      // already closed
    }
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    if (this.stopped || this.reconnect) return;
    this.reconnect = setTimeout(() => {
      this.reconnect = undefined;
      if (!this.stopped) this.connect();
    }, RECONNECT_MS);
  }

  private clearTimers() {
    clearInterval(this.beat);
    clearTimeout(this.beatTimeout);
    this.beat = this.beatTimeout = undefined;
  }
}

/**
 * The socket address for a page: same origin, ws or wss as the page is http or https.
 *
 * @example
 * liveSocketUrl({ protocol: 'https:', host: 'a.example' }, '1', 'position'); // 'wss://a.example/vxeSocket/1/position'
 */
export function liveSocketUrl(location: { protocol: string; host: string }, userId: string, pageId: string) {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/vxeSocket/${encodeURIComponent(userId)}/${encodeURIComponent(pageId)}`;
}
