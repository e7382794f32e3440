import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The designer's selected widget key, for the canvas. The reducer keeps the selection; the canvas reads it
 * from here, so selecting redraws the two items whose state changed instead of walking every item of a
 * 300-widget form (docs/performance.md, bench:designer).
 */
export interface SelectionStore {
  get: () => string | null;
  set: (key: string | null) => void;
  subscribe: (listener: () => void) => () => void;
}

/**
 * @example
 * const selection = createSelectionStore();
 * selection.set('input_1'); // subscribers hear of it; selection.get() === 'input_1'
 */
export function createSelectionStore(initial: string | null = null): SelectionStore {
  let key = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => key,
    set(next) {
      if (next === key) return;
      key = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const SelectionContext = createContext<SelectionStore>(createSelectionStore());

/** Whether `key` is the selected widget; a component redraws only when that answer changes. */
export function useIsSelected(key: string): boolean {
  const store = useContext(SelectionContext);
  return useSyncExternalStore(store.subscribe, () => store.get() === key);
}

/** The selected widget key, for containers that show the part holding it (a tabs widget's pane). */
export function useSelectedKey(): string | null {
  const store = useContext(SelectionContext);
  return useSyncExternalStore(store.subscribe, store.get);
}
