/**
 * What the list calls share (ARCHITECTURE.md "The server"): paging arithmetic, the page envelope
 * `{ records, total, size, current, pages }`, and a "contains" filter whose LIKE wildcards match themselves.
 */
import { sql, type RawBuilder } from 'kysely';

/** pageNo/pageSize as a list query carries them (defaults already applied or not). */
export interface PageParams {
  pageNo?: number;
  pageSize?: number;
}

/** One page of rows, as every list call answers it. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/**
 * OFFSET and LIMIT of a page, with the page number and size they came from (defaults 1 and 10).
 *
 * @example
 * pageWindow({ pageNo: 3, pageSize: 20 }) // { pageNo: 3, pageSize: 20, offset: 40, limit: 20 }
 */
export function pageWindow(query: PageParams, defaultSize = 10) {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? defaultSize;
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize, limit: pageSize };
}

/**
 * The page envelope of `records`, given how many rows match in all.
 *
 * @example
 * pageOf([a, b], 12, 1, 2) // { records: [a, b], total: 12, size: 2, current: 1, pages: 6 }
 */
export function pageOf<T>(records: T[], total: number, pageNo: number, pageSize: number): Page<T> {
  return { records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) };
}

/**
 * `column` contains `text`, case-insensitively, with '%', '_' and '\' in the text matching themselves.
 * `column` must be a server constant (it is quoted as an identifier, never taken from a request).
 *
 * @example
 * db.selectFrom('sys_dict').where(containsText('dict_name', '性_别'))
 */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  return containsPattern(column, likePattern(text));
}

/**
 * The LIKE pattern of "contains `text`", case folded, with '%', '_' and '\' in the text matching themselves.
 *
 * @example
 * likePattern('性_别') // '%性\\_别%'
 */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `column` matches a pattern of `likePattern` (the pattern bound as it is, for queries compiled once).
 *
 * @example
 * db.selectFrom('sys_user').where(containsPattern('username', likePattern('zhang')))
 */
export function containsPattern(column: string, pattern: string): RawBuilder<boolean> {
  // lower() on both sides: SQLite's LIKE ignores ASCII case and PostgreSQL's does not.
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/**
 * How many rows a count query answered: PostgreSQL gives count() as a bigint string.
 *
 * @example
 * countOf(await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()) // 12
 */
export function countOf(row: { n: string | number | bigint }): number {
  return Number(row.n);
}
