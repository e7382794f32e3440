/**
 * Positions: a code users refer to (sys_user.post) and a name. Codes are unique; recoding a position
 * carries the new code over to its holders, and a position someone holds cannot be deleted, so no user
 * is left pointing at nothing.
 */
import type { Expression, Kysely, SqlBool } from 'kysely';
import type {
  PositionAddRequest,
  PositionEditRequest,
  PositionListQuery,
  PositionListResult,
  PositionOption,
  PositionRecord,
} from '../../../schemas/index';
import { newId } from '../../db/ids';
import type { Database } from '../../db/index';
import { computeEachTime, type Remember } from '../../db/read-cache';
import {
  APP_ERR_POSITION_CODE_TAKEN,
  APP_ERR_POSITION_IN_USE,
  APP_ERR_POSITION_NOT_FOUND,
} from '../../errors';
import { isUniqueViolation } from '../../db/errors';
import { pageOf, pageWindow, sortFieldOf } from '../paging';
import { withDictText } from '../dict/dict-text';
import * as repo from './repo';

/** The dictionary of a position's rank (postRank_dictText). */
const RANK_DICT = 'position_rank';

type Db = Kysely<Database>;

/** A stored position as the API answers it. @example toRecord(row) // { id, code: 'DEV', name: '开发工程师', postRank: '3', ... } */
export function toRecord(row: repo.PositionRow): PositionRecord {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    postRank: row.post_rank,
    createBy: row.created_by,
    createTime: row.created_at,
    updateBy: row.updated_by,
    updateTime: row.updated_at,
  };
}

/**
 * One page of positions (query already validated by the route schema: allowed sort fields only), each
 * with `postRank_dictText`, narrowed by the caller's data rules (`scope`, from ruleScopeOf on
 * 'position:list').
 *
 * @example
 * await listPositions(db, { name: '工程师' }) // { records: [{ code: 'DEV', postRank_dictText: '中级', ... }, ...], total: 2, ... }
 * await listPositions(db, { code: 'DEV,QA,', postRank: '3' }, scope, remember)
 */
export async function listPositions(
  db: Db,
  query: PositionListQuery,
  scope: readonly Expression<SqlBool>[] = [],
  remember: Remember = computeEachTime,
): Promise<PositionListResult> {
  const { pageNo, pageSize, offset, limit } = pageWindow(query);
  const { rows, total } = await repo.listPositions(db, {
    name: query.name?.trim() || undefined,
    code: query.code?.trim() || undefined,
    postRank: query.postRank?.trim() || undefined,
    scope,
    sort: sortFieldOf(query.column, 'createTime'),
    order: query.order ?? 'desc',
    offset,
    limit,
  });
  const records = await withDictText(db, rows.map(toRecord), { postRank: RANK_DICT }, remember);
  // JeecgBoot's position picker (JSelectPosition.vue) reads the rank's text as rank_dictText.
  const withRank = records.map((record) => ({ ...record, rank_dictText: record.postRank_dictText }));
  return pageOf(withRank, total, pageNo, pageSize);
}

/**
 * Every position as a select option: the code is the value users store.
 *
 * @example
 * await positionOptions(db) // [{ value: 'ACCOUNTANT', text: '会计' }, { value: 'CEO', text: '总经理' }, ...]
 */
export async function positionOptions(db: Db): Promise<PositionOption[]> {
  return (await repo.allPositions(db)).map((row) => ({ value: row.code, text: row.name }));
}

async function requirePosition(db: Db, id: string): Promise<repo.PositionRow> {
  const row = await repo.findPosition(db, id);
  if (!row) throw new APP_ERR_POSITION_NOT_FOUND(id);
  return row;
}

/** A position by id, or 404. @example await getPosition(db, id) // { id, code: 'DEV', name: '开发工程师', ... } */
export async function getPosition(db: Db, id: string): Promise<PositionRecord> {
  return toRecord(await requirePosition(db, id));
}

async function assertCodeFree(db: Db, code: string, exceptId?: string): Promise<void> {
  const other = await repo.findPositionByCode(db, code);
  if (other && other.id !== exceptId) throw new APP_ERR_POSITION_CODE_TAKEN(code);
}

/** Runs a write; a code taken by a concurrent request (past the pre-check) is still a 409. */
async function guardCode<T>(code: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new APP_ERR_POSITION_CODE_TAKEN(code);
    throw error;
  }
}

/**
 * Adds a position; 409 when the code is taken.
 *
 * @example
 * await addPosition(db, 'admin', { code: 'OPS', name: '运维工程师', postRank: '3' }, now)
 */
export async function addPosition(
  db: Db,
  by: string,
  body: PositionAddRequest,
  now: Date,
): Promise<PositionRecord> {
  await assertCodeFree(db, body.code);
  const id = newId();
  await guardCode(body.code, () =>
    repo.insertPosition(db, {
      id,
      code: body.code,
      name: body.name.trim(),
      post_rank: body.postRank || null,
      created_by: by,
      created_at: now.toISOString(),
    }),
  );
  return getPosition(db, id);
}

/**
 * Changes a position; a new code is carried over to the users who hold it, in the same transaction.
 * 404 when unknown, 409 when the new code is taken.
 *
 * @example
 * await editPosition(db, 'admin', { id, code: 'ENG', name: '工程师' }, now)
 */
export async function editPosition(
  db: Db,
  by: string,
  body: PositionEditRequest,
  now: Date,
): Promise<PositionRecord> {
  const row = await requirePosition(db, body.id);
  const code = body.code;
  const recoded = code !== undefined && code !== row.code;
  if (recoded) await assertCodeFree(db, code, row.id);
  await guardCode(code ?? row.code, () =>
    db.transaction().execute(async (tx) => {
      await repo.updatePosition(tx, row.id, {
        ...(code !== undefined ? { code } : {}),
        ...(body.name !== undefined ? { name: body.name.trim() } : {}),
        ...(body.postRank !== undefined ? { post_rank: body.postRank || null } : {}),
        updated_by: by,
        updated_at: now.toISOString(),
      });
      if (recoded) await repo.recodeHolders(tx, row.code, code);
    }),
  );
  return getPosition(db, row.id);
}

/**
 * Deletes positions, all or none: 404 when one is unknown, 400 while a user holds one.
 *
 * @example
 * await deletePositions(db, [id]);
 */
export async function deletePositions(db: Db, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction().execute(async (tx) => {
    const rows = await repo.findPositions(tx, unique);
    const missing = unique.find((id) => !rows.some((row) => row.id === id));
    if (missing !== undefined) throw new APP_ERR_POSITION_NOT_FOUND(missing);
    const held = await repo.heldCode(
      tx,
      rows.map((row) => row.code),
    );
    if (held !== undefined) throw new APP_ERR_POSITION_IN_USE(held);
    await repo.deletePositions(tx, unique);
  });
}
