/**
 * Excel for API tests (issue 16): workbooks written as an admin would fill them, uploads as a browser's
 * FormData sends them, and exports read back cell by cell.
 */
import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A cell as a test writes it: exceljs's own values, so formulas and dates can be written too. */
export type TestCell = ExcelJS.CellValue;

/**
 * The .xlsx bytes of sheets given as rows (the first row the headers).
 *
 * @example
 * await workbookOf({ 角色: [['角色名称', '角色编码'], ['财务', 'finance']] })
 */
export async function workbookOf(sheets: Record<string, TestCell[][]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Each sheet of an .xlsx as rows of text ('' for an empty cell), by sheet name.
 *
 * @example
 * (await sheetsOf(response.rawPayload))['用户'][0] // ['用户账号', '真实姓名', ...]
 */
export async function sheetsOf(file: Buffer): Promise<Record<string, string[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheets: Record<string, string[][]> = {};
  for (const sheet of workbook.worksheets) {
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      const cells: string[] = [];
      for (let at = 1; at <= sheet.columnCount; at++) cells.push(row.getCell(at).text);
      rows.push(cells);
    });
    sheets[sheet.name] = rows;
  }
  return sheets;
}

/** A multipart/form-data body of one file in the field `file`, as the browser's FormData sends it. */
export function multipartFile(fileName: string, data: Buffer, field = 'file') {
  const boundary = '----dougong-excel-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * POSTs `data` as the file of an import.
 *
 * @example
 * const response = await importFile(t.app, '/platform/sys/role/importExcel', token, await workbookOf(...));
 */
export function importFile(
  app: FastifyInstance,
  url: string,
  token: string,
  data: Buffer,
  fileName = 'import.xlsx',
): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartFile(fileName, data);
  return app.inject({ method: 'POST', url, payload, headers: { ...headers, 'x-access-token': token } });
}

/** One file of a zip written by hand: stored as is, or deflated. */
export interface ZipEntry {
  name: string;
  data: Buffer | string;
  deflate?: boolean;
}

/**
 * A zip written byte by byte, for files exceljs would never write (an entity in the XML, a bomb).
 *
 * @example
 * zipOf([{ name: 'a.txt', data: 'hello' }])
 */
export function zipOf(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const raw = Buffer.from(entry.data);
    const data = entry.deflate ? deflateRawSync(raw) : raw;
    const name = Buffer.from(entry.name);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(0x0800, 6); // UTF-8 names
    head.writeUInt16LE(entry.deflate ? 8 : 0, 8);
    head.writeUInt32LE(crc32(raw), 14);
    head.writeUInt32LE(data.length, 18);
    head.writeUInt32LE(raw.length, 22);
    head.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(entry.deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc32(raw), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(head, name, data);
    directory.push(central, name);
    offset += head.length + name.length + data.length;
  }
  const size = directory.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * The parts of the smallest workbook exceljs opens: one sheet `name` whose cells are shared strings
 * (`strings`, row by row), with `doctype` put before the shared strings — where an XML attack goes.
 *
 * @example
 * zipOf(workbookParts('用户', [['用户账号', '真实姓名'], ['a1', '&xxe;']], '<!DOCTYPE sst [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>'))
 */
export function workbookParts(name: string, strings: string[][], doctype = ''): ZipEntry[] {
  const all = strings.flat();
  const column = (at: number) => String.fromCharCode(65 + at);
  const rows = strings
    .map((cells, r) => {
      const before = strings.slice(0, r).flat().length;
      const row = cells.map((_, c) => `<c r="${column(c)}${r + 1}" t="s"><v>${before + c}</v></c>`);
      return `<row r="${r + 1}">${row.join('')}</row>`;
    })
    .join('');
  const type = (part: string, kind: string) =>
    `<Override PartName="${part}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.${kind}+xml"/>`;
  return [
    {
      name: '[Content_Types].xml',
      data:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        type('/xl/workbook.xml', 'sheet.main') +
        type('/xl/worksheets/sheet1.xml', 'worksheet') +
        type('/xl/sharedStrings.xml', 'sharedStrings') +
        '</Types>',
    },
    {
      name: '_rels/.rels',
      data: `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `<workbook xmlns="${MAIN}" xmlns:r="${DOC}"><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data:
        `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${DOC}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: `<worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`,
    },
    {
      name: 'xl/sharedStrings.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?>${doctype}<sst xmlns="${MAIN}" count="${all.length}" uniqueCount="${all.length}">${all.map((text) => `<si><t>${text}</t></si>`).join('')}</sst>`,
    },
  ];
}
