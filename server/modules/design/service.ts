/**
 * Saving designs: every design passes check.ts before it reaches the database, and every save of the
 * JSON is a version. Pages of the product change every user's screen, so changing one also needs
 * 'online:page'.
 */
import type { Kysely } from 'kysely';
import type {
  DesignAddRequest,
  DesignDetail,
  DesignEditRequest,
  DesignListQuery,
  DesignListResult,
  DesignSaved,
  DesignSummary,
  StoredPage,
} from '../../../schemas/index';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/index';
import type { DesignKind } from '../../db/types';
import {
  APP_ERR_DESIGN_NAME_TAKEN,
  APP_ERR_DESIGN_NOT_FOUND,
  APP_ERR_DESIGN_STALE,
  APP_ERR_PAGE_FORBIDDEN,
  APP_ERR_PAGE_MISSING,
  APP_ERR_PAGE_NAME,
  APP_ERR_PAGE_RENAME,
  APP_ERR_PAGE_UNDELETABLE,
  APP_ERR_VALIDATION,
} from '../../errors';
import type { SessionUser } from '../auth/service';
import { sortFieldOf } from '../paging';
import { checkDesign, PAGE_NAME } from './check';
import * as repo from './repo';

/** The permission that lets a user change the product's own pages, beyond cgform:edit. */
export const PAGE_PERMISSION = 'online:page';
/** The name of a form saved for the first time without one; a number follows. */
export const UNTITLED_FORM = '未命名表单';

type Db = Kysely<Database>;
/** Who is saving: the session user's name and permission codes. */
export type Saver = Pick<SessionUser, 'username' | 'permissionCodes'>;

/** 403 unless `user` may change a design of `kind`. @example assertMayChange('page', user) */
export function assertMayChange(kind: DesignKind, user: Saver): void {
  if (kind === 'page' && !user.permissionCodes.includes(PAGE_PERMISSION)) throw new APP_ERR_PAGE_FORBIDDEN();
}

/** The design of `id`, or 404. @example const row = await requireDesign(db, id) */
export async function requireDesign(db: Db, id: string): Promise<repo.DesignRow> {
  const row = await repo.findDesign(db, id);
  if (!row) throw new APP_ERR_DESIGN_NOT_FOUND(id);
  return row;
}

/** Runs a write; a unique-name violation the pre-check could not see (a race) is still a 409. */
async function guardName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new APP_ERR_DESIGN_NAME_TAKEN();
    throw error;
  }
}

async function assertNameFree(db: Db, kind: DesignKind, name: string, exceptId?: string): Promise<void> {
  const other = await repo.findDesignByName(db, kind, name);
  if (other && other.id !== exceptId) throw new APP_ERR_DESIGN_NAME_TAKEN();
}

function toSummary(row: repo.DesignRow): DesignSummary {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    title: row.title,
    version: row.version,
    createBy: row.created_by,
    createTime: row.created_at,
    updateBy: row.updated_by,
    updateTime: row.updated_at,
  };
}

/**
 * One page of designs (query already validated by the route schema: allowed sort fields only).
 *
 * @example
 * await listDesigns(db, { pageNo: 1, pageSize: 10, column: 'name', order: 'asc' })
 * // { records: [...], total: 12, size: 10, current: 1, pages: 2 }
 */
export async function listDesigns(db: Db, query: DesignListQuery): Promise<DesignListResult> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 10;
  const { rows, total } = await repo.listDesigns(db, {
    kind: query.kind ?? 'form',
    name: query.name?.trim() || undefined,
    sort: sortFieldOf(query.column, 'updateTime'),
    order: query.order ?? 'desc',
    offset: (pageNo - 1) * pageSize,
    limit: pageSize,
  });
  return {
    records: rows.map(toSummary),
    total,
    size: pageSize,
    current: pageNo,
    pages: Math.ceil(total / pageSize),
  };
}

/**
 * A design with its current JSON; 404 when there is none.
 *
 * @example
 * await getDesign(db, id) // { id, kind: 'form', name, title, version: 2, jsonStr, updateBy, updateTime }
 */
export async function getDesign(db: Db, id: string): Promise<DesignDetail> {
  const row = await requireDesign(db, id);
  const { createBy: _by, createTime: _at, ...summary } = toSummary(row);
  return { ...summary, jsonStr: row.json_str };
}

/**
 * Adds a design as version 1. 400 for JSON that does not parse or breaks the schema, 403 for a page
 * without online:page, 409 for a name its kind already has.
 *
 * @example
 * await addDesign(db, user, { name: '请假单', jsonStr }, now) // { id, version: 1 }
 */
export async function addDesign(
  db: Db,
  user: Saver,
  body: DesignAddRequest,
  now: Date,
): Promise<DesignSaved> {
  const kind = body.kind ?? 'form';
  const name = body.name.trim();
  assertMayChange(kind, user);
  if (kind === 'page' && !PAGE_NAME.test(name)) throw new APP_ERR_PAGE_NAME(name);
  const { jsonStr, pageTitle, warnings } = checkDesign(kind, body.jsonStr);
  await assertNameFree(db, kind, name);
  const entry = { kind, name, title: body.title?.trim() || pageTitle || name, jsonStr, by: user.username };
  const id = await guardName(() =>
    db.transaction().execute((tx) => repo.insertDesign(tx, { ...entry, at: now.toISOString() })),
  );
  return withWarnings({ id, version: 1 }, warnings);
}

/** A save's answer, with the fork's additions it kept when there are any (DesignSaved.warnings). */
function withWarnings(saved: DesignSaved, warnings: DesignSaved['warnings'] = []): DesignSaved {
  return warnings.length > 0 ? { ...saved, warnings } : saved;
}

/** '未命名表单' followed by one more than the highest number in use. */
async function untitledName(db: Db): Promise<string> {
  const numbers = (await repo.namesStartingWith(db, 'form', UNTITLED_FORM))
    .map((name) => name.slice(UNTITLED_FORM.length))
    .filter((rest) => /^\d{1,9}$/.test(rest))
    .map(Number);
  return `${UNTITLED_FORM}${Math.max(0, ...numbers) + 1}`;
}

/**
 * The designer's save. Without id it creates a form (name defaults to '未命名表单N'); with id, a new
 * jsonStr becomes the next version and a name or title change alone adds no version.
 *
 * @example
 * await editDesign(db, user, { jsonStr }, now)             // { id, version: 1 } (a new form)
 * await editDesign(db, user, { id, jsonStr }, now)         // { id, version: 3 }
 * await editDesign(db, user, { id, name: '新名字' }, now)   // { id, version: 2 } (unchanged)
 */
export async function editDesign(
  db: Db,
  user: Saver,
  body: DesignEditRequest,
  now: Date,
): Promise<DesignSaved> {
  if (body.id === undefined) {
    if (body.jsonStr === undefined) throw new APP_ERR_VALIDATION('新建表单需要 jsonStr');
    const name = body.name?.trim() || (await untitledName(db));
    return addDesign(db, user, { name, title: body.title, jsonStr: body.jsonStr }, now);
  }
  if (body.jsonStr === undefined && body.name === undefined && body.title === undefined)
    throw new APP_ERR_VALIDATION('没有要保存的内容：请给出 name、title 或 jsonStr');

  const row = await requireDesign(db, body.id);
  assertMayChange(row.kind, user);
  const name = body.name?.trim();
  if (name !== undefined && name !== row.name) {
    if (row.kind === 'page') throw new APP_ERR_PAGE_RENAME();
    await assertNameFree(db, row.kind, name, row.id);
  }
  const checked = body.jsonStr === undefined ? undefined : checkDesign(row.kind, body.jsonStr);
  const jsonStr = checked?.jsonStr;
  const title =
    body.title === undefined
      ? checked?.pageTitle
      : body.title.trim() || checked?.pageTitle || (name ?? row.name);
  const at = now.toISOString();

  const version = await guardName(() =>
    db.transaction().execute(async (tx) => {
      if (name !== undefined && name !== row.name)
        await repo.renameDesign(tx, row.id, { name, by: user.username, at });
      if (jsonStr === undefined) {
        if (title !== undefined) await repo.renameDesign(tx, row.id, { title, by: user.username, at });
        return row.version;
      }
      const next = await repo.saveVersion(tx, row.id, row.version, { jsonStr, title, by: user.username, at });
      if (next === null) throw new APP_ERR_DESIGN_STALE();
      return next;
    }),
  );
  return withWarnings({ id: row.id, version }, checked?.warnings);
}

/**
 * Deletes designs, all or none: 404 when one is unknown, 400 when one is a page of the product (pages
 * are rolled back, never deleted: the menu would point at nothing).
 *
 * @example
 * await deleteDesigns(db, [id1, id2]);
 */
export async function deleteDesigns(db: Db, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  const rows = await repo.findDesigns(db, unique);
  const missing = unique.find((id) => !rows.some((row) => row.id === id));
  if (missing !== undefined) throw new APP_ERR_DESIGN_NOT_FOUND(missing);
  if (rows.some((row) => row.kind === 'page')) throw new APP_ERR_PAGE_UNDELETABLE();
  await repo.deleteDesigns(db, unique);
}

/**
 * The current version of the page a menu component names; 404 '页面不存在' when there is none.
 *
 * @example
 * await getPage(db, 'online/design-list') // { id, name: 'online/design-list', title: '表单列表', jsonStr, version: 1 }
 */
export async function getPage(db: Db, name: string): Promise<StoredPage> {
  const row = await repo.findDesignByName(db, 'page', name);
  if (!row) throw new APP_ERR_PAGE_MISSING();
  return { id: row.id, name: row.name, title: row.title, jsonStr: row.json_str, version: row.version };
}
