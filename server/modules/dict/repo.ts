/**
 * Queries of dictionaries (sys_dict) and their items (sys_dict_item). Every function takes a Kysely
 * handle or a transaction, so the service decides what must happen together.
 */
import type { Expression, Insertable, Kysely, Selectable, SqlBool, Updateable } from 'kysely';
import type { Database } from '../../db/index';
import type { SysDictItemTable, SysDictTable } from '../../db/types';
import { countOf, fieldSearch, searchCondition } from '../paging';

export type DictRow = Selectable<SysDictTable>;
export type DictItemRow = Selectable<SysDictItemTable>;
type Db = Kysely<Database>;

/** The sortable fields of the dictionary list, by the name the browser sends (the client never names a column). */
export const DICT_SORT = {
  dictName: 'dict_name',
  dictCode: 'dict_code',
  createTime: 'created_at',
  updateTime: 'updated_at',
} as const;

/** The sortable fields of the item list. */
export const ITEM_SORT = {
  sortOrder: 'sort_order',
  itemText: 'item_text',
  itemValue: 'item_value',
  createTime: 'created_at',
} as const;

interface Window {
  sort: string;
  order: 'asc' | 'desc';
  offset: number;
  /** Rows per page; absent for every row (items only). */
  limit?: number;
}

export interface DictFilter extends Window {
  sort: keyof typeof DICT_SORT;
  /** JeecgBoot's search encodings (paging.ts fieldSearch): contains, `*x*`, `x*`, comma lists, `!x`. */
  dictName?: string;
  dictCode?: string;
  /** The caller's data rules on the list (data-rule/scope.ts), on sys_dict's columns. */
  scope?: readonly Expression<SqlBool>[];
}

export interface ItemFilter extends Window {
  sort: keyof typeof ITEM_SORT;
  dictId: string;
  itemText?: string;
  itemValue?: string;
  /** An exact value or a comma list ('1', '0,1,'), as the status select sends it. */
  status?: string;
}

/**
 * One page of dictionaries and how many match in all.
 *
 * @example
 * await listDicts(db, { dictName: '性', sort: 'createTime', order: 'desc', offset: 0, limit: 10 })
 */
export async function listDicts(db: Db, filter: DictFilter): Promise<{ rows: DictRow[]; total: number }> {
  let query = db.selectFrom('sys_dict').where('del_flag', '=', 0);
  if (filter.dictName) query = query.where(searchCondition('dict_name', fieldSearch(filter.dictName)));
  if (filter.dictCode) query = query.where(searchCondition('dict_code', fieldSearch(filter.dictCode)));
  const scope = filter.scope ?? [];
  if (scope.length) query = query.where((eb) => eb.and([...scope]));
  const counted = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy(DICT_SORT[filter.sort], filter.order)
    // A stable order for equal keys, so paging never shows a row twice.
    .orderBy('id')
    .offset(filter.offset)
    .limit(filter.limit ?? 10)
    .execute();
  return { rows, total: countOf(counted) };
}

/**
 * The items of one dictionary matching the filter, a page of them when `limit` is given.
 *
 * @example
 * await listItems(db, { dictId, sort: 'sortOrder', order: 'asc', offset: 0 }) // every item, no limit
 */
export async function listItems(db: Db, filter: ItemFilter): Promise<{ rows: DictItemRow[]; total: number }> {
  let query = db.selectFrom('sys_dict_item').where('dict_id', '=', filter.dictId);
  if (filter.itemText) query = query.where(searchCondition('item_text', fieldSearch(filter.itemText)));
  if (filter.itemValue) query = query.where(searchCondition('item_value', fieldSearch(filter.itemValue)));
  if (filter.status)
    query = query.where(searchCondition('status', fieldSearch(filter.status, 'exact'), 'integer'));
  const counted = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  // Items with the same sort order keep a stable, readable order: by value, then id.
  let rows = query
    .selectAll()
    .orderBy(ITEM_SORT[filter.sort], filter.order)
    .orderBy('item_value')
    .orderBy('id');
  if (filter.limit !== undefined) rows = rows.offset(filter.offset).limit(filter.limit);
  return { rows: await rows.execute(), total: countOf(counted) };
}

/** A dictionary in use (not in the recycle bin) by id. @example await findDict(db, id) */
export function findDict(db: Db, id: string): Promise<DictRow | undefined> {
  return db
    .selectFrom('sys_dict')
    .selectAll()
    .where('id', '=', id)
    .where('del_flag', '=', 0)
    .executeTakeFirst();
}

/** A dictionary of the recycle bin by id. @example await findDeletedDict(db, id) */
export function findDeletedDict(db: Db, id: string): Promise<DictRow | undefined> {
  return db
    .selectFrom('sys_dict')
    .selectAll()
    .where('id', '=', id)
    .where('del_flag', '=', 1)
    .executeTakeFirst();
}

/**
 * The recycle bin: every deleted dictionary, the most recently deleted first.
 *
 * @example
 * await deletedDicts(db) // [{ dict_code: 'education', del_flag: 1, ... }]
 */
export function deletedDicts(db: Db): Promise<DictRow[]> {
  return db
    .selectFrom('sys_dict')
    .selectAll()
    .where('del_flag', '=', 1)
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .execute();
}

/**
 * Moves dictionaries to the recycle bin or takes them back (`del_flag` 1 or 0), their items untouched.
 *
 * @example
 * await setDictDeleted(tx, [id], 1, 'admin', now.toISOString());
 */
export async function setDictDeleted(
  db: Db,
  ids: readonly string[],
  delFlag: 0 | 1,
  by: string,
  at: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('sys_dict')
    .set({ del_flag: delFlag, updated_by: by, updated_at: at })
    .where('id', 'in', ids)
    .execute();
}

/** A dictionary by code, in use or in the recycle bin (codes are unique across both). @example await findDictByCode(db, 'sex') */
export function findDictByCode(db: Db, code: string): Promise<DictRow | undefined> {
  return db.selectFrom('sys_dict').selectAll().where('dict_code', '=', code).executeTakeFirst();
}

/** The dictionaries in use among `ids`. @example await findDicts(db, [a, b]) */
export function findDicts(db: Db, ids: readonly string[]): Promise<DictRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('sys_dict').selectAll().where('id', 'in', ids).where('del_flag', '=', 0).execute();
}

/** Inserts a dictionary. @example await insertDict(db, { id, dict_name: '性别', dict_code: 'sex', ... }) */
export async function insertDict(db: Db, row: Insertable<SysDictTable>): Promise<void> {
  await db.insertInto('sys_dict').values(row).execute();
}

/** Changes a dictionary. @example await updateDict(db, id, { dict_name: '性别', updated_by, updated_at }) */
export async function updateDict(db: Db, id: string, change: Updateable<SysDictTable>): Promise<void> {
  await db.updateTable('sys_dict').set(change).where('id', '=', id).execute();
}

/**
 * Deletes dictionaries for good with their items (彻底删除 in the recycle bin). The items are deleted here rather than left to ON DELETE
 * CASCADE, so the outcome does not hang on SQLite's per-connection foreign_keys setting.
 *
 * @example
 * await deleteDicts(tx, [id]);
 */
export async function deleteDicts(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('sys_dict_item').where('dict_id', 'in', ids).execute();
  await db.deleteFrom('sys_dict').where('id', 'in', ids).execute();
}

/**
 * The items in use (status 1) of the dictionary with this code, in display order; undefined when no
 * dictionary in use has the code (a dictionary in the recycle bin offers nothing).
 *
 * @example
 * await activeItemsByCode(db, 'sex') // [{ item_value: '1', item_text: '男', ... }, ...]
 */
export async function activeItemsByCode(db: Db, code: string): Promise<DictItemRow[] | undefined> {
  const dict = await findDictByCode(db, code);
  if (!dict || dict.del_flag !== 0) return undefined;
  return db
    .selectFrom('sys_dict_item')
    .selectAll()
    .where('dict_id', '=', dict.id)
    .where('status', '=', 1)
    .orderBy('sort_order')
    .orderBy('item_value')
    .orderBy('id')
    .execute();
}

/** An item by id. @example await findItem(db, id) */
export function findItem(db: Db, id: string): Promise<DictItemRow | undefined> {
  return db.selectFrom('sys_dict_item').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The item of a dictionary with this value. @example await findItemByValue(db, dictId, '1') */
export function findItemByValue(db: Db, dictId: string, value: string): Promise<DictItemRow | undefined> {
  return db
    .selectFrom('sys_dict_item')
    .selectAll()
    .where('dict_id', '=', dictId)
    .where('item_value', '=', value)
    .executeTakeFirst();
}

/** Inserts an item. @example await insertItem(db, { id, dict_id, item_text: '男', item_value: '1', ... }) */
export async function insertItem(db: Db, row: Insertable<SysDictItemTable>): Promise<void> {
  await db.insertInto('sys_dict_item').values(row).execute();
}

/** Changes an item. @example await updateItem(db, id, { item_text: '男性', updated_by, updated_at }) */
export async function updateItem(db: Db, id: string, change: Updateable<SysDictItemTable>): Promise<void> {
  await db.updateTable('sys_dict_item').set(change).where('id', '=', id).execute();
}

/**
 * Every item in use of every dictionary in use, with its dictionary's code, by code and display order
 * (queryAllDictItems).
 *
 * @example
 * await allActiveItems(db) // [{ dict_code: 'sex', item_value: '1', item_text: '男' }, ...]
 */
export function allActiveItems(
  db: Db,
): Promise<Array<{ dict_code: string; item_value: string; item_text: string }>> {
  return db
    .selectFrom('sys_dict_item as i')
    .innerJoin('sys_dict as d', 'd.id', 'i.dict_id')
    .select(['d.dict_code', 'i.item_value', 'i.item_text'])
    .where('d.del_flag', '=', 0)
    .where('i.status', '=', 1)
    .orderBy('d.dict_code')
    .orderBy('i.sort_order')
    .orderBy('i.item_value')
    .orderBy('i.id')
    .execute();
}

/** The items among `ids` that exist. @example await findItems(db, [a, b]) */
export function findItems(db: Db, ids: readonly string[]): Promise<DictItemRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('sys_dict_item').selectAll().where('id', 'in', ids).execute();
}

/** Deletes items. @example await deleteItems(db, [id]) */
export async function deleteItems(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('sys_dict_item').where('id', 'in', ids).execute();
}
