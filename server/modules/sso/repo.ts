/**
 * Queries of single sign-on: outside identities bound to users, sign-ins under way, exchange codes. Both
 * kinds of pending row are taken with one DELETE, so two requests racing for the same one cannot both win.
 */
import type { Kysely, Selectable } from 'kysely';
import { newId } from '../../db/ids';
import type { Database } from '../../db/index';
import type { SysSsoAttemptTable } from '../../db/types';

export type AttemptRow = Selectable<SysSsoAttemptTable>;

/** Stores a sign-in under way. @example await saveAttempt(db, { state_hash, third_type, ... }) */
export async function saveAttempt(db: Kysely<Database>, attempt: AttemptRow): Promise<void> {
  await db.insertInto('sys_sso_attempt').values(attempt).execute();
}

/**
 * Takes (reads and deletes) the live sign-in of `stateHash`; undefined when there is none, it has expired, or
 * another request took it first.
 *
 * @example
 * const attempt = await takeAttempt(db, hashToken(state), now.toISOString());
 */
export async function takeAttempt(
  db: Kysely<Database>,
  stateHash: string,
  nowIso: string,
): Promise<AttemptRow | undefined> {
  const row = await db
    .selectFrom('sys_sso_attempt')
    .selectAll()
    .where('state_hash', '=', stateHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const { numDeletedRows } = await db
    .deleteFrom('sys_sso_attempt')
    .where('state_hash', '=', stateHash)
    .executeTakeFirst();
  if (Number(numDeletedRows) !== 1 || row.expires_at <= nowIso) return undefined;
  return row;
}

/** Stores a one-time exchange code (by its hash). @example await saveExchange(db, { code_hash, ... }) */
export async function saveExchange(
  db: Kysely<Database>,
  exchange: Selectable<Database['sys_sso_exchange']>,
): Promise<void> {
  await db.insertInto('sys_sso_exchange').values(exchange).execute();
}

/**
 * Takes the live exchange code of `codeHash` for `thirdType`: its user id, or undefined (unknown, expired,
 * another provider's, or already used). A code asked for with the wrong provider is used up all the same.
 *
 * @example
 * const userId = await takeExchange(db, hashToken(code), 'oidc', now.toISOString());
 */
export async function takeExchange(
  db: Kysely<Database>,
  codeHash: string,
  thirdType: string,
  nowIso: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('sys_sso_exchange')
    .selectAll()
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const { numDeletedRows } = await db
    .deleteFrom('sys_sso_exchange')
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  if (Number(numDeletedRows) !== 1 || row.expires_at <= nowIso || row.third_type !== thirdType)
    return undefined;
  return row.user_id;
}

/** Forgets sign-ins and exchange codes that ended before `nowIso`. @example await purgeExpired(db, iso) */
export async function purgeExpired(db: Kysely<Database>, nowIso: string): Promise<void> {
  await db.deleteFrom('sys_sso_attempt').where('expires_at', '<=', nowIso).execute();
  await db.deleteFrom('sys_sso_exchange').where('expires_at', '<=', nowIso).execute();
}

/** The user bound to `issuer` + `subject`, if any. @example await boundUserId(db, iss, sub) // 'a1b2…' */
export async function boundUserId(
  db: Kysely<Database>,
  issuer: string,
  subject: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('sys_third_account')
    .select('user_id')
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.user_id;
}

/** Binds an outside identity to a user. @example await bindAccount(db, { userId, thirdType, issuer, subject }, iso) */
export async function bindAccount(
  db: Kysely<Database>,
  account: { userId: string; thirdType: string; issuer: string; subject: string },
  atIso: string,
): Promise<void> {
  await db
    .insertInto('sys_third_account')
    .values({
      id: newId(),
      user_id: account.userId,
      third_type: account.thirdType,
      issuer: account.issuer,
      subject: account.subject,
      created_at: atIso,
    })
    .execute();
}
