/**
 * Undo and redo of every change (the original designer had neither). Each entry is the whole design as
 * it was; designs share unchanged widgets, so a long history costs little.
 */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** What the present's change was typing into (see record), so the next keystroke there joins it. */
  typing?: string;
}

/** Past entries kept; older ones are dropped so a long session does not grow without bound. */
export const HISTORY_LIMIT = 200;

export const initHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

/**
 * Records a new present; a no-op change (the same object) records nothing. A change with the same
 * `typing` key as the one before it (the next keystroke in the same text box) replaces the present
 * instead of adding a step, so undo takes back the whole word.
 *
 * @example
 * record(record(h, withA, 'input_1:name'), withAb, 'input_1:name').past.length === h.past.length + 1
 */
export function record<T>(history: History<T>, next: T, typing?: string): History<T> {
  if (next === history.present) return history;
  if (typing !== undefined && typing === history.typing)
    return { past: history.past, present: next, future: [], typing };
  return {
    past: [...history.past, history.present].slice(-HISTORY_LIMIT),
    present: next,
    future: [],
    typing,
  };
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
