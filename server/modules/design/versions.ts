/**
 * The history of a design: its versions, one version's JSON, and rollback, which saves an earlier
 * version's JSON again as the next version (history is never rewritten).
 */
import type { Kysely } from 'kysely';
import type { DesignSaved, DesignVersionDetail, DesignVersionItem } from '../../../schemas/index';
import type { Database } from '../../db/index';
import { APP_ERR_DESIGN_STALE, APP_ERR_DESIGN_VERSION_NOT_FOUND } from '../../errors';
import * as repo from './repo';
import { checkDesign } from './check';
import { assertMayChange, requireDesign, type Saver } from './service';

type Db = Kysely<Database>;

/**
 * Saves the JSON of an earlier version again as the next version, noted '回滚到版本 X'. The old JSON is
 * checked against today's schema, so a rollback never brings back a design the renderer cannot draw.
 *
 * @example
 * await rollbackDesign(db, user, { id, version: 1 }, now) // { id, version: 4 }
 */
export async function rollbackDesign(
  db: Db,
  user: Saver,
  target: { id: string; version: number },
  now: Date,
): Promise<DesignSaved> {
  const row = await requireDesign(db, target.id);
  assertMayChange(row.kind, user);
  const old = await repo.findVersion(db, row.id, target.version);
  if (!old) throw new APP_ERR_DESIGN_VERSION_NOT_FOUND(target.version);
  const { jsonStr, pageTitle } = checkDesign(row.kind, old.json_str);
  const note = `回滚到版本 ${old.version}`;
  const entry = { jsonStr, title: pageTitle, by: user.username, at: now.toISOString(), note };
  const next = await db.transaction().execute((tx) => repo.saveVersion(tx, row.id, row.version, entry));
  if (next === null) throw new APP_ERR_DESIGN_STALE();
  return { id: row.id, version: next };
}

/**
 * Every version of a design, newest first; 404 for an unknown design.
 *
 * @example
 * await versionsOf(db, id) // [{ version: 2, savedBy: 'admin', savedAt, note: null }, { version: 1, ... }]
 */
export async function versionsOf(db: Db, id: string): Promise<DesignVersionItem[]> {
  await requireDesign(db, id);
  const rows = await repo.listVersions(db, id);
  return rows.map((v) => ({ version: v.version, savedBy: v.saved_by, savedAt: v.saved_at, note: v.note }));
}

/**
 * One version with its JSON; 404 for an unknown design or version.
 *
 * @example
 * await versionOf(db, id, 1) // { version: 1, jsonStr, savedBy: 'admin', savedAt, note: null }
 */
export async function versionOf(db: Db, id: string, version: number): Promise<DesignVersionDetail> {
  await requireDesign(db, id);
  const row = await repo.findVersion(db, id, version);
  if (!row) throw new APP_ERR_DESIGN_VERSION_NOT_FOUND(version);
  return {
    version: row.version,
    jsonStr: row.json_str,
    savedBy: row.saved_by,
    savedAt: row.saved_at,
    note: row.note,
  };
}
