/**
 * Queries of saved designs (onl_design) and their versions (onl_design_version). Every function takes a
 * Kysely handle or a transaction, so the service decides what must happen together.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import { newId } from '../../db/ids';
import type { Database } from '../../db/index';
import type { DesignKind, OnlDesignTable, OnlDesignVersionTable } from '../../db/types';

export type DesignRow = Selectable<OnlDesignTable>;
export type VersionRow = Selectable<OnlDesignVersionTable>;
type Db = Kysely<Database>;

/**
 * The sortable fields of the list, by the name the browser sends. Only these reach ORDER BY: the
 * client never names a column (ARCHITECTURE.md "The server").
 */
export const SORT_COLUMNS = {
  name: 'name',
  updateTime: 'updated_at',
  createTime: 'created_at',
  version: 'version',
} as const;

export type SortField = keyof typeof SORT_COLUMNS;

export interface DesignFilter {
  kind: DesignKind;
  /** Substring of the name, matched case-insensitively; LIKE wildcards in it match themselves. */
  name?: string;
  sort: SortField;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** `text` as a LIKE pattern matching itself anywhere, with '\' as the escape character. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One page of designs of a kind, and how many match in all.
 *
 * @example
 * await listDesigns(db, { kind: 'form', name: '请假', sort: 'updateTime', order: 'desc', offset: 0, limit: 10 })
 * // { rows: [...], total: 3 }
 */
export async function listDesigns(
  db: Db,
  filter: DesignFilter,
): Promise<{ rows: DesignRow[]; total: number }> {
  let query = db.selectFrom('onl_design').where('kind', '=', filter.kind);
  if (filter.name) {
    const pattern = containsPattern(filter.name);
    // lower() on both sides: SQLite's LIKE ignores ASCII case and PostgreSQL's does not.
    query = query.where(sql<boolean>`lower(name) like ${pattern} escape '\\'`);
  }
  const counted = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy(SORT_COLUMNS[filter.sort], filter.order)
    // A stable order for equal keys, so paging never shows a row twice.
    .orderBy('id', 'asc')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
  // PostgreSQL answers count() as a bigint string.
  return { rows, total: Number(counted.n) };
}

/** A design by id. @example await findDesign(db, id) // DesignRow | undefined */
export function findDesign(db: Db, id: string): Promise<DesignRow | undefined> {
  return db.selectFrom('onl_design').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A design by kind and name. @example await findDesignByName(db, 'page', 'online/design-list') */
export function findDesignByName(db: Db, kind: DesignKind, name: string): Promise<DesignRow | undefined> {
  return db
    .selectFrom('onl_design')
    .selectAll()
    .where('kind', '=', kind)
    .where('name', '=', name)
    .executeTakeFirst();
}

/**
 * The designs among `ids` that exist.
 *
 * @example
 * (await findDesigns(db, ['a', 'b'])).map((row) => row.id) // ['a']
 */
export function findDesigns(db: Db, ids: readonly string[]): Promise<DesignRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('onl_design').selectAll().where('id', 'in', ids).execute();
}

/**
 * Names of a kind that start with `prefix` (for picking the next '未命名表单N').
 *
 * @example
 * await namesStartingWith(db, 'form', '未命名表单') // ['未命名表单1', '未命名表单2']
 */
export async function namesStartingWith(db: Db, kind: DesignKind, prefix: string): Promise<string[]> {
  const rows = await db
    .selectFrom('onl_design')
    .select('name')
    .where('kind', '=', kind)
    .where(sql<boolean>`substr(name, 1, ${prefix.length}) = ${prefix}`)
    .execute();
  return rows.map((row) => row.name);
}

/** What a save writes: the JSON, who saved it, when and why. */
export interface SaveEntry {
  jsonStr: string;
  by: string;
  at: string;
  note?: string | null;
  /** SHA-256 of the page file the JSON came from; null for a save by a person. */
  sourceHash?: string | null;
}

export interface NewDesign extends SaveEntry {
  kind: DesignKind;
  name: string;
  title: string;
}

/**
 * Inserts a design as version 1, with its version row. Call it inside a transaction.
 *
 * @example
 * await db.transaction().execute((tx) => insertDesign(tx, { kind: 'form', name: '请假单', title: '请假单',
 *   jsonStr, by: 'admin', at: now.toISOString() })) // the new id
 */
export async function insertDesign(db: Db, design: NewDesign): Promise<string> {
  const id = newId();
  await db
    .insertInto('onl_design')
    .values({
      id,
      kind: design.kind,
      name: design.name,
      title: design.title,
      json_str: design.jsonStr,
      version: 1,
      source_hash: design.sourceHash ?? null,
      created_by: design.by,
      created_at: design.at,
      updated_by: design.by,
      updated_at: design.at,
    })
    .execute();
  await insertVersion(db, id, 1, design);
  return id;
}

async function insertVersion(db: Db, designId: string, version: number, entry: SaveEntry): Promise<void> {
  await db
    .insertInto('onl_design_version')
    .values({
      id: newId(),
      design_id: designId,
      version,
      json_str: entry.jsonStr,
      saved_by: entry.by,
      saved_at: entry.at,
      note: entry.note ?? null,
    })
    .execute();
}

/**
 * Saves `entry` as the version after `current`, or returns null when the design is no longer at
 * `current` (someone saved in between). Call it inside a transaction.
 *
 * @example
 * await saveVersion(tx, row.id, row.version, { jsonStr, by: 'admin', at }) // row.version + 1
 */
export async function saveVersion(
  db: Db,
  designId: string,
  current: number,
  entry: SaveEntry & { title?: string },
): Promise<number | null> {
  const next = current + 1;
  const updated = await db
    .updateTable('onl_design')
    .set({
      json_str: entry.jsonStr,
      version: next,
      source_hash: entry.sourceHash ?? null,
      updated_by: entry.by,
      updated_at: entry.at,
      ...(entry.title !== undefined ? { title: entry.title } : {}),
    })
    .where('id', '=', designId)
    .where('version', '=', current)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return null;
  await insertVersion(db, designId, next, entry);
  return next;
}

/**
 * Changes name and/or title without a new version.
 *
 * @example
 * await renameDesign(db, id, { name: '请假单（新）', by: 'admin', at })
 */
export async function renameDesign(
  db: Db,
  id: string,
  change: { name?: string; title?: string; by: string; at: string },
): Promise<void> {
  await db
    .updateTable('onl_design')
    .set({
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.title !== undefined ? { title: change.title } : {}),
      updated_by: change.by,
      updated_at: change.at,
    })
    .where('id', '=', id)
    .execute();
}

/** Deletes designs; their versions go with them (ON DELETE CASCADE). @example await deleteDesigns(db, [id]) */
export async function deleteDesigns(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('onl_design').where('id', 'in', ids).execute();
}

/**
 * Every version of a design, newest first, without their JSON.
 *
 * @example
 * (await listVersions(db, id)).map((v) => v.version) // [3, 2, 1]
 */
export function listVersions(db: Db, designId: string): Promise<Omit<VersionRow, 'json_str'>[]> {
  return db
    .selectFrom('onl_design_version')
    .select(['id', 'design_id', 'version', 'saved_by', 'saved_at', 'note'])
    .where('design_id', '=', designId)
    .orderBy('version', 'desc')
    .execute();
}

/** One version of a design. @example await findVersion(db, id, 1) // VersionRow | undefined */
export function findVersion(db: Db, designId: string, version: number): Promise<VersionRow | undefined> {
  return db
    .selectFrom('onl_design_version')
    .selectAll()
    .where('design_id', '=', designId)
    .where('version', '=', version)
    .executeTakeFirst();
}
