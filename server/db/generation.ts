/**
 * The write generation (issue 15): a number every successful state-changing call increments before its
 * answer leaves (plugins/auth.ts). Whatever the server remembers of the database — sessions and permission
 * codes (modules/auth/session-cache.ts), counts, menus, dictionaries (read-cache.ts) — is remembered for one
 * generation only, so a write is seen by the very next request: in one process through a counter, across
 * server processes through one Redis key (`REDIS_URL`), read once a request (one GET) and incremented once a
 * write (one INCR). Coarse on purpose: a write of any kind forgets everything, so no route can forget to.
 */
import { Redis } from 'ioredis';

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

/** The generation shared through Redis by every server process. */
export class RedisGeneration implements Generation {
  private readonly redis: Redis;
  constructor(url: string) {
    // Fail a request rather than queue it forever when Redis is away: the guard then answers 500, never
    // a stale permission.
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false });
  }
  async current(): Promise<number> {
    return Number((await this.redis.get(GENERATION_KEY)) ?? 0);
  }
  async bump(): Promise<void> {
    await this.redis.incr(GENERATION_KEY);
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

  constructor(private readonly shared: Generation) {}

  /** The generation values may be kept under now; NaN when none may be. */
  get known(): number {
    return this.value;
  }

  /** Calls `forget` whenever the known generation changes. */
  onChange(forget: () => void): void {
    this.forgetters.push(forget);
  }

  /** Reads the shared generation; a new one makes every cache forget what it holds. */
  async sync(): Promise<void> {
    this.set(await this.shared.current());
  }

  /** Forgets everything here and, through the shared generation, in every other process. */
  async bump(): Promise<void> {
    // Until the next sync reads the new generation, nothing looked up now may be kept.
    this.set(Number.NaN);
    await this.shared.bump();
  }

  close(): Promise<void> {
    return this.shared.close();
  }

  private set(value: number): void {
    // NaN equals nothing, so a bump always forgets.
    if (value === this.value) return;
    this.value = value;
    for (const forget of this.forgetters) forget();
  }
}
