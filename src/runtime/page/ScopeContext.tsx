import { createContext, useContext, type ReactNode } from 'react';
import type { ExpressionScope } from '../expression';

const ScopeContext = createContext<ExpressionScope>({});

/**
 * Adds names to the expression scope of everything inside — a page opened in a drawer from a table row
 * sees that row as $row.
 *
 * @example
 * <ScopeProvider value={{ $row: row }}><GenerateForm data={page} /></ScopeProvider>
 */
export function ScopeProvider({ value, children }: { value: ExpressionScope; children: ReactNode }) {
  const outer = useContext(ScopeContext);
  return <ScopeContext.Provider value={{ ...outer, ...value }}>{children}</ScopeContext.Provider>;
}

/** The names enclosing ScopeProviders add. */
export function useExtraScope(): ExpressionScope {
  return useContext(ScopeContext);
}
