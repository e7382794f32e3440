/**
 * How the live table's columns become the virtual grid's: the selection column (checkbox or radio; 40 px, 60
 * with footer statistics), the drag handle, the row number (60 px), then one column per visible field with its
 * cell (text, checkbox, upload, user / department names, popup button, the host's slot) and editor. SPEC.md §9
 * minimum widths: 190 px for datetime, user and department select, 135 px for date.
 */
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { displayValue, editorFor } from './cells';
import { pickerEditor, pickerLabel, type LearnedNames } from './pickerCells';
import type { LiveColumn, LiveRow } from './types';
import { UploadCell, type UploadSessionFn } from './UploadCell';
import type { GridColumn } from './VirtualGrid';

export const errorKey = (rowKey: string, column: string) => `${rowKey}\u0000${column}`;

const MIN_WIDTH: Partial<Record<LiveColumn['type'], number>> = {
  datetime: 190,
  'user-select': 190,
  'depart-select': 190,
  date: 135,
};

/**
 * A column's width: its own (default 160), never under SPEC §9's minimum for its type.
 *
 * @example
 * columnWidth({ key: 'at', title: '时间', type: 'datetime', width: 120 }); // 190
 */
export const columnWidth = (column: LiveColumn) => Math.max(column.width ?? 160, MIN_WIDTH[column.type] ?? 0);

/** What the columns draw from. */
export interface ColumnContext {
  columns: readonly LiveColumn[];
  keyAt: (index: number) => string;
  selected: ReadonlySet<string>;
  setSelected: Dispatch<SetStateAction<ReadonlySet<string>>>;
  selection: 'checkbox' | 'radio' | false;
  selectionWidth: number;
  errors: ReadonlyMap<string, string>;
  readOnly: boolean;
  uploadSession?: UploadSessionFn;
  setCell: (rowIndex: number, key: string, value: unknown) => void;
  renderSlot?: (column: LiveColumn, row: LiveRow, rowIndex: number) => ReactNode;
  resolveLabel?: (column: LiveColumn, value: string) => string | undefined;
  learned: LearnedNames;
  learn: (column: string, names: Record<string, string>) => void;
  openPopup: (rowKey: string, column: LiveColumn) => void;
  /** The drag handle column, when rows can be dragged. */
  dragHandle?: GridColumn<LiveRow>;
  rowCount: number;
  /** A name for this table's radio group. */
  radioName: string;
}

function selectionColumn(ctx: ColumnContext): GridColumn<LiveRow> {
  const { keyAt, selected, setSelected, selection } = ctx;
  const all = ctx.rowCount > 0 && selected.size === ctx.rowCount;
  return {
    key: '__select',
    title:
      selection === 'checkbox' ? (
        <input
          type="checkbox"
          aria-label="全选"
          checked={all}
          onChange={(event) =>
            setSelected(
              event.target.checked
                ? new Set(Array.from({ length: ctx.rowCount }, (_, i) => keyAt(i)))
                : new Set(),
            )
          }
        />
      ) : (
        ''
      ),
    width: ctx.selectionWidth,
    render: (_, index) =>
      selection === 'radio' ? (
        <input
          type="radio"
          name={ctx.radioName}
          aria-label={`选择第 ${index + 1} 行`}
          checked={selected.has(keyAt(index))}
          onChange={() => setSelected(new Set([keyAt(index)]))}
        />
      ) : (
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
}

function cellOf(ctx: ColumnContext, column: LiveColumn): GridColumn<LiveRow>['render'] {
  const { keyAt, errors, setCell } = ctx;
  const locked = ctx.readOnly || column.disabled;
  switch (column.type) {
    case 'checkbox': {
      const on = column.checkedValue ?? true;
      return (row, index) => (
        <input
          type="checkbox"
          aria-label={column.title}
          checked={row[column.key] === on}
          disabled={locked}
          onChange={(event) =>
            setCell(index, column.key, event.target.checked ? on : (column.uncheckedValue ?? false))
          }
        />
      );
    }
    case 'upload':
    case 'image':
      return (row, index) => (
        <UploadCell
          key={keyAt(index)}
          column={column}
          value={row[column.key]}
          session={ctx.uploadSession}
          disabled={locked}
          onChange={(path) => setCell(index, column.key, path)}
        />
      );
    case 'slot':
      return (row, index) => ctx.renderSlot?.(column, row, index) ?? null;
    case 'popup':
      return (_, index) => (
        <button
          type="button"
          className="dg-lt-upload-link"
          onMouseDown={(event) => event.stopPropagation()}
          onClick={() => ctx.openPopup(keyAt(index), column)}
        >
          {column.btnText ?? '编辑'}
        </button>
      );
    case 'user-select':
    case 'depart-select':
      return (row, index) => {
        const text = pickerLabel(column, row[column.key], ctx.learned, ctx.resolveLabel);
        return <span title={errors.get(errorKey(keyAt(index), column.key)) ?? text}>{text}</span>;
      };
    default:
      return (row, index) => (
        <span title={errors.get(errorKey(keyAt(index), column.key))}>
          {displayValue(column, row[column.key])}
        </span>
      );
  }
}

/** What Enter does on a cell edited in place: a checkbox toggles, a popup opens. */
function enterOf(ctx: ColumnContext, column: LiveColumn): GridColumn<LiveRow>['onEnter'] {
  if (column.type === 'popup') return (_, index) => ctx.openPopup(ctx.keyAt(index), column);
  if (column.type !== 'checkbox') return undefined;
  const on = column.checkedValue ?? true;
  return (row, index) =>
    ctx.setCell(index, column.key, row[column.key] === on ? (column.uncheckedValue ?? false) : on);
}

/**
 * The grid's columns for the live table's state.
 *
 * @example
 * const columns = buildGridColumns(context); // [__select, __number, ...fields]
 */
export function buildGridColumns(ctx: ColumnContext): GridColumn<LiveRow>[] {
  const { keyAt, errors } = ctx;
  const number: GridColumn<LiveRow> = { key: '__number', title: '#', width: 60, render: (_, i) => i + 1 };
  const cells = ctx.columns.map<GridColumn<LiveRow>>((column) => {
    const picker = column.type === 'user-select' || column.type === 'depart-select';
    const editor =
      ctx.readOnly || column.disabled
        ? undefined
        : picker
          ? pickerEditor(column, ctx.learn, (value) =>
              pickerLabel(column, value, ctx.learned, ctx.resolveLabel),
            )
          : editorFor(column);
    return {
      key: column.key,
      title: column.rules?.some((rule) => rule.required || rule.pattern === '*') ? (
        <span>
          <span style={{ color: '#ff4d4f' }}>*</span>
          {column.title}
        </span>
      ) : (
        column.title
      ),
      width: columnWidth(column),
      editor,
      copyText: (row) =>
        picker
          ? pickerLabel(column, row[column.key], ctx.learned, ctx.resolveLabel)
          : column.type === 'checkbox' || column.type === 'popup' || column.type === 'slot'
            ? String(row[column.key] ?? '')
            : displayValue(column, row[column.key]),
      onEnter: ctx.readOnly || column.disabled ? undefined : enterOf(ctx, column),
      cellClass: (_, index) => (errors.has(errorKey(keyAt(index), column.key)) ? 'dg-lt-invalid' : undefined),
      render: cellOf(ctx, column),
    };
  });
  return [
    ...(ctx.selection ? [selectionColumn(ctx)] : []),
    ...(ctx.dragHandle ? [ctx.dragHandle] : []),
    number,
    ...cells,
  ];
}
