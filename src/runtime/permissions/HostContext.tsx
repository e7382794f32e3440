import { createContext, useContext, type ReactNode } from 'react';
import type { AuthLists } from './authRules';

/** What the host app tells the runtime about who is signed in. */
export interface HostSession {
  /** The user's and the system's button permissions (SPEC.md §6). */
  permissions: AuthLists;
  /** The signed-in user, visible to expressions as $user. */
  user: Readonly<Record<string, unknown>> | null;
}

const NOBODY: HostSession = { permissions: { auth: [], allAuth: [] }, user: null };
const HostContext = createContext<HostSession>(NOBODY);

/**
 * Hands the runtime the signed-in user and their button permissions; the app wires it to the session.
 *
 * @example
 * <HostProvider value={{ permissions: { auth, allAuth }, user: { id, username, realname } }}>{page}</HostProvider>
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
