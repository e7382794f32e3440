import type { StoredSession } from '../../../schemas';
import type { ExpressionScope } from '../../runtime/expression';
import { API_BASE } from '../constants';

/**
 * The explicit scope menu-url placeholders are evaluated in: the app's addresses and who is signed in.
 * Nothing else is visible to an expression.
 *
 * @example
 * menuScope(session, 'http://localhost:3000').$config // { apiBase: 'http://localhost:3000/platform', origin: ... }
 */
export function menuScope(
  session: StoredSession | null,
  origin: string = window.location.origin,
): ExpressionScope {
  return {
    $config: { apiBase: origin + API_BASE, origin },
    $user: session ? { id: session.userInfo.id, username: session.username, realname: session.realname } : {},
  };
}
