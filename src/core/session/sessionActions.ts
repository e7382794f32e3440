import type { LoginRequest, LoginResult, PermissionResult, StoredSession } from '../../../schemas';
import type { PhoneLoginRequest } from '../../../schemas';
import { TOKEN_HEADER } from '../constants';
import { greeting } from '../greeting';
import { getAction, postAction, ResponseRejected } from '../http/api';
import { clearStoredSession, getToken, readStoredLogin, storeButtonAuth, storeLogin } from './persisted';
import { appStore, permissionsAtom, sessionAtom } from './sessionStore';

function toSession({ token, userInfo }: LoginResult): StoredSession {
  return {
    token,
    username: userInfo.username,
    realname: userInfo.realname,
    welcome: greeting(),
    avatar: userInfo.avatar,
    userInfo,
  };
}

/**
 * Puts a session stored by an earlier visit back into the store (called once at start-up).
 *
 * @example
 * restoreSession(); // appStore.get(sessionAtom) is the stored user, or null
 */
export function restoreSession(): StoredSession | null {
  const stored = readStoredLogin();
  const session = stored ? toSession(stored) : null;
  appStore.set(sessionAtom, session);
  return session;
}

/**
 * Password sign-in (SPEC.md §4): succeeds only when the envelope's code is 200; stores token and
 * user info for 7 days and computes the welcome text. HTTP failures reject with the axios error,
 * a non-200 code with {@link ResponseRejected}.
 *
 * @example
 * const session = await login({ username: 'admin', password: '123456' });
 * notification.success({ message: '欢迎', description: `${session.welcome}，欢迎回来` });
 */
export async function login(credentials: LoginRequest): Promise<StoredSession> {
  // The login page shows the failure inline; a toast on top would say it twice.
  const body = await postAction<LoginResult>('/sys/login', credentials, { silent: true });
  if (String(body.code) !== '200' || !body.result?.token) throw new ResponseRejected(body);
  storeLogin(body.result);
  appStore.set(permissionsAtom, null);
  const session = toSession(body.result);
  appStore.set(sessionAtom, session);
  return session;
}

/**
 * Phone sign-in (SPEC.md §4, POST /sys/phoneLogin): the phone and its SMS code; succeeds, stores and
 * greets exactly as {@link login} does.
 *
 * @example
 * const session = await phoneLogin({ mobile: '13800138000', captcha: '048213' });
 */
export async function phoneLogin(request: PhoneLoginRequest): Promise<StoredSession> {
  const body = await postAction<LoginResult>('/sys/phoneLogin', request, { silent: true });
  if (String(body.code) !== '200' || !body.result?.token) throw new ResponseRejected(body);
  storeLogin(body.result);
  appStore.set(permissionsAtom, null);
  const session = toSession(body.result);
  appStore.set(sessionAtom, session);
  return session;
}

/**
 * Signs out (SPEC.md §4): clears the token and the permission list locally, removes the stored
 * token, then tells the server. It completes whatever the server answers.
 *
 * @example
 * await logout(); navigate('/user/login');
 */
export async function logout(): Promise<void> {
  const token = getToken() ?? appStore.get(sessionAtom)?.token;
  appStore.set(sessionAtom, null);
  appStore.set(permissionsAtom, null);
  clearStoredSession();
  if (!token) return;
  try {
    // The stored token is already gone, so it travels explicitly; silent because a failure here
    // changes nothing for the user, who is signed out locally either way.
    await postAction('/sys/logout', null, { headers: { [TOKEN_HEADER]: token }, silent: true });
  } catch {
    // The server-side session expires on its own; there is nothing left to undo here.
  }
}

let loading: Promise<PermissionResult> | null = null;

/**
 * Loads the user's menu and button permissions (SPEC.md §3, §6). Fails when the menu list is empty
 * or missing. Concurrent callers share one request.
 *
 * @example
 * const { menu } = await loadPermissions();
 */
export function loadPermissions(): Promise<PermissionResult> {
  loading ??= fetchPermissions().finally(() => {
    loading = null;
  });
  return loading;
}

async function fetchPermissions(): Promise<PermissionResult> {
  if (!getToken()) throw new Error('未登录');
  // The http client sends the token as X-Access-Token; never in the URL, where server logs, the history and
  // Referer headers would keep it (docs/decisions.md).
  // Silent: a refusal is shown on the sign-in page with its reason, not as a 拒绝访问 toast over it.
  const body = await getAction<PermissionResult>('/sys/permission/getUserPermissionByToken', undefined, {
    silent: true,
  });
  const menu = body.result?.menu;
  if (!body.success || !Array.isArray(menu) || menu.length === 0) throw new ResponseRejected(body);
  const permissions: PermissionResult = {
    menu,
    auth: body.result.auth ?? [],
    allAuth: body.result.allAuth ?? [],
  };
  storeButtonAuth(permissions.auth, permissions.allAuth);
  appStore.set(permissionsAtom, permissions);
  return permissions;
}
