/**
 * The Kysely instance: an embedded SQLite file by default, PostgreSQL when a URL is given.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { cachedStatements } from './statement-cache';
import type { Database } from './types';

export type { Database } from './types';

export interface DbOptions {
  /** Directory of the SQLite file `dougong.sqlite`; created when missing. */
  dataDir: string;
  /** postgres://... to use PostgreSQL instead. */
  databaseUrl?: string;
}

/** Opens an SQLite file in WAL mode with foreign keys enforced, its prepared statements reused by SQL text. */
function sqliteDialect(file: string): SqliteDialect {
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers proceed while a write is in progress; the timeout rides out short write contention.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  // SQLite leaves foreign keys off unless asked, per connection.
  sqlite.pragma('foreign_keys = ON');
  return new SqliteDialect({ database: cachedStatements(sqlite) });
}

function postgresDialect(connectionString: string): PostgresDialect {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection emits 'error' on the pool; unhandled, it would end the process.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  return new PostgresDialect({ pool });
}

/**
 * Creates the database handle. The caller owns it and calls `db.destroy()` on shutdown.
 *
 * @example
 * const db = createDb({ dataDir: './data' });                          // ./data/dougong.sqlite
 * const db = createDb({ dataDir: './data', databaseUrl: 'postgres://postgres@127.0.0.1:5432/dougong' });
 */
export function createDb(options: DbOptions): Kysely<Database> {
  if (options.databaseUrl) return new Kysely<Database>({ dialect: postgresDialect(options.databaseUrl) });
  mkdirSync(options.dataDir, { recursive: true });
  return new Kysely<Database>({ dialect: sqliteDialect(join(options.dataDir, 'dougong.sqlite')) });
}

export type DialectName = 'sqlite' | 'postgres';

/**
 * Which engine a Kysely instance talks to, read from its adapter, so callers need not carry it around.
 *
 * @example
 * dialectOf(createDb({ dataDir: './data' })) // 'sqlite'
 */
export function dialectOf(db: Kysely<Database>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
