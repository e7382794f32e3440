/**
 * Reading an uploaded workbook for an import: the file must be an .xlsx (not the old binary .xls, not
 * anything else), inflate within a limit (zip-guard.ts), and open in exceljs; a sheet's row 1 must hold
 * the headers of its columns. Every refusal is a 400 with a Chinese message that says what to do — never
 * a 500 for a broken file. Cells become text: a formula is refused rather than evaluated or trusted.
 */
import ExcelJS from 'exceljs';
import {
  APP_ERR_EXCEL_DUPLICATE_COLUMNS,
  APP_ERR_EXCEL_EMPTY,
  APP_ERR_EXCEL_MISSING_COLUMNS,
  APP_ERR_EXCEL_NO_SHEET,
  APP_ERR_EXCEL_NOT_XLSX,
  APP_ERR_EXCEL_OLD_FORMAT,
  APP_ERR_EXCEL_TOO_MANY_ROWS,
  APP_ERR_EXCEL_UNKNOWN_COLUMNS,
  APP_ERR_EXCEL_UNREADABLE,
} from '../../errors';
import type { ExcelColumn } from './columns';
import { assertUnzipsWithin } from './zip-guard';

/** The largest upload an import reads. A sheet of 2,000 users is about 100 kB. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** The most an upload may inflate to. */
export const MAX_UNZIPPED_BYTES = 50 * 1024 * 1024;
/** The most data rows one import takes: each is checked, and a user's password hashed, within one request. */
export const MAX_IMPORT_ROWS = 2000;

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** The compound-file signature of the binary .xls (and .doc) formats. */
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** One data row of a sheet: its number in Excel, the text of each field, and what is wrong with its cells. */
export interface SheetRow {
  /** The row number Excel shows (the header is row 1). */
  row: number;
  /** Cell text by the column's field, trimmed; empty cells are absent. */
  values: Record<string, string>;
  /** Cells that cannot be read as text (a formula, an error value). */
  reasons: string[];
  /** The fields of those cells, which no other check should call empty. */
  unread: string[];
}

/**
 * The workbook of an uploaded file, or a 400 that says why it cannot be read.
 *
 * @example
 * const workbook = await openWorkbook(upload); // ExcelJS.Workbook
 */
export async function openWorkbook(file: Buffer): Promise<ExcelJS.Workbook> {
  if (file.subarray(0, OLE.length).equals(OLE)) throw new APP_ERR_EXCEL_OLD_FORMAT();
  if (!file.subarray(0, ZIP.length).equals(ZIP)) throw new APP_ERR_EXCEL_NOT_XLSX();
  assertUnzipsWithin(file, MAX_UNZIPPED_BYTES);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    // exceljs throws for a zip that is not a workbook, broken XML, and entities it will not resolve.
    throw new APP_ERR_EXCEL_UNREADABLE();
  }
  // A zip with no sheet at all is some other document (a .docx), not a workbook.
  if (workbook.worksheets.length === 0) throw new APP_ERR_EXCEL_UNREADABLE();
  return workbook;
}

/**
 * The sheet called `name`; with `orFirst`, the first sheet when none is called that (a file whose sheet
 * was renamed). 400 when there is none.
 *
 * @example
 * sheetOf(workbook, '用户', true)
 */
export function sheetOf(workbook: ExcelJS.Workbook, name: string, orFirst: boolean): ExcelJS.Worksheet {
  const sheet = workbook.getWorksheet(name) ?? (orFirst ? workbook.worksheets[0] : undefined);
  if (!sheet) throw new APP_ERR_EXCEL_NO_SHEET(name);
  return sheet;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date cell as Excel shows it: exceljs reads dates as UTC instants of the wall-clock time. */
function dateText(at: Date): string {
  const day = `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
  const time = `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`;
  return time === '00:00:00' ? day : `${day} ${time}`;
}

/** A cell's text, or why it has none: formulas and error values are refused, not evaluated. */
function cellText(cell: ExcelJS.Cell): { text: string } | { reason: string } {
  const value = cell.value;
  switch (cell.type) {
    case ExcelJS.ValueType.Formula:
      return { reason: '是公式，请改为文本或数值' };
    case ExcelJS.ValueType.Error:
      return { reason: '是错误值，请改为文本或数值' };
    case ExcelJS.ValueType.Date:
      return { text: dateText(value as Date) };
    case ExcelJS.ValueType.RichText:
      return { text: (value as ExcelJS.CellRichTextValue).richText.map((part) => part.text).join('') };
    case ExcelJS.ValueType.Hyperlink:
      return { text: String((value as ExcelJS.CellHyperlinkValue).text ?? '') };
    case ExcelJS.ValueType.Null:
      return { text: '' };
    default:
      return { text: String(value ?? '') };
  }
}

/** Header text → column, or a 400 naming unknown, repeated and missing headers. */
function headerColumns<R, C>(
  sheet: ExcelJS.Worksheet,
  label: string,
  columns: ReadonlyArray<ExcelColumn<R, C>>,
): Map<number, ExcelColumn<R, C>> {
  const byHeader = new Map(columns.map((column) => [column.header, column]));
  const found = new Map<number, ExcelColumn<R, C>>();
  const unknown: string[] = [];
  const seen = new Set<string>();
  const repeated = new Set<string>();
  sheet.getRow(1).eachCell((cell, at) => {
    const read = cellText(cell);
    const text = 'text' in read ? read.text.trim() : '';
    if (!text) return;
    const column = byHeader.get(text);
    if (!column) return void unknown.push(text);
    if (seen.has(text)) repeated.add(text);
    seen.add(text);
    found.set(at, column);
  });
  const all = columns.map((column) => column.header).join('、');
  if (unknown.length) throw new APP_ERR_EXCEL_UNKNOWN_COLUMNS(label, unknown.join('、'), all);
  if (repeated.size) throw new APP_ERR_EXCEL_DUPLICATE_COLUMNS(label, [...repeated].join('、'));
  const missing = columns.filter((column) => column.required && !seen.has(column.header));
  if (missing.length)
    throw new APP_ERR_EXCEL_MISSING_COLUMNS(label, missing.map((column) => column.header).join('、'), all);
  return found;
}

/** How a sheet is read. */
export interface ReadOptions {
  /** At most this many data rows (400 beyond). */
  maxRows?: number;
  /** A sheet without data rows is fine (a second sheet, such as 字典项); else 400. */
  mayBeEmpty?: boolean;
}

/**
 * The data rows of `sheet` read by `columns`' headers: rows with nothing in any known column are skipped;
 * 400 for unknown, repeated or missing headers, for no data at all and for more than `maxRows`.
 *
 * @example
 * readSheet(sheetOf(workbook, '角色', true), ROLE_COLUMNS) // [{ row: 2, values: { roleName: '财务', roleCode: 'finance' }, reasons: [], unread: [] }]
 */
export function readSheet<R, C>(
  sheet: ExcelJS.Worksheet,
  columns: ReadonlyArray<ExcelColumn<R, C>>,
  { maxRows = MAX_IMPORT_ROWS, mayBeEmpty = false }: ReadOptions = {},
): SheetRow[] {
  const label = sheet.name;
  const headers = headerColumns(sheet, label, columns);
  const rows: SheetRow[] = [];
  sheet.eachRow((excelRow, number) => {
    if (number === 1) return;
    const read: SheetRow = { row: number, values: {}, reasons: [], unread: [] };
    let filled = false;
    for (const [at, column] of headers) {
      const cell = cellText(excelRow.getCell(at));
      if ('reason' in cell) {
        filled = true;
        read.reasons.push(`${column.header}${cell.reason}`);
        if (column.field) read.unread.push(column.field);
        continue;
      }
      const text = cell.text.trim();
      if (text === '') continue;
      filled = true;
      if (column.field) read.values[column.field] = text;
    }
    if (filled) rows.push(read);
  });
  if (rows.length === 0 && !mayBeEmpty)
    throw new APP_ERR_EXCEL_EMPTY(label, columns.map((column) => column.header).join('、'));
  if (rows.length > maxRows) throw new APP_ERR_EXCEL_TOO_MANY_ROWS(maxRows, label, rows.length);
  return rows;
}
