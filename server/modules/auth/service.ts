/**
 * Sign-in, sign-out and session lookup. Failures are indistinguishable from outside: an unknown user and
 * a wrong password get the same message after the same amount of argon2 work. Failures lock the username
 * they were tried on (LOCKOUT) and the address they came from (IP_LOCKOUT).
 */
import type { Kysely } from 'kysely';
import type { LoginRequest, LoginResult, UserInfo } from '../../../schemas/index';
import type { Database } from '../../db/index';
import {
  APP_ERR_ACCOUNT_LOCKED,
  APP_ERR_BAD_CREDENTIALS,
  APP_ERR_IP_LOCKED,
  APP_ERR_USER_FROZEN,
  type AppError,
} from '../../errors';
import { LOGIN_URL, LOGOUT_URL, writeLoginLog } from '../log/repo';
import { permissionCodesOf } from '../permission/repo';
import { clientNetworkOf } from './client-network';
import { burnVerification, verifyPassword } from './password';
import {
  clearFailures,
  createSession,
  failuresFromSince,
  failuresSince,
  findSessionOwner,
  findUserByUsername,
  lockSignInKeys,
  recordFailure,
  revokeSession,
  roleCodesOf,
  withdrawFailure,
  type UserRow,
} from './repo';
import { hashToken, newToken, SESSION_TTL_MS } from './session-token';

/** `maxFailures` failures within `windowMs` lock for `lockMs` from the last of them. */
export interface LockPolicy {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

/** Five wrong passwords within ten minutes lock the username for ten minutes from the fifth. */
export const LOCKOUT = {
  maxFailures: 5,
  windowMs: 10 * 60 * 1000,
  lockMs: 10 * 60 * 1000,
} as const satisfies LockPolicy;

/**
 * Twenty failed sign-ins from one address (an IPv6 /64) within ten minutes lock that address for ten
 * minutes from the twentieth, whatever usernames were tried: the username lockout alone lets one address
 * try a common password on every account. Twenty is four usernames' lockouts, so an office signing in
 * through one NAT address rides out a morning of typos, while password spraying is held to 20 guesses per
 * address per ten minutes (under 3,000 a day) instead of five per username.
 */
export const IP_LOCKOUT = {
  maxFailures: 20,
  windowMs: 10 * 60 * 1000,
  lockMs: 10 * 60 * 1000,
} as const satisfies LockPolicy;

/** The signed-in user of a request (`request.user`). */
export interface SessionUser {
  sessionId: string;
  id: string;
  username: string;
  realname: string;
  roleCodes: string[];
  permissionCodes: string[];
}

/** Where a sign-in or sign-out came from, for the login log. */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
  method: string;
}

/**
 * Until when a username (or, under IP_LOCKOUT, an address) is locked, given its recent failures (ISO
 * times, oldest first), or null. A lock starts at the failure that completes `maxFailures` failures
 * within `windowMs`.
 *
 * @example
 * lockedUntil(['...T10:00:00Z', '...T10:01:00Z', '...T10:02:00Z', '...T10:03:00Z', '...T10:04:00Z'], now)
 * // Date('...T10:14:00Z') while now is before it
 */
export function lockedUntil(
  failures: readonly string[],
  now: Date,
  policy: LockPolicy = LOCKOUT,
): Date | null {
  let until: number | null = null;
  const times = failures.map((at) => Date.parse(at));
  for (let i = policy.maxFailures - 1; i < times.length; i++) {
    if (times[i] - times[i - policy.maxFailures + 1] <= policy.windowMs) {
      until = Math.max(until ?? 0, times[i] + policy.lockMs);
    }
  }
  return until !== null && until > now.getTime() ? new Date(until) : null;
}

/**
 * How long a failure can still matter to `policy`: a lock can have started up to `lockMs` ago, after
 * failures up to `windowMs` before that. Older failures can be ignored, and deleted.
 *
 * @example
 * failureRelevanceMs(LOCKOUT) // 1_200_000 (20 minutes)
 */
export function failureRelevanceMs(policy: LockPolicy): number {
  return policy.windowMs + policy.lockMs;
}

function relevantSince(policy: LockPolicy, now: Date): string {
  return new Date(now.getTime() - failureRelevanceMs(policy)).toISOString();
}

/**
 * What the browser keeps of the user; never the password hash.
 *
 * @example
 * toUserInfo(row) // { id, username: 'admin', realname: '管理员', avatar: '', sex: 1, ... }
 */
export function toUserInfo(user: UserRow): UserInfo {
  return {
    id: user.id,
    username: user.username,
    realname: user.realname,
    avatar: user.avatar ?? '',
    sex: user.sex,
    phone: user.phone,
    email: user.email,
    orgCode: user.org_code,
    status: user.status,
  };
}

async function refuse(
  db: Kysely<Database>,
  error: AppError,
  username: string,
  user: UserRow | undefined,
  origin: RequestOrigin,
  now: Date,
): Promise<never> {
  await writeLoginLog(db, {
    ...origin,
    username,
    userId: user?.id ?? null,
    url: LOGIN_URL,
    ok: false,
    content: `用户名: ${username},登录失败：${error.message}`,
    at: now,
  });
  throw error;
}

/**
 * Password sign-in. Throws APP_ERR_IP_LOCKED or APP_ERR_ACCOUNT_LOCKED (429), APP_ERR_BAD_CREDENTIALS
 * (400) or APP_ERR_USER_FROZEN (403); every attempt is written to the login log. Only wrong passwords
 * count towards the locks: refused attempts do not, or a lock would never end while someone kept trying.
 *
 * @example
 * const { token, userInfo } = await signIn(db, { username: 'admin', password: '123456' }, origin, new Date());
 */
export async function signIn(
  db: Kysely<Database>,
  { username, password }: LoginRequest,
  origin: RequestOrigin,
  now: Date,
): Promise<LoginResult> {
  const network = origin.ip ? clientNetworkOf(origin.ip) : null;
  const attempt = await claimAttempt(db, username, network, now);
  if ('refused' in attempt) return refuse(db, attempt.refused, username, undefined, origin, now);

  const user = await findUserByUsername(db, username);
  let valid = false;
  if (user) valid = await verifyPassword(user.password_hash, password);
  else await burnVerification(password);
  // A wrong password keeps the failure recorded up front.
  if (!user || !valid) return refuse(db, new APP_ERR_BAD_CREDENTIALS(), username, user, origin, now);
  // Checked only after the password, so that a frozen account is not revealed to someone guessing; the
  // right password of a frozen account is no failure.
  if (user.status !== 1) {
    await withdrawFailure(db, attempt.failureId);
    return refuse(db, new APP_ERR_USER_FROZEN(), username, user, origin, now);
  }

  const token = newToken();
  await db.transaction().execute(async (tx) => {
    await clearFailures(tx, username);
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
      username,
      userId: user.id,
      url: LOGIN_URL,
      ok: true,
      content: `用户名: ${username},登录成功！`,
      at: now,
    });
  });
  return { token, userInfo: toUserInfo(user) };
}

/**
 * Checks the locks and counts this attempt as a failure before the password is verified, in one
 * serialised step: otherwise twenty wrong passwords sent at once would all read "four failures so far"
 * and all be verified. A right password withdraws the count again (clearFailures on success).
 */
async function claimAttempt(
  db: Kysely<Database>,
  username: string,
  network: string | null,
  now: Date,
): Promise<{ failureId: string } | { refused: AppError }> {
  return db.transaction().execute(async (tx) => {
    await lockSignInKeys(tx, network ? [`u:${username}`, `ip:${network}`] : [`u:${username}`]);
    if (network) {
      const fromThere = await failuresFromSince(tx, network, relevantSince(IP_LOCKOUT, now));
      if (lockedUntil(fromThere, now, IP_LOCKOUT)) return { refused: new APP_ERR_IP_LOCKED() };
    }
    if (lockedUntil(await failuresSince(tx, username, relevantSince(LOCKOUT, now)), now))
      return { refused: new APP_ERR_ACCOUNT_LOCKED() };
    return { failureId: await recordFailure(tx, username, network, now.toISOString()) };
  });
}

/**
 * Ends the session of `token` if it is live; does nothing otherwise (logout is idempotent).
 *
 * @example
 * await signOut(db, request.headers['x-access-token'], origin, new Date());
 */
export async function signOut(
  db: Kysely<Database>,
  token: string | undefined,
  origin: RequestOrigin,
  now: Date,
): Promise<void> {
  if (!token) return;
  const owner = await findSessionOwner(db, hashToken(token), now.toISOString());
  if (!owner) return;
  await revokeSession(db, owner.sessionId, now.toISOString());
  await writeLoginLog(db, {
    ...origin,
    username: owner.username,
    userId: owner.id,
    url: LOGOUT_URL,
    ok: true,
    content: `用户名: ${owner.username},退出登录成功！`,
    at: now,
  });
}

/**
 * The user of a live session with their role and permission codes, and when the session ends; null for a
 * missing, unknown, expired or revoked token, or a frozen or deleted user. Uncached: the guard goes
 * through SessionCache.
 *
 * @example
 * const found = await lookUpSession(db, token, new Date()); // { user: { id, username, roleCodes, ... }, expiresAt }
 */
export async function lookUpSession(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ user: SessionUser; expiresAt: number } | null> {
  const owner = await findSessionOwner(db, hashToken(token), now.toISOString());
  if (!owner) return null;
  const roleCodes = await roleCodesOf(db, owner.id);
  const permissionCodes = await permissionCodesOf(db, owner.id, roleCodes);
  const { expiresAt, ...rest } = owner;
  return { user: { ...rest, roleCodes, permissionCodes }, expiresAt: Date.parse(expiresAt) };
}

/**
 * The user of a live session (lookUpSession without the end time), or null.
 *
 * @example
 * const user = await resolveSession(db, token, new Date()); // { id, username, roleCodes, permissionCodes, ... }
 */
export async function resolveSession(
  db: Kysely<Database>,
  token: string | undefined,
  now: Date,
): Promise<SessionUser | null> {
  if (!token) return null;
  return (await lookUpSession(db, token, now))?.user ?? null;
}
