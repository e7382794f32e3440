import { useCallback, useState } from 'react';

export type Density = 'large' | 'middle' | 'small';

/** What a user chose for one table: column order, hidden columns and row density. */
export interface TableSettings {
  /** dataIndex of every column, in the user's order (columns added to the page later go last). */
  order: string[];
  hidden: string[];
  density: Density;
}

function read(key: string): Partial<TableSettings> {
  try {
    const raw = window.localStorage.getItem(key);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' ? (value as Partial<TableSettings>) : {};
  } catch {
    return {}; // storage switched off or a hand-edited value: the page's own layout
  }
}

/**
 * The column settings of one table, remembered per user in localStorage (issue 13, finding 3) so the
 * columns an administrator hid or moved stay so on the next visit and after signing in again.
 *
 * @example
 * const { settings, update, reset } = useTableSettings(`dg.table.${userId}./sys/user/list`, ['username', 'status']);
 */
export function useTableSettings(key: string, columns: ReadonlyArray<string>) {
  const [stored, setStored] = useState<Partial<TableSettings>>(() => read(key));
  const known = (stored.order ?? []).filter((c) => columns.includes(c));
  const settings: TableSettings = {
    order: [...known, ...columns.filter((c) => !known.includes(c))],
    hidden: (stored.hidden ?? []).filter((c) => columns.includes(c)),
    density: stored.density ?? 'middle',
  };
  const save = useCallback(
    (next: Partial<TableSettings>) => {
      setStored(next);
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // a full or disabled storage only means the choice is not remembered
      }
    },
    [key],
  );
  return {
    settings,
    update: (change: Partial<TableSettings>) => save({ ...settings, ...change }),
    reset: () => save({ density: settings.density }),
  };
}
