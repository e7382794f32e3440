import { useForm } from '@formily/react';
import { useCallback, useEffect, useState } from 'react';

/**
 * A page-wide "data changed, read it again" signal for page widgets outside a crud. A button's reload
 * action (or its request with reload on) has no crud to refresh, so it refreshes whatever loads data on the
 * same page. Keyed by the page's Formily form, so two pages on screen never reload each other.
 */
const listeners = new WeakMap<object, Set<() => void>>();

/**
 * A number that grows each time some widget of this page asks for a reload; use it as an effect
 * dependency of a fetch.
 *
 * @example
 * const version = usePageReloadVersion();
 * useEffect(() => { void load(); }, [api, version]);
 */
export function usePageReloadVersion(): number {
  const form = useForm();
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let set = listeners.get(form);
    if (!set) listeners.set(form, (set = new Set()));
    const bump = () => setVersion((v) => v + 1);
    set.add(bump);
    return () => void set.delete(bump);
  }, [form]);
  return version;
}

/**
 * Asks every data-loading widget of this page to load again.
 *
 * @example
 * const reloadPage = useReloadPage();
 * runner.run(action, { scope, reload: reloadPage });
 */
export function useReloadPage(): () => void {
  const form = useForm();
  return useCallback(() => listeners.get(form)?.forEach((bump) => bump()), [form]);
}
