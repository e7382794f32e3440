import { isAxiosError } from 'axios';
import type { DataHost } from '../../runtime';
import { API_BASE, TOKEN_HEADER } from '../constants';
import { getToken } from '../session/persisted';
import { deleteAction, downFile, getAction, messageOf, postAction, putAction } from './api';

/**
 * The runtime's data host over the app's one axios client (SPEC.md §7): its interceptors add the token and
 * show failures through the error catalogue, so the runtime's requests behave like every other call.
 *
 * @example
 * <HostProvider value={{ permissions, user, data: axiosDataHost }}>{page}</HostProvider>
 */
export const axiosDataHost: DataHost = {
  get: (url, params, options) => getAction(url, params, options),
  post: (url, body, options) => postAction(url, body, options),
  put: (url, body, options) => putAction(url, body, options),
  delete: (url, params, options) => deleteAction(url, params, options),
  download: (url, params) => downFile(url, params),
  sessionToken: () => {
    const token = getToken();
    return token ? { header: TOKEN_HEADER, token } : null;
  },
  apiBase: API_BASE,
  failureOf: (error) => {
    const message = messageOf(error, '');
    return {
      ...(isAxiosError(error) && error.response ? { status: error.response.status } : {}),
      ...(message ? { message } : {}),
    };
  },
};
