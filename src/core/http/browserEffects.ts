import { Modal, notification } from 'antd';
import type { CatalogueEffects } from './errorHandling';

/**
 * The catalogue's effects in the browser: antd notification and Modal (static calls, themed through
 * ConfigProvider.config in main.tsx), a real reload and a real timer.
 *
 * @example
 * installErrorHandling(http, browserEffects(logout));
 */
export function browserEffects(logout: () => Promise<void>): CatalogueEffects {
  return {
    // Keyed by text so a burst of identical failures shows one notification, not a stack.
    notify: (title, description, duration) =>
      notification.error({ key: `http:${description}`, message: title, description, duration }),
    showExpired: ({ title, content, okText, onOk }) =>
      Modal.error({ title, content, okText, mask: false, onOk }),
    logout,
    reload: () => window.location.reload(),
    schedule: (run, delayMs) => void window.setTimeout(run, delayMs),
  };
}
