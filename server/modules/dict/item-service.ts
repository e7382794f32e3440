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
import { computeEachTime, type Remember } from '../../db/read-cache';
import {
  APP_ERR_DICT_ITEM_MOVE,
  APP_ERR_DICT_ITEM_NOT_FOUND,
  APP_ERR_DICT_ITEM_VALUE_TAKEN,
} from '../../errors';
import { isUniqueViolation } from '../../db/errors';
import { pageOf, pageWindow, sortFieldOf } from '../paging';
import { withDictText } from './dict-text';
import * as repo from './repo';
import { requireDict } from './service';

/** The dictionary of the items' status (JeecgBoot's SysDictItem: @Dict(dicCode = "dict_item_status")). */
const ITEM_STATUS_DICT = 'dict_item_status';

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
 * pageSize is given, each with `status_dictText` (启用/不启用). 404 for an unknown dictionary.
 *
 * @example
 * await listItems(db, { dictId }) // { records: [...all], total: 2, size: 2, current: 1, pages: 1 }
 * await listItems(db, { dictId, itemText: '*男*', status: '1' }) // JeecgBoot's search encodings
 */
export async function listItems(
  db: Db,
  query: DictItemListQuery,
  remember: Remember = computeEachTime,
): Promise<DictItemListResult> {
  await requireDict(db, query.dictId);
  const paged = query.pageSize !== undefined;
  const { pageNo, pageSize, offset, limit } = pageWindow(query);
  const { rows, total } = await repo.listItems(db, {
    dictId: query.dictId,
    itemText: query.itemText?.trim() || undefined,
    itemValue: query.itemValue?.trim() || undefined,
    status: query.status?.trim() || undefined,
    sort: sortFieldOf(query.column, 'sortOrder'),
    order: query.order ?? 'asc',
    offset,
    limit: paged ? limit : undefined,
  });
  const records = await withDictText(db, rows.map(toRecord), { status: ITEM_STATUS_DICT }, remember);
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

/**
 * Deletes items, all or none; 404 when one is unknown (DictItemList.vue's batch delete).
 *
 * @example
 * await deleteItems(db, [a, b]);
 */
export async function deleteItems(db: Db, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction().execute(async (tx) => {
    const rows = await repo.findItems(tx, unique);
    const missing = unique.find((id) => !rows.some((row) => row.id === id));
    if (missing !== undefined) throw new APP_ERR_DICT_ITEM_NOT_FOUND(missing);
    await repo.deleteItems(tx, unique);
  });
}

/**
 * Whether `value` is free in the dictionary for an item other than `exceptId` (DictItemModal.vue's
 * check while typing; the save checks again). An unknown dictionary has every value free.
 *
 * @example
 * await itemValueFree(db, sexId, '1')        // false: 男 has it
 * await itemValueFree(db, sexId, '1', maleId) // true: editing 男 itself
 */
export async function itemValueFree(
  db: Db,
  dictId: string,
  value: string,
  exceptId?: string,
): Promise<boolean> {
  const other = await repo.findItemByValue(db, dictId, value.trim());
  return !other || other.id === exceptId;
}
