import { createContext, useContext, type ReactNode } from 'react';
import type { AuthLists } from './authRules';

const PermissionsContext = createContext<AuthLists>({ auth: [], allAuth: [] });

/**
 * Hands the runtime the signed-in user's button permissions; the app wires it to the session.
 *
 * @example
 * <PermissionsProvider value={{ auth, allAuth }}>{page}</PermissionsProvider>
 */
export function PermissionsProvider({ value, children }: { value: AuthLists; children: ReactNode }) {
  return <PermissionsContext.Provider value={value}>{children}</PermissionsContext.Provider>;
}

/** The button permissions page widgets check (SPEC.md §6). */
export function usePermissions(): AuthLists {
  return useContext(PermissionsContext);
}
