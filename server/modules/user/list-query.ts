/**
 * The user list's SQL (issue 15): its count and its page, the two queries of every list request, built and
 * compiled once per shape (db/compiled.ts) — which filters are present, the sort, how many departments.
 * A caller's data rules are expressions with their own bound values, so a list narrowed by them is built
 * as before, every time.
 */
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { perShape } from '../../db/compiled';
import type { Database } from '../../db/index';
import { computeEachTime, type Remember } from '../../db/read-cache';
import { containsPattern, countOf, likePattern } from '../paging';
import { USER_COLUMNS, USER_SORT_COLUMNS, type UserFilter, type UserRow } from './repo';

type Db = Kysely<Database>;

/** The filter's values as they are bound; a filter that is absent is absent here too. */
type Bound = {
  username?: string;
  realname?: string;
  phone?: string;
  sex?: number;
  status?: number;
  departIds?: readonly string[];
  roleId?: string;
};

type Sorted = Pick<UserFilter, 'sort' | 'order'>;

function boundOf(filter: UserFilter): Bound {
  const bound: Bound = {};
  if (filter.username) bound.username = likePattern(filter.username);
  if (filter.realname) bound.realname = likePattern(filter.realname);
  if (filter.phone) bound.phone = likePattern(filter.phone);
  if (filter.sex !== undefined) bound.sex = filter.sex;
  if (filter.status !== undefined) bound.status = filter.status;
  if (filter.departIds) bound.departIds = filter.departIds;
  if (filter.roleId) bound.roleId = filter.roleId;
  return bound;
}

/** The users matching `bound` (and the data rules): what is counted and paged. */
function matching(db: Db, bound: Bound, conditions: readonly Expression<SqlBool>[]) {
  let query = db.selectFrom('sys_user as u').where('u.del_flag', '=', 0);
  const { username, realname, phone, sex, status, departIds, roleId } = bound;
  if (username !== undefined) query = query.where(containsPattern('u.username', username));
  if (realname !== undefined) query = query.where(containsPattern('u.realname', realname));
  if (phone !== undefined) query = query.where(containsPattern('u.phone', phone));
  if (sex !== undefined) query = query.where('u.sex', '=', sex);
  if (status !== undefined) query = query.where('u.status', '=', status);
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

const countOfMatching = (db: Db, bound: Bound, conditions: readonly Expression<SqlBool>[] = []) =>
  matching(db, bound, conditions).select((eb) => eb.fn.countAll().as('n'));

const pageOfMatching = (
  db: Db,
  { sort, order }: Sorted,
  bound: Bound & { offset: number; limit: number },
  conditions: readonly Expression<SqlBool>[] = [],
) =>
  matching(db, bound, conditions)
    .select(USER_COLUMNS)
    .orderBy(USER_SORT_COLUMNS[sort], order)
    // A stable order for equal keys, so paging never shows a row twice.
    .orderBy('u.id', 'asc')
    .offset(bound.offset)
    .limit(bound.limit);

const COUNT = perShape((db: Db, _shape: null, bound: Bound) => countOfMatching(db, bound));
const PAGE = perShape((db: Db, sorted: Sorted, bound: Bound & { offset: number; limit: number }) =>
  pageOfMatching(db, sorted, bound),
);

/**
 * One page of users, and how many match in all. The count is the costly part on a large table (every
 * matching index entry, for every page): `remember` keeps it per filter — keyed by its SQL and parameters,
 * data rules included — until the next write.
 *
 * @example
 * await listUsers(db, { username: 'zhang', conditions: [], sort: 'createdAt', order: 'desc', offset: 0, limit: 10 })
 * await listUsers(db, filter, app.readCache.remember) // the second page does not count again
 */
export async function listUsers(
  db: Db,
  filter: UserFilter,
  remember: Remember = computeEachTime,
): Promise<{ rows: UserRow[]; total: number }> {
  const bound = boundOf(filter);
  const { conditions } = filter;
  const count = conditions.length
    ? countOfMatching(db, bound, conditions).compile()
    : COUNT.compile(db, null, bound);
  const total = await remember(`count:${count.sql}\u0000${JSON.stringify(count.parameters)}`, async () =>
    countOf((await db.executeQuery(count)).rows[0]!),
  );
  const window = { ...bound, offset: filter.offset, limit: filter.limit };
  const page = conditions.length
    ? pageOfMatching(db, filter, window, conditions).compile()
    : PAGE.compile(db, { sort: filter.sort, order: filter.order }, window);
  return { rows: (await db.executeQuery(page)).rows, total };
}
