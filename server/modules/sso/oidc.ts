/**
 * Third-party sign-in over OpenID Connect (docs/sso.md): authorization code with PKCE, the state, nonce and
 * verifier kept server-side (single-use, 10 minutes) and tied to the starting browser by a cookie, the ID
 * token checked by openid-client, then the identity (issuer + subject) bound to a user. The browser gets a
 * one-time exchange code (2 minutes) that JeecgBoot's GET /sys/thirdLogin/getLoginUser/{code}/{thirdType}
 * turns into a session.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import * as client from 'openid-client';
import type { LoginResult } from '../../../schemas/index';
import type { Database } from '../../db/index';
import { findUserByUsername, type UserRow } from '../auth/repo';
import { hashPassword } from '../auth/password';
import type { RequestOrigin } from '../auth/service';
import { hashToken, newToken } from '../auth/session-token';
import { insertUser } from '../user/repo';
import {
  APP_ERR_SSO_EXCHANGE,
  APP_ERR_SSO_NOT_BOUND,
  APP_ERR_SSO_PROVIDER_DOWN,
  APP_ERR_SSO_REJECTED,
  APP_ERR_SSO_STATE,
} from './errors';
import {
  bindAccount,
  boundUserId,
  purgeExpired,
  saveAttempt,
  saveExchange,
  takeAttempt,
  takeExchange,
} from './repo';
import { liveUserById, openSession } from './session';
import type { OidcProviderSettings } from './settings';

/** How long a started sign-in waits for the provider's answer. */
export const ATTEMPT_TTL_MS = 10 * 60 * 1000;
/** How long the browser has to turn a finished sign-in into a session. */
export const EXCHANGE_TTL_MS = 2 * 60 * 1000;

/** The provider's metadata, read once per provider; a failed read is retried at the next sign-in. */
const configurations = new Map<string, Promise<client.Configuration>>();

function isLoopback(url: string): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);
}

async function configurationOf(provider: OidcProviderSettings): Promise<client.Configuration> {
  const key = JSON.stringify([provider.issuer, provider.clientId, provider.clientSecret]);
  let found = configurations.get(key);
  if (!found) {
    found = client.discovery(
      new URL(provider.issuer),
      provider.clientId,
      provider.clientSecret,
      provider.clientSecret ? undefined : client.None(),
      // Plain http only for a provider on this machine (tests, a local development provider).
      { execute: isLoopback(provider.issuer) ? [client.allowInsecureRequests] : [], timeout: 10 },
    );
    configurations.set(key, found);
    found.catch(() => configurations.delete(key));
  }
  try {
    return await found;
  } catch {
    throw new APP_ERR_SSO_PROVIDER_DOWN(provider.name);
  }
}

/**
 * Starts a sign-in at `provider`: where to send the browser, and the secret the browser must bring back
 * (as a cookie) to finish it.
 *
 * @example
 * const { url, browserSecret } = await startSignIn(db, provider, new Date());
 */
export async function startSignIn(
  db: Kysely<Database>,
  provider: OidcProviderSettings,
  now: Date,
): Promise<{ url: string; browserSecret: string }> {
  const config = await configurationOf(provider);
  await purgeExpired(db, now.toISOString());
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const browserSecret = randomBytes(32).toString('base64url');
  await saveAttempt(db, {
    state_hash: hashToken(state),
    third_type: provider.thirdType,
    browser_hash: hashToken(browserSecret),
    nonce,
    code_verifier: codeVerifier,
    expires_at: new Date(now.getTime() + ATTEMPT_TTL_MS).toISOString(),
  });
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: provider.redirectUri,
    scope: provider.scope,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, browserSecret };
}

/** The claims of a verified ID token that binding reads. */
export interface IdentityClaims {
  iss: string;
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  preferred_username?: unknown;
  name?: unknown;
}

/**
 * Finishes a sign-in: the provider's answer (`query`, the callback's query string) must match a live attempt
 * of this browser; the code is exchanged with the PKCE verifier and the ID token's nonce checked. Answers a
 * one-time exchange code for the user bound to the identity.
 *
 * @example
 * const code = await finishSignIn(db, provider, request.query, cookieSecret, new Date());
 */
export async function finishSignIn(
  db: Kysely<Database>,
  provider: OidcProviderSettings,
  query: Record<string, string>,
  browserSecret: string | undefined,
  now: Date,
): Promise<string> {
  const state = query.state;
  if (!state || !browserSecret) throw new APP_ERR_SSO_STATE();
  const attempt = await takeAttempt(db, hashToken(state), now.toISOString());
  if (
    !attempt ||
    attempt.third_type !== provider.thirdType ||
    attempt.browser_hash !== hashToken(browserSecret)
  )
    throw new APP_ERR_SSO_STATE();
  const config = await configurationOf(provider);
  const currentUrl = new URL(provider.redirectUri);
  currentUrl.search = new URLSearchParams(query).toString();
  let claims: IdentityClaims;
  try {
    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: attempt.code_verifier,
      expectedState: state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('no ID token');
    claims = idClaims as IdentityClaims;
  } catch (error) {
    throw new APP_ERR_SSO_REJECTED(rejectionOf(error));
  }
  const user = await userOf(db, provider, claims, now);
  const code = newToken();
  await saveExchange(db, {
    code_hash: hashToken(code),
    user_id: user.id,
    third_type: provider.thirdType,
    expires_at: new Date(now.getTime() + EXCHANGE_TTL_MS).toISOString(),
  });
  return code;
}

function rejectionOf(error: unknown): string {
  if (error instanceof client.AuthorizationResponseError) return `登录服务答复 ${error.error}`;
  if (error instanceof client.ResponseBodyError) return `换取令牌被拒绝（${error.error}）`;
  // openid-client wraps oauth4webapi's error, whose message names the failed check.
  const messages: string[] = [];
  for (let at: unknown = error; at instanceof Error && messages.length < 5; at = at.cause)
    messages.push(at.message);
  const message = messages.join(' / ');
  if (/"nonce"/.test(message)) return 'ID 令牌的 nonce 与本次登录不符';
  if (/fetch failed|ECONNREFUSED|timed? ?out/i.test(message)) return '无法连接第三方登录服务';
  return 'ID 令牌校验失败';
}

function stringClaim(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * The user of a verified identity: its binding; else, the first time, the user matched by verified email or
 * username when the provider's `match` allows, else a new user when `create` allows; else refused (403).
 */
async function userOf(
  db: Kysely<Database>,
  provider: OidcProviderSettings,
  claims: IdentityClaims,
  now: Date,
): Promise<UserRow> {
  const bound = await boundUserId(db, claims.iss, claims.sub);
  if (bound) {
    const user = await liveUserById(db, bound);
    if (user) return user;
  }
  const email = claims.email_verified === true ? stringClaim(claims.email) : undefined;
  const preferred = stringClaim(claims.preferred_username);
  const shown = preferred ?? email ?? claims.sub;
  if (bound) throw new APP_ERR_SSO_NOT_BOUND(shown);
  let user: UserRow | undefined;
  if (provider.match) {
    if (email) {
      const sameEmail = await db
        .selectFrom('sys_user')
        .selectAll()
        .where('email', '=', email)
        .where('del_flag', '=', 0)
        .limit(2)
        .execute();
      // Two users with one address: which one is meant cannot be told, so neither is taken.
      if (sameEmail.length === 1) user = sameEmail[0];
    }
    if (!user && preferred) user = await findUserByUsername(db, preferred);
  }
  if (!user && provider.create) user = await createUser(db, provider, claims, email, preferred, now);
  if (!user) throw new APP_ERR_SSO_NOT_BOUND(shown);
  await bindAccount(
    db,
    { userId: user.id, thirdType: provider.thirdType, issuer: claims.iss, subject: claims.sub },
    now.toISOString(),
  );
  return user;
}

const USERNAME_UNSAFE = /[^A-Za-z0-9_.@-]/g;

async function createUser(
  db: Kysely<Database>,
  provider: OidcProviderSettings,
  claims: IdentityClaims,
  email: string | undefined,
  preferred: string | undefined,
  now: Date,
): Promise<UserRow | undefined> {
  const base =
    (preferred ?? email?.split('@')[0] ?? `${provider.thirdType}_${claims.sub}`)
      .replace(USERNAME_UNSAFE, '')
      .slice(0, 40) || `${provider.thirdType}_user`;
  let username = base;
  for (let i = 2; await findUserByUsername(db, username); i++) username = `${base}${i}`;
  // Nobody knows this password: the user signs in through the provider until an administrator sets one.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const id = await insertUser(
    db,
    {
      username,
      realname: (stringClaim(claims.name) ?? username).slice(0, 50),
      password_hash: passwordHash,
      email: email ?? null,
    },
    `sso:${provider.thirdType}`,
    now.toISOString(),
  );
  return liveUserById(db, id);
}

/**
 * Turns a one-time exchange code into a session (JeecgBoot's getLoginUser/{token}/{thirdType}); the code is
 * used up whatever happens. Refuses (401) an unknown, expired or used code.
 *
 * @example
 * const { token, userInfo } = await redeemExchange(db, code, 'oidc', origin, new Date());
 */
export async function redeemExchange(
  db: Kysely<Database>,
  code: string,
  thirdType: string,
  origin: RequestOrigin,
  now: Date,
): Promise<LoginResult> {
  const userId = await takeExchange(db, hashToken(code), thirdType, now.toISOString());
  const user = userId ? await liveUserById(db, userId) : undefined;
  if (!user) throw new APP_ERR_SSO_EXCHANGE();
  return openSession(db, user, origin, now, `第三方用户 ${thirdType}`);
}
