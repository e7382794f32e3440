/**
 * The write generation (issue 15): a number every successful state-changing call increments before its
 * answer leaves (plugins/auth.ts). Whatever the server remembers of the database — sessions and permission
 * codes (modules/auth/session-cache.ts), counts, menus, dictionaries (read-cache.ts) — is remembered for one
 * generation only, so a write is seen by the very next request: in one process through a counter, across
 * server processes through one Redis key (`REDIS_URL`), read once a request (one GET) and incremented once a
 * write (one INCR). Coarse on purpose: a write of any kind forgets everything, so no route can forget to.
 */
import { Redis } from 'ioredis';
import { APP_ERR_SHARED_STATE_DOWN } from '../errors';

/** Where the generation lives: this process, or Redis shared by every server process. */
export interface Generation {
  current(): Promise<number>;
  bump(): Promise<void>;
  close(): Promise<void>;
}

/** The generation of a single server process. */
export class LocalGeneration implements Generation {
  private value = 0;
  async current(): Promise<number> {
    return this.value;
  }
  async bump(): Promise<void> {
    this.value++;
  }
  async close(): Promise<void> {}
}

/** The Redis key every server process of one installation reads (named when it served sessions only). */
export const GENERATION_KEY = 'dougong:auth-generation';

/** What Redis answered, or 503 (APP_ERR_SHARED_STATE_DOWN) when it could not be reached. */
async function shared<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (cause) {
    // The cause (connection refused, timeout) is ioredis's; what the caller can do is the same.
    void cause;
    throw new APP_ERR_SHARED_STATE_DOWN();
  }
}

/** The generation shared through Redis by every server process. */
export class RedisGeneration implements Generation {
  private readonly redis: Redis;
  constructor(url: string) {
    // Fail a request rather than queue it forever when Redis is away: the guard then answers 503 with
    // a Chinese message, never a stale permission.
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false });
    // Without a listener ioredis prints every failed reconnection as an unhandled error event.
    this.redis.on('error', () => {});
  }
  async current(): Promise<number> {
    return Number((await shared(this.redis.get(GENERATION_KEY))) ?? 0);
  }
  async bump(): Promise<void> {
    await shared(this.redis.incr(GENERATION_KEY));
  }
  async close(): Promise<void> {
    await this.redis.quit();
  }
}

/**
 * This process's view of the generation, and the caches that hold values of it. `known` is the generation
 * the last request read (`sync`), or NaN while a write of this process is announcing a new one: values
 * looked up then must not be kept. Each cache registers a `forget` that empties it when `known` changes.
 *
 * @example
 * const generation = new WriteGeneration(new LocalGeneration());
 * generation.onChange(() => entries.clear());
 * await generation.sync(); // at the start of each request
 * await generation.bump(); // after each successful write, before its answer leaves
 */
export class WriteGeneration {
  private value = Number.NaN;
  private readonly forgetters: (() => void)[] = [];
  /** A bump the shared generation has not taken yet (Redis was away): paid before anything is read. */
  private owed = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly shared: Generation,
    private readonly retryEveryMs = 1000,
  ) {}

  /** The generation values may be kept under now; NaN when none may be. */
  get known(): number {
    return this.value;
  }

  /** Calls `forget` whenever the known generation changes. */
  onChange(forget: () => void): void {
    this.forgetters.push(forget);
  }

  /**
   * Reads the shared generation; a new one makes every cache forget what it holds. When it cannot be
   * read (Redis away), forgets everything and throws APP_ERR_SHARED_STATE_DOWN (503): a request is refused
   * rather than answered from what another process may have changed since.
   */
  async sync(): Promise<void> {
    try {
      if (this.owed) await this.pay();
      this.set(await this.shared.current());
    } catch (error) {
      this.set(Number.NaN);
      throw error;
    }
  }

  /**
   * Forgets everything here and, through the shared generation, in every other process. Never throws: the
   * write it follows is done, so when Redis is away the bump is owed — paid by the next `sync` or a retry
   * every `retryEveryMs`, whichever comes first — and this process remembers nothing meanwhile.
   */
  async bump(): Promise<void> {
    // Until the next sync reads the new generation, nothing looked up now may be kept.
    this.set(Number.NaN);
    try {
      await this.pay();
    } catch {
      this.retry ??= setInterval(() => void this.pay().catch(() => {}), this.retryEveryMs).unref();
    }
  }

  close(): Promise<void> {
    clearInterval(this.retry);
    return this.shared.close();
  }

  private async pay(): Promise<void> {
    this.owed = true;
    await this.shared.bump();
    this.owed = false;
    clearInterval(this.retry);
    this.retry = undefined;
  }

  private set(value: number): void {
    // NaN equals nothing, so a bump always forgets.
    if (value === this.value) return;
    this.value = value;
    for (const forget of this.forgetters) forget();
  }
}
