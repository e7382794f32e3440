/**
 * The login log (sys_log, log_type 1) and the counters the analysis dashboard shows.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/index';
import { newId } from '../../db/ids';

/** log_type of sign-in and sign-out rows (dictionary log_type). */
export const LOG_TYPE_LOGIN = 1;
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
