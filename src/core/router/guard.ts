import { LOGIN_PATH, PUBLIC_PATHS, WORKPLACE_PATH } from '../constants';

export interface GuardInput {
  pathname: string;
  /** The query string including '?', or ''. */
  search: string;
  hasToken: boolean;
  /** Whether this page load already holds the permission list (the menu). */
  permissionsLoaded: boolean;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Load permissions, build the routes, then go to `target`; on failure sign out and go to `onFailure`. */
  | { kind: 'load-permissions'; target: string; onFailure: string };

/** The sign-in address that brings the user back to `fullPath` afterwards. */
export function loginWithRedirect(fullPath: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: fullPath })}`;
}

/**
 * The `redirect` query value when it is a path inside this app; anything else (another origin,
 * protocol-relative `//host`, `javascript:`) is ignored so the login page cannot be an open redirect.
 *
 * @example
 * redirectTarget('?redirect=%2Fsystem%2Fuser') // '/system/user'
 * redirectTarget('?redirect=https%3A%2F%2Fevil.example') // null
 */
export function redirectTarget(search: string): string | null {
  const value = new URLSearchParams(search).get('redirect');
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/**
 * The route guard of SPEC.md §2 as a pure decision, applied by <RouteGuard>.
 *
 * @example
 * decideNavigation({ pathname: '/system/user', search: '', hasToken: false, permissionsLoaded: false })
 * // { kind: 'redirect', to: '/user/login?redirect=%2Fsystem%2Fuser' }
 */
export function decideNavigation({
  pathname,
  search,
  hasToken,
  permissionsLoaded,
}: GuardInput): GuardDecision {
  const fullPath = pathname + search;
  if (!hasToken) {
    return PUBLIC_PATHS.includes(pathname)
      ? { kind: 'allow' }
      : { kind: 'redirect', to: loginWithRedirect(fullPath) };
  }
  if (pathname === LOGIN_PATH) {
    // The sign-in page's redirect query rides along to the workplace, where the first load honours
    // it (JeecgBoot reads it from the route it came from, which a React guard cannot see).
    // With the menu already loaded (the sign-in page waits for it) the redirect is followed at once.
    const redirect = redirectTarget(search);
    if (permissionsLoaded) return { kind: 'redirect', to: redirect ?? WORKPLACE_PATH };
    return {
      kind: 'redirect',
      to: redirect ? `${WORKPLACE_PATH}?${new URLSearchParams({ redirect })}` : WORKPLACE_PATH,
    };
  }
  if (!permissionsLoaded) {
    return {
      kind: 'load-permissions',
      target: redirectTarget(search) ?? fullPath,
      onFailure: loginWithRedirect(fullPath),
    };
  }
  return { kind: 'allow' };
}
