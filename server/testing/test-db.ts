/**
 * Test databases on every dialect, as Kysely's own tests do: SQLite always, PostgreSQL too when
 * TEST_DATABASE_URL is set. Each `open()` makes a throwaway database (a temp dir, or `dougong_t_<random>`
 * created through that URL) and `destroy()` removes it, so runs never see each other's data.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp } from '../app';
import { createDb, type Database, type DialectName } from '../db/index';
import { migrateToLatest } from '../db/migrate';
import { seedIfEmpty } from '../db/seed/index';
import { syncPages } from '../db/seed/pages';

export interface TestDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Closes the connections and deletes the database. */
  destroy(): Promise<void>;
}

export interface TestDialect {
  name: DialectName;
  /** A new, empty database of this dialect. */
  open(): Promise<TestDatabase>;
}

const sqlite: TestDialect = {
  name: 'sqlite',
  async open() {
    const dataDir = mkdtempSync(join(tmpdir(), 'dougong-test-'));
    const db = createDb({ dataDir });
    return {
      db,
      dialect: 'sqlite',
      async destroy() {
        await db.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function postgres(adminUrl: string): TestDialect {
  return {
    name: 'postgres',
    async open() {
      // A generated name of [a-z0-9_] only, so it is safe to put in the statement.
      const name = `dougong_t_${randomBytes(6).toString('hex')}`;
      await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const db = createDb({ dataDir: tmpdir(), databaseUrl: url.toString() });
      return {
        db,
        dialect: 'postgres',
        async destroy() {
          await db.destroy();
          await withAdmin(adminUrl, async (client) => {
            await client.query(
              'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
              [name],
            );
            await client.query(`DROP DATABASE IF EXISTS ${name}`);
          });
        },
      };
    },
  };
}

/**
 * The dialects to loop over: SQLite, plus PostgreSQL when TEST_DATABASE_URL is set.
 *
 * @example
 * describe.each(dialects())('login on $name', (dialect) => { ... });
 */
export function dialects(env: NodeJS.ProcessEnv = process.env): TestDialect[] {
  const url = env.TEST_DATABASE_URL?.trim();
  return url ? [sqlite, postgres(url)] : [sqlite];
}

/** A clock tests move by hand: lockout windows and session expiry without sleeping. */
export class TestClock {
  private current: number;

  constructor(start: Date = new Date('2026-03-02T02:00:00.000Z')) {
    this.current = start.getTime();
  }

  /** The clock function to hand to buildApp / seedIfEmpty. */
  readonly now = (): Date => new Date(this.current);

  advance(ms: number): void {
    this.current += ms;
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  dialect: DialectName;
  clock: TestClock;
  close(): Promise<void>;
}

export interface WithAppOptions {
  /** Seed the demo data and the pages of src/pages-json, as start-up does (default true). */
  seed?: boolean;
  /** Add routes before the app is ready (e.g. a permission-coded probe). */
  extend?: (app: FastifyInstance) => unknown;
  staticDir?: string;
  /** Folder of uploaded files (the upload suite passes a temporary one). */
  uploadDir?: string;
  /** Share the session cache's generation through this Redis. */
  redisUrl?: string;
  /** CORS_ORIGINS of the app. */
  corsOrigins?: readonly string[];
}

/**
 * A migrated (and by default seeded, pages included) database of `dialect` with the app built on it and a movable clock.
 *
 * @example
 * let t: TestApp;
 * beforeAll(async () => { t = await withApp(dialect); });
 * afterAll(() => t.close());
 * const res = await t.app.inject({ method: 'GET', url: '/platform/health' });
 */
export async function withApp(dialect: TestDialect, options: WithAppOptions = {}): Promise<TestApp> {
  const database = await dialect.open();
  const clock = new TestClock();
  try {
    await migrateToLatest(database.db);
    if (options.seed !== false) {
      await seedIfEmpty(database.db, { clock: clock.now });
      await syncPages(database.db, { clock: clock.now });
    }
    const violations: string[] = [];
    const app = await buildApp({
      db: database.db,
      clock: clock.now,
      reportContractViolation: (violation) => violations.push(violation),
      staticDir: options.staticDir,
      uploadDir: options.uploadDir,
      redisUrl: options.redisUrl,
      corsOrigins: options.corsOrigins,
    });
    await options.extend?.(app);
    await app.ready();
    return {
      app,
      db: database.db,
      dialect: database.dialect,
      clock,
      async close() {
        await app.close();
        await database.destroy();
        if (violations.length > 0)
          throw new Error(`Answers outside schemas/results.ts:\n${[...new Set(violations)].join('\n')}`);
      },
    };
  } catch (error) {
    await database.destroy();
    throw error;
  }
}

/** One setup of a cache test: a process on `dialect`, or two sharing it and Redis (`redisUrl`). */
export interface ProcessSetup {
  name: string;
  dialect: TestDialect;
  /** Set when the setup is two processes sharing PostgreSQL and this Redis. */
  redisUrl?: string;
}

/**
 * What a cache must hold true on: one process on each dialect, and two processes sharing PostgreSQL and
 * Redis when TEST_DATABASE_URL and TEST_REDIS_URL are set (.ci/run sets both when the services answer).
 *
 * @example
 * describe.each(processSetups())('the session cache, $name', ({ dialect, redisUrl }) => { ... });
 */
export function processSetups(env: NodeJS.ProcessEnv = process.env): ProcessSetup[] {
  const redisUrl = env.TEST_REDIS_URL?.trim();
  return [
    ...dialects(env).map((dialect) => ({ name: `one process on ${dialect.name}`, dialect })),
    ...dialects(env)
      .filter((dialect) => dialect.name === 'postgres' && redisUrl)
      .map((dialect) => ({ name: 'two processes on postgres + redis', dialect, redisUrl })),
  ];
}

/**
 * The app a setup's second "process" answers from: with `redisUrl`, another app on `t`'s database with its
 * own caches, sharing the write generation through Redis (the caller closes it); without, `t.app` itself.
 *
 * @example
 * t = await withApp(dialect, { redisUrl });
 * other = await secondProcess(t, redisUrl);
 */
export async function secondProcess(t: TestApp, redisUrl: string | undefined): Promise<FastifyInstance> {
  if (!redisUrl) return t.app;
  const app = await buildApp({ db: t.db, clock: t.clock.now, redisUrl });
  await app.ready();
  return app;
}
