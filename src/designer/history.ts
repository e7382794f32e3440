/**
 * Undo and redo of every change (the original designer had neither). Each entry is the whole design as
 * it was; designs share unchanged widgets, so a long history costs little.
 */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
}

/** Past entries kept; older ones are dropped so a long session does not grow without bound. */
export const HISTORY_LIMIT = 200;

export const initHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

/** Records a new present; a no-op change (the same object) records nothing. */
export function record<T>(history: History<T>, next: T): History<T> {
  if (next === history.present) return history;
  return { past: [...history.past, history.present].slice(-HISTORY_LIMIT), present: next, future: [] };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future };
}
