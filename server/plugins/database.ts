/**
 * Shares the database handle and the clock with every route. The clock is injectable so that tests can
 * move time (lockout windows, session expiry) without sleeping.
 */
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { dialectOf, type Database, type DialectName } from '../db/index';

/** The current time; `() => new Date()` in production. */
export type Clock = () => Date;

export interface DatabasePluginOptions {
  db: Kysely<Database>;
  clock?: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: DialectName;
    clock: Clock;
  }
}

/**
 * Decorates `app.db`, `app.dialect` and `app.clock`. The caller owns the database and destroys it.
 *
 * @example
 * await app.register(databasePlugin, { db, clock: () => new Date('2026-01-01T00:00:00Z') });
 */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, options) => {
    app.decorate('db', options.db);
    app.decorate('dialect', dialectOf(options.db));
    app.decorate('clock', options.clock ?? (() => new Date()));
  },
  { name: 'database', fastify: '5.x' },
);
