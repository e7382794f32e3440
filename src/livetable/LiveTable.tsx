/**
 * The editable live table (issue 18): JVxeTable's behaviour on the virtual grid — typed cells, a row number
 * column (60 px) and selection (40 px), validation marks, 新增 / 删除 (a new row is dropped, a saved one queued as
 * deleted, after '确定要删除这 N 项吗?'), footer 合计 / 平均, and a handle for the host: getValues(), validate(),
 * applyRow() for rows that arrive over the live socket.
 */
import { App, Button, Space } from 'antd';
import { forwardRef, useCallback, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { displayValue, editorFor } from './cells';
import type { LiveColumn, LiveRow } from './types';
import { UploadCell, type UploadSessionFn } from './UploadCell';
import { validateCell, validateRows, type CellError } from './validation';
import { VirtualGrid, type GridColumn } from './VirtualGrid';

/** What the host can ask of a live table. */
export interface LiveTableHandle {
  /** The rows as edited, and the saved rows removed since (to delete on save). */
  getValues: () => { rows: LiveRow[]; deleted: LiveRow[] };
  /** Checks every cell; marks the invalid ones and returns them (empty when all are valid). */
  validate: () => CellError[];
  /** Puts a row saved elsewhere in place of the row with its id (or adds it at the end). */
  applyRow: (row: LiveRow) => void;
  /** Drops the rows with these ids (deleted elsewhere); ids not in the table are ignored. */
  removeRows: (ids: ReadonlyArray<string | number>) => void;
}

export interface LiveTableProps {
  columns: readonly LiveColumn[];
  rows: readonly LiveRow[];
  height?: number;
  /** Called after a cell's value changed, with the row as it now is and the cell's message if it is invalid. */
  onRowChange?: (row: LiveRow, key: string, error?: string) => void;
  /** Hides 新增 and 删除 (a read-only list). */
  readOnly?: boolean;
  /** Shows 新增 and 删除 (default true; a host that saves each edit at once and adds elsewhere hides them). */
  toolbar?: boolean;
  /** The signed-in session, sent with an upload cell's file when its column sets `token` (our origin only). */
  uploadSession?: UploadSessionFn;
}

interface State {
  keys: string[];
  rows: LiveRow[];
}

let added = 0;
const keyOf = (row: LiveRow) => (row.id === undefined ? `new-${++added}` : `id-${row.id}`);
const errorKey = (rowKey: string, column: string) => `${rowKey}\u0000${column}`;

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

/**
 * @example
 * const table = useRef<LiveTableHandle>(null);
 * <LiveTable ref={table} columns={[{ key: 'name', title: '名称', type: 'input', rules: [{ required: true }] }]} rows={[]} />
 * table.current?.validate();
 */
export const LiveTable = forwardRef<LiveTableHandle, LiveTableProps>(function LiveTable(props, ref) {
  const { modal } = App.useApp();
  const [state, setState] = useState<State>(() => ({
    keys: props.rows.map(keyOf),
    rows: props.rows.slice(),
  }));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const deleted = useRef<LiveRow[]>([]);
  const stateRef = useRef(state);
  stateRef.current = state;
  const { onRowChange } = props;
  const visible = useMemo(() => props.columns.filter((column) => column.type !== 'hidden'), [props.columns]);

  const setCell = useCallback(
    (rowIndex: number, key: string, value: unknown) => {
      const { keys, rows } = stateRef.current;
      const column = visible.find((c) => c.key === key);
      const row = { ...rows[rowIndex], [key]: value };
      const next = rows.slice();
      next[rowIndex] = row;
      setState({ keys, rows: next });
      let message: string | undefined;
      if (column?.rules?.length) {
        const others = column.rules.some((rule) => rule.unique)
          ? next.filter((_, i) => i !== rowIndex).map((r) => r[key])
          : [];
        message = validateCell(value, column.rules, column.title, row, others);
        setErrors((old) => {
          const map = new Map(old);
          if (message) map.set(errorKey(keys[rowIndex], key), message);
          else map.delete(errorKey(keys[rowIndex], key));
          return map;
        });
      }
      onRowChange?.(row, key, message);
    },
    [visible, onRowChange],
  );

  const gridColumns = useMemo<GridColumn<LiveRow>[]>(() => {
    const keyAt = (index: number) => stateRef.current.keys[index];
    const select: GridColumn<LiveRow> = {
      key: '__select',
      title: '',
      width: 40,
      render: (_, index) => (
        <input
          type="checkbox"
          aria-label={`选择第 ${index + 1} 行`}
          checked={selected.has(keyAt(index))}
          onChange={(event) =>
            setSelected((old) => {
              const next = new Set(old);
              if (event.target.checked) next.add(keyAt(index));
              else next.delete(keyAt(index));
              return next;
            })
          }
        />
      ),
    };
    const number: GridColumn<LiveRow> = { key: '__number', title: '#', width: 60, render: (_, i) => i + 1 };
    const cells = visible.map<GridColumn<LiveRow>>((column) => ({
      key: column.key,
      title: column.rules?.some((rule) => rule.required || rule.pattern === '*') ? (
        <span>
          <span style={{ color: '#ff4d4f' }}>*</span>
          {column.title}
        </span>
      ) : (
        column.title
      ),
      width: column.width ?? 160,
      editor: props.readOnly ? undefined : editorFor(column),
      cellClass: (_, index) => (errors.has(errorKey(keyAt(index), column.key)) ? 'dg-lt-invalid' : undefined),
      render: (row, index) => {
        const message = errors.get(errorKey(keyAt(index), column.key));
        if (column.type === 'checkbox') {
          const on = column.checkedValue ?? true;
          return (
            <input
              type="checkbox"
              aria-label={column.title}
              checked={row[column.key] === on}
              disabled={props.readOnly || column.disabled}
              onChange={(event) =>
                setCell(index, column.key, event.target.checked ? on : (column.uncheckedValue ?? false))
              }
            />
          );
        }
        if (column.type === 'upload' || column.type === 'image') {
          return (
            <UploadCell
              key={keyAt(index)}
              column={column}
              value={row[column.key]}
              session={props.uploadSession}
              disabled={props.readOnly || column.disabled}
              onChange={(path) => setCell(index, column.key, path)}
            />
          );
        }
        return <span title={message}>{displayValue(column, row[column.key])}</span>;
      },
    }));
    return props.readOnly || props.toolbar === false ? [number, ...cells] : [select, number, ...cells];
  }, [visible, selected, errors, props.readOnly, props.toolbar, props.uploadSession, setCell]);

  const sums = useMemo(() => statistics(visible, state.rows), [visible, state.rows]);

  useImperativeHandle(
    ref,
    () => ({
      getValues: () => ({ rows: stateRef.current.rows.slice(), deleted: deleted.current.slice() }),
      validate: () => {
        const { keys, rows } = stateRef.current;
        const found = validateRows(rows, visible);
        setErrors(new Map(found.map((error) => [errorKey(keys[error.rowIndex], error.key), error.message])));
        return found;
      },
      applyRow: (row) =>
        setState(({ keys, rows }) => {
          const index = row.id === undefined ? -1 : rows.findIndex((r) => r.id === row.id);
          if (index < 0) return { keys: [...keys, keyOf(row)], rows: [...rows, row] };
          const next = rows.slice();
          next[index] = { ...rows[index], ...row };
          return { keys, rows: next };
        }),
      removeRows: (ids) =>
        setState((current) => {
          const gone = new Set(ids.map(String));
          const keep = current.rows.map((r) => r.id === undefined || !gone.has(String(r.id)));
          if (keep.every(Boolean)) return current;
          return {
            keys: current.keys.filter((_, i) => keep[i]),
            rows: current.rows.filter((_, i) => keep[i]),
          };
        }),
    }),
    [visible],
  );

  const add = () => {
    const row: LiveRow = {};
    for (const column of props.columns)
      if (column.defaultValue !== undefined) row[column.key] = column.defaultValue;
    setState(({ keys, rows }) => ({ keys: [...keys, keyOf(row)], rows: [...rows, row] }));
  };
  const remove = async () => {
    const sure = await modal.confirm({
      title: '确认删除',
      content: `确定要删除这 ${selected.size} 项吗?`,
      okText: '确定',
      cancelText: '取消',
    });
    if (!sure) return;
    const { keys, rows } = stateRef.current;
    const keep: State = { keys: [], rows: [] };
    keys.forEach((key, i) => {
      if (!selected.has(key)) {
        keep.keys.push(key);
        keep.rows.push(rows[i]);
      } else if (rows[i].id !== undefined) deleted.current.push(rows[i]);
    });
    setState(keep);
    setSelected(new Set());
  };

  const footer = sums.size ? (
    <div
      className="dg-lt-footer"
      style={{ display: 'flex', gap: 24, padding: '6px 8px', background: '#fafafa' }}
    >
      {visible
        .filter((column) => sums.has(column.key))
        .map((column) => (
          <span key={column.key}>
            {column.statistics!.includes('sum') && `${column.title} 合计 ${round(sums.get(column.key)!)}`}
            {column.statistics!.includes('average') &&
              ` 平均 ${state.rows.length ? round(sums.get(column.key)! / state.rows.length) : '0'}`}
          </span>
        ))}
    </div>
  ) : undefined;

  return (
    <div className="dg-livetable">
      {!props.readOnly && props.toolbar !== false && (
        <Space style={{ marginBottom: 8 }}>
          <Button type="primary" onClick={add}>
            新增
          </Button>
          <Button danger disabled={selected.size === 0} onClick={() => void remove()}>
            删除
          </Button>
        </Space>
      )}
      <VirtualGrid
        rows={state.rows}
        columns={gridColumns}
        getRowKey={(_, index) => state.keys[index]}
        onEdit={setCell}
        height={props.height ?? 420}
        footer={footer}
      />
    </div>
  );
});
