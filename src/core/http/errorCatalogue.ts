import { NOTIFY_DURATION_S, RELOAD_DELAY_MS, TOKEN_EXPIRED_MESSAGE } from '../constants';

const TITLE = '系统提示';

/** What the client does about one response, decided without touching the UI. */
export type CatalogueAction =
  | { kind: 'none' }
  | { kind: 'notify'; title: string; description: string; duration: number }
  /** HTTP 401 while signed in: tell the user, sign out, reload after a pause. */
  | {
      kind: 'notify-then-logout';
      title: string;
      description: string;
      duration: number;
      reloadAfterMs: number;
    }
  /** The '登录已过期' dialog; its button signs out, removes the token and reloads. */
  | { kind: 'session-expired'; title: string; content: string; okText: string }
  /** Sign out, remove the token, reload at once. */
  | { kind: 'logout-and-reload' };

export interface FailedResponse {
  /** HTTP status; undefined when no response arrived. */
  status?: number;
  /** The envelope's message, if the body carried one. */
  message?: string;
  /** Whether a token was stored when the response arrived. */
  hasToken: boolean;
  /** True when the request timed out in the browser (no response at all). */
  timedOut?: boolean;
}

const notify = (description: string) => ({
  kind: 'notify' as const,
  title: TITLE,
  description,
  duration: NOTIFY_DURATION_S,
});

const SESSION_EXPIRED: CatalogueAction = {
  kind: 'session-expired',
  title: '登录已过期',
  content: '很抱歉，登录已过期，请重新登录',
  okText: '重新登录',
};

/**
 * The error catalogue of SPEC.md §8 for a failed HTTP response, as a pure decision.
 *
 * @example
 * resolveHttpError({ status: 403, hasToken: true })
 * // { kind: 'notify', title: '系统提示', description: '拒绝访问', duration: 4 }
 */
export function resolveHttpError({ status, message, hasToken, timedOut }: FailedResponse): CatalogueAction {
  const expired = hasToken && message === TOKEN_EXPIRED_MESSAGE;
  switch (status) {
    case undefined:
      // No response: the spec is silent; a browser-side timeout reads like the gateway's 504.
      return notify(timedOut ? '网络超时' : '网络异常，请检查网络连接');
    case 403:
      return notify('拒绝访问');
    case 404:
      return notify('很抱歉，资源未找到!');
    case 504:
      return notify('网络超时');
    case 401:
      // Our server answers an expired session with 401 and the message JeecgBoot sent with 500;
      // we show the same '登录已过期' dialog for it, so the user sees why before signing in again.
      if (expired) return SESSION_EXPIRED;
      if (hasToken) {
        return {
          ...notify('未授权，请重新登录'),
          kind: 'notify-then-logout',
          reloadAfterMs: RELOAD_DELAY_MS,
        };
      }
      return notify('未授权，请重新登录');
    case 500:
      if (expired) return SESSION_EXPIRED;
      // Any other 500 is an "other status": the user gets the server's message.
      return notify(message || '服务器内部错误');
    default:
      return notify(message || `请求失败（${status}）`);
  }
}

/**
 * The catalogue's rule for a successful HTTP response: a body whose code is 401 ends the session.
 *
 * @example
 * resolveSuccessBody({ success: false, code: 401, message: '...' }) // { kind: 'logout-and-reload' }
 */
export function resolveSuccessBody(body: unknown): CatalogueAction {
  if (typeof body === 'object' && body !== null && String((body as { code?: unknown }).code) === '401') {
    return { kind: 'logout-and-reload' };
  }
  return { kind: 'none' };
}
