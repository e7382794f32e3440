import { useForm } from '@formily/react';
import { toJS } from '@formily/reactive';
import { useDataHost, useHostUser } from '../permissions';
import { useExtraScope } from './ScopeContext';
import type { ExpressionScope } from '../expression';

/**
 * The scope page expressions see: `$values` (the page state — what trees and forms on the page hold),
 * `$user` (who is signed in), `$config` (the API base) and whatever an enclosing ScopeProvider adds ($row). Read it inside an observer so a change of
 * page state re-renders the reader.
 *
 * @example
 * const scope = usePageScope(); resolveParams(options.params, scope)
 */
export function usePageScope(): ExpressionScope {
  const form = useForm();
  const user = useHostUser();
  const { apiBase } = useDataHost();
  const extra = useExtraScope();
  return {
    ...extra,
    $values: toJS(form.values) as Record<string, unknown>,
    $user: user ?? {},
    $config: { apiBase: window.location.origin + apiBase, origin: window.location.origin },
  };
}
