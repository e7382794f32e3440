/**
 * Dictionary items: the value/text pairs of one dictionary. A value is unique within its dictionary
 * (also enforced by the uq_sys_dict_item_value index), and an item stays in the dictionary it was made in.
 */
import type { Kysely } from 'kysely';
import type {
  DictItemAddRequest,
  DictItemEditRequest,
  DictItemListQuery,
  DictItemListResult,
  DictItemRecord,
} from '../../../schemas/index';
import { newId } from '../../db/ids';
import type { Database } from '../../db/index';
import {
  APP_ERR_DICT_ITEM_MOVE,
  APP_ERR_DICT_ITEM_NOT_FOUND,
  APP_ERR_DICT_ITEM_VALUE_TAKEN,
} from '../../errors';
import { isUniqueViolation } from '../../db/errors';
import { pageOf, pageWindow, sortFieldOf } from '../paging';
import * as repo from './repo';
import { requireDict } from './service';

type Db = Kysely<Database>;

function toRecord(row: repo.DictItemRow): DictItemRecord {
  return {
    id: row.id,
    dictId: row.dict_id,
    itemText: row.item_text,
    itemValue: row.item_value,
    description: row.description,
    sortOrder: row.sort_order,
    status: row.status === 1 ? 1 : 0,
    createBy: row.created_by,
    createTime: row.created_at,
    updateBy: row.updated_by,
    updateTime: row.updated_at,
  };
}

/**
 * The items of a dictionary, by sortOrder unless a column is given; every item in one page when no
 * pageSize is given. 404 for an unknown dictionary.
 *
 * @example
 * await listItems(db, { dictId }) // { records: [...all], total: 2, size: 2, current: 1, pages: 1 }
 */
export async function listItems(db: Db, query: DictItemListQuery): Promise<DictItemListResult> {
  await requireDict(db, query.dictId);
  const paged = query.pageSize !== undefined;
  const { pageNo, pageSize, offset, limit } = pageWindow(query);
  const { rows, total } = await repo.listItems(db, {
    dictId: query.dictId,
    itemText: query.itemText?.trim() || undefined,
    itemValue: query.itemValue?.trim() || undefined,
    status: query.status,
    sort: sortFieldOf(query.column, 'sortOrder'),
    order: query.order ?? 'asc',
    offset,
    limit: paged ? limit : undefined,
  });
  const records = rows.map(toRecord);
  return paged ? pageOf(records, total, pageNo, pageSize) : pageOf(records, total, 1, Math.max(total, 1));
}

async function requireItem(db: Db, id: string): Promise<repo.DictItemRow> {
  const row = await repo.findItem(db, id);
  if (!row) throw new APP_ERR_DICT_ITEM_NOT_FOUND(id);
  return row;
}

/** An item by id, or 404. @example await getItem(db, id) // { id, dictId, itemText: '男', itemValue: '1', ... } */
export async function getItem(db: Db, id: string): Promise<DictItemRecord> {
  return toRecord(await requireItem(db, id));
}

async function assertValueFree(db: Db, dictId: string, value: string, exceptId?: string): Promise<void> {
  const other = await repo.findItemByValue(db, dictId, value);
  if (other && other.id !== exceptId) throw new APP_ERR_DICT_ITEM_VALUE_TAKEN(value);
}

async function guardValue<T>(value: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new APP_ERR_DICT_ITEM_VALUE_TAKEN(value);
    throw error;
  }
}

/**
 * Adds an item to a dictionary; 404 for an unknown dictionary, 409 for a value it already has.
 *
 * @example
 * await addItem(db, 'admin', { dictId, itemText: '博士', itemValue: 'phd' }, now)
 */
export async function addItem(
  db: Db,
  by: string,
  body: DictItemAddRequest,
  now: Date,
): Promise<DictItemRecord> {
  await requireDict(db, body.dictId);
  const value = body.itemValue.trim();
  await assertValueFree(db, body.dictId, value);
  const id = newId();
  await guardValue(value, () =>
    repo.insertItem(db, {
      id,
      dict_id: body.dictId,
      item_text: body.itemText.trim(),
      item_value: value,
      description: body.description?.trim() || null,
      sort_order: body.sortOrder ?? 0,
      status: body.status ?? 1,
      created_by: by,
      created_at: now.toISOString(),
    }),
  );
  return getItem(db, id);
}

/**
 * Changes an item; 404 when unknown, 409 for a value another item of the dictionary has, 400 when the
 * form names another dictionary.
 *
 * @example
 * await editItem(db, 'admin', { id, itemText: '男性', status: 0 }, now)
 */
export async function editItem(
  db: Db,
  by: string,
  body: DictItemEditRequest,
  now: Date,
): Promise<DictItemRecord> {
  const row = await requireItem(db, body.id);
  if (body.dictId !== undefined && body.dictId !== row.dict_id) throw new APP_ERR_DICT_ITEM_MOVE();
  const value = body.itemValue?.trim();
  if (value !== undefined && value !== row.item_value) await assertValueFree(db, row.dict_id, value, row.id);
  await guardValue(value ?? row.item_value, () =>
    repo.updateItem(db, row.id, {
      ...(body.itemText !== undefined ? { item_text: body.itemText.trim() } : {}),
      ...(value !== undefined ? { item_value: value } : {}),
      ...(body.description !== undefined ? { description: body.description?.trim() || null } : {}),
      ...(body.sortOrder !== undefined ? { sort_order: body.sortOrder } : {}),
      ...(body.status !== undefined ? { status: body.status } : {}),
      updated_by: by,
      updated_at: now.toISOString(),
    }),
  );
  return getItem(db, row.id);
}

/** Deletes an item; 404 when unknown. @example await deleteItem(db, id) */
export async function deleteItem(db: Db, id: string): Promise<void> {
  await requireItem(db, id);
  await repo.deleteItems(db, [id]);
}
