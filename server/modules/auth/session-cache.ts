/**
 * The session and permission lookup of every request, cached in memory (issue 15): resolving a token
 * costs three queries (session, roles, permission codes), the guard runs it on every call.
 *
 * Exactness comes from a generation number, not from expiry times: every successful state-changing call
 * bumps it (plugins/auth.ts), and a request whose generation differs from the one the cache was filled
 * under empties the cache first. So a logout, freeze, password change, role or grant change takes effect
 * on the very next request — in this process through a counter, across server processes through one
 * Redis key (`REDIS_URL`): every request reads it (one GET), every write increments it (one INCR).
 * Coarse on purpose: a write of any kind empties the cache, so no route can forget to invalidate it.
 */
import { Redis } from 'ioredis';
import type { SessionUser } from './service';
import { hashToken } from './session-token';

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

/** The Redis key every server process of one installation reads. */
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

interface Entry {
  user: SessionUser;
  /** The session's own end (ms since epoch): a cached session never outlives it. */
  expiresAt: number;
}

/** How a token is turned into its user when the cache does not know it. */
export type Resolver = (token: string, now: Date) => Promise<{ user: SessionUser; expiresAt: number } | null>;

/**
 * Tokens (by hash) to their users, for one generation at a time; unknown and ended tokens are never
 * cached, so they cost a lookup every time (as they should: they are rare and may be an attack).
 *
 * @example
 * const cache = new SessionCache(new LocalGeneration(), resolver);
 * await cache.resolve(token, now) // SessionUser | null
 * await cache.invalidate()        // after a write: the next resolve looks everything up again
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = Number.NaN;

  constructor(
    private readonly shared: Generation,
    private readonly lookUp: Resolver,
    private readonly maxEntries = 10_000,
  ) {}

  /** The user of `token`, from the cache when it is of the current generation. */
  async resolve(token: string, now: Date): Promise<SessionUser | null> {
    const generation = await this.shared.current();
    if (generation !== this.generation) {
      this.entries.clear();
      this.generation = generation;
    }
    // Keyed by the token's hash, so the process never holds usable tokens.
    const key = hashToken(token);
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now.getTime()) return hit.user;
    if (hit) this.entries.delete(key);
    const found = await this.lookUp(token, now);
    if (!found) return null;
    // A write that bumped the generation while we looked up may have made this answer stale: keep it
    // only if the generation it was read under is still current.
    if (this.generation === generation) {
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, found);
    }
    return found.user;
  }

  /** Forgets every cached session here and, through the shared generation, in every other process. */
  async invalidate(): Promise<void> {
    this.entries.clear();
    // Until the next resolve reads the new generation, nothing looked up now may be kept.
    this.generation = Number.NaN;
    await this.shared.bump();
  }

  /** How many sessions are cached (tests). */
  get size(): number {
    return this.entries.size;
  }

  async close(): Promise<void> {
    await this.shared.close();
  }
}
