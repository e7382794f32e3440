/**
 * The live table's row operations as plain functions over its rows and their stable keys (SPEC.md §4 "Live
 * table": add, insert, remove, move up / down, drag sort; §9 default sort key orderNum): each returns the new
 * rows and keys; the component only stores them. Keys stay with their rows whatever moves.
 */
import type { LiveRow } from './types';

/** The table's rows and, at the same index, each row's stable key. */
export interface RowState {
  keys: string[];
  rows: LiveRow[];
}

/**
 * Sets `sortKey` to 1..n in table order; returns the rows and those whose number changed (new objects).
 *
 * @example
 * renumber([{ id: 1, orderNum: 2 }, { id: 2, orderNum: 1 }], 'orderNum').changed; // both, numbered 1 and 2
 */
export function renumber(rows: readonly LiveRow[], sortKey: string): { rows: LiveRow[]; changed: LiveRow[] } {
  const changed: LiveRow[] = [];
  const next = rows.map((row, index) => {
    if (row[sortKey] === index + 1) return row;
    const numbered = { ...row, [sortKey]: index + 1 };
    changed.push(numbered);
    return numbered;
  });
  return { rows: next, changed };
}

/**
 * Puts `row` (with `key`) at `index` (clamped to 0..length).
 *
 * @example
 * insertAt({ keys: ['a'], rows: [{}] }, 0, 'b', { code: 'B' }); // b first
 */
export function insertAt(state: RowState, index: number, key: string, row: LiveRow): RowState {
  const at = Math.max(0, Math.min(state.rows.length, index));
  const keys = state.keys.slice();
  const rows = state.rows.slice();
  keys.splice(at, 0, key);
  rows.splice(at, 0, row);
  return { keys, rows };
}

/**
 * Moves the row at `from` so that it ends at index `to` (both in the current order).
 *
 * @example
 * moveRow({ keys: ['a', 'b', 'c'], rows }, 0, 2).keys; // ['b', 'c', 'a']
 */
export function moveRow(state: RowState, from: number, to: number): RowState {
  const target = Math.max(0, Math.min(state.rows.length - 1, to));
  if (from === target || from < 0 || from >= state.rows.length) return state;
  const keys = state.keys.slice();
  const rows = state.rows.slice();
  const [key] = keys.splice(from, 1);
  const [row] = rows.splice(from, 1);
  keys.splice(target, 0, key);
  rows.splice(target, 0, row);
  return { keys, rows };
}

/**
 * Moves each selected row one place up (-1) or down (+1); a block of selected rows moves together and stops at
 * the edge (JVxeTable's 上移 / 下移).
 *
 * @example
 * moveSelected({ keys: ['a', 'b', 'c'], rows }, new Set(['c']), -1).keys; // ['a', 'c', 'b']
 */
export function moveSelected(state: RowState, selected: ReadonlySet<string>, step: -1 | 1): RowState {
  const keys = state.keys.slice();
  const rows = state.rows.slice();
  const order = keys.map((_, i) => i);
  if (step > 0) order.reverse();
  let moved = false;
  for (const i of order) {
    const j = i + step;
    if (!selected.has(keys[i]) || j < 0 || j >= keys.length || selected.has(keys[j])) continue;
    [keys[i], keys[j]] = [keys[j], keys[i]];
    [rows[i], rows[j]] = [rows[j], rows[i]];
    moved = true;
  }
  return moved ? { keys, rows } : state;
}

/**
 * Drops the selected rows; returns what is left and the saved ones (with an id) to delete on save — a new row
 * is simply dropped (SPEC §4).
 *
 * @example
 * removeSelected({ keys: ['a', 'b'], rows: [{ id: 1 }, {}] }, new Set(['a', 'b'])).deleted; // [{ id: 1 }]
 */
export function removeSelected(
  state: RowState,
  selected: ReadonlySet<string>,
): { state: RowState; deleted: LiveRow[] } {
  const keep: RowState = { keys: [], rows: [] };
  const deleted: LiveRow[] = [];
  state.keys.forEach((key, i) => {
    if (!selected.has(key)) {
      keep.keys.push(key);
      keep.rows.push(state.rows[i]);
    } else if (state.rows[i].id !== undefined) deleted.push(state.rows[i]);
  });
  return { state: keep, deleted };
}
