/**
 * The live table's select-search editor: a text box that filters the column's options by label as the user
 * types (JVxeTable's select-search). Arrows move through the matches, Enter or a click picks one, Esc cancels;
 * the stored value is the option's value and the cell shows its label.
 */
import { useState } from 'react';
import type { CellEditorProps } from './VirtualGrid';
import type { LiveColumn, LiveRow } from './types';

/**
 * The options whose label (or value) contains the query, case-insensitively; all of them for an empty query.
 *
 * @example
 * matchOptions([{ value: 'bj', label: '北京' }], '北'); // [{ value: 'bj', label: '北京' }]
 */
export function matchOptions(
  options: LiveColumn['options'],
  query: string,
): NonNullable<LiveColumn['options']> {
  const needle = query.trim().toLowerCase();
  return (options ?? []).filter(
    (option) =>
      !needle ||
      option.label.toLowerCase().includes(needle) ||
      String(option.value).toLowerCase().includes(needle),
  );
}

/**
 * Draws the select-search editor of one cell.
 *
 * @example
 * <SelectSearchEditor column={column} row={row} rowIndex={0} commit={commit} cancel={cancel} />
 */
export function SelectSearchEditor({
  column,
  initial,
  commit,
  cancel,
}: CellEditorProps<LiveRow> & { column: LiveColumn }) {
  const [query, setQuery] = useState(initial ?? '');
  const [active, setActive] = useState(0);
  const matches = matchOptions(column.options, query);
  const listId = `dg-lt-ss-${column.key}`;
  return (
    // Anchored to the row's top (an absolute box in a centring flex cell would be centred over the row).
    <div className="dg-lt-ss" style={{ width: (column.width ?? 160) - 8 }}>
      <input
        className="dg-lt-editor"
        role="combobox"
        aria-label={column.title}
        aria-expanded
        aria-controls={listId}
        ref={(element) => {
          if (element && document.activeElement !== element) element.focus();
        }}
        value={query}
        placeholder={column.placeholder ?? `搜索${column.title}`}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((index) => Math.max(0, Math.min(matches.length - 1, index + step)));
          } else if (event.key === 'Escape') {
            event.preventDefault();
            cancel();
          } else if (event.key === 'Enter' || event.key === 'Tab') {
            event.preventDefault();
            const picked = matches[active];
            if (picked) commit(picked.value, event.key === 'Tab' ? 'right' : 'down');
            else if (!query) commit('', event.key === 'Tab' ? 'right' : 'down');
          }
        }}
      />
      <ul role="listbox" id={listId} aria-label={`${column.title}选项`} className="dg-lt-ss-list">
        {matches.length === 0 && <li className="dg-lt-ss-empty">没有匹配“{query}”的选项，请换个关键字</li>}
        {matches.map((option, index) => (
          <li
            key={String(option.value)}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'dg-lt-ss-active' : undefined}
            onMouseDown={(event) => {
              event.preventDefault();
              commit(option.value);
            }}
          >
            {option.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
