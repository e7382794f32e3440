/**
 * The user list's SQL (issue 15): its count and its page, the two queries of every list request, built and
 * compiled once per shape (db/compiled.ts) — which filters are present and how each searches (issue 16:
 * contains, a wildcard, a list, a negation), the sort, how many departments or ids.
 * A caller's data rules are expressions with their own bound values, so a list narrowed by them is built
 * as before, every time. Far pages start from a remembered row (ANCHOR_EVERY) instead of an OFFSET that
 * walks every row above them.
 */
import { sql, type Compilable, type Expression, type Kysely, type SqlBool } from 'kysely';
import { perShape, type PerShape } from '../../db/compiled';
import type { Database } from '../../db/index';
import { computeEachTime, type Remember } from '../../db/read-cache';
import { countOf, likePattern, searchCondition, type FieldSearch } from '../paging';
import { USER_COLUMNS, USER_SORT_COLUMNS, type UserFilter, type UserRow } from './repo';

type Db = Kysely<Database>;

/** The fields searched as text, and the integer-coded ones, by filter name: server constants only. */
const TEXT_SEARCHED = { username: 'u.username', realname: 'u.realname', phone: 'u.phone' } as const;
const CODE_SEARCHED = { sex: 'u.sex', status: 'u.status' } as const;
const SEARCHED = { ...TEXT_SEARCHED, ...CODE_SEARCHED };
type Searched = keyof typeof SEARCHED;

/**
 * The filter's values as they are bound; a filter that is absent is absent here too. A searched field
 * binds under a name that says how it searches — `username` (contains or a wildcard pattern, or equals for
 * sex and status), `usernameIn` (any of a list), `usernameNot` — so the kind of search is part of the
 * query's shape (db/compiled.ts), like which filters are present.
 */
type Bound = { [K in Searched]?: string | number } & {
  [K in `${Searched}In`]?: readonly (string | number)[];
} & {
  [K in `${Searched}Not`]?: string | number;
} & { ids?: readonly string[]; departIds?: readonly string[]; roleId?: string };

type Sorted = Pick<UserFilter, 'sort' | 'order'>;

/** A code field's search with its values as numbers (the query schema lets only digits through). */
function codeSearch(value: number | FieldSearch): FieldSearch | { equals: number } {
  return typeof value === 'number' ? { equals: value } : value;
}

/** A text field's search: a plain string contains it. */
const textSearch = (value: string | FieldSearch): FieldSearch =>
  typeof value === 'string' ? { like: likePattern(value) } : value;

/** The bound values of one searched field. */
function boundSearch(field: Searched, search: FieldSearch | { equals: number }): Bound {
  const code = field in CODE_SEARCHED;
  const value = (text: string | number) => (code ? Number(text) : text);
  if ('like' in search) return { [field]: search.like };
  if ('equals' in search) return { [field]: value(search.equals) };
  if ('in' in search) return { [`${field}In`]: search.in.map(value) };
  return { [`${field}Not`]: value(search.not) };
}

function boundOf(filter: UserFilter): Bound {
  let bound: Bound = {};
  for (const field of Object.keys(TEXT_SEARCHED) as (keyof typeof TEXT_SEARCHED)[]) {
    const search = filter[field];
    if (search) bound = { ...bound, ...boundSearch(field, textSearch(search)) };
  }
  for (const field of Object.keys(CODE_SEARCHED) as (keyof typeof CODE_SEARCHED)[]) {
    const search = filter[field];
    if (search !== undefined) bound = { ...bound, ...boundSearch(field, codeSearch(search)) };
  }
  if (filter.ids) bound.ids = filter.ids;
  if (filter.departIds) bound.departIds = filter.departIds;
  if (filter.roleId) bound.roleId = filter.roleId;
  return bound;
}

/** The condition of one searched field as `bound` holds it; undefined when it is not searched. */
function searchOf(field: Searched, bound: Bound): Expression<SqlBool> | undefined {
  const column = SEARCHED[field];
  const plain = bound[field];
  const list = bound[`${field}In`];
  const not = bound[`${field}Not`];
  if (plain !== undefined)
    return field in CODE_SEARCHED
      ? searchCondition(column, { equals: plain as string })
      : searchCondition(column, { like: plain as string });
  // Values are stand-ins while the query is built once per shape: only their number is looked at.
  if (list !== undefined) return searchCondition(column, { in: list as string[] });
  if (not !== undefined) return searchCondition(column, { not: not as string });
  return undefined;
}

/** The users matching `bound` (and the data rules): what is counted and paged. */
function matching(db: Db, bound: Bound, conditions: readonly Expression<SqlBool>[]) {
  let query = db.selectFrom('sys_user as u').where('u.del_flag', '=', 0);
  for (const field of Object.keys(SEARCHED) as Searched[]) {
    const condition = searchOf(field, bound);
    if (condition) query = query.where(condition);
  }
  const { ids, departIds, roleId } = bound;
  if (ids !== undefined)
    query = ids.length ? query.where('u.id', 'in', ids) : query.where(sql<SqlBool>`1 = 0`);
  if (departIds !== undefined) {
    query = departIds.length
      ? query.where('u.id', 'in', (eb) =>
          eb.selectFrom('sys_user_depart').select('user_id').where('dep_id', 'in', departIds),
        )
      : query.where(sql<SqlBool>`1 = 0`);
  }
  if (roleId !== undefined) {
    query = query.where('u.id', 'in', (eb) =>
      eb.selectFrom('sys_user_role').select('user_id').where('role_id', '=', roleId),
    );
  }
  if (conditions.length) query = query.where((eb) => eb.and([...conditions]));
  return query;
}

type Conditions = readonly Expression<SqlBool>[];

/** Where a page starts: after the row with this sort key and id (a remembered anchor), then `offset` more. */
type Window = { afterKey?: string | number; afterId?: string; offset: number; limit: number };

/** Sort columns that are never null, so that "after a row" is a plain comparison on them. */
const SEEKABLE: ReadonlySet<UserFilter['sort']> = new Set(['username', 'realname', 'status', 'createTime']);

/**
 * Every this many rows of a list's order, the sort key of the row is remembered (for one write generation),
 * so a page far down starts from the anchor before it instead of counting off every row above: page 5,000
 * of 100,000 users skips at most this many index entries, not 50,000. Finding an anchor costs one such
 * count, once a write generation; ten pages share one.
 */
export const ANCHOR_EVERY = 100;

const countOfMatching = (db: Db, bound: Bound, conditions: Conditions = []) =>
  matching(db, bound, conditions).select((eb) => eb.fn.countAll().as('n'));

/** The matching users in the list's order, from the anchor on when the window has one. */
function ordered(db: Db, { sort, order }: Sorted, bound: Bound & Window, conditions: Conditions) {
  const column = USER_SORT_COLUMNS[sort];
  let query = matching(db, bound, conditions);
  const { afterKey, afterId } = bound;
  if (afterKey !== undefined && afterId !== undefined) {
    // Strictly after (afterKey, afterId) in (column order, id asc); the first half lets an index seek.
    const [sameOrBeyond, beyond] = order === 'desc' ? (['<=', '<'] as const) : (['>=', '>'] as const);
    query = query.where((eb) =>
      eb.and([
        eb(column, sameOrBeyond, afterKey),
        eb.or([eb(column, beyond, afterKey), eb('u.id', '>', afterId)]),
      ]),
    );
  }
  return (
    query
      .orderBy(column, order)
      // A stable order for equal keys, so paging never shows a row twice.
      .orderBy('u.id', 'asc')
      .offset(bound.offset)
      .limit(bound.limit)
  );
}

const pageOfMatching = (db: Db, sorted: Sorted, bound: Bound & Window, conditions: Conditions = []) =>
  ordered(db, sorted, bound, conditions).select(USER_COLUMNS);

const anchorOfMatching = (db: Db, sorted: Sorted, bound: Bound & Window, conditions: Conditions = []) =>
  ordered(db, sorted, bound, conditions).select((eb) => [
    eb.ref(USER_SORT_COLUMNS[sorted.sort]).as('key'),
    'u.id',
  ]);

const COUNT = perShape((db: Db, _shape: null, bound: Bound) => countOfMatching(db, bound));
const PAGE = perShape((db: Db, sorted: Sorted, bound: Bound & Window) => pageOfMatching(db, sorted, bound));
const ANCHOR = perShape((db: Db, sorted: Sorted, bound: Bound & Window) =>
  anchorOfMatching(db, sorted, bound),
);

/**
 * One page of users, and how many match in all. The count is the costly part on a large table (every
 * matching index entry, for every page): `remember` keeps it per filter — keyed by its SQL and parameters,
 * data rules included — until the next write, and with it the anchors of far pages (ANCHOR_EVERY).
 *
 * @example
 * await listUsers(db, { username: 'zhang', conditions: [], sort: 'createTime', order: 'desc', offset: 0, limit: 10 })
 * await listUsers(db, filter, app.readCache.remember) // the second page does not count again
 */
export async function listUsers(
  db: Db,
  filter: UserFilter,
  remember: Remember = computeEachTime,
): Promise<{ rows: UserRow[]; total: number }> {
  const bound = boundOf(filter);
  const { conditions, sort, order, offset, limit } = filter;
  const sorted = { sort, order };
  const compile = <R>(
    query: PerShape<Database, Sorted, Bound & Window, R>,
    build: (db: Db, sorted: Sorted, bound: Bound & Window, conditions: Conditions) => Compilable<R>,
    window: Window,
  ) =>
    conditions.length
      ? build(db, sorted, { ...bound, ...window }, conditions).compile()
      : query.compile(db, sorted, { ...bound, ...window });

  const count = conditions.length
    ? countOfMatching(db, bound, conditions).compile()
    : COUNT.compile(db, null, bound);
  const filterKey = `${count.sql}\u0000${JSON.stringify(count.parameters)}`;
  const total = await remember(`count:${filterKey}`, async () =>
    countOf((await db.executeQuery(count)).rows[0]!),
  );
  if (offset >= total) return { rows: [], total };

  let window: Window = { offset, limit };
  const block = SEEKABLE.has(sort) ? Math.floor(offset / ANCHOR_EVERY) : 0;
  if (block > 0) {
    // The last row of the block before: it exists, as offset < total.
    const anchor = await remember(`anchor:${filterKey}\u0000${sort} ${order} ${block}`, async () => {
      const at = compile(ANCHOR, anchorOfMatching, { offset: block * ANCHOR_EVERY - 1, limit: 1 });
      return (await db.executeQuery(at)).rows[0]!;
    });
    // SEEKABLE columns are never null; were one, the plain offset still gives the right page.
    if (anchor.key !== null)
      window = { afterKey: anchor.key, afterId: anchor.id, offset: offset - block * ANCHOR_EVERY, limit };
  }
  return { rows: (await db.executeQuery(compile(PAGE, pageOfMatching, window))).rows, total };
}
