/**
 * 删除日志 (issue 16): JeecgBoot's 日志管理 deletes entries (DELETE /sys/log/delete, deleteBatch), now under
 * its own button log:delete below the log page, granted to the admin role only; other roles get it in
 * 角色管理 (docs/decisions.md: nobody can delete the entries of their own actions). A fresh database gets
 * it from the seed.
 *
 * Frozen in time: never edit after release, add a new migration instead. Imports no app code.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';

// A migration sees the database as it was when it was written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The page (its component_name), and the buttons added under it: code, name, sort order. */
const BUTTONS: ReadonlyArray<readonly [page: string, perms: string, name: string, sort: number]> = [
  ['system-log', 'log:delete', '删除日志', 20],
];

const newId = () => randomUUID().replace(/-/g, '');

export async function up(db: AnyDb): Promise<void> {
  const admin = await db
    .selectFrom('sys_role')
    .select('id')
    .where('role_code', '=', 'admin')
    .executeTakeFirst();
  const now = new Date().toISOString();
  for (const [component, perms, name, sort] of BUTTONS) {
    const page = await db
      .selectFrom('sys_permission')
      .select('id')
      .where('component_name', '=', component)
      .executeTakeFirst();
    if (!page) continue;
    const taken = await db
      .selectFrom('sys_permission')
      .select('id')
      .where('perms', '=', perms)
      .executeTakeFirst();
    if (taken) continue;
    const id = newId();
    await db
      .insertInto('sys_permission')
      .values({
        id,
        parent_id: page.id,
        name,
        menu_type: 2,
        perms,
        perms_type: '1',
        status: '1',
        sort_no: sort,
        is_route: 0,
        is_leaf: 1,
        hidden: 0,
        created_by: 'system',
        created_at: now,
      })
      .execute();
    await db.updateTable('sys_permission').set({ is_leaf: 0 }).where('id', '=', page.id).execute();
    if (admin)
      await db
        .insertInto('sys_role_permission')
        .values({ id: newId(), role_id: admin.id, permission_id: id })
        .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const [, perms] of BUTTONS) {
    const row = await db
      .selectFrom('sys_permission')
      .select('id')
      .where('perms', '=', perms)
      .executeTakeFirst();
    if (!row) continue;
    await db.deleteFrom('sys_role_permission').where('permission_id', '=', row.id).execute();
    await db.deleteFrom('sys_permission').where('id', '=', row.id).execute();
  }
}
