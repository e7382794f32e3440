/**
 * Dictionaries and the lookup every page's selects, radios and table cells use. A dictionary code is
 * only ever a value compared with sys_dict.dict_code; JeecgBoot's table dictionaries ('table,text,code')
 * are read through the server's registry only (table-dicts.ts), never with the client's names in SQL.
 * Deleting a dictionary moves it to the recycle bin (del_flag 1), from which it is taken back or deleted
 * for good.
 */
import type { Expression, Kysely, SqlBool } from 'kysely';
import type {
  DictAddRequest,
  DictEditRequest,
  DictListQuery,
  DictListResult,
  DictOption,
  DictRecord,
} from '../../../schemas/index';
import { newId } from '../../db/ids';
import type { Database } from '../../db/index';
import { computeEachTime, type Remember } from '../../db/read-cache';
import {
  APP_ERR_DICT_CODE_EMPTY,
  APP_ERR_DICT_CODE_IN_RECYCLE,
  APP_ERR_DICT_NOT_IN_RECYCLE,
  APP_ERR_DICT_CODE_INVALID,
  APP_ERR_DICT_CODE_TOO_LONG,
  APP_ERR_DICT_CODE_TAKEN,
  APP_ERR_DICT_NOT_FOUND,
} from '../../errors';
import { isUniqueViolation } from '../../db/errors';
import { pageOf, pageWindow, sortFieldOf } from '../paging';
import * as repo from './repo';

type Db = Kysely<Database>;

/** What a dictionary code may look like (the same rule as DictAddRequest.dictCode). */
export const DICT_CODE = /^[A-Za-z][\w-]*$/;
const DICT_CODE_MAX = 100;

function toRecord(row: repo.DictRow): DictRecord {
  return {
    id: row.id,
    dictName: row.dict_name,
    dictCode: row.dict_code,
    description: row.description,
    createBy: row.created_by,
    createTime: row.created_at,
    updateBy: row.updated_by,
    updateTime: row.updated_at,
  };
}

/**
 * One page of dictionaries in use (query already validated by the route schema: allowed sort fields
 * only), narrowed by the caller's data rules (`scope`, from ruleScopeOf on 'dict:list').
 *
 * @example
 * await listDicts(db, { dictCode: 'sex' }) // { records: [{ dictCode: 'sex', ... }], total: 1, ... }
 * await listDicts(db, { dictName: '*状态*' }, scope) // JeecgBoot's search encodings
 */
export async function listDicts(
  db: Db,
  query: DictListQuery,
  scope: readonly Expression<SqlBool>[] = [],
): Promise<DictListResult> {
  const { pageNo, pageSize, offset, limit } = pageWindow(query);
  const { rows, total } = await repo.listDicts(db, {
    dictName: query.dictName?.trim() || undefined,
    dictCode: query.dictCode?.trim() || undefined,
    scope,
    sort: sortFieldOf(query.column, 'createTime'),
    order: query.order ?? 'desc',
    offset,
    limit,
  });
  return pageOf(rows.map(toRecord), total, pageNo, pageSize);
}

/** The dictionary in use of `id`, or 404. @example const row = await requireDict(db, id) */
export async function requireDict(db: Db, id: string): Promise<repo.DictRow> {
  const row = await repo.findDict(db, id);
  if (!row) throw new APP_ERR_DICT_NOT_FOUND(id);
  return row;
}

/** A dictionary by id, or 404. @example await getDict(db, id) // { id, dictName: '性别', dictCode: 'sex', ... } */
export async function getDict(db: Db, id: string): Promise<DictRecord> {
  return toRecord(await requireDict(db, id));
}

async function assertCodeFree(db: Db, code: string, exceptId?: string): Promise<void> {
  const other = await repo.findDictByCode(db, code);
  if (other && other.id !== exceptId)
    throw other.del_flag === 0 ? new APP_ERR_DICT_CODE_TAKEN(code) : new APP_ERR_DICT_CODE_IN_RECYCLE(code);
}

/** Runs a write; a code taken by a concurrent request (past the pre-check) is still a 409. */
async function guardCode<T>(code: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new APP_ERR_DICT_CODE_TAKEN(code);
    throw error;
  }
}

/**
 * Adds a dictionary; 409 when the code is taken.
 *
 * @example
 * await addDict(db, 'admin', { dictName: '学历', dictCode: 'education' }, now) // { id, dictCode: 'education', ... }
 */
export async function addDict(db: Db, by: string, body: DictAddRequest, now: Date): Promise<DictRecord> {
  await assertCodeFree(db, body.dictCode);
  const id = newId();
  await guardCode(body.dictCode, () =>
    repo.insertDict(db, {
      id,
      dict_name: body.dictName.trim(),
      dict_code: body.dictCode,
      description: body.description?.trim() || null,
      created_by: by,
      created_at: now.toISOString(),
    }),
  );
  return getDict(db, id);
}

/**
 * Changes a dictionary's name, code or description; 404 when unknown, 409 when the new code is taken.
 *
 * @example
 * await editDict(db, 'admin', { id, dictName: '学历层次' }, now)
 */
export async function editDict(db: Db, by: string, body: DictEditRequest, now: Date): Promise<DictRecord> {
  const row = await requireDict(db, body.id);
  const code = body.dictCode;
  if (code !== undefined && code !== row.dict_code) await assertCodeFree(db, code, row.id);
  await guardCode(code ?? row.dict_code, () =>
    repo.updateDict(db, row.id, {
      ...(body.dictName !== undefined ? { dict_name: body.dictName.trim() } : {}),
      ...(code !== undefined ? { dict_code: code } : {}),
      ...(body.description !== undefined ? { description: body.description?.trim() || null } : {}),
      updated_by: by,
      updated_at: now.toISOString(),
    }),
  );
  return getDict(db, row.id);
}

/**
 * Moves dictionaries to the recycle bin with their items, all or none; 404 when one is unknown (or
 * already there). Their codes stay taken until they are deleted for good.
 *
 * @example
 * await deleteDicts(db, [id], 'admin', now);
 */
export async function deleteDicts(db: Db, ids: readonly string[], by: string, now: Date): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction().execute(async (tx) => {
    const rows = await repo.findDicts(tx, unique);
    const missing = unique.find((id) => !rows.some((row) => row.id === id));
    if (missing !== undefined) throw new APP_ERR_DICT_NOT_FOUND(missing);
    await repo.setDictDeleted(tx, unique, 1, by, now.toISOString());
  });
}

/**
 * The recycle bin (DictDeleteList.vue): every deleted dictionary, as the list's records.
 *
 * @example
 * await recycledDicts(db) // [{ id, dictName: '学历', dictCode: 'education', ... }]
 */
export async function recycledDicts(db: Db): Promise<DictRecord[]> {
  return (await repo.deletedDicts(db)).map(toRecord);
}

/** Throws 404 for the first of `ids` that is not in the recycle bin. */
async function requireRecycled(db: Db, ids: readonly string[]): Promise<void> {
  for (const id of ids) if (!(await repo.findDeletedDict(db, id))) throw new APP_ERR_DICT_NOT_IN_RECYCLE(id);
}

/**
 * Takes dictionaries back from the recycle bin with their items, all or none; 404 when one is not there.
 *
 * @example
 * await restoreDicts(db, [id], 'admin', now);
 */
export async function restoreDicts(db: Db, ids: readonly string[], by: string, now: Date): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction().execute(async (tx) => {
    await requireRecycled(tx, unique);
    await repo.setDictDeleted(tx, unique, 0, by, now.toISOString());
  });
}

/**
 * Takes one dictionary back from the recycle bin (JeecgBoot's back/{id}); 404 when it is not there.
 *
 * @example
 * await restoreDict(db, id, 'admin', now) // { id, dictCode: 'education', ... }
 */
export async function restoreDict(db: Db, id: string, by: string, now: Date): Promise<DictRecord> {
  await restoreDicts(db, [id], by, now);
  return getDict(db, id);
}

/**
 * Deletes dictionaries of the recycle bin for good with their items, all or none; 404 when one is not
 * there (a dictionary in use must be deleted first, so one click never destroys it).
 *
 * @example
 * await purgeDicts(db, [id]);
 */
export async function purgeDicts(db: Db, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction().execute(async (tx) => {
    await requireRecycled(tx, unique);
    await repo.deleteDicts(tx, unique);
  });
}

/**
 * Every dictionary in use with its items in use, by code (queryAllDictItems: the client keeps them
 * for its selects and cells). Table dictionaries are not in it: they are read one by one.
 *
 * @example
 * await allDictOptions(db) // { sex: [{ value: '1', text: '男', label: '男', title: '男' }, ...], ... }
 */
export async function allDictOptions(db: Db): Promise<Record<string, DictOption[]>> {
  const all: Record<string, DictOption[]> = {};
  for (const row of await repo.allActiveItems(db)) {
    const option = { value: row.item_value, text: row.item_text, label: row.item_text, title: row.item_text };
    if (!Object.hasOwn(all, row.dict_code)) all[row.dict_code] = [];
    all[row.dict_code].push(option);
  }
  return all;
}

/**
 * The options of a dictionary by code: its items in use, in order, as value/text/label/title. 400 for
 * an empty code ('字典Code不能为空!') or one that is not a plain code (a comma of a table dictionary,
 * quotes, spaces ...), 404 for a code no dictionary has.
 *
 * Every page's selects and cells ask for them, so `remember` keeps them per code until the next write.
 *
 * @example
 * await dictOptions(db, 'sex') // [{ value: '1', text: '男', label: '男', title: '男' }, { value: '2', ... }]
 * await dictOptions(db, 'sys_user,realname,id') // throws 400
 * await dictOptions(db, 'sex', app.readCache.remember) // read once a write generation
 */
export async function dictOptions(
  db: Db,
  code: string,
  remember: Remember = computeEachTime,
): Promise<DictOption[]> {
  if (code.trim() === '') throw new APP_ERR_DICT_CODE_EMPTY();
  if (code.length > DICT_CODE_MAX) throw new APP_ERR_DICT_CODE_TOO_LONG(DICT_CODE_MAX, code.length);
  if (!DICT_CODE.test(code)) throw new APP_ERR_DICT_CODE_INVALID();
  const options = await remember(`dict-options:${code}`, async () =>
    (await repo.activeItemsByCode(db, code))?.map((item) => ({
      value: item.item_value,
      text: item.item_text,
      label: item.item_text,
      title: item.item_text,
    })),
  );
  if (!options) throw new APP_ERR_DICT_NOT_FOUND(code);
  return options;
}
