import type { UserInfo } from '../../../schemas';
import { USER_INFO } from '../session/keys';
import { appStore, sessionAtom } from '../session/sessionStore';
import { localStore } from '../session/storage';

/**
 * Keeps the user info the server answered after a change of the user's own account (the department
 * switch): in local storage, as sign-in keeps it (7 days), and in the session the header shows.
 *
 * @example
 * storeUserInfo(body.result.userInfo) // the header's name and the stored orgCode follow
 */
export function storeUserInfo(userInfo: UserInfo): void {
  localStore.set(USER_INFO, userInfo);
  const session = appStore.get(sessionAtom);
  if (session)
    appStore.set(sessionAtom, { ...session, userInfo, realname: userInfo.realname, avatar: userInfo.avatar });
}
