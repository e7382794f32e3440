/**
 * Queries of sign-in: users by name, login failures, sessions, role codes, and the purge of ended ones.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import { dialectOf, type Database } from '../../db/index';
import type { SysUserTable } from '../../db/types';
import { newId } from '../../db/ids';

export type UserRow = Selectable<SysUserTable>;

/** The user behind a live session. */
export interface SessionOwner {
  sessionId: string;
  id: string;
  username: string;
  realname: string;
  /** When the session ends (ISO). */
  expiresAt: string;
}

/**
 * The user who may sign in under `username`: deleted users count as unknown.
 *
 * @example
 * const user = await findUserByUsername(db, 'admin');
 */
export function findUserByUsername(db: Kysely<Database>, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('sys_user')
    .selectAll()
    .where('username', '=', username)
    .where('del_flag', '=', 0)
    .executeTakeFirst();
}

/**
 * When `username` failed to sign in since `sinceIso`, oldest first.
 *
 * @example
 * await failuresSince(db, 'admin', '2026-01-01T00:00:00.000Z') // ['2026-01-01T00:03:00.000Z', ...]
 */
export async function failuresSince(
  db: Kysely<Database>,
  username: string,
  sinceIso: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('sys_login_failure')
    .select('created_at')
    .where('username', '=', username)
    .where('created_at', '>', sinceIso)
    .orderBy('created_at', 'asc')
    .execute();
  return rows.map((row) => row.created_at);
}

/**
 * When sign-ins from `ip` (an address or network, as recordFailure stored it) failed since `sinceIso`,
 * oldest first.
 *
 * @example
 * await failuresFromSince(db, '203.0.113.7', '2026-01-01T00:00:00.000Z') // ['2026-01-01T00:03:00.000Z', ...]
 */
export async function failuresFromSince(
  db: Kysely<Database>,
  ip: string,
  sinceIso: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('sys_login_failure')
    .select('created_at')
    .where('ip', '=', ip)
    .where('created_at', '>', sinceIso)
    .orderBy('created_at', 'asc')
    .execute();
  return rows.map((row) => row.created_at);
}

/**
 * Records one wrong password for `username`, tried from `ip`.
 *
 * @example
 * await recordFailure(db, 'admin', '203.0.113.7', now.toISOString())
 */
export async function recordFailure(
  db: Kysely<Database>,
  username: string,
  ip: string | null,
  atIso: string,
): Promise<string> {
  const id = newId();
  await db.insertInto('sys_login_failure').values({ id, username, ip, created_at: atIso }).execute();
  return id;
}

/** Withdraws one recorded failure (an attempt counted up front that turned out not to be a wrong password). */
export async function withdrawFailure(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('sys_login_failure').where('id', '=', id).execute();
}

/**
 * Serialises sign-in attempts on the same keys (a username, an address) until the transaction ends, so
 * that reading the failures and recording a new one cannot interleave. PostgreSQL takes a transaction-
 * scoped advisory lock per key (in a fixed order, so two attempts never wait on each other); SQLite runs
 * one transaction at a time on its single connection already.
 *
 * @example
 * await db.transaction().execute(async (tx) => { await lockSignInKeys(tx, ['u:admin', 'ip:203.0.113.7']); ... })
 */
export async function lockSignInKeys(tx: Kysely<Database>, keys: readonly string[]): Promise<void> {
  if (dialectOf(tx) !== 'postgres') return;
  for (const key of [...keys].sort())
    await sql`select pg_advisory_xact_lock(hashtext(${`login:${key}`}))`.execute(tx);
}

/** Forgets the failures of `username` (after a successful sign-in). @example await clearFailures(db, 'admin') */
export async function clearFailures(db: Kysely<Database>, username: string): Promise<void> {
  await db.deleteFrom('sys_login_failure').where('username', '=', username).execute();
}

export interface NewSession {
  userId: string;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
  ip: string | null;
  userAgent: string | null;
}

/** Stores a session by its token hash. @example await createSession(db, { userId, tokenHash, ... }) */
export async function createSession(db: Kysely<Database>, session: NewSession): Promise<void> {
  await db
    .insertInto('sys_session')
    .values({
      id: newId(),
      token_hash: session.tokenHash,
      user_id: session.userId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      ip: session.ip,
      user_agent: session.userAgent,
    })
    .execute();
}

/**
 * The owner of a session that is neither revoked nor expired, whose user is neither frozen nor deleted.
 *
 * @example
 * await findSessionOwner(db, hashToken(token), now.toISOString()) // { sessionId, id, username, realname }
 */
export function findSessionOwner(
  db: Kysely<Database>,
  tokenHash: string,
  nowIso: string,
): Promise<SessionOwner | undefined> {
  return db
    .selectFrom('sys_session as s')
    .innerJoin('sys_user as u', 'u.id', 's.user_id')
    .select([
      's.id as sessionId',
      'u.id as id',
      'u.username as username',
      'u.realname as realname',
      's.expires_at as expiresAt',
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', nowIso)
    .where('u.status', '=', 1)
    .where('u.del_flag', '=', 0)
    .executeTakeFirst();
}

/** Ends a session. @example await revokeSession(db, owner.sessionId, now.toISOString()) */
export async function revokeSession(db: Kysely<Database>, sessionId: string, atIso: string): Promise<void> {
  await db
    .updateTable('sys_session')
    .set({ revoked_at: atIso })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Deletes the sessions that expired or were revoked before `beforeIso`; live sessions are never touched.
 * Returns how many went.
 *
 * @example
 * await deleteSessionsEndedBefore(db, '2026-01-01T00:00:00.000Z') // 3
 */
export async function deleteSessionsEndedBefore(db: Kysely<Database>, beforeIso: string): Promise<number> {
  const result = await db
    .deleteFrom('sys_session')
    .where((eb) => eb.or([eb('expires_at', '<', beforeIso), eb('revoked_at', '<', beforeIso)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Deletes the login failures recorded before `beforeIso`. Returns how many went.
 *
 * @example
 * await deleteFailuresBefore(db, '2026-01-01T00:00:00.000Z') // 12
 */
export async function deleteFailuresBefore(db: Kysely<Database>, beforeIso: string): Promise<number> {
  const result = await db
    .deleteFrom('sys_login_failure')
    .where('created_at', '<', beforeIso)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The codes of the roles a user holds.
 *
 * @example
 * await roleCodesOf(db, userId) // ['admin']
 */
export async function roleCodesOf(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sys_user_role as ur')
    .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
    .select('r.role_code')
    .where('ur.user_id', '=', userId)
    .orderBy('r.role_code')
    .execute();
  return rows.map((row) => row.role_code);
}
