/**
 * The virtualising core of the live table: rows are windowed with TanStack Virtual (only the rows in view plus a
 * few are in the DOM), columns are fixed-width cells of one absolutely placed row. Row components are memoised
 * on the row object, so an edit (a new object for one row) re-renders that row only. Keyboard: arrows move the
 * active cell, Enter or typing starts editing, Enter commits and moves down, Tab commits and moves right, Esc
 * cancels. The editable grid (LiveTable.tsx) builds on it; `npm run bench:livetable` measures it.
 */
import './livetable.css';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** One column of the grid: how it shows a row and, when editable, how it edits one. */
export interface GridColumn<R> {
  key: string;
  title: ReactNode;
  width: number;
  /** Shows the cell (default: the field as text). */
  render?: (row: R, rowIndex: number) => ReactNode;
  /** Draws the editor of the cell; without it the column is read-only. */
  editor?: (props: CellEditorProps<R>) => ReactNode;
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
  footer?: ReactNode;
}

interface Active {
  row: number;
  col: number;
  editing: boolean;
  initial?: string;
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
  onCellClick: (row: number, col: number, edit: boolean) => void;
  commit: (value: unknown, move?: 'down' | 'right' | 'none') => void;
  cancel: () => void;
}

const GridRow = memo(function GridRow<R>(props: GridRowProps<R>) {
  const { row, index, columns, activeCol } = props;
  return (
    <div
      className="dg-lt-row"
      role="row"
      aria-rowindex={index + 2}
      data-row-key={props.rowKey}
      style={{ transform: `translateY(${props.top}px)`, height: props.height }}
    >
      {columns.map((column, c) => {
        const active = c === activeCol;
        const extra = column.cellClass?.(row, index);
        return (
          <div
            key={column.key}
            role="gridcell"
            className={`dg-lt-cell${active ? ' dg-lt-active' : ''}${extra ? ' ' + extra : ''}`}
            style={cellStyle(column.width)}
            onMouseDown={() => props.onCellClick(index, c, false)}
            onDoubleClick={() => props.onCellClick(index, c, true)}
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
    (row: number, col: number, edit: boolean) =>
      setActive((a) =>
        a.row === row && a.col === col && a.editing
          ? a
          : { row, col, editing: edit && !!columns[col].editor },
      ),
    [columns],
  );

  useEffect(() => {
    if (active.row >= rows.length) setActive({ row: -1, col: -1, editing: false });
  }, [rows.length, active.row]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (active.editing || active.row < 0) return;
    const { row, col } = active;
    const keys: Record<string, () => void> = {
      ArrowUp: () => move(row - 1, col),
      ArrowDown: () => move(row + 1, col),
      ArrowLeft: () => move(row, col - 1),
      ArrowRight: () => move(row, col + 1),
      Tab: () => move(row, col + (event.shiftKey ? -1 : 1)),
      Enter: () => columns[col].editor && setActive({ row, col, editing: true }),
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

  return (
    <div className="dg-lt" role="grid" aria-rowcount={rows.length + 1}>
      <div
        ref={scroller}
        className="dg-lt-scroller"
        tabIndex={0}
        onKeyDown={onKeyDown}
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
                onCellClick={onCellClick}
                commit={commit}
                cancel={cancel}
              />
            );
          })}
        </div>
      </div>
      {props.footer}
    </div>
  );
}
