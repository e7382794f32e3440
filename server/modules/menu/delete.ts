/**
 * Deleting menu entries: each with everything under it, in one transaction, by a caller who holds every
 * entry that goes (deleting an entry takes it from every role holding it).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/index';
import { APP_ERR_GRANT_BEYOND, APP_ERR_MENU_NOT_FOUND } from '../../errors';
import type { SessionUser } from '../auth/service';
import { holdingOf } from '../permission/delegation';
import type { PermissionRow } from '../permission/repo';
import * as repo from './repo';

type Db = Kysely<Database>;

/**
 * Throws 403 unless the caller holds every entry of `rows`: deleting an entry takes it from every role
 * holding it, so only someone who could have granted it may (bounded delegation, as for a code change).
 */
async function assertHolds(db: Db, caller: SessionUser, rows: readonly PermissionRow[]): Promise<void> {
  const mine = await holdingOf(db, caller);
  const lacking = rows.filter((row) => !mine.has(row.id));
  if (lacking.length === 0) return;
  const names = lacking
    .slice(0, 3)
    .map((row) => row.name)
    .join('、');
  throw new APP_ERR_GRANT_BEYOND(lacking.length > 3 ? `${names}等${lacking.length}项` : names);
}

/**
 * The entries of `ids` with everything under each, deepest first (so no row is ever left pointing at a
 * deleted parent mid-way). A visited set ends a damaged tree's cycle.
 *
 * @example
 * subtreesOf([folderId], rows) // [button, page, folder]
 */
export function subtreesOf(ids: readonly string[], rows: readonly PermissionRow[]): PermissionRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const kids = new Map<string, PermissionRow[]>();
  for (const row of rows)
    if (row.parent_id) kids.set(row.parent_id, [...(kids.get(row.parent_id) ?? []), row]);
  const found = new Set<string>();
  const stack = ids.filter((id) => byId.has(id));
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    stack.push(...(kids.get(id) ?? []).map((kid) => kid.id));
  }
  // Depth from the top of the tree, so a parent always comes after everything under it.
  const depth = (row: PermissionRow): number => {
    let n = 0;
    for (let p = byId.get(row.parent_id ?? ''); p && n < rows.length; p = byId.get(p.parent_id ?? '')) n++;
    return n;
  };
  return [...found].map((id) => byId.get(id)!).sort((a, b) => depth(b) - depth(a));
}

/**
 * Deletes entries with everything under them (the client's confirm says the children go too) in one
 * transaction: role grants and data rules go with each. Every id must exist (404), and the caller must
 * hold every entry that goes, children included (403 naming them, nothing deleted): deleting an entry
 * takes it from every role holding it, so only someone who could have granted it may.
 *
 * @example
 * await deleteMenus(db, caller, [folderId]) // 7: the folder, its pages and their buttons
 */
export async function deleteMenus(db: Db, caller: SessionUser, ids: readonly string[]): Promise<number> {
  const wanted = [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
  const all = await repo.allMenus(db);
  const known = new Set(all.map((row) => row.id));
  const missing = wanted.find((id) => !known.has(id));
  if (missing) throw new APP_ERR_MENU_NOT_FOUND(missing);
  const doomed = subtreesOf(wanted, all);
  await assertHolds(db, caller, doomed);
  const gone = new Set(doomed.map((row) => row.id));
  const parents = new Set(
    doomed.map((row) => row.parent_id).filter((id): id is string => !!id && !gone.has(id)),
  );
  await db.transaction().execute(async (tx) => {
    for (const row of doomed) await repo.deleteMenuRow(tx, row.id);
    for (const parent of parents) await repo.refreshLeaf(tx, parent);
  });
  return doomed.length;
}

/**
 * Deletes one entry with everything under it (deleteMenus with one id).
 *
 * @example
 * await deleteMenu(db, caller, buttonId)
 */
export async function deleteMenu(db: Db, caller: SessionUser, id: string): Promise<number> {
  return deleteMenus(db, caller, [id]);
}
