/**
 * Excel workbooks for exports (docs/dependencies.md: exceljs). Each sheet: a bold, frozen header row,
 * text and number cells, column widths. A value is always written as a value — text that looks like a
 * formula ('=HYPERLINK(…)') stays text, so an export cannot carry a formula into the reader's Excel.
 */
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';

export type Cell = string | number | null;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An ISO time as the server's local 'YYYY-MM-DD HH:mm:ss' (what the pages show); text that is no time
 * stays as it is.
 *
 * @example
 * localTime('2026-11-23T00:00:00.000Z') // '2026-11-23 08:00:00' on a server in UTC+8
 */
export function localTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return (
    `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ` +
    `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`
  );
}

export interface Sheet {
  name: string;
  columns: ReadonlyArray<{ header: string; width: number }>;
  rows: ReadonlyArray<ReadonlyArray<Cell>>;
}

/**
 * The .xlsx bytes of one sheet.
 *
 * @example
 * const file = await xlsxOf({ name: '操作日志', columns: [{ header: '时间', width: 20 }], rows: [['2026-11-23 08:00:00']] });
 */
export async function xlsxOf(sheet: Sheet): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Dougong';
  const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = sheet.columns.map(({ header, width }) => ({ header, width }));
  worksheet.getRow(1).font = { bold: true };
  for (const row of sheet.rows) worksheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A sheet whose rows arrive over time: an export read from the database page by page. */
export interface SheetSource {
  name: string;
  columns: ReadonlyArray<{ header: string; width: number }>;
  rows: AsyncIterable<ReadonlyArray<Cell>>;
}

/**
 * The .xlsx bytes of `sheets` as a stream: each row is written out as it arrives, so an export never
 * holds every row at once. A failure while reading rows ends the stream with that error (the answer's
 * status has been sent by then: check what can fail before streaming).
 *
 * @example
 * reply.send(xlsxStream([{ name: '角色', columns, rows: rowsOf(records) }]));
 */
export function xlsxStream(sheets: readonly SheetSource[]): Readable {
  const out = new PassThrough();
  // Shared strings, as Excel itself writes text; the streaming writer's inline form is not read everywhere.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: true,
  });
  workbook.creator = 'Dougong';
  const write = async () => {
    for (const sheet of sheets) {
      const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
      worksheet.columns = sheet.columns.map(({ header, width }) => ({ header, width }));
      worksheet.getRow(1).font = { bold: true };
      for await (const row of sheet.rows) worksheet.addRow([...row]).commit();
      worksheet.commit();
    }
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
