/**
 * The live table's user and department cells (JVxeTable's JVxeUserSelectCell / JVxeDepartSelectCell, SPEC.md
 * §6 "the user picker stores the username"): the cell shows names, the row stores usernames / department ids
 * (comma-joined when the column is multiple), and editing opens the pickers of src/pickers, which read through
 * the data host. The names of stored values come from the column's `labels`, the host's `resolveLabel`, or
 * what the picker returned when the user picked them here.
 */
import { useMemo } from 'react';
import { DepartTreePicker, splitValues, UserByDepartPicker, useStoredUsers } from '../pickers';
import type { CellEditorProps } from './VirtualGrid';
import type { LiveColumn, LiveRow } from './types';

/** Names learned from the pickers, by `${column.key}\0${value}`. */
export type LearnedNames = ReadonlyMap<string, string>;
export const nameKey = (column: string, value: string) => `${column}\u0000${value}`;

/** JVxeTable's fieldExtendJson of a picker column: several values, and what is stored. */
interface Extend {
  multiSelect?: unknown;
  store?: unknown;
}
function extendOf(column: LiveColumn): Extend {
  if (!column.fieldExtendJson) return {};
  try {
    const parsed: unknown = JSON.parse(column.fieldExtendJson);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Extend) : {};
  } catch {
    return {};
  }
}

/**
 * Does the column hold several values? Its `multiple`, else `multiSelect` of its fieldExtendJson (JVxeTable).
 *
 * @example
 * isMultiple({ key: 'u', title: '用户', type: 'user-select', fieldExtendJson: '{"multiSelect":true}' }); // true
 */
export function isMultiple(column: LiveColumn): boolean {
  return column.multiple ?? extendOf(column).multiSelect === true;
}

/**
 * What a picker column stores (fieldExtendJson `store`): a user's username (SPEC §6's default) or id; a
 * department's id (default) or orgCode.
 *
 * @example
 * storeOf({ key: 'd', title: '部门', type: 'depart-select', fieldExtendJson: '{"store":"orgCode"}' }); // 'orgCode'
 */
export function storeOf(column: LiveColumn): 'username' | 'id' | 'orgCode' {
  const store = extendOf(column).store;
  if (column.type === 'user-select') return store === 'id' ? 'id' : 'username';
  return store === 'orgCode' ? 'orgCode' : 'id';
}

/**
 * The names a user / department cell shows for its stored value, joined by '，'.
 *
 * @example
 * pickerLabel(column, 'admin,lisi', new Map(), (c, v) => (v === 'admin' ? '管理员' : undefined)); // '管理员，lisi'
 */
export function pickerLabel(
  column: LiveColumn,
  value: unknown,
  learned: LearnedNames,
  resolve?: (column: LiveColumn, value: string) => string | undefined,
): string {
  return splitValues(value == null ? '' : String(value))
    .map(
      (item) =>
        column.labels?.[item] ??
        resolve?.(column, item) ??
        learned.get(nameKey(column.key, item)) ??
        column.options?.find((option) => String(option.value) === item)?.label ??
        item,
    )
    .join('，');
}

type Learn = (column: string, names: Record<string, string>) => void;

function UserPickerEditor({
  column,
  row,
  commit,
  cancel,
  learn,
}: CellEditorProps<LiveRow> & { column: LiveColumn; learn: Learn }) {
  const values = useMemo(() => splitValues(String(row[column.key] ?? '')), [row, column.key]);
  const store = storeOf(column) === 'id' ? 'id' : 'username';
  // The records of the stored users, so the picker opens with them ticked (asked through the data host).
  const known = useStoredUsers(values, store);
  return (
    <UserByDepartPicker
      open
      multiple={isMultiple(column)}
      chosen={values.flatMap((name) => known.get(name) ?? [])}
      onCancel={cancel}
      onOk={(users) => {
        learn(column.key, Object.fromEntries(users.map((user) => [user[store], user.realname])));
        commit(users.map((user) => user[store]).join(','));
      }}
    />
  );
}

function DepartPickerEditor({
  column,
  row,
  commit,
  cancel,
  learn,
}: CellEditorProps<LiveRow> & { column: LiveColumn; learn: Learn }) {
  const values = useMemo(() => splitValues(String(row[column.key] ?? '')), [row, column.key]);
  const store = storeOf(column) === 'orgCode' ? 'orgCode' : 'id';
  return (
    <DepartTreePicker
      open
      multiple={isMultiple(column)}
      value={values}
      store={store}
      onCancel={cancel}
      onOk={(departs) => {
        learn(column.key, Object.fromEntries(departs.map((depart) => [depart[store], depart.departName])));
        commit(departs.map((depart) => depart[store]).join(','));
      }}
    />
  );
}

/**
 * The editor of a user-select or depart-select column: the cell keeps its text and the picker opens over the
 * page; 确定 stores the picked values, 取消 keeps the old ones.
 *
 * @example
 * const editor = pickerEditor(column, (key, names) => remember(key, names));
 */
export function pickerEditor(column: LiveColumn, learn: Learn, label: (value: unknown) => string) {
  const Picker = column.type === 'user-select' ? UserPickerEditor : DepartPickerEditor;
  return function PickerCellEditor(props: CellEditorProps<LiveRow>) {
    return (
      <>
        <span className="dg-lt-picking">{label(props.row[column.key])}</span>
        <Picker {...props} column={column} learn={learn} />
      </>
    );
  };
}
