/**
 * A size check of an uploaded .xlsx before exceljs opens it. An .xlsx is a zip, and exceljs inflates every
 * entry whole into memory, so a few kilobytes that inflate to gigabytes (a zip bomb) would exhaust the
 * server. Here each entry is inflated once with a cap on its output — a declared size can lie, the
 * inflated bytes cannot — and the file is refused when all of them together exceed the limit.
 */
import { inflateRawSync } from 'node:zlib';
import { APP_ERR_EXCEL_UNREADABLE, APP_ERR_EXCEL_UNZIPPED_TOO_LARGE } from '../../errors';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;
/** More entries than any workbook has: a file of thousands of tiny entries is not an export. */
const MAX_ENTRIES = 10_000;
const STORED = 0;
const DEFLATED = 8;

interface Entry {
  method: number;
  compressedSize: number;
  localOffset: number;
}

/** The central directory's entries; throws when the file is not a zip this check can read. */
function entriesOf(file: Buffer): Entry[] {
  let end = -1;
  for (let at = file.length - 22; at >= Math.max(0, file.length - END_SEARCH); at--) {
    if (file.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new APP_ERR_EXCEL_UNREADABLE();
  const count = file.readUInt16LE(end + 10);
  if (count > MAX_ENTRIES) throw new APP_ERR_EXCEL_UNREADABLE();
  const entries: Entry[] = [];
  let at = file.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    if (at + 46 > file.length || file.readUInt32LE(at) !== DIRECTORY_ENTRY)
      throw new APP_ERR_EXCEL_UNREADABLE();
    entries.push({
      method: file.readUInt16LE(at + 10),
      compressedSize: file.readUInt32LE(at + 20),
      localOffset: file.readUInt32LE(at + 42),
    });
    at += 46 + file.readUInt16LE(at + 28) + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
  }
  return entries;
}

/** The compressed bytes of one entry, found through its local header. */
function dataOf(file: Buffer, entry: Entry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > file.length || file.readUInt32LE(at) !== LOCAL_HEADER) throw new APP_ERR_EXCEL_UNREADABLE();
  const start = at + 30 + file.readUInt16LE(at + 26) + file.readUInt16LE(at + 28);
  const stop = start + entry.compressedSize;
  if (stop > file.length) throw new APP_ERR_EXCEL_UNREADABLE();
  return file.subarray(start, stop);
}

/**
 * Throws 400 unless every entry of the zip `file` inflates and all of them together come to at most
 * `maxBytes`; a file that is not a readable zip is 400 too.
 *
 * @example
 * assertUnzipsWithin(upload, 50 * 1024 * 1024); // then ExcelJS may load it
 */
export function assertUnzipsWithin(file: Buffer, maxBytes: number): void {
  const tooLarge = () => new APP_ERR_EXCEL_UNZIPPED_TOO_LARGE(Math.round(maxBytes / 1024 / 1024));
  let total = 0;
  for (const entry of entriesOf(file)) {
    const data = dataOf(file, entry);
    if (entry.method === STORED) total += data.length;
    else if (entry.method === DEFLATED) {
      try {
        total += inflateRawSync(data, { maxOutputLength: Math.max(1, maxBytes - total + 1) }).length;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
        throw new APP_ERR_EXCEL_UNREADABLE();
      }
    } else throw new APP_ERR_EXCEL_UNREADABLE();
    if (total > maxBytes) throw tooLarge();
  }
}
