/**
 * Turns a user vouched for by an outside sign-in into a session, through the session machinery of
 * modules/auth, answered in the shape of the password sign-in (token, userInfo, departs, multi_depart).
 */
import type { Kysely } from 'kysely';
import type { LoginResult } from '../../../schemas/index';
import type { Database } from '../../db/index';
import { APP_ERR_USER_FROZEN } from '../../errors';
import { createSession, type UserRow } from '../auth/repo';
import { toUserInfo, type RequestOrigin } from '../auth/service';
import { hashToken, newToken, SESSION_TTL_MS } from '../auth/session-token';
import { LOGIN_URL, writeLoginLog } from '../log/repo';
import { departsOfUser, multiDepartOf } from '../user/own-departs';

/** The live (not deleted) user of `id`. @example await liveUserById(db, id) */
export function liveUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('sys_user')
    .selectAll()
    .where('id', '=', id)
    .where('del_flag', '=', 0)
    .executeTakeFirst();
}

/**
 * A new 7-day session for `user`, written to the login log as `via` (e.g. 第三方用户 oidc, CAS); a frozen
 * user is refused (403) and the refusal logged.
 *
 * @example
 * const result = await openSession(db, user, origin, new Date(), 'CAS'); // { token, userInfo, departs, multi_depart }
 */
export async function openSession(
  db: Kysely<Database>,
  user: UserRow,
  origin: RequestOrigin,
  now: Date,
  via: string,
): Promise<LoginResult> {
  const entry = { ...origin, username: user.username, userId: user.id, url: LOGIN_URL, at: now };
  if (user.status !== 1) {
    const error = new APP_ERR_USER_FROZEN();
    await writeLoginLog(db, {
      ...entry,
      ok: false,
      content: `用户名: ${user.username},登录失败[${via}]：${error.message}`,
    });
    throw error;
  }
  const token = newToken();
  await db.transaction().execute(async (tx) => {
    await createSession(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
      ip: origin.ip,
      userAgent: origin.userAgent,
    });
    await writeLoginLog(tx, { ...entry, ok: true, content: `用户名: ${user.username},登录成功[${via}]！` });
  });
  const departs = await departsOfUser(db, user.id);
  return { token, userInfo: toUserInfo(user), departs, multi_depart: multiDepartOf(departs.length) };
}
