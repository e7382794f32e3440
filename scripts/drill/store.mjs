/**
 * The throwaway stores a drill runs the server on, and what the drill reads from them directly (what the
 * API cannot show: the integrity of the file, orphan rows, the audit log). SQLite lives in a temp
 * DATA_DIR; PostgreSQL in a `dougong_drill_<random>` database created through DRILL_DATABASE_URL and
 * dropped after. Both are removed at cleanup, however the drill ends.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { atCleanup } from './cleanup.mjs';

/** Where PostgreSQL is looked for when DRILL_DATABASE_URL is not set: the machine's own service. */
export const DEFAULT_PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

const ORPHAN_ITEMS =
  'SELECT COUNT(*) AS n FROM sys_dict_item i LEFT JOIN sys_dict d ON d.id = i.dict_id WHERE d.id IS NULL';
const ITEMS_PER_DICT = 'SELECT dict_id, COUNT(*) AS n FROM sys_dict_item GROUP BY dict_id';
const OK_OPERATION_LOG = 'SELECT request_url, request_param FROM sys_log WHERE log_type = 2 AND ok = 1';

/**
 * A fresh SQLite store.
 *
 * @example
 * const store = sqliteStore();
 * await startServer({ port, env: store.env });
 * await store.problems(); // [] when the file is sound
 */
export function sqliteStore() {
  const dataDir = mkdtempSync(join(tmpdir(), 'dougong-drill-'));
  const drop = atCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const read = (work) => {
    const db = new SqliteDatabase(join(dataDir, 'dougong.sqlite'), { readonly: true, fileMustExist: true });
    try {
      return work(db);
    } finally {
      db.close();
    }
  };
  return {
    name: 'SQLite',
    env: { DATA_DIR: dataDir },
    async problems() {
      return read((db) => {
        const found = [];
        const integrity = db.pragma('integrity_check', { simple: true });
        if (integrity !== 'ok') found.push(`integrity_check: ${integrity}`);
        const keys = db.pragma('foreign_key_check');
        if (keys.length) found.push(`foreign_key_check: ${keys.length} rows point nowhere`);
        const orphans = db.prepare(ORPHAN_ITEMS).get().n;
        if (orphans) found.push(`${orphans} dictionary items without their dictionary`);
        return found;
      });
    },
    async itemsPerDict() {
      return read(
        (db) =>
          new Map(
            db
              .prepare(ITEMS_PER_DICT)
              .all()
              .map((r) => [r.dict_id, Number(r.n)]),
          ),
      );
    },
    async okOperationLog() {
      return read((db) => db.prepare(OK_OPERATION_LOG).all());
    },
    drop,
  };
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh PostgreSQL database on the server of `adminUrl`, or null with the reason when that server does
 * not answer (the drill then reports PostgreSQL as skipped).
 *
 * @example
 * const store = await postgresStore('postgres://postgres@127.0.0.1:5432/postgres');
 */
export async function postgresStore(adminUrl) {
  // A generated name of [a-z0-9_] only, so it is safe to put in the statement.
  const name = `dougong_drill_${randomBytes(6).toString('hex')}`;
  try {
    await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  } catch (error) {
    return { skipped: `${adminUrl} did not answer (${error.message || error.code || error})` };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'dougong-drill-'));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = atCleanup(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await withClient(adminUrl, async (client) => {
      await client.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
    });
  });
  const read = (sql) => withClient(url.toString(), async (client) => (await client.query(sql)).rows);
  return {
    name: 'PostgreSQL',
    // DATA_DIR still holds uploads; the rows go to the throwaway database.
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async problems() {
      const orphans = Number((await read(ORPHAN_ITEMS))[0].n);
      return orphans ? [`${orphans} dictionary items without their dictionary`] : [];
    },
    async itemsPerDict() {
      return new Map((await read(ITEMS_PER_DICT)).map((r) => [r.dict_id, Number(r.n)]));
    },
    async okOperationLog() {
      return read(OK_OPERATION_LOG);
    },
    drop,
  };
}
