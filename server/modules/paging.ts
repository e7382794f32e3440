/**
 * What the list calls share (ARCHITECTURE.md "The server"): paging arithmetic, the page envelope
 * `{ records, total, size, current, pages }`, and a "contains" filter whose LIKE wildcards match themselves.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';

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
export function containsText(column: string, text: string): RawBuilder<SqlBool> {
  return containsPattern(column, likePattern(text));
}

/**
 * The LIKE pattern of "contains `text`", case folded, with '%', '_' and '\' in the text matching themselves.
 *
 * @example
 * likePattern('性_别') // '%性\\_别%'
 */
export function likePattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** `text` lower-cased with LIKE's '%', '_' and '\\' escaped, to sit inside a pattern. */
function escapeLike(text: string): string {
  return text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * `column` matches a pattern of `likePattern` (the pattern bound as it is, for queries compiled once).
 *
 * @example
 * db.selectFrom('sys_user').where(containsPattern('username', likePattern('zhang')))
 */
export function containsPattern(column: string, pattern: string): RawBuilder<SqlBool> {
  // lower() on both sides: SQLite's LIKE ignores ASCII case and PostgreSQL's does not.
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
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

/** Dougong's names of the audit fields before issue 16, which sorts still accept, to JeecgBoot's. */
const FORMER_SORT_NAMES = { createdAt: 'createTime', updatedAt: 'updateTime' } as const;

type FormerSortName = keyof typeof FORMER_SORT_NAMES;

/**
 * The field a list is sorted by: the request's `column` — read as JeecgBoot's name when it is one Dougong
 * used before (createdAt, updatedAt) — or `fallback` when it names none.
 *
 * @example
 * sortFieldOf(query.column, 'createTime') // 'createTime' for column=createdAt, column=createTime or none
 */
export function sortFieldOf<T extends string>(
  column: T | FormerSortName | undefined,
  fallback: NoInfer<T>,
): T {
  if (column === undefined) return fallback;
  return Object.hasOwn(FORMER_SORT_NAMES, column)
    ? (FORMER_SORT_NAMES[column as FormerSortName] as T)
    : (column as T);
}

/**
 * A search on one field as JeecgBoot's client encodes it (QueryGenerator's rules, which JInput and the
 * multi-value pickers rely on): `*adm*` contains, `adm*` starts with, `*adm` ends with, `a,b,` any of
 * these values exactly, `!a` anything but this value; any other text contains it (`exact` fields: equals).
 * A `like` pattern is lower-cased with LIKE's own characters escaped, as `likePattern` makes them.
 */
export type FieldSearch = { like: string } | { in: string[] } | { not: string } | { equals: string };

/**
 * How `text` searches a field; `exact` for codes and numbers, whose plain value must match whole.
 *
 * @example
 * fieldSearch('*adm*') // { like: '%adm%' };  fieldSearch('adm*') // { like: 'adm%' }
 * fieldSearch('1,2,', 'exact') // { in: ['1', '2'] };  fieldSearch('!1', 'exact') // { not: '1' }
 */
export function fieldSearch(text: string, kind: 'text' | 'exact' = 'text'): FieldSearch {
  const value = text.trim();
  if (value.length > 1 && (value.startsWith('*') || value.endsWith('*'))) {
    const inner = value.slice(value.startsWith('*') ? 1 : 0, value.endsWith('*') ? -1 : undefined);
    return {
      like: `${value.startsWith('*') ? '%' : ''}${escapeLike(inner)}${value.endsWith('*') ? '%' : ''}`,
    };
  }
  if (value.includes(',')) {
    const values = value.split(',').map((v) => v.trim());
    return { in: [...new Set(values.filter((v) => v !== ''))] };
  }
  if (value.length > 1 && value.startsWith('!')) return { not: value.slice(1) };
  return kind === 'exact' ? { equals: value } : { like: likePattern(value) };
}

/**
 * The WHERE condition of a `fieldSearch` on `column` (a server constant). On an `integer` column a value
 * that is not a whole number matches nothing (PostgreSQL would refuse to compare it).
 *
 * @example
 * db.selectFrom('sys_user').where(searchCondition('status', fieldSearch('1,2', 'exact'), 'integer'))
 */
export function searchCondition(
  column: string,
  search: FieldSearch,
  type: 'text' | 'integer' = 'text',
): RawBuilder<SqlBool> {
  if ('like' in search) return containsPattern(column, search.like);
  const ref = sql.ref(column);
  const raw = 'in' in search ? search.in : ['not' in search ? search.not : search.equals];
  const values = type === 'integer' ? raw.filter((v) => /^-?\d{1,15}$/.test(v)).map(Number) : raw;
  if (values.length === 0 || values.length < raw.length) return sql<SqlBool>`1 = 0`;
  if ('in' in search) return sql<SqlBool>`${ref} in (${sql.join(values)})`;
  if ('not' in search) return sql<SqlBool>`(${ref} is null or ${ref} <> ${values[0]})`;
  return sql<SqlBool>`${ref} = ${values[0]}`;
}
