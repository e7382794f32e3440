/**
 * The login log (sys_log, log_type 1) and the counters the analysis dashboard shows.
 */
import type { Kysely } from 'kysely';
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

/** One successful sign-in: when and from where. */
export interface LoginEvent {
  at: string;
  ip: string | null;
}

/**
 * The successful sign-ins in [fromIso, toIso), for per-day counters.
 *
 * @example
 * await loginsBetween(db, '2026-05-01T00:00:00.000Z', '2026-05-08T00:00:00.000Z')
 */
export async function loginsBetween(
  db: Kysely<Database>,
  fromIso: string,
  toIso: string,
): Promise<LoginEvent[]> {
  const rows = await successfulLogins(db)
    .select(['created_at', 'ip'])
    .where('created_at', '>=', fromIso)
    .where('created_at', '<', toIso)
    .execute();
  return rows.map((row) => ({ at: row.created_at, ip: row.ip }));
}
