import { SESSION_TTL_MS, STORAGE_PREFIX } from '../constants';

/** What is written under each key: the value and when it stops being valid (epoch ms, null = never). */
interface Entry<T> {
  value: T;
  expire: number | null;
}

export interface ExpiringStorage {
  /** The stored value, or null when absent, unreadable or expired (an expired entry is removed). */
  get<T>(key: string): T | null;
  /** Stores `value` for `ttlMs` (the storage's default when omitted; null keeps it forever). */
  set<T>(key: string, value: T, ttlMs?: number | null): void;
  remove(key: string): void;
}

export interface StorageOptions {
  prefix?: string;
  /** Default life of an entry; null keeps entries until removed. */
  ttlMs?: number | null;
  now?: () => number;
}

/**
 * A small typed wrapper over a Web Storage: keys get a namespace prefix and values an expiry, in the
 * `{ value, expire }` shape JeecgBoot's vue-ls writes, so sessions survive a change of front end.
 *
 * @example
 * const store = createExpiringStorage(localStorage, { ttlMs: 7 * 24 * 3600 * 1000 });
 * store.set('Access-Token', 'abc'); // localStorage['pro__Access-Token'] = '{"value":"abc","expire":...}'
 * store.get<string>('Access-Token'); // 'abc' for 7 days, then null
 */
export function createExpiringStorage(backend: Storage, options: StorageOptions = {}): ExpiringStorage {
  const prefix = options.prefix ?? STORAGE_PREFIX;
  const defaultTtl = options.ttlMs === undefined ? null : options.ttlMs;
  const now = options.now ?? Date.now;

  return {
    get<T>(key: string): T | null {
      const raw = backend.getItem(prefix + key);
      if (raw === null) return null;
      let entry: Entry<T>;
      try {
        entry = JSON.parse(raw) as Entry<T>;
      } catch {
        return null;
      }
      if (typeof entry !== 'object' || entry === null || !('value' in entry)) return null;
      if (typeof entry.expire === 'number' && entry.expire <= now()) {
        backend.removeItem(prefix + key);
        return null;
      }
      return entry.value ?? null;
    },
    set<T>(key: string, value: T, ttlMs: number | null = defaultTtl): void {
      const entry: Entry<T> = { value, expire: ttlMs === null ? null : now() + ttlMs };
      backend.setItem(prefix + key, JSON.stringify(entry));
    },
    remove(key: string): void {
      backend.removeItem(prefix + key);
    },
  };
}

/** Token, username and user info: local storage, 7 days (SPEC.md §9). */
export const localStore = createExpiringStorage(window.localStorage, { ttlMs: SESSION_TTL_MS });
/** Button permissions: session storage, gone with the tab (SPEC.md §6). */
export const tabStore = createExpiringStorage(window.sessionStorage, { ttlMs: null });
