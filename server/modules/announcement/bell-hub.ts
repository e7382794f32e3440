/**
 * The bells' push: each signed-in browser's socket by user, and the fan-out of "you have news" to the users
 * an announcement reaches, in every server process. The frame is JeecgBoot's (WebsocketConst.java), which
 * its HeaderNotice.vue reads and Dougong's bell too: `{ cmd: 'topic' | 'user', msgId, msgTxt }` — 'topic'
 * for everyone, 'user' for chosen users; either way the browser reloads its counts.
 *
 * The live table's bus carries page frames to anyone on a page, so the bells have a bus of their own built
 * the same way (livesocket/bus.ts): in-process by default, Redis pub/sub on its own channel with REDIS_URL.
 */
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { WebSocket } from 'ws';
import { closeRedis } from '../livesocket/bus';

/** JeecgBoot's message of the bell socket. */
export interface BellMessage {
  cmd: 'topic' | 'user';
  msgId: string;
  msgTxt: string;
}

/** Whom a message is for: every bell, or these users' bells. */
export type BellAudience = { all: true } | { all: false; userIds: readonly string[] };

interface BusMessage {
  audience: BellAudience;
  frame: string;
}

/** The Redis channel of the bells (not the live table's: its frames must not reach a page's sockets). */
export const BELL_CHANNEL = 'dougong:announcement';

/** Delivers to this process at once and, with Redis, to the other processes. */
class BellBus {
  private readonly emitter = new EventEmitter();
  private readonly instance = randomUUID();
  private readonly publisher?: Redis;
  private readonly subscriber?: Redis;

  constructor(
    redisUrl: string | undefined,
    private readonly onError: (error: unknown) => void,
  ) {
    if (!redisUrl) return;
    this.publisher = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    this.subscriber = new Redis(redisUrl);
    this.publisher.on('error', onError);
    this.subscriber.on('error', onError);
    void this.subscriber.subscribe(BELL_CHANNEL).catch(onError);
    this.subscriber.on('message', (_channel: string, raw: string) => {
      try {
        const { instance, message } = JSON.parse(raw) as { instance: string; message: BusMessage };
        if (instance !== this.instance) this.emitter.emit('message', message);
      } catch (error) {
        onError(error);
      }
    });
  }

  publish(message: BusMessage): void {
    this.emitter.emit('message', message);
    // Pub/sub keeps nothing: a process that misses this while Redis is away catches up at its bells' next poll.
    this.publisher
      ?.publish(BELL_CHANNEL, JSON.stringify({ instance: this.instance, message }))
      .catch(this.onError);
  }

  onMessage(listener: (message: BusMessage) => void): void {
    this.emitter.on('message', listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
    await Promise.allSettled(
      [this.publisher, this.subscriber].filter((r) => r !== undefined).map(closeRedis),
    );
  }
}

/**
 * The bell sockets of this process and the way modules reach them.
 *
 * @example
 * app.bells.notify({ all: false, userIds: [lisiId] }, { cmd: 'user', msgId: id, msgTxt: '放假通知' });
 */
export class BellHub {
  private readonly users = new Map<string, Set<WebSocket>>();
  private readonly bus: BellBus;

  constructor(redisUrl: string | undefined, onError: (error: unknown) => void) {
    this.bus = new BellBus(redisUrl, onError);
    this.bus.onMessage((message) => this.deliver(message));
  }

  join(userId: string, socket: WebSocket): void {
    let sockets = this.users.get(userId);
    if (!sockets) this.users.set(userId, (sockets = new Set()));
    sockets.add(socket);
  }

  leave(userId: string, socket: WebSocket): void {
    const sockets = this.users.get(userId);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.users.delete(userId);
  }

  /** How many bell sockets of `userId` this process holds. */
  count(userId: string): number {
    return this.users.get(userId)?.size ?? 0;
  }

  /** Tells the audience's open bells, in every process; call it after the transaction committed. */
  notify(audience: BellAudience, message: BellMessage): void {
    this.bus.publish({ audience, frame: JSON.stringify(message) });
  }

  close(): Promise<void> {
    return this.bus.close();
  }

  private deliver({ audience, frame }: BusMessage): void {
    const targets = audience.all
      ? [...this.users.values()]
      : audience.userIds.map((id) => this.users.get(id)).filter((s) => s !== undefined);
    for (const sockets of targets)
      for (const socket of sockets) if (socket.readyState === WebSocket.OPEN) socket.send(frame);
  }
}
