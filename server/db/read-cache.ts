/**
 * Reads remembered for one write generation (issue 15, db/generation.ts): the count of a list's filter,
 * a role set's menu, a dictionary's items. Exact, not eventually right: a value is kept only while the
 * generation it was computed under is the one this process knows, and every request reads the generation
 * before it reads anything else. A write bumps it before its answer leaves, so the next request — here or
 * in another process — finds nothing computed before that write.
 */
import type { WriteGeneration } from './generation';

/**
 * How a read is remembered: the value of `key` in this generation, or `compute()` once. Keys name what
 * the value depends on completely (the SQL and its parameters, a role set, a dictionary code).
 */
export type Remember = <T>(key: string, compute: () => Promise<T>) => Promise<T>;

/**
 * Remembers nothing: for callers without a cache (domain tests, transactions, scripts).
 *
 * @example
 * await listUsers(db, caller, query) // counts every time, as with `computeEachTime`
 */
export const computeEachTime: Remember = (_key, compute) => compute();

/**
 * Values by key for the current generation. Concurrent requests for a key share one computation, so the
 * 50 requests that arrive right after a write cost one count, not fifty; a failed computation is not kept.
 *
 * @example
 * const reads = new ReadCache(generation);
 * const total = await reads.remember(`count:${sql}`, () => countRows()); // counted once a generation
 */
export class ReadCache {
  private readonly entries = new Map<string, Promise<unknown>>();

  constructor(
    private readonly generation: WriteGeneration,
    private readonly maxEntries = 10_000,
  ) {
    generation.onChange(() => this.entries.clear());
  }

  /** Usable where a `Remember` is expected. */
  readonly remember: Remember = <T>(key: string, compute: () => Promise<T>): Promise<T> => {
    const hit = this.entries.get(key);
    if (hit) return hit as Promise<T>;
    const pending = compute();
    // NaN: a write of this process is announcing a new generation; nothing read now may be kept.
    if (Number.isNaN(this.generation.known)) return pending;
    // Kept from the start: a new generation while it computes drops it, with whatever it will answer.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, pending);
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    });
    return pending;
  };

  /** How many values are kept (tests). */
  get size(): number {
    return this.entries.size;
  }
}
