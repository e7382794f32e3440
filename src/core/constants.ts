/** Business constants of SPEC.md §9 and the fixed paths of §2, in one place. */

/** Base path of every API call (SPEC.md §7). */
export const API_BASE = '/platform';
export const HTTP_TIMEOUT_MS = 60_000;
/** Header that carries the session token on every signed-in request. */
export const TOKEN_HEADER = 'X-Access-Token';
/** The server's message for an expired or revoked session. */
export const TOKEN_EXPIRED_MESSAGE = 'Token失效，请重新登录';

export const STORAGE_PREFIX = 'pro__';
/** Token, username and user info live 7 days in local storage. */
export const SESSION_TTL_MS = 604_800_000;

export const NOTIFY_DURATION_S = 4;
export const RELOAD_DELAY_MS = 1500;

export const PRIMARY_COLOR = '#1890FF';
export const SIDER_WIDTH = 200;
export const SIDER_COLLAPSED_WIDTH = 80;
export const HEADER_RIGHT_WIDTH = 360;

export const LOGIN_PATH = '/user/login';
export const WORKPLACE_PATH = '/dashboard/workplace';
/** The default home: the analysis dashboard. */
export const HOME_PATH = '/dashboard/analysis';
export const NOT_FOUND_PATH = '/404';
/** Paths reachable without a token (SPEC.md §2 route guard). */
export const PUBLIC_PATHS: readonly string[] = [
  '/user/login',
  '/user/register',
  '/user/register-result',
  '/user/alteration',
];

export const PRODUCT_NAME = 'Dougong 斗拱';
export const COPYRIGHT = 'Copyright © 2026 Dougong 斗拱';
