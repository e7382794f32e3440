/**
 * The live table's column definition (SPEC.md §3 "column definition") and row, as the host hands them in.
 */
import type { LivetableColumn } from '../../schemas/generated/page';
import type { CellRule } from './validation';

/** The column types the live table edits today: the page widget's (schemas/widgets/livetable.schema.json). */
export type LiveColumnType = LivetableColumn['type'];

/** One column: its field, title, type and rules. */
export interface LiveColumn {
  key: string;
  title: string;
  type: LiveColumnType;
  width?: number;
  /** Choices of select and multi-select (the host resolves a dictCode into them). */
  options?: readonly { value: string | number; label: string }[];
  rules?: readonly CellRule[];
  disabled?: boolean;
  placeholder?: string;
  /** A checkbox's stored values (default true / false; JVxeTable's customValue). */
  checkedValue?: unknown;
  uncheckedValue?: unknown;
  defaultValue?: unknown;
  /** upload / image: where the file goes (default our /sys/common/upload), the answer's name holding the stored
   * path (default `message`), whether the session header goes along (only to our own origin). */
  action?: string;
  responseName?: string;
  token?: boolean;
  /** upload / image: 下载 and 删除 are shown unless set false. */
  allowDownload?: boolean;
  allowRemove?: boolean;
  /** user-select / depart-select: several values, comma-joined (or `multiSelect` in fieldExtendJson). */
  multiple?: boolean;
  /** JVxeTable's extension text: JSON such as {"multiSelect":true}. */
  fieldExtendJson?: string;
  /** user-select / depart-select: the names stored values show as (username → realname, id → departName). */
  labels?: Readonly<Record<string, string>>;
  /** slot: the name the host's renderSlot draws the cell by. */
  slotName?: string;
  /** popup: the text of the cell's button (default 编辑). */
  btnText?: string;
  /** Footer statistics of a number column. */
  statistics?: readonly ('sum' | 'average')[];
}

/** A row: the record's fields; `id` is the saved record's, absent on a row added and not yet saved. */
export type LiveRow = Record<string, unknown> & { id?: string | number };
