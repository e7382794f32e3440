import type { LoginResult, StoredSession } from '../../../schemas';
import { API_BASE } from '../constants';
import { greeting } from '../greeting';
import { getAction, ResponseRejected } from '../http/api';
import { storeLogin } from './persisted';
import { appStore, permissionsAtom, sessionAtom } from './sessionStore';

/** What the sign-in page may offer besides the password (GET /sys/sso/config, docs/sso.md). */
export interface SsoConfig {
  thirdLogin: { thirdType: string; name: string }[];
  cas: { loginUrl: string; service: string } | null;
}

/**
 * The configured third-party providers and CAS server; none when the call fails (the password stays).
 *
 * @example
 * const { thirdLogin, cas } = await fetchSsoConfig();
 */
export async function fetchSsoConfig(): Promise<SsoConfig> {
  try {
    const body = await getAction<SsoConfig>('/sys/sso/config', undefined, { silent: true });
    return { thirdLogin: body.result?.thirdLogin ?? [], cas: body.result?.cas ?? null };
  } catch {
    return { thirdLogin: [], cas: null };
  }
}

function keep(body: { code: unknown; success?: boolean; result: LoginResult | null }): StoredSession {
  const result = body.result;
  if (!result?.token) throw new ResponseRejected(body as never);
  storeLogin(result);
  appStore.set(permissionsAtom, null);
  const session: StoredSession = {
    token: result.token,
    username: result.userInfo.username,
    realname: result.userInfo.realname,
    welcome: greeting(),
    avatar: result.userInfo.avatar,
    userInfo: result.userInfo,
  };
  appStore.set(sessionAtom, session);
  return session;
}

/**
 * Third-party sign-in's last step (SPEC.md §4, §7): the one-time code of the provider's callback becomes a
 * session; succeeds only when the envelope's code is 200.
 *
 * @example
 * const session = await thirdLogin(code, 'corp');
 */
export async function thirdLogin(code: string, thirdType: string): Promise<StoredSession> {
  const body = await getAction<LoginResult>(
    `/sys/thirdLogin/getLoginUser/${encodeURIComponent(code)}/${encodeURIComponent(thirdType)}`,
    undefined,
    { silent: true },
  );
  if (String(body.code) !== '200') throw new ResponseRejected(body);
  return keep(body);
}

/**
 * CAS single sign-on (SPEC.md §4, §7): the ticket CAS sent back becomes a session; succeeds only when the
 * success flag is true.
 *
 * @example
 * const session = await casValidateLogin('ST-1-abc', 'https://dg.example.com/user/login');
 */
export async function casValidateLogin(ticket: string, service: string): Promise<StoredSession> {
  const body = await getAction<LoginResult>(
    '/sys/cas/client/validateLogin',
    { ticket, service },
    { silent: true },
  );
  if (body.success !== true) throw new ResponseRejected(body);
  return keep(body);
}

/** Where a provider's button sends the browser. @example thirdLoginStart('corp') // '/platform/sys/thirdLogin/render/corp' */
export function thirdLoginStart(thirdType: string): string {
  return `${API_BASE}/sys/thirdLogin/render/${encodeURIComponent(thirdType)}`;
}

/** The CAS login address that comes back to `service`. */
export function casLoginAddress(cas: NonNullable<SsoConfig['cas']>): string {
  return `${cas.loginUrl}?service=${encodeURIComponent(cas.service)}`;
}
