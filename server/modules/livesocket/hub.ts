/**
 * The sockets of this process by page, and the fan-out: a message is serialised once and the same bytes
 * are handed to every receiving socket (ws frames them without copying). A socket that cannot keep up —
 * its unsent bytes above MAX_BUFFERED_BYTES — is closed rather than buffered without end: its browser
 * reconnects and reloads, which costs less than a server holding every update for a stalled client.
 */
import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import type { BusMessage, LiveBus } from './bus';
import { PAGE_ID, updateFrame, type TableUpdate } from './messages';

/** Unsent bytes a socket may hold before it is closed as too slow. */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** A socket that has sent nothing for this long is gone (the client beats every 10 s). */
export const IDLE_MS = 60_000;
/** Sockets one user may hold open in one server process (every tab of a live page holds one). */
export const MAX_SOCKETS_PER_USER = 20;
/** How often the idle sweep looks for silent sockets. */
const SWEEP_MS = 15_000;

/** One browser page's socket. */
export interface LiveClient {
  /** Unique across processes, so Redis can say whose message it was. */
  readonly id: string;
  readonly pageId: string;
  readonly userId: string;
  /** What the user holds, for messages meant for holders of one code. */
  permissionCodes: readonly string[];
  readonly socket: WebSocket;
  /** When it last sent anything (ms). */
  lastSeen: number;
}

/** Options of a server-side publish. */
export interface PublishOptions {
  /** Only users holding this permission code receive it (the list's own code: who may see the rows). */
  permission?: string;
}

/**
 * The live sockets of this process, and the way other modules reach them.
 *
 * @example
 * const hub = new LiveHub(new LocalBus());
 * hub.publish('sys-position', { type: 'update_vxe_table', data: { socketKey: 'vxe-default', args: [row, ''] } });
 */
export class LiveHub {
  private readonly pages = new Map<string, Set<LiveClient>>();
  /** Open sockets by user id, for the per-user cap. */
  private readonly perUser = new Map<string, number>();
  /** The idle sweep, running only while this process holds a socket (no timer on an idle server). */
  private sweeper: NodeJS.Timeout | null = null;

  constructor(private readonly bus: LiveBus) {
    bus.onMessage((message) => this.deliver(message));
  }

  /** A new client of `pageId`, not yet joined. */
  client(socket: WebSocket, pageId: string, userId: string, permissionCodes: readonly string[]): LiveClient {
    return { id: randomUUID(), pageId, userId, permissionCodes, socket, lastSeen: Date.now() };
  }

  join(client: LiveClient): void {
    let clients = this.pages.get(client.pageId);
    if (!clients) this.pages.set(client.pageId, (clients = new Set()));
    if (!clients.has(client)) this.perUser.set(client.userId, this.userCount(client.userId) + 1);
    clients.add(client);
    this.sweeper ??= setInterval(() => this.sweep(Date.now()), SWEEP_MS).unref();
  }

  leave(client: LiveClient): void {
    const clients = this.pages.get(client.pageId);
    if (!clients?.has(client)) return;
    clients.delete(client);
    const left = this.userCount(client.userId) - 1;
    if (left > 0) this.perUser.set(client.userId, left);
    else this.perUser.delete(client.userId);
    if (clients.size === 0) this.pages.delete(client.pageId);
    if (this.pages.size === 0) this.stop();
  }

  /** Stops the idle sweep (the last socket left, or the server closes). */
  stop(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
  }

  /** How many sockets `userId` holds open in this process, on any page. */
  userCount(userId: string): number {
    return this.perUser.get(userId) ?? 0;
  }

  /** How many sockets are open on `pageId` in this process. */
  count(pageId: string): number {
    return this.pages.get(pageId)?.size ?? 0;
  }

  /** Passes a browser's row update on to the other sockets of its page, in every process. */
  relay(from: LiveClient, update: TableUpdate): void {
    this.bus.publish({ pageId: from.pageId, from: from.id, permission: '', frame: updateFrame(update) });
  }

  /**
   * Sends `message` to every socket of `pageId` in every process: what a module calls after saving a row
   * through the API. Throws on a page id that cannot be a socket's.
   *
   * @example
   * app.liveSocket.publish('sys-position', { type: 'update_vxe_table', data: { socketKey: 'vxe-default', args: [row, ''] } }, { permission: 'position:list' });
   */
  publish(pageId: string, message: { type: string; data: unknown }, options: PublishOptions = {}): void {
    if (!PAGE_ID.test(pageId)) throw new TypeError(`Not a live page id: ${pageId}`);
    const frame = Buffer.from(JSON.stringify({ type: message.type, data: message.data }));
    this.bus.publish({ pageId, from: '', permission: options.permission ?? '', frame });
  }

  /**
   * The JeecgBoot-shaped update of one saved row: every table `socketKey` on `pageId` refreshes the row
   * with its id. caseId '' is no browser's, so every browser applies it.
   *
   * @example
   * app.liveSocket.publishRow('sys-position', 'vxe-default', { id, name: '经理' }, { permission: 'position:list' });
   */
  publishRow(
    pageId: string,
    socketKey: string,
    row: Record<string, unknown>,
    options?: PublishOptions,
  ): void {
    this.publish(pageId, { type: 'update_vxe_table', data: { socketKey, args: [row, ''] } }, options);
  }

  /** Closes every socket that has sent nothing for IDLE_MS (a dead network path sends no close frame). */
  sweep(now: number): void {
    for (const clients of this.pages.values())
      for (const client of clients) if (now - client.lastSeen > IDLE_MS) client.socket.terminate();
  }

  /** This process's part of a fan-out. */
  private deliver({ pageId, from, permission, frame }: BusMessage): void {
    const clients = this.pages.get(pageId);
    if (!clients) return;
    for (const client of clients) {
      if (client.id === from || client.socket.readyState !== WebSocket.OPEN) continue;
      if (permission !== '' && !client.permissionCodes.includes(permission)) continue;
      if (client.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        client.socket.close(1013, '接收过慢，请刷新页面');
        continue;
      }
      client.socket.send(frame, { binary: false });
    }
  }
}
