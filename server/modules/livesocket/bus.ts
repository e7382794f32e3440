/**
 * The live table's bus: how a message reaches every server process that holds sockets of its page. One
 * process by default (an EventEmitter); with REDIS_URL, Redis pub/sub, so browsers connected to different
 * processes behind one load balancer see each other's edits.
 *
 * Either way a message is delivered to this process's sockets at once, synchronously; Redis carries it
 * to the other processes only, and each process ignores its own messages when Redis echoes them back.
 */
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/** One message for the sockets of a page. */
export interface BusMessage {
  pageId: string;
  /** The socket that sent it (never given it back), or '' when the server publishes. */
  from: string;
  /** Only sockets whose user holds this permission code receive it; '' for every socket of the page. */
  permission: string;
  /** The frame as sent to browsers, serialised once. */
  frame: Buffer;
}

/** Where messages go: every process's `onMessage` listeners, this one's included. */
export interface LiveBus {
  publish(message: BusMessage): void;
  /** Resolves once messages of other processes arrive (the Redis subscription is in place). */
  ready(): Promise<void>;
  onMessage(listener: (message: BusMessage) => void): void;
  close(): Promise<void>;
}

/**
 * The bus of one server process.
 *
 * @example
 * const bus = new LocalBus();
 * bus.onMessage((m) => hub.deliver(m));
 * bus.publish({ pageId: 'p1', from: '', permission: '', frame });
 */
export class LocalBus implements LiveBus {
  protected readonly emitter = new EventEmitter();

  publish(message: BusMessage): void {
    this.emitter.emit('message', message);
  }

  onMessage(listener: (message: BusMessage) => void): void {
    this.emitter.on('message', listener);
  }

  async ready(): Promise<void> {}

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/** The Redis channel every process of one installation publishes to and listens on. */
export const LIVE_CHANNEL = 'dougong:livesocket';

/**
 * Ends a connection: QUIT when connected, else at once — a QUIT queued behind a Redis that is away would wait
 * out every retry.
 *
 * @example
 * await closeRedis(subscriber);
 */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit();
  else redis.disconnect();
}

/** Header lines before the frame: process, page, sender, permission. None holds a newline. */
const HEADER_LINES = 4;

/**
 * The bus shared by server processes through Redis pub/sub (two connections: a subscribed one cannot
 * publish). Redis being away loses messages meanwhile (pub/sub keeps nothing), never this process's own.
 *
 * @example
 * const bus = new RedisBus('redis://127.0.0.1:6379', (error) => app.log.warn(error));
 */
export class RedisBus extends LocalBus {
  private readonly instance = randomUUID();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;

  constructor(
    url: string,
    private readonly onError: (error: unknown) => void,
  ) {
    super();
    this.publisher = new Redis(url, { maxRetriesPerRequest: 1 });
    this.subscriber = new Redis(url);
    this.publisher.on('error', onError);
    this.subscriber.on('error', onError);
    void this.subscriber.subscribe(LIVE_CHANNEL).catch(onError);
    this.subscriber.on('messageBuffer', (_channel: Buffer, raw: Buffer) => {
      const message = this.decode(raw);
      if (message) this.emitter.emit('message', message);
    });
  }

  /** Resolves once subscribed, or at the first connection error: a Redis that is away delays nothing. */
  override ready(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        this.subscriber.off('error', done);
        resolve();
      };
      this.subscriber.once('error', done);
      this.subscriber.subscribe(LIVE_CHANNEL).then(done, done);
    });
  }

  override publish(message: BusMessage): void {
    super.publish(message);
    const header = [this.instance, message.pageId, message.from, message.permission].join('\n');
    void this.publisher
      .publish(LIVE_CHANNEL, Buffer.concat([Buffer.from(`${header}\n`), message.frame]))
      // The sender's own process has delivered already; the others miss this one.
      .catch(this.onError);
  }

  override async close(): Promise<void> {
    await super.close();
    await Promise.allSettled([this.publisher, this.subscriber].map(closeRedis));
  }

  /** Another process's message, or null for this process's own echo and anything malformed. */
  private decode(raw: Buffer): BusMessage | null {
    const fields: string[] = [];
    let start = 0;
    for (let i = 0; i < HEADER_LINES; i++) {
      const end = raw.indexOf(10, start);
      if (end < 0) return null;
      fields.push(raw.toString('utf8', start, end));
      start = end + 1;
    }
    const [instance, pageId, from, permission] = fields;
    if (instance === this.instance) return null;
    return { pageId, from, permission, frame: raw.subarray(start) };
  }
}
