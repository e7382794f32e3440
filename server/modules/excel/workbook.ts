/**
 * Excel workbooks for exports (docs/dependencies.md: exceljs). One sheet: a bold, frozen header row,
 * text and number cells, column widths. A value is always written as a value — text that looks like a
 * formula ('=HYPERLINK(…)') stays text, so an export cannot carry a formula into the reader's Excel.
 */
import ExcelJS from 'exceljs';

export type Cell = string | number | null;

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
