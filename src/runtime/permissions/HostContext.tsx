import { App } from 'antd';
import { createContext, useContext, type ReactNode } from 'react';
import type { AuthLists } from './authRules';
import { NO_DATA_HOST, type DataHost } from './dataHost';

/** What the host app tells the runtime about who is signed in, and how it reaches the outside world. */
export interface HostSession {
  /** The user's and the system's button permissions (SPEC.md §6). */
  permissions: AuthLists;
  /** The signed-in user, visible to expressions as $user. */
  user: Readonly<Record<string, unknown>> | null;
  /** Requests, the upload token, the API base: the runtime's one door to the outside (dataHost.ts). */
  data?: DataHost;
}

const NOBODY: HostSession = { permissions: { auth: [], allAuth: [] }, user: null };
const HostContext = createContext<HostSession>(NOBODY);

/**
 * Hands the runtime the signed-in user, their button permissions and its data host; the app wires it to
 * the session and its HTTP client (core/views/RuntimeHost.tsx).
 *
 * @example
 * <HostProvider value={{ permissions: { auth, allAuth }, user: { id, username, realname }, data: axiosDataHost }}>{page}</HostProvider>
 */
export function HostProvider({ value, children }: { value: HostSession; children: ReactNode }) {
  return <HostContext.Provider value={value}>{children}</HostContext.Provider>;
}

/** The button permissions page widgets check (SPEC.md §6). */
export function usePermissions(): AuthLists {
  return useContext(HostContext).permissions;
}

/** The signed-in user ($user in expressions), or null. */
export function useHostUser(): HostSession['user'] {
  return useContext(HostContext).user;
}

/** The host's requests, upload token and API base (a tree without a host gets one whose requests fail). */
export function useDataHost(): DataHost {
  return useContext(HostContext).data ?? NO_DATA_HOST;
}

/** How the runtime tells the user something: the host's notify, else antd's App message. */
export function useNotify(): NonNullable<DataHost['notify']> {
  const { message } = App.useApp();
  const notify = useDataHost().notify;
  return (
    notify ?? { success: (text) => void message.success(text), error: (text) => void message.error(text) }
  );
}
