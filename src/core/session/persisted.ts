import type { AuthItem, LoginResult, UserInfo } from '../../../schemas';
import { ACCESS_TOKEN, SYS_BUTTON_AUTH, USER_AUTH, USER_INFO, USER_NAME } from './keys';
import { localStore, tabStore } from './storage';

/**
 * The stored token, or null when signed out or after 7 days.
 *
 * @example
 * if (getToken()) headers['X-Access-Token'] = getToken();
 */
export function getToken(): string | null {
  return localStore.get<string>(ACCESS_TOKEN);
}

/** Token and user info as stored at sign-in; null when either is missing or expired. */
export function readStoredLogin(): LoginResult | null {
  const token = getToken();
  const userInfo = localStore.get<UserInfo>(USER_INFO);
  return token && userInfo ? { token, userInfo } : null;
}

export function storeLogin({ token, userInfo }: LoginResult): void {
  localStore.set(ACCESS_TOKEN, token);
  localStore.set(USER_NAME, userInfo.username);
  localStore.set(USER_INFO, userInfo);
}

/** Removes everything a session left behind: token, username, user info and button permissions. */
export function clearStoredSession(): void {
  for (const key of [ACCESS_TOKEN, USER_NAME, USER_INFO]) localStore.remove(key);
  for (const key of [USER_AUTH, SYS_BUTTON_AUTH]) tabStore.remove(key);
}

export function storeButtonAuth(auth: AuthItem[], allAuth: AuthItem[]): void {
  tabStore.set(USER_AUTH, auth);
  tabStore.set(SYS_BUTTON_AUTH, allAuth);
}

/**
 * The button permissions of this tab's session, for the permission checks of SPEC.md §6.
 *
 * @example
 * readButtonAuth().auth.some((a) => a.action === 'user:add')
 */
export function readButtonAuth(): { auth: AuthItem[]; allAuth: AuthItem[] } {
  return {
    auth: tabStore.get<AuthItem[]>(USER_AUTH) ?? [],
    allAuth: tabStore.get<AuthItem[]>(SYS_BUTTON_AUTH) ?? [],
  };
}
