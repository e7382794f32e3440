/**
 * Prepared statements reused by SQL text. Kysely's SQLite driver calls `prepare` for every query; parsing and
 * planning the same SQL again on each request cost ~8 % of the server's CPU under load (issue 15). The same
 * few hundred SQL texts recur (parameters are bound, never inlined), so a bounded cache keeps them.
 */
import type { Database as SqliteHandle, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** How many statements stay prepared; the least recently used one is dropped past this. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite handle Kysely is given: `prepare` answers from an LRU cache keyed by SQL text.
 *
 * Safe to share a statement because Kysely's driver runs one query at a time on its single connection and
 * its `executeQuery` finishes `all()`/`run()` synchronously. Only `streamQuery` keeps a statement open
 * (`iterate`); a statement still busy iterating is never handed out again — a fresh one is prepared.
 *
 * @example
 * new SqliteDialect({ database: cachedStatements(new SqliteDatabase(file)) })
 */
export function cachedStatements(sqlite: SqliteHandle, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently used first.
  const cache = new Map<string, Statement>();
  return {
    prepare(sql: string) {
      const hit = cache.get(sql);
      if (hit && !hit.busy) {
        cache.delete(sql);
        cache.set(sql, hit);
        return hit;
      }
      const statement = sqlite.prepare(sql);
      if (hit) return statement;
      cache.set(sql, statement);
      if (cache.size > size) cache.delete(cache.keys().next().value as string);
      return statement;
    },
    close() {
      cache.clear();
      sqlite.close();
    },
  };
}
