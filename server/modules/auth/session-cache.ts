/**
 * The session and permission lookup of every request, cached in memory (issue 15): resolving a token
 * costs three queries (session, roles, permission codes), the guard runs it on every call.
 *
 * Exactness comes from the write generation (db/generation.ts), not from expiry times: the guard reads it
 * at the start of every request, every successful state-changing call bumps it, and a new generation
 * empties this cache. So a logout, freeze, password change, role or grant change takes effect on the very
 * next request, in this process and, through Redis (`REDIS_URL`), in every other.
 */
import type { WriteGeneration } from '../../db/generation';
import type { SessionUser } from './service';
import { hashToken } from './session-token';

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
 * const cache = new SessionCache(generation, resolver);
 * await generation.sync();        // the guard, at the start of the request
 * await cache.resolve(token, now) // SessionUser | null
 * await cache.invalidate()        // after a write: the next resolve looks everything up again
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly generation: WriteGeneration,
    private readonly lookUp: Resolver,
    private readonly maxEntries = 10_000,
  ) {
    generation.onChange(() => this.entries.clear());
  }

  /** The user of `token`, from the cache when it was looked up in the generation the request read. */
  async resolve(token: string, now: Date): Promise<SessionUser | null> {
    // Keyed by the token's hash, so the process never holds usable tokens.
    const key = hashToken(token);
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now.getTime()) return hit.user;
    if (hit) this.entries.delete(key);
    const generation = this.generation.known;
    const found = await this.lookUp(token, now);
    if (!found) return null;
    // A write that bumped the generation while we looked up may have made this answer stale: keep it
    // only if the generation it was read under is still the known one (never when that is NaN).
    if (this.generation.known === generation) {
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, found);
    }
    return found.user;
  }

  /** Forgets every cached session here and, through the shared generation, in every other process. */
  invalidate(): Promise<void> {
    return this.generation.bump();
  }

  /** How many sessions are cached (tests). */
  get size(): number {
    return this.entries.size;
  }
}
