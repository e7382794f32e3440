/**
 * Is a socket's session still live? Asked on every message a socket sends, so a logout, freeze or password
 * change closes the socket at its next message.
 *
 * One process: the guard's session cache is exact (every write in this process empties it at once). Several
 * processes (REDIS_URL): this process's cache learns of another's writes only on its next HTTP request, so
 * the check reads the shared write generation itself (db/generation.ts; one Redis GET) and looks the session
 * up again only when a write has happened anywhere since it last did — instead of three queries a message.
 */
import type { Kysely } from 'kysely';
import { Redis } from 'ioredis';
import { GENERATION_KEY } from '../../db/generation';
import type { Database } from '../../db/index';
import type { SessionCache } from '../auth/session-cache';
import { lookUpSession, type SessionUser } from '../auth/service';
import { hashToken } from '../auth/session-token';
import { closeRedis } from './bus';

/** Tells whether `token`'s session is live, and its user. */
export interface SessionCheck {
  check(token: string): Promise<SessionUser | null>;
  close(): Promise<void>;
}

/**
 * The check of a single process: the guard's cache.
 *
 * @example
 * const sessions = new LocalSessionCheck(app.sessionCache, app.clock);
 */
export class LocalSessionCheck implements SessionCheck {
  constructor(
    private readonly cache: SessionCache,
    private readonly clock: () => Date,
  ) {}

  check(token: string): Promise<SessionUser | null> {
    return this.cache.resolve(token, this.clock());
  }

  async close(): Promise<void> {}
}

interface Known {
  generation: string;
  user: SessionUser;
  expiresAt: number;
}

/** Sessions remembered at most; beyond it the memory starts again (each costs one lookup then). */
const MAX_KNOWN = 10_000;

/**
 * The check of one of several processes sharing Redis.
 *
 * @example
 * const sessions = new SharedSessionCheck('redis://127.0.0.1:6379', app.db, app.clock);
 * await sessions.check(token) // SessionUser | null
 */
export class SharedSessionCheck implements SessionCheck {
  private readonly redis: Redis;
  private readonly known = new Map<string, Known>();

  constructor(
    url: string,
    private readonly db: Kysely<Database>,
    private readonly clock: () => Date,
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 1 });
    // Unreachable Redis is handled below (a lookup every time); without a listener ioredis prints each retry.
    this.redis.on('error', () => {});
  }

  async check(token: string): Promise<SessionUser | null> {
    const key = hashToken(token);
    // Read before the lookup: a write after this read changes the generation the next check sees.
    const generation = await this.redis.get(GENERATION_KEY).then(
      (value) => value ?? '0',
      () => null,
    );
    const now = this.clock();
    const hit = this.known.get(key);
    if (generation !== null && hit?.generation === generation && hit.expiresAt > now.getTime())
      return hit.user;
    const found = await lookUpSession(this.db, token, now);
    if (!found) {
      this.known.delete(key);
      return null;
    }
    if (generation !== null) {
      if (this.known.size >= MAX_KNOWN) this.known.clear();
      this.known.set(key, { generation, user: found.user, expiresAt: found.expiresAt });
    }
    return found.user;
  }

  async close(): Promise<void> {
    await closeRedis(this.redis).catch(() => {});
  }
}
