/**
 * The app a fuzz run attacks: a throwaway, seeded SQLite database with the whole app on it, an admin caller
 * and the operations of the app's own OpenAPI document.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/index';
import { createSession } from '../../server/modules/auth/repo';
import { hashToken, newToken, SESSION_TTL_MS } from '../../server/modules/auth/session-token';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';
import { KNOWN_IDS, type Resolve } from './arbitrary';
import { adminCaller, operationsOf, type Caller, type OpenApiDocument, type Operation } from './drill';

export interface FuzzTarget {
  app: TestApp['app'];
  call: Caller;
  operations: Operation[];
  resolve: Resolve;
  close(): Promise<void>;
}

/**
 * A new admin session, written straight to the database: a fuzzed call may change admin's password, after
 * which signing in would fail.
 *
 * @example
 * const token = await mintAdminToken(db, new Date());
 */
export async function mintAdminToken(db: Kysely<Database>, now: Date): Promise<string> {
  const admin = await db
    .selectFrom('sys_user')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  const token = newToken();
  await createSession(db, {
    tokenHash: hashToken(token),
    userId: admin.id,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
    ip: '127.0.0.1',
    userAgent: 'fuzz',
  });
  return token;
}

const ID_TABLES = [
  'sys_user',
  'sys_role',
  'sys_permission',
  'sys_depart',
  'sys_dict',
  'sys_dict_item',
  'sys_position',
  'onl_design',
] as const;

/** Ids of the seeded rows of every table a route takes ids of (users, roles, menus, departments ...). */
async function rememberIds(db: Kysely<Database>): Promise<void> {
  for (const table of ID_TABLES) {
    const rows = await db.selectFrom(table).select('id').limit(30).execute();
    KNOWN_IDS.set(
      table,
      rows.map((row) => row.id),
    );
  }
}

/**
 * @example
 * const target = await openFuzzTarget();
 * for (const operation of target.operations) await fuzzOperation(target.call, operation, target.resolve, { numRuns: 200 });
 * await target.close();
 */
export async function openFuzzTarget(): Promise<FuzzTarget> {
  const t = await withApp(dialects()[0]!);
  // A throwaway database need not survive a power cut: no fsync per write (most fuzzed writes also write
  // an operation-log row), which is most of a write's cost on a busy disk.
  await sql`PRAGMA synchronous = OFF`.execute(t.db);
  await rememberIds(t.db);
  const call = adminCaller(t.app, () => mintAdminToken(t.db, t.clock.now()));
  const answer = await call({ method: 'GET', url: '/platform/docs' });
  if (answer.statusCode !== 200) throw new Error(`GET /platform/docs answered ${answer.statusCode}`);
  const { operations, resolve } = operationsOf(answer.json() as OpenApiDocument);
  return { app: t.app, call, operations, resolve, close: () => t.close() };
}
