import { isAxiosError, type AxiosRequestConfig } from 'axios';
import type { Envelope } from '../../../schemas';
import { http } from './client';

/** The response envelope with a typed `result`. */
export type ApiResponse<T> = Omit<Envelope, 'result'> & { result: T };

/**
 * A call that answered over HTTP 200 but whose envelope says no (SPEC.md §4: "rejected with the
 * server response"); the envelope is kept for the caller.
 *
 * @example
 * if (String(body.code) !== '200') throw new ResponseRejected(body);
 */
export class ResponseRejected extends Error {
  override readonly name = 'ResponseRejected';

  constructor(readonly response: ApiResponse<unknown>) {
    super(response.message);
  }
}

/**
 * GET with query parameters; resolves to the envelope.
 *
 * @example
 * const { result } = await getAction<PageResult>('/sys/user/list', { pageNo: 1, pageSize: 10 });
 */
export async function getAction<T = unknown>(
  url: string,
  params?: Record<string, unknown>,
  config?: AxiosRequestConfig,
): Promise<ApiResponse<T>> {
  return (await http.get<ApiResponse<T>>(url, { ...config, params })).data;
}

/** POST a JSON body. @example await postAction('/sys/role/add', role) */
export async function postAction<T = unknown>(
  url: string,
  data?: unknown,
  config?: AxiosRequestConfig,
): Promise<ApiResponse<T>> {
  return (await http.post<ApiResponse<T>>(url, data, config)).data;
}

/** PUT a JSON body. @example await putAction('/sys/role/edit', role) */
export async function putAction<T = unknown>(
  url: string,
  data?: unknown,
  config?: AxiosRequestConfig,
): Promise<ApiResponse<T>> {
  return (await http.put<ApiResponse<T>>(url, data, config)).data;
}

/** DELETE with query parameters. @example await deleteAction('/sys/sysDepart/delete', { id }) */
export async function deleteAction<T = unknown>(
  url: string,
  params?: Record<string, unknown>,
  config?: AxiosRequestConfig,
): Promise<ApiResponse<T>> {
  return (await http.delete<ApiResponse<T>>(url, { ...config, params })).data;
}

/** GET a file as a Blob. @example const blob = await downFile('/sys/user/exportXls', { ids }) */
export async function downFile(url: string, params?: Record<string, unknown>): Promise<Blob> {
  return (await http.get<Blob>(url, { params, responseType: 'blob' })).data;
}

/**
 * The message to show for a failed call: the server's envelope message when there is one (from an
 * HTTP error or a {@link ResponseRejected}), otherwise a generic Chinese sentence.
 *
 * @example
 * catch (error) { setError(messageOf(error)) } // '用户名或密码错误'
 */
export function messageOf(error: unknown, fallback = '请求失败，请稍后再试'): string {
  const body = isAxiosError(error)
    ? error.response?.data
    : error instanceof ResponseRejected
      ? error.response
      : error;
  const isEnvelope = typeof body === 'object' && body !== null && 'success' in body && 'message' in body;
  const message = isEnvelope ? (body as { message: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : fallback;
}
