import { useForm } from '@formily/react';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A page-wide "data changed, read it again" signal for page widgets outside a crud. A button's reload
 * action (or its request with reload on) has no crud to refresh, so it refreshes whatever loads data on the
 * same page. Keyed by the page's Formily form, so two pages on screen never reload each other.
 */
const listeners = new WeakMap<object, Set<() => void>>();

/**
 * A number that grows each time some widget of this page asks for a reload.
 *
 * @example
 * const version = usePageReloadVersion();
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
 * Runs `reload` after each reload of the page (not on mount), once the page has drawn: a record the
 * reloading action cleared from the page state is not asked for again (finding 4).
 *
 * @example
 * useOnPageReload(list.reload);
 */
export function useOnPageReload(reload: () => void): void {
  const version = usePageReloadVersion();
  const [first] = useState(version);
  const latest = useRef(reload);
  useEffect(() => {
    latest.current = reload;
  });
  useEffect(() => {
    if (version !== first) latest.current();
  }, [version, first]);
}

/**
 * Reads a widget's query again after each reload of the page, while it is enabled; a read already under
 * way is joined.
 *
 * @example
 * const { refetch } = useApiQuery(api); useRefetchOnPageReload(refetch, !!api);
 */
export function useRefetchOnPageReload(
  refetch: (options: { cancelRefetch: boolean }) => unknown,
  enabled = true,
): void {
  useOnPageReload(() => {
    if (enabled) void refetch({ cancelRefetch: false });
  });
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
  return useCallback(() => listeners.get(form)?.forEach((reload) => reload()), [form]);
}
