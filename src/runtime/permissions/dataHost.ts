import type { Envelope } from '../../../schemas';

/** An answer of the API: the SPEC.md §7 envelope with a typed `result`. */
export type HostEnvelope<T> = Omit<Envelope, 'result'> & { result: T };

/** Query parameters or a JSON body of a request. */
export type HostParams = Record<string, unknown>;

export interface HostRequestOptions {
  /** The host shows no error notification of its own for this request (the caller has a fallback). */
  silent?: boolean;
}

/**
 * Everything the runtime and its widgets need from the world outside the page: the API (answers are
 * SPEC.md §7 envelopes, failures reject after the host has told the user), the session token for uploads
 * the host's client does not send itself, and the API base. The app wires it to its axios client
 * (core/views/RuntimeHost.tsx); tests hand in the same adapter over a mocked network (src/test/testHost.tsx).
 *
 * @example
 * const { get } = useDataHost(); const { result } = await get<PageResult>('/sys/user/list', { pageNo: 1 });
 */
export interface DataHost {
  get<T = unknown>(url: string, params?: HostParams, options?: HostRequestOptions): Promise<HostEnvelope<T>>;
  post<T = unknown>(url: string, body?: unknown, options?: HostRequestOptions): Promise<HostEnvelope<T>>;
  put<T = unknown>(url: string, body?: unknown, options?: HostRequestOptions): Promise<HostEnvelope<T>>;
  delete<T = unknown>(
    url: string,
    params?: HostParams,
    options?: HostRequestOptions,
  ): Promise<HostEnvelope<T>>;
  /** A file as a Blob (an export). */
  download(url: string, params?: HostParams): Promise<Blob>;
  /** The header and token of the signed-in session, for an upload sent past the host's client; null when signed out. */
  sessionToken(): { header: string; token: string } | null;
  /** The base path of every API address ('/platform'). */
  apiBase: string;
  /** A failed request's HTTP status and server message, when it had them (a 403's reason, say). */
  failureOf(error: unknown): { status?: number; message?: string };
  /** Tells the user something; the runtime uses antd's App message when the host gives none. */
  notify?: { success(text: string): void; error(text: string): void };
}

/** The host of a tree without one (a form drawn without a page): every request fails, naming what is missing. */
export const NO_DATA_HOST: DataHost = {
  get: () => Promise.reject(new Error('Dougong runtime: no data host')),
  post: () => Promise.reject(new Error('Dougong runtime: no data host')),
  put: () => Promise.reject(new Error('Dougong runtime: no data host')),
  delete: () => Promise.reject(new Error('Dougong runtime: no data host')),
  download: () => Promise.reject(new Error('Dougong runtime: no data host')),
  sessionToken: () => null,
  apiBase: '/platform',
  failureOf: () => ({}),
};
