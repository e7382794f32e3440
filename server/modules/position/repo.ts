/**
 * Queries of positions (sys_position) and of the users who hold them (sys_user.post holds the code).
 * Every function takes a Kysely handle or a transaction.
 */
import type { Expression, Insertable, Kysely, Selectable, SqlBool, Updateable } from 'kysely';
import type { Database } from '../../db/index';
import type { SysPositionTable } from '../../db/types';
import { countOf, fieldSearch, searchCondition } from '../paging';

export type PositionRow = Selectable<SysPositionTable>;
type Db = Kysely<Database>;

/** The sortable fields of the list, by the name the browser sends (the client never names a column). */
export const POSITION_SORT = {
  code: 'code',
  name: 'name',
  postRank: 'post_rank',
  createTime: 'created_at',
} as const;

export interface PositionFilter {
  /** JeecgBoot's search encodings (paging.ts fieldSearch): contains, `*x*`, `x*`, comma lists, `!x`. */
  name?: string;
  code?: string;
  /** A position_rank value, matched whole, or a comma list. */
  postRank?: string;
  /** The caller's data rules on the list (data-rule/scope.ts), on sys_position's columns. */
  scope?: readonly Expression<SqlBool>[];
  sort: keyof typeof POSITION_SORT;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/**
 * One page of positions and how many match in all.
 *
 * @example
 * await listPositions(db, { name: '工程师', sort: 'code', order: 'asc', offset: 0, limit: 10 })
 */
export async function listPositions(
  db: Db,
  filter: PositionFilter,
): Promise<{ rows: PositionRow[]; total: number }> {
  let query = db.selectFrom('sys_position');
  if (filter.name) query = query.where(searchCondition('name', fieldSearch(filter.name)));
  if (filter.code) query = query.where(searchCondition('code', fieldSearch(filter.code)));
  if (filter.postRank)
    query = query.where(searchCondition('post_rank', fieldSearch(filter.postRank, 'exact')));
  const scope = filter.scope ?? [];
  if (scope.length) query = query.where((eb) => eb.and([...scope]));
  const counted = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy(POSITION_SORT[filter.sort], filter.order)
    // A stable order for equal keys, so paging never shows a row twice.
    .orderBy('id')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
  return { rows, total: countOf(counted) };
}

/** Every position by code, for pickers. @example await allPositions(db) */
export function allPositions(db: Db): Promise<PositionRow[]> {
  return db.selectFrom('sys_position').selectAll().orderBy('code').execute();
}

/** A position by id. @example await findPosition(db, id) */
export function findPosition(db: Db, id: string): Promise<PositionRow | undefined> {
  return db.selectFrom('sys_position').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A position by code. @example await findPositionByCode(db, 'DEV') */
export function findPositionByCode(db: Db, code: string): Promise<PositionRow | undefined> {
  return db.selectFrom('sys_position').selectAll().where('code', '=', code).executeTakeFirst();
}

/** The positions among `ids` that exist. @example await findPositions(db, [a, b]) */
export function findPositions(db: Db, ids: readonly string[]): Promise<PositionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('sys_position').selectAll().where('id', 'in', ids).execute();
}

/** Inserts a position. @example await insertPosition(db, { id, code: 'OPS', name: '运维工程师', ... }) */
export async function insertPosition(db: Db, row: Insertable<SysPositionTable>): Promise<void> {
  await db.insertInto('sys_position').values(row).execute();
}

/** Changes a position. @example await updatePosition(db, id, { name: '高级开发', updated_by, updated_at }) */
export async function updatePosition(
  db: Db,
  id: string,
  change: Updateable<SysPositionTable>,
): Promise<void> {
  await db.updateTable('sys_position').set(change).where('id', '=', id).execute();
}

/** The codes of a sys_user.post cell: JeecgBoot stores several, comma-separated. */
function codesOf(post: string | null): string[] {
  return (post ?? '').split(',').filter((code) => code !== '');
}

/**
 * Users whose post holds any of `codes`. LIKE only narrows (a code's `_` is a LIKE wildcard); the
 * split cell decides.
 */
async function holdersOf(db: Db, codes: readonly string[]) {
  const rows = await db
    .selectFrom('sys_user')
    .select(['id', 'post', 'del_flag'])
    .where((eb) => eb.or(codes.map((code) => eb('post', 'like', `%${code}%`))))
    .execute();
  return rows.filter((row) => codesOf(row.post).some((code) => codes.includes(code)));
}

/**
 * Gives the users who hold position `from` the code `to` (the position was recoded), in place among
 * their other positions.
 *
 * @example
 * await recodeHolders(tx, 'DEV', 'ENG'); // 'PM,DEV' → 'PM,ENG'
 */
export async function recodeHolders(db: Db, from: string, to: string): Promise<void> {
  for (const row of await holdersOf(db, [from])) {
    const post = codesOf(row.post)
      .map((code) => (code === from ? to : code))
      .join(',');
    await db.updateTable('sys_user').set({ post }).where('id', '=', row.id).execute();
  }
}

/**
 * A code among `codes` that a user who is not deleted holds, if any.
 *
 * @example
 * await heldCode(db, ['DEV', 'OPS']) // 'DEV'
 */
export async function heldCode(db: Db, codes: readonly string[]): Promise<string | undefined> {
  if (codes.length === 0) return undefined;
  const held = (await holdersOf(db, codes)).filter((row) => row.del_flag === 0);
  return codes.find((code) => held.some((row) => codesOf(row.post).includes(code)));
}

/** Deletes positions. @example await deletePositions(db, [id]) */
export async function deletePositions(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('sys_position').where('id', 'in', ids).execute();
}
