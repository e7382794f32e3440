/**
 * The virtualising core of the live table: rows are windowed with TanStack Virtual (only the rows in view plus a
 * few are in the DOM), columns are fixed-width cells of one absolutely placed row. Row components are memoised
 * on the row object, so an edit (a new object for one row) re-renders that row only. Keyboard: arrows move the
 * active cell, Enter or typing starts editing, Enter commits and moves down, Tab commits and moves right, Esc
 * cancels. Shift+click and Shift+arrows span a range of cells from the active one; Ctrl/Cmd+C copies it as
 * tab-separated text, and a paste hands the clipboard's text to the host at the range's top-left cell. The
 * editable grid (LiveTable.tsx) builds on it; `npm run bench:livetable` measures it.
 */
import './livetable.css';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { formatTable } from './tsv';

/** One column of the grid: how it shows a row and, when editable, how it edits one. */
export interface GridColumn<R> {
  key: string;
  title: ReactNode;
  width: number;
  /** Shows the cell (default: the field as text). */
  render?: (row: R, rowIndex: number) => ReactNode;
  /** Draws the editor of the cell; without it the column is read-only. */
  editor?: (props: CellEditorProps<R>) => ReactNode;
  /** The cell's text when copied; a column without it is left out of a copied range. */
  copyText?: (row: R) => string;
  /** Enter on a cell of a column edited in place (a checkbox toggles, a popup opens). */
  onEnter?: (row: R, rowIndex: number) => void;
  /** Extra class of the cell (for example the invalid mark). */
  cellClass?: (row: R, rowIndex: number) => string | undefined;
}

/** What a column's editor receives. */
export interface CellEditorProps<R> {
  row: R;
  rowIndex: number;
  /** The first key typed to start editing, if editing started by typing. */
  initial?: string;
  commit: (value: unknown, move?: 'down' | 'right' | 'none') => void;
  cancel: () => void;
}

export interface VirtualGridProps<R> {
  rows: readonly R[];
  columns: readonly GridColumn<R>[];
  getRowKey: (row: R, index: number) => string;
  /** Called when an editor commits a value. */
  onEdit?: (rowIndex: number, key: string, value: unknown) => void;
  height: number;
  rowHeight?: number;
  /** Changes whenever a cell's look changes without its row object changing (for example validation marks). */
  version?: number;
  /**
   * Footer rows kept at the bottom of the view (the statistics 合计 / 平均): per row its label and one cell per
   * column, under the column it belongs to.
   */
  footerRows?: ReadonlyArray<{ label: string; cells: readonly ReactNode[] }>;
  /** The active row changed (-1: none). */
  onActiveRow?: (row: number) => void;
  /** Text pasted with the grid focused (not into an editor), at the range's top-left cell. */
  onPaste?: (row: number, col: number, text: string) => void;
  /** The row being dragged elsewhere, drawn faded. */
  markRow?: number;
}

interface Active {
  row: number;
  col: number;
  editing: boolean;
  initial?: string;
  /** The other corner of a range (Shift+click / Shift+arrows); none for a single cell. */
  anchor?: { row: number; col: number };
}

/** An event from a portal drawn by a cell (a picker dialog) bubbles through the grid: not the grid's. */
const outside = (event: { target: EventTarget; currentTarget: Element }) =>
  !event.currentTarget.contains(event.target as Node);
/** A text box has its own copy and paste. */
const typing = (target: EventTarget) =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && !['checkbox', 'radio', 'button'].includes(target.type));

/** The rows and columns a range spans, or null for a single cell. */
function spanOf(active: Active) {
  if (!active.anchor || active.row < 0) return null;
  return {
    r0: Math.min(active.row, active.anchor.row),
    r1: Math.max(active.row, active.anchor.row),
    c0: Math.min(active.col, active.anchor.col),
    c1: Math.max(active.col, active.anchor.col),
  };
}

// One style object per width, so React compares the same object on every render of every row.
const styles = new Map<number, { width: number; minWidth: number; maxWidth: number }>();
const cellStyle = (width: number) => {
  let style = styles.get(width);
  if (!style) styles.set(width, (style = { width, minWidth: width, maxWidth: width }));
  return style;
};

/** What one drawn row is handed. */
interface GridRowProps<R> {
  row: R;
  rowKey: string;
  index: number;
  top: number;
  height: number;
  columns: readonly GridColumn<R>[];
  activeCol: number;
  editing: boolean;
  initial?: string;
  version?: number;
  /** The columns of a range crossing this row (-1 when none). */
  rangeFrom: number;
  rangeTo: number;
  marked: boolean;
  onCellClick: (row: number, col: number, edit: boolean, extend: boolean) => void;
  commit: (value: unknown, move?: 'down' | 'right' | 'none') => void;
  cancel: () => void;
}

const GridRow = memo(function GridRow<R>(props: GridRowProps<R>) {
  const { row, index, columns, activeCol } = props;
  return (
    <div
      className={props.marked ? 'dg-lt-row dg-lt-dragging' : 'dg-lt-row'}
      role="row"
      aria-rowindex={index + 2}
      data-row-key={props.rowKey}
      style={{ transform: `translateY(${props.top}px)`, height: props.height }}
    >
      {columns.map((column, c) => {
        const active = c === activeCol;
        const extra = column.cellClass?.(row, index);
        const inRange = c >= props.rangeFrom && c <= props.rangeTo;
        return (
          <div
            key={column.key}
            role="gridcell"
            aria-selected={inRange || undefined}
            className={`dg-lt-cell${active ? ' dg-lt-active' : ''}${inRange ? ' dg-lt-range' : ''}${extra ? ' ' + extra : ''}`}
            style={cellStyle(column.width)}
            onMouseDown={(event) => {
              // Shift+click spans a range of cells: not the browser's text selection.
              if (event.shiftKey) event.preventDefault();
              props.onCellClick(index, c, false, event.shiftKey);
            }}
            onDoubleClick={() => props.onCellClick(index, c, true, false)}
          >
            {active && props.editing && column.editor
              ? column.editor({
                  row,
                  rowIndex: index,
                  initial: props.initial,
                  commit: props.commit,
                  cancel: props.cancel,
                })
              : column.render
                ? column.render(row, index)
                : String((row as Record<string, unknown>)[column.key] ?? '')}
          </div>
        );
      })}
    </div>
  );
}) as <R>(props: GridRowProps<R>) => ReactNode;

/**
 * A windowed, keyboard-driven grid of fixed-width columns.
 *
 * @example
 * <VirtualGrid rows={rows} columns={[{ key: 'name', title: '名称', width: 120 }]} getRowKey={(r) => r.id} height={400} />
 */
export function VirtualGrid<R>(props: VirtualGridProps<R>) {
  const { rows, columns, onEdit } = props;
  const rowHeight = props.rowHeight ?? 32;
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<Active>({ row: -1, col: -1, editing: false });
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 4,
    // Before the scroller is measured (and where it never is, as in jsdom), assume the height it is given.
    initialRect: { width: 0, height: props.height },
  });
  // Rows are keyed by slot (index modulo the most rows ever in view), so a scroll re-fills the same DOM rows
  // instead of building new ones: a jump to the middle of 100,000 rows patches text, it creates nothing.
  const items = virtualizer.getVirtualItems();
  const slots = useRef(1);
  slots.current = Math.max(slots.current, items.length);
  const width = columns.reduce((sum, column) => sum + column.width, 0);

  const focusGrid = () => scroller.current?.focus({ preventScroll: true });
  const move = useCallback(
    (row: number, col: number) => {
      const r = Math.max(0, Math.min(rows.length - 1, row));
      const c = Math.max(0, Math.min(columns.length - 1, col));
      setActive({ row: r, col: c, editing: false });
      virtualizer.scrollToIndex(r);
    },
    [rows.length, columns.length, virtualizer],
  );
  const activeRef = useRef(active);
  activeRef.current = active;
  const commit = useCallback(
    (value: unknown, direction: 'down' | 'right' | 'none' = 'none') => {
      const { row, col } = activeRef.current;
      onEdit?.(row, columns[col].key, value);
      if (direction === 'down') move(row + 1, col);
      else if (direction === 'right') move(row, col + 1);
      else setActive({ row, col, editing: false });
      focusGrid();
    },
    [onEdit, columns, move],
  );
  const cancel = useCallback(() => {
    setActive((a) => ({ ...a, editing: false }));
    focusGrid();
  }, []);
  const onCellClick = useCallback(
    (row: number, col: number, edit: boolean, extend: boolean) =>
      setActive((a) => {
        if (a.row === row && a.col === col && a.editing) return a;
        if (extend && a.row >= 0 && !a.editing)
          return { row, col, editing: false, anchor: a.anchor ?? { row: a.row, col: a.col } };
        return { row, col, editing: edit && !!columns[col].editor };
      }),
    [columns],
  );

  useEffect(() => {
    if (active.row >= rows.length) setActive({ row: -1, col: -1, editing: false });
  }, [rows.length, active.row]);
  const { onActiveRow } = props;
  useEffect(() => {
    onActiveRow?.(active.row);
  }, [onActiveRow, active.row]);

  /** The range (or the active cell) as tab-separated text; columns that cannot be copied are left out. */
  const copied = () => {
    const span = spanOf(active) ?? { r0: active.row, r1: active.row, c0: active.col, c1: active.col };
    const cols = columns.slice(span.c0, span.c1 + 1).filter((column) => column.copyText);
    const lines: string[][] = [];
    for (let r = span.r0; r <= span.r1; r++) lines.push(cols.map((column) => column.copyText!(rows[r])));
    return formatTable(lines);
  };
  const onCopy = (event: ClipboardEvent<HTMLDivElement>) => {
    if (outside(event) || typing(event.target) || active.editing || active.row < 0) return;
    event.preventDefault();
    event.clipboardData.setData('text/plain', copied());
  };
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (outside(event) || typing(event.target) || active.editing || active.row < 0 || !props.onPaste) return;
    event.preventDefault();
    const span = spanOf(active);
    props.onPaste(span?.r0 ?? active.row, span?.c0 ?? active.col, event.clipboardData.getData('text/plain'));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (active.editing || active.row < 0 || outside(event)) return;
    const { row, col } = active;
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'c' && navigator.clipboard) {
      // The clipboard API when there is one; otherwise the browser's copy event follows (onCopy).
      event.preventDefault();
      // Refused (no permission): the copy event the command raises carries the text instead.
      navigator.clipboard.writeText(copied()).catch(() => document.execCommand('copy'));
      return;
    }
    const go = (r: number, c: number) => {
      if (!event.shiftKey) return move(r, c);
      const anchor = active.anchor ?? { row, col };
      move(r, c);
      setActive((a) => ({ ...a, anchor }));
    };
    const keys: Record<string, () => void> = {
      ArrowUp: () => go(row - 1, col),
      ArrowDown: () => go(row + 1, col),
      ArrowLeft: () => go(row, col - 1),
      ArrowRight: () => go(row, col + 1),
      Tab: () => move(row, col + (event.shiftKey ? -1 : 1)),
      Enter: () =>
        columns[col].editor ? setActive({ row, col, editing: true }) : columns[col].onEnter?.(rows[row], row),
      Escape: () => setActive({ row: -1, col: -1, editing: false }),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && columns[col].editor) {
      event.preventDefault();
      setActive({ row, col, editing: true, initial: event.key });
    }
  };

  const span = spanOf(active);
  return (
    <div className="dg-lt" role="grid" aria-rowcount={rows.length + 1}>
      <div
        ref={scroller}
        className="dg-lt-scroller"
        tabIndex={0}
        onKeyDown={onKeyDown}
        onCopy={onCopy}
        onPaste={onPaste}
        style={{ height: props.height, overflow: 'auto', position: 'relative', outline: 'none' }}
      >
        <div className="dg-lt-header" role="row" style={{ width }}>
          {columns.map((column) => (
            <div key={column.key} role="columnheader" className="dg-lt-th" style={cellStyle(column.width)}>
              {column.title}
            </div>
          ))}
        </div>
        <div style={{ height: virtualizer.getTotalSize(), width, position: 'relative' }}>
          {items.map((item) => {
            const isActive = item.index === active.row;
            const inSpan = span !== null && item.index >= span.r0 && item.index <= span.r1;
            return (
              <GridRow
                key={item.index % slots.current}
                row={rows[item.index]}
                rowKey={props.getRowKey(rows[item.index], item.index)}
                index={item.index}
                top={item.start}
                height={rowHeight}
                columns={columns}
                activeCol={isActive ? active.col : -1}
                editing={isActive && active.editing}
                initial={isActive ? active.initial : undefined}
                version={props.version}
                rangeFrom={inSpan ? span.c0 : -1}
                rangeTo={inSpan ? span.c1 : -1}
                marked={item.index === props.markRow}
                onCellClick={onCellClick}
                commit={commit}
                cancel={cancel}
              />
            );
          })}
        </div>
        {props.footerRows && props.footerRows.length > 0 && (
          <div className="dg-lt-footer" style={{ width }}>
            {props.footerRows.map((footerRow) => (
              <div key={footerRow.label} role="row" aria-label={footerRow.label} className="dg-lt-footer-row">
                {columns.map((column, c) => (
                  <div
                    key={column.key}
                    role="gridcell"
                    className="dg-lt-cell"
                    title={
                      c > 0 && footerRow.cells[c] != null && typeof column.title === 'string'
                        ? `${column.title} ${footerRow.label}`
                        : undefined
                    }
                    style={cellStyle(column.width)}
                  >
                    {footerRow.cells[c]}
                  </div>
                ))}
              </div>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
