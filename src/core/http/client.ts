import axios, { type InternalAxiosRequestConfig } from 'axios';
import { API_BASE, HTTP_TIMEOUT_MS, TOKEN_HEADER } from '../constants';
import { getToken } from '../session/persisted';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Suppress the error catalogue's notification for this request (the caller shows its own
     * fallback). Session endings (expired dialog, logout) still happen.
     */
    silent?: boolean;
  }
}

/**
 * Serialises query parameters with encoded keys and values. null/undefined are left out, lists are
 * comma-joined (how multi-select values travel, SPEC.md §5), dates go as ISO text.
 *
 * @example
 * serializeParams({ name: '张 三', ids: ['1', '2'], skip: undefined }) // 'name=%E5%BC%A0%20%E4%B8%89&ids=1%2C2'
 */
export function serializeParams(params: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(params)) {
    if (raw === undefined || raw === null) continue;
    let value: string;
    if (Array.isArray(raw)) value = raw.join(',');
    else if (raw instanceof Date) value = raw.toISOString();
    else if (typeof raw === 'object') value = JSON.stringify(raw);
    else value = String(raw);
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  }
  return parts.join('&');
}

/** Adds the stored token unless the caller set one itself (logout sends the token it just removed). */
export function attachToken(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = getToken();
  if (token && !config.headers.has(TOKEN_HEADER)) config.headers.set(TOKEN_HEADER, token);
  return config;
}

/**
 * The one HTTP client of SPEC.md §7: base /platform, 60 s time-out, X-Access-Token when signed in.
 * The error catalogue is attached at start-up by installErrorHandling().
 *
 * @example
 * const { data } = await http.get('/sys/loginfo');
 */
export const http = axios.create({
  baseURL: API_BASE,
  timeout: HTTP_TIMEOUT_MS,
  paramsSerializer: { serialize: serializeParams },
});
http.interceptors.request.use(attachToken);
