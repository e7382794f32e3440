/**
 * The editable live table (issue 18): JVxeTable's behaviour on the virtual grid — typed cells, a row number
 * column (60 px), selection by checkbox or radio (40 px, 60 with footer statistics), a drag handle column,
 * validation marks, the toolbar (toolbar.tsx: 新增 / 插入 / 删除 / 上移 / 下移 under an authority prefix), footer
 * 合计 / 平均, copy / paste of a cell range, and a handle for the host (LiveTableHandle). Row operations are the
 * plain functions of rowOps.ts; how each cell draws is columns.tsx.
 */
import { App } from 'antd';
import {
  forwardRef,
  useCallback,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { buildGridColumns, errorKey, type ColumnContext } from './columns';
import { pasteText } from './clipboard';
import { useDragSort } from './dragSort';
import { nameKey, pickerLabel, type LearnedNames } from './pickerCells';
import { displayValue } from './cells';
import { insertAt, moveRow, moveSelected, removeSelected, renumber, type RowState } from './rowOps';
import { SubPopover } from './SubPopover';
import { LiveToolbar, type ToolbarAction } from './toolbar';
import type { LiveColumn, LiveRow } from './types';
import type { UploadSessionFn } from './UploadCell';
import { validateCell, validateRows, type CellError } from './validation';
import { VirtualGrid } from './VirtualGrid';

/** What the host can ask of a live table. */
export interface LiveTableHandle {
  /** The rows as edited, and the saved rows removed since (to delete on save). */
  getValues: () => { rows: LiveRow[]; deleted: LiveRow[] };
  /** Checks every cell; marks the invalid ones and returns them (empty when all are valid). */
  validate: () => CellError[];
  /** Checks the cells of one row (by its key) and marks them; returns its invalid cells. */
  validateRow: (rowKey: string) => CellError[];
  /** Puts a row saved elsewhere in place of the row with its id (or adds it at the end). */
  applyRow: (row: LiveRow) => void;
  /** The host saved the row with this key: `row` takes its place, keeping its position (a new row gets its id). */
  replaceRow: (rowKey: string, row: LiveRow) => void;
  /** Drops the rows with these ids (deleted elsewhere); ids not in the table are ignored. */
  removeRows: (ids: ReadonlyArray<string | number>) => void;
  /** The host deleted the queued rows: empties the queue (onDeletedChange([]) follows). */
  clearDeleted: () => void;
}

export interface LiveTableProps {
  columns: readonly LiveColumn[];
  rows: readonly LiveRow[];
  height?: number;
  /** After a cell's value changed: the row as it now is, the cell's message if invalid, the row's stable key. */
  onRowChange?: (row: LiveRow, key: string, error: string | undefined, rowKey: string) => void;
  /** Hides the toolbar and the selection column, and edits nothing (a read-only list). */
  readOnly?: boolean;
  /** Shows the toolbar (default true; a host that saves each edit at once and adds elsewhere hides it). */
  toolbar?: boolean;
  /** The signed-in session, sent with an upload cell's file when its column sets `token` (our origin only). */
  uploadSession?: UploadSessionFn;
  /** The selection column: checkboxes (default with the toolbar), one radio, or none (default without it). */
  selection?: 'checkbox' | 'radio' | false;
  /** A drag handle column: rows are dragged into a new order (and the sort key renumbered). */
  dragSort?: boolean;
  /** The field numbered 1..n in table order after a move, drag or insert (default orderNum; see docs). */
  sortKey?: string;
  /** After a move, drag or insert: the rows whose sort key changed, the new numbers set. */
  onReorder?: (changed: LiveRow[]) => void;
  /** Whenever the queue of deleted saved rows changes. */
  onDeletedChange?: (deleted: LiveRow[]) => void;
  /** The toolbar's authority prefix (JVxeTable's authPre): buttons whose `${authPre}${code}` fails hasAuth hide. */
  authPre?: string;
  hasAuth?: (code: string) => boolean;
  /** Draws the cells of `slot` columns (the column's slotName says what). */
  renderSlot?: (column: LiveColumn, row: LiveRow, rowIndex: number) => ReactNode;
  /** Shows 保存 in the toolbar (code save). */
  onSave?: () => void;
  /** The name a user / department cell shows for one stored username / department id (after column.labels). */
  resolveLabel?: (column: LiveColumn, value: string) => string | undefined;
}

let added = 0;
const keyOf = (row: LiveRow) => (row.id === undefined ? `new-${++added}` : `id-${row.id}`);

function statistics(columns: readonly LiveColumn[], rows: readonly LiveRow[]) {
  const sums = new Map<string, number>();
  for (const column of columns) {
    if (!column.statistics?.length) continue;
    let sum = 0;
    for (const row of rows) sum += Number(row[column.key]) || 0;
    sums.set(column.key, sum);
  }
  return sums;
}

const round = (n: number) => String(Math.round(n * 100) / 100);
const EMPTY: ReadonlySet<string> = new Set();

/**
 * @example
 * const table = useRef<LiveTableHandle>(null);
 * <LiveTable ref={table} columns={[{ key: 'name', title: '名称', type: 'input', rules: [{ required: true }] }]} rows={[]} />
 * table.current?.validate();
 */
export const LiveTable = forwardRef<LiveTableHandle, LiveTableProps>(function LiveTable(props, ref) {
  const { modal } = App.useApp();
  const [state, setRowState] = useState<RowState>(() => ({
    keys: props.rows.map(keyOf),
    rows: props.rows.slice(),
  }));
  const [selected, setSelected] = useState<ReadonlySet<string>>(EMPTY);
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const deleted = useRef<LiveRow[]>([]);
  const activeRow = useRef(-1);
  const [learned, setLearned] = useState<LearnedNames>(new Map());
  const [popup, setPopup] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const radioName = useId();
  const stateRef = useRef(state);
  stateRef.current = state;
  const setState = (next: RowState) => {
    stateRef.current = next;
    setRowState(next);
  };
  const { onRowChange, onReorder, onDeletedChange } = props;
  const visible = useMemo(() => props.columns.filter((column) => column.type !== 'hidden'), [props.columns]);
  const sortKey = props.sortKey ?? 'orderNum';
  const numbered = !!props.dragSort || props.sortKey !== undefined;
  const editable = !props.readOnly;
  const withToolbar = editable && props.toolbar !== false;
  // Checkboxes by default beside the toolbar; a host without the toolbar asks for a selection explicitly.
  const selection = editable ? (props.selection ?? (withToolbar ? 'checkbox' : false)) : false;

  /** Stores new rows; renumbers the sort key when the order changed and tells the host what changed. */
  const commitOrder = (next: RowState) => {
    if (!numbered) return setState(next);
    const { rows, changed } = renumber(next.rows, sortKey);
    setState({ keys: next.keys, rows });
    if (changed.length) onReorder?.(changed);
  };
  const queueDeleted = (rows: LiveRow[]) => {
    deleted.current = rows;
    onDeletedChange?.(rows.slice());
  };

  /** Sets cells of one row; validates them; tells the host once (the first changed key, the first message). */
  const setCells = useCallback(
    (rowIndex: number, values: Record<string, unknown>) => {
      const { keys, rows } = stateRef.current;
      const rowKey = keys[rowIndex];
      if (rowKey === undefined) return;
      const row = { ...rows[rowIndex], ...values };
      const next = rows.slice();
      next[rowIndex] = row;
      const now = { keys, rows: next };
      stateRef.current = now;
      setRowState(now);
      let first: string | undefined;
      const found = new Map<string, string | undefined>();
      for (const key of Object.keys(values)) {
        const column = visible.find((c) => c.key === key);
        if (!column?.rules?.length) continue;
        const others = column.rules.some((rule) => rule.unique)
          ? next.filter((_, i) => i !== rowIndex).map((r) => r[key])
          : [];
        const message = validateCell(row[key], column.rules, column.title, row, others);
        found.set(key, message);
        first ??= message;
      }
      if (found.size)
        setErrors((old) => {
          const map = new Map(old);
          for (const [key, message] of found) {
            if (message) map.set(errorKey(rowKey, key), message);
            else map.delete(errorKey(rowKey, key));
          }
          return map;
        });
      onRowChange?.(row, Object.keys(values)[0], first, rowKey);
    },
    [visible, onRowChange],
  );
  const setCell = useCallback(
    (rowIndex: number, key: string, value: unknown) => setCells(rowIndex, { [key]: value }),
    [setCells],
  );

  const drag = useDragSort({
    enabled: !!props.dragSort && editable,
    rowCount: state.rows.length,
    onDrop: (from, to) => commitOrder(moveRow(stateRef.current, from, to)),
  });

  const sums = useMemo(() => statistics(visible, state.rows), [visible, state.rows]);
  const hasSums = sums.size > 0;
  const context: ColumnContext = {
    columns: visible,
    keyAt: (index) => stateRef.current.keys[index],
    selected,
    setSelected,
    selection,
    selectionWidth: hasSums ? 60 : 40,
    errors,
    readOnly: !editable,
    uploadSession: props.uploadSession,
    setCell,
    renderSlot: props.renderSlot,
    resolveLabel: props.resolveLabel,
    learned,
    learn: useCallback(
      (column: string, names: Record<string, string>) =>
        setLearned((old) => {
          const map = new Map(old);
          for (const [value, name] of Object.entries(names)) map.set(nameKey(column, value), name);
          return map;
        }),
      [],
    ),
    openPopup: useCallback((rowKey: string) => setPopup(rowKey), []),
    dragHandle: drag.handle,
    rowCount: state.rows.length,
    radioName,
  };
  const gridColumns = useMemo(
    () => buildGridColumns(context),
    // context's functions are stable or read refs; what changes the cells is listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      visible,
      selected,
      errors,
      editable,
      selection,
      hasSums,
      props.uploadSession,
      props.renderSlot,
      props.resolveLabel,
      learned,
      setCell,
      drag.handle,
      state.rows.length,
    ],
  );

  const validateKey = (rowKey: string): CellError[] => {
    const { keys, rows } = stateRef.current;
    const index = keys.indexOf(rowKey);
    if (index < 0) return [];
    const found = validateRows(rows, visible).filter((error) => error.rowIndex === index);
    setErrors((old) => {
      const map = new Map([...old].filter(([key]) => !key.startsWith(`${rowKey}\u0000`)));
      for (const error of found) map.set(errorKey(rowKey, error.key), error.message);
      return map;
    });
    return found;
  };

  useImperativeHandle(ref, () => ({
    getValues: () => ({ rows: stateRef.current.rows.slice(), deleted: deleted.current.slice() }),
    validate: () => {
      const { keys, rows } = stateRef.current;
      const found = validateRows(rows, visible);
      setErrors(new Map(found.map((error) => [errorKey(keys[error.rowIndex], error.key), error.message])));
      return found;
    },
    validateRow: validateKey,
    applyRow: (row) => {
      const { keys, rows } = stateRef.current;
      const index = row.id === undefined ? -1 : rows.findIndex((r) => r.id === row.id);
      if (index < 0) return setState({ keys: [...keys, keyOf(row)], rows: [...rows, row] });
      const next = rows.slice();
      next[index] = { ...rows[index], ...row };
      setState({ keys, rows: next });
    },
    replaceRow: (rowKey, row) => {
      const { keys, rows } = stateRef.current;
      const index = keys.indexOf(rowKey);
      if (index < 0) return;
      const next = rows.slice();
      next[index] = { ...row };
      setState({ keys, rows: next });
    },
    removeRows: (ids) => {
      const current = stateRef.current;
      const gone = new Set(ids.map(String));
      const keep = current.rows.map((r) => r.id === undefined || !gone.has(String(r.id)));
      if (keep.every(Boolean)) return;
      setState({
        keys: current.keys.filter((_, i) => keep[i]),
        rows: current.rows.filter((_, i) => keep[i]),
      });
    },
    clearDeleted: () => queueDeleted([]),
  }));

  const newRow = (): LiveRow => {
    const row: LiveRow = {};
    for (const column of props.columns)
      if (column.defaultValue !== undefined) row[column.key] = column.defaultValue;
    return row;
  };
  /** Where 插入 puts a row: above the first selected row, else the active row, else at the end. */
  const insertIndex = () => {
    const { keys } = stateRef.current;
    const first = keys.findIndex((key) => selected.has(key));
    if (first >= 0) return first;
    return activeRow.current >= 0 && activeRow.current < keys.length ? activeRow.current : keys.length;
  };
  const remove = async () => {
    const sure = await modal.confirm({
      title: '确认删除',
      content: `确定要删除这 ${selected.size} 项吗?`,
      okText: '确定',
      cancelText: '取消',
    });
    if (!sure) return;
    const result = removeSelected(stateRef.current, selected);
    setState(result.state);
    setSelected(EMPTY);
    if (result.deleted.length) queueDeleted([...deleted.current, ...result.deleted]);
  };
  const run = (action: Exclude<ToolbarAction, 'save'>) => {
    const current = stateRef.current;
    if (action === 'add') {
      const row = numbered ? { ...newRow(), [sortKey]: current.rows.length + 1 } : newRow();
      setState(insertAt(current, current.rows.length, keyOf(row), row));
    } else if (action === 'insert') {
      const row = newRow();
      commitOrder(insertAt(current, insertIndex(), keyOf(row), row));
    } else if (action === 'remove') void remove();
    else if (action === 'clearSelection') setSelected(EMPTY);
    else commitOrder(moveSelected(current, selected, action === 'moveUp' ? -1 : 1));
  };

  const onPaste = (row: number, col: number, text: string) => {
    const first = gridColumns.findIndex((column) => !column.key.startsWith('__'));
    for (const [rowIndex, values] of pasteText(text, row, col - first, visible, stateRef.current.rows.length))
      setCells(rowIndex, values);
  };
  const trackActive = useCallback((row: number) => {
    activeRow.current = row;
  }, []);
  const closePopup = useCallback(() => setPopup(null), []);
  const popupIndex = popup === null ? -1 : state.keys.indexOf(popup);

  // SPEC.md §9: footer rows 合计 and 平均, each value under its column, the label in the first column.
  const footerRows = (['sum', 'average'] as const)
    .filter((kind) => visible.some((column) => sums.has(column.key) && column.statistics!.includes(kind)))
    .map((kind) => ({
      label: kind === 'sum' ? '合计' : '平均',
      cells: gridColumns.map((column, c) => {
        if (c === 0) return kind === 'sum' ? '合计' : '平均';
        const stats = visible.find((v) => v.key === column.key)?.statistics;
        if (!sums.has(column.key) || !stats?.includes(kind)) return null;
        const sum = sums.get(column.key)!;
        if (kind === 'sum') return round(sum);
        return state.rows.length ? round(sum / state.rows.length) : '0';
      }),
    }));

  return (
    <div className="dg-livetable" ref={box}>
      {withToolbar && (
        <LiveToolbar
          selectedCount={selected.size}
          canMove={selected.size > 0}
          authPre={props.authPre}
          hasAuth={props.hasAuth}
          onSave={props.onSave}
          onAction={run}
        />
      )}
      <VirtualGrid
        rows={state.rows}
        columns={gridColumns}
        getRowKey={(_, index) => state.keys[index]}
        onEdit={setCell}
        onActiveRow={trackActive}
        onPaste={editable ? onPaste : undefined}
        height={props.height ?? 420}
        footerRows={footerRows}
        markRow={drag.dragging}
      />
      {drag.indicator}
      {popupIndex >= 0 && (
        <SubPopover
          root={box}
          rowKey={popup!}
          rowIndex={popupIndex}
          row={state.rows[popupIndex]}
          columns={visible}
          readOnly={!editable}
          label={(column, value) =>
            column.type === 'user-select' || column.type === 'depart-select'
              ? pickerLabel(column, value, learned, props.resolveLabel)
              : displayValue(column, value)
          }
          onApply={(values) => setCells(popupIndex, values)}
          onClose={closePopup}
        />
      )}
    </div>
  );
});
