import { App } from 'antd';
import type { StoredSession } from '../../../schemas';
import { messageOf } from '../http/api';
import { loadPermissions } from '../session/sessionActions';

/**
 * How every way of signing in ends (password, phone, third-party, CAS): sign in, then greet once the menu is
 * granted — the route guard loads the same menu (one shared request), moves on from the sign-in page and
 * handles a refused menu, so a refused sign-in never says 欢迎回来 over its reason. Bottom right: at the top
 * right the greeting covered the user menu for its 4 seconds (issue 13, finding 15).
 *
 * @example
 * const signIn = useGreetedSignIn();
 * const refusal = await signIn(() => login(values)); // null when signed in, else the message to show
 */
export function useGreetedSignIn(): (signIn: () => Promise<StoredSession>) => Promise<string | null> {
  const { notification } = App.useApp();
  return async (signIn) => {
    try {
      const session = await signIn();
      const granted = await loadPermissions().then(
        () => true,
        () => false,
      );
      if (granted)
        notification.success({
          message: '欢迎',
          description: `${session.welcome}，欢迎回来`,
          duration: 4,
          placement: 'bottomRight',
        });
      return null;
    } catch (failure) {
      return messageOf(failure, '登录失败，请稍后再试');
    }
  };
}
