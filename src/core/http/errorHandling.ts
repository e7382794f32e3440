import { isAxiosError, type AxiosInstance } from 'axios';
import { getToken } from '../session/persisted';
import { resolveHttpError, resolveSuccessBody, type CatalogueAction } from './errorCatalogue';

/** The side effects the catalogue needs; injected so tests can watch them. */
export interface CatalogueEffects {
  notify(title: string, description: string, duration: number): void;
  /** Shows the '登录已过期' dialog; `onOk` runs when its button is pressed. */
  showExpired(options: { title: string; content: string; okText: string; onOk: () => Promise<void> }): void;
  /** Signs out locally and on the server (session/logout), removing the stored token. */
  logout(): Promise<void>;
  reload(): void;
  schedule(run: () => void, delayMs: number): void;
}

/**
 * Makes the function that carries out catalogue decisions. A dialog already open is not opened
 * twice, and the session is ended once even when several requests fail together.
 *
 * @example
 * const perform = createPerformer(effects);
 * perform({ kind: 'logout-and-reload' }, { silent: false });
 */
export function createPerformer(effects: CatalogueEffects) {
  let ending = false;
  const endSession = async (delayMs: number) => {
    if (ending) return;
    ending = true;
    await effects.logout();
    if (delayMs > 0) effects.schedule(effects.reload, delayMs);
    else effects.reload();
  };

  return function perform(action: CatalogueAction, { silent }: { silent: boolean }): void {
    switch (action.kind) {
      case 'notify':
        if (!silent) effects.notify(action.title, action.description, action.duration);
        return;
      case 'notify-then-logout':
        if (!silent) effects.notify(action.title, action.description, action.duration);
        void endSession(action.reloadAfterMs);
        return;
      case 'session-expired':
        if (ending) return;
        ending = true;
        effects.showExpired({
          title: action.title,
          content: action.content,
          okText: action.okText,
          onOk: async () => {
            await effects.logout();
            effects.reload();
          },
        });
        return;
      case 'logout-and-reload':
        void endSession(0);
        return;
      case 'none':
        return;
    }
  };
}

/**
 * Attaches the error catalogue of SPEC.md §8 to `client`. The original error still rejects, so
 * callers can show their own inline message as well. Returns a function that detaches it.
 *
 * @example
 * installErrorHandling(http, browserEffects(logout));
 */
export function installErrorHandling(client: AxiosInstance, effects: CatalogueEffects): () => void {
  const perform = createPerformer(effects);
  const id = client.interceptors.response.use(
    (response) => {
      perform(resolveSuccessBody(response.data), { silent: Boolean(response.config.silent) });
      return response;
    },
    (error: unknown) => {
      // A refused download (responseType blob) carries the envelope as a Blob: read it first, so the
      // server's own message shows ('超过一次导出的上限…') and callers see the envelope too.
      const data = isAxiosError(error) ? error.response?.data : undefined;
      if (isAxiosError(error) && error.response && typeof Blob !== 'undefined' && data instanceof Blob) {
        const response = error.response;
        return data
          .text()
          .then((text) => {
            response.data = JSON.parse(text) as unknown;
          })
          .catch(() => undefined)
          .then(() => handle(error));
      }
      return handle(error);
    },
  );
  function handle(error: unknown): Promise<never> {
    if (isAxiosError(error) && !axiosCancelled(error)) {
      const body = error.response?.data as { message?: unknown } | undefined;
      const action = resolveHttpError({
        status: error.response?.status,
        message: typeof body?.message === 'string' ? body.message : undefined,
        hasToken: Boolean(getToken()),
        timedOut: error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT',
      });
      perform(action, { silent: Boolean(error.config?.silent) });
    }
    return Promise.reject(error);
  }
  return () => client.interceptors.response.eject(id);
}

function axiosCancelled(error: { code?: string }): boolean {
  return error.code === 'ERR_CANCELED';
}
