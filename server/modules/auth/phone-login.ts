/**
 * Phone sign-in (POST /sys/phoneLogin, 手机号登录): the phone's sign-in code in place of the password,
 * through the same machinery as password sign-in — the same locks (a wrong code is a failed sign-in of
 * the phone's user, and of the address), the same login log, the same session and answer. An unknown
 * phone fails as a wrong code does, so the answer never says whether a phone is registered.
 */
import type { Kysely } from 'kysely';
import type { LoginResult, PhoneLoginRequest } from '../../../schemas/index';
import type { Database } from '../../db/index';
import { APP_ERR_ACCOUNT_LOCKED, APP_ERR_IP_LOCKED, APP_ERR_USER_FROZEN, AppError } from '../../errors';
import { writeLoginLog } from '../log/repo';
import { checkedPhone, consumeCode } from '../sms/codes';
import { APP_ERR_SMS_CODE_MISSING } from '../sms/errors';
import { userOfPhone } from '../sms/send';
import { clientNetworkOf } from './client-network';
import {
  clearFailures,
  createSession,
  failuresFromSince,
  failuresSince,
  findUserByUsername,
  lockSignInKeys,
  recordFailure,
  withdrawFailure,
} from './repo';
import {
  failureRelevanceMs,
  IP_LOCKOUT,
  lockedUntil,
  LOCKOUT,
  toUserInfo,
  type LockPolicy,
  type RequestOrigin,
} from './service';
import { hashToken, newToken, SESSION_TTL_MS } from './session-token';

type Db = Kysely<Database>;

type Attempt = { failureId: string } | { refused: AppError };

/** The URL phone sign-ins are logged under. */
export const PHONE_LOGIN_URL = '/platform/sys/phoneLogin';

function since(policy: LockPolicy, now: Date): string {
  return new Date(now.getTime() - failureRelevanceMs(policy)).toISOString();
}

/**
 * Signs in with a phone and its sign-in code (smsmode '0'). Throws as signIn does (429 locked, 403
 * frozen), or the code's 400 (wrong, expired, void); every attempt is written to the login log.
 *
 * @example
 * const { token, userInfo } = await signInByPhone(db, { mobile: '13800138000', captcha: '048213' }, origin, now);
 */
export async function signInByPhone(
  db: Db,
  { mobile, captcha }: PhoneLoginRequest,
  origin: RequestOrigin,
  now: Date,
): Promise<LoginResult> {
  const phone = checkedPhone(mobile);
  const owner = await userOfPhone(db, phone);
  const user = owner ? await findUserByUsername(db, owner.username) : undefined;
  // The lock key of an unknown phone is the phone itself: guessing codes for it is throttled all the same.
  const username = user?.username ?? `phone:${phone}`;
  const refuse = async (error: AppError): Promise<never> => {
    await writeLoginLog(db, {
      ...origin,
      username,
      userId: user?.id ?? null,
      url: PHONE_LOGIN_URL,
      ok: false,
      content: `手机号: ${phone},登录失败：${error.message}`,
      at: now,
    });
    throw error;
  };

  const network = origin.ip ? clientNetworkOf(origin.ip) : null;
  const attempt = await db.transaction().execute(async (tx): Promise<Attempt> => {
    await lockSignInKeys(tx, network ? [`u:${username}`, `ip:${network}`] : [`u:${username}`]);
    if (network && lockedUntil(await failuresFromSince(tx, network, since(IP_LOCKOUT, now)), now, IP_LOCKOUT))
      return { refused: new APP_ERR_IP_LOCKED() };
    if (lockedUntil(await failuresSince(tx, username, since(LOCKOUT, now)), now))
      return { refused: new APP_ERR_ACCOUNT_LOCKED() };
    return { failureId: await recordFailure(tx, username, network, now.toISOString()) };
  });
  if ('refused' in attempt) return refuse(attempt.refused);

  try {
    await consumeCode(db, phone, 'login', captcha, now);
  } catch (error) {
    if (error instanceof AppError) return refuse(error);
    throw error;
  }
  // A code guessed for a phone no user has: the same answer as a code never sent.
  if (!user) return refuse(new APP_ERR_SMS_CODE_MISSING());
  if (user.status !== 1) {
    await withdrawFailure(db, attempt.failureId);
    return refuse(new APP_ERR_USER_FROZEN());
  }

  const token = newToken();
  await db.transaction().execute(async (tx) => {
    await clearFailures(tx, user.username);
    await createSession(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
      ip: origin.ip,
      userAgent: origin.userAgent,
    });
    await writeLoginLog(tx, {
      ...origin,
      username: user.username,
      userId: user.id,
      url: PHONE_LOGIN_URL,
      ok: true,
      content: `用户名: ${user.username},手机号登录成功！`,
      at: now,
    });
  });
  return { token, userInfo: toUserInfo(user) };
}
