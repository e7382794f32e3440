/**
 * Writes to sys_log: the login log (log_type 1, modules/auth) and the operation log (log_type 2,
 * plugins/operation-log.ts); and the counters the analysis dashboard shows. Reading the log for the log
 * page is list.ts.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/index';
import { newId } from '../../db/ids';

/** log_type of sign-in and sign-out rows (dictionary log_type). */
export const LOG_TYPE_LOGIN = 1;
/** log_type of operation rows (dictionary log_type). */
export const LOG_TYPE_OPERATION = 2;
/** request_url of sign-in rows: the visit counters count successful rows with it. */
export const LOGIN_URL = '/platform/sys/login';
export const LOGOUT_URL = '/platform/sys/logout';

export interface LoginLogEntry {
  username: string;
  userId: string | null;
  ip: string | null;
  userAgent: string | null;
  method: string;
  url: string;
  ok: boolean;
  content: string;
  at: Date;
}

/**
 * Writes one login-log row.
 *
 * @example
 * await writeLoginLog(db, { username: 'admin', userId, ip, userAgent, method: 'POST', url: LOGIN_URL,
 *   ok: true, content: '用户名: admin,登录成功！', at: now });
 */
export async function writeLoginLog(db: Kysely<Database>, entry: LoginLogEntry): Promise<void> {
  await db
    .insertInto('sys_log')
    .values({
      id: newId(),
      log_type: LOG_TYPE_LOGIN,
      log_content: entry.content,
      operate_type: null,
      userid: entry.userId,
      username: entry.username,
      ip: entry.ip,
      user_agent: entry.userAgent,
      method: entry.method,
      request_url: entry.url,
      request_param: null,
      ok: entry.ok ? 1 : 0,
      cost_time: null,
      created_at: entry.at.toISOString(),
    })
    .execute();
}

/** What a call touched, as the operation log names it (plugins/audit.ts). */
export interface LogTarget {
  /** What the record is called: '用户'. */
  type: string;
  /** The id, or the ids comma-separated. */
  id: string;
  /** The display name(s): 'tester1', or 'a、b等12项'. */
  name: string;
  /** An edit's changed fields, JSON [{ field, from, to }], or null. */
  changes: string | null;
}

export interface OperationLogEntry {
  /** What the log says was done: '添加用户「tester1」'. */
  content: string;
  /** operate_type (dictionary operate_type: 2 add, 3 edit, 4 delete). */
  operateType: number;
  userId: string;
  username: string;
  ip: string | null;
  userAgent: string | null;
  method: string;
  /** The path, without the query. */
  url: string;
  /** The parameters, redacted, as JSON text; null without any. */
  params: string | null;
  ok: boolean;
  /** Milliseconds. */
  costTime: number;
  target: LogTarget | null;
  at: Date;
}

/**
 * Writes one operation-log row.
 *
 * @example
 * await writeOperationLog(db, { content: '添加用户「tester1」', operateType: 2, userId, username: 'admin',
 *   ip, userAgent, method: 'POST', url: '/platform/sys/user/add', params: '{"body":{...}}', ok: true,
 *   costTime: 12, target: { type: '用户', id, name: 'tester1', changes: null }, at: now });
 */
export async function writeOperationLog(db: Kysely<Database>, entry: OperationLogEntry): Promise<void> {
  await db
    .insertInto('sys_log')
    .values({
      id: newId(),
      log_type: LOG_TYPE_OPERATION,
      log_content: entry.content,
      target_type: entry.target?.type ?? null,
      target_id: entry.target?.id ?? null,
      target_name: entry.target?.name ?? null,
      changes: entry.target?.changes ?? null,
      operate_type: entry.operateType,
      userid: entry.userId,
      username: entry.username,
      ip: entry.ip,
      user_agent: entry.userAgent,
      method: entry.method,
      request_url: entry.url,
      request_param: entry.params,
      ok: entry.ok ? 1 : 0,
      cost_time: entry.costTime,
      created_at: entry.at.toISOString(),
    })
    .execute();
}

function successfulLogins(db: Kysely<Database>) {
  return db
    .selectFrom('sys_log')
    .where('log_type', '=', LOG_TYPE_LOGIN)
    .where('ok', '=', 1)
    .where('request_url', '=', LOGIN_URL);
}

/**
 * How many successful sign-ins there have been in all.
 *
 * @example
 * await countLogins(db) // 42
 */
export async function countLogins(db: Kysely<Database>): Promise<number> {
  const row = await successfulLogins(db)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count() as a bigint string.
  return Number(row.n);
}

/** Sign-ins in one time window: how many, and from how many distinct addresses. */
export interface LoginCount {
  visit: number;
  ip: number;
}

/**
 * The successful sign-ins in each window [bounds[i], bounds[i + 1]), counted by the database in one
 * query (a bucket per window), whatever the number of rows: one sum and one count(distinct) each.
 *
 * @example
 * await loginCounts(db, [mondayIso, tuesdayIso, wednesdayIso]) // [{ visit: 12, ip: 3 }, { visit: 9, ip: 2 }]
 */
export async function loginCounts(db: Kysely<Database>, bounds: readonly string[]): Promise<LoginCount[]> {
  if (bounds.length < 2) return [];
  const windows = bounds.slice(0, -1).map((from, i) => [from, bounds[i + 1]] as const);
  const inWindow = (from: string, to: string) => sql`created_at >= ${from} and created_at < ${to}`;
  const row = await successfulLogins(db)
    .select(
      windows.flatMap(([from, to], i) => [
        sql<number>`sum(case when ${inWindow(from, to)} then 1 else 0 end)`.as(`v${i}`),
        sql<number>`count(distinct case when ${inWindow(from, to)} then coalesce(ip, '') end)`.as(`i${i}`),
      ]),
    )
    .where('created_at', '>=', bounds[0])
    .where('created_at', '<', bounds[bounds.length - 1])
    .executeTakeFirstOrThrow();
  const counts = row as Record<string, unknown>;
  // PostgreSQL answers sums and counts as bigint strings; an empty window's sum is null.
  return windows.map((_, i) => ({ visit: Number(counts[`v${i}`] ?? 0), ip: Number(counts[`i${i}`] ?? 0) }));
}
