/**
 * What an export writes: the records a list keeps for the request's filters, read page by page through
 * the list's own function (so the same filters and data rules apply), at most {@link EXPORT_MAX} — beyond
 * that the admin is asked to narrow the filter — or the ticked records (`selections`).
 */
import { APP_ERR_EXCEL_EXPORT_TOO_LARGE, APP_ERR_EXCEL_SELECTIONS } from '../../errors';
import { rowOf, type ExcelColumn } from './columns';
import type { Cell } from './workbook';

/** The most records one export writes. */
export const EXPORT_MAX = 10_000;
/** Records read per page: the lists' largest page. */
const PAGE_SIZE = 100;
const ID = /^[0-9A-Za-z_-]{1,64}$/;

/** One page of a list, as every list function answers it. */
export type ReadPage<R> = (pageNo: number, pageSize: number) => Promise<{ records: R[]; total: number }>;

/**
 * The ticked ids of `selections` (JeecgListMixin joins selectedRowKeys with ','; a trailing comma and
 * repeats are harmless), undefined when none were ticked; 400 for anything that is not a list of ids.
 *
 * @example
 * selectionsOf('a1,b2,') // ['a1', 'b2']
 * selectionsOf('')       // undefined
 */
export function selectionsOf(raw: unknown): string[] | undefined {
  if (raw === undefined) return undefined;
  const text = Array.isArray(raw) ? raw.join(',') : raw;
  if (typeof text !== 'string') throw new APP_ERR_EXCEL_SELECTIONS(EXPORT_MAX);
  const ids = [...new Set(text.split(',').map((id) => id.trim()))].filter((id) => id !== '');
  if (ids.length > EXPORT_MAX || ids.some((id) => !ID.test(id)))
    throw new APP_ERR_EXCEL_SELECTIONS(EXPORT_MAX);
  return ids.length ? ids : undefined;
}

/**
 * Every record of a list, page after page as the export asks for them. The first page is read at once,
 * so a list longer than `max` is refused (400, naming the `noun` and the count) before any byte is sent.
 *
 * @example
 * const records = await allRecords((pageNo, pageSize) => listRoles(db, { ...query, pageNo, pageSize }), '角色');
 */
export async function allRecords<R>(
  read: ReadPage<R>,
  noun: string,
  max = EXPORT_MAX,
): Promise<AsyncIterable<R>> {
  const first = await read(1, PAGE_SIZE);
  if (first.total > max) throw new APP_ERR_EXCEL_EXPORT_TOO_LARGE(noun, first.total, max);
  const pages = Math.ceil(first.total / PAGE_SIZE);
  return (async function* () {
    yield* first.records;
    for (let pageNo = 2; pageNo <= pages; pageNo++) yield* (await read(pageNo, PAGE_SIZE)).records;
  })();
}

/**
 * The sheet rows of `records`, column by column.
 *
 * @example
 * { name: '角色', columns: ROLE_COLUMNS, rows: cellsOf(records, ROLE_COLUMNS, undefined) }
 */
export async function* cellsOf<R, C>(
  records: AsyncIterable<R> | Iterable<R>,
  columns: ReadonlyArray<ExcelColumn<R, C>>,
  context: C,
): AsyncIterable<Cell[]> {
  for await (const record of records) yield rowOf(columns, record, context);
}
