/**
 * The log page's 导出 button (issue 13): a button row log:export under 日志管理, which GET
 * /sys/log/exportXls demands, granted to the admin role (which holds every entry); other roles get it in
 * 角色管理. A fresh database gets it from the seed.
 *
 * Frozen in time: never edit after release, add a new migration instead. Imports no app code.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';

// A migration sees the database as it was when it was written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const CODE = 'log:export';

export async function up(db: AnyDb): Promise<void> {
  const page = await db
    .selectFrom('sys_permission')
    .select('id')
    .where('component_name', '=', 'system-log')
    .executeTakeFirst();
  if (!page) return;
  const taken = await db
    .selectFrom('sys_permission')
    .select('id')
    .where('perms', '=', CODE)
    .executeTakeFirst();
  if (taken) return;
  const id = randomUUID().replace(/-/g, '');
  const now = new Date().toISOString();
  await db
    .insertInto('sys_permission')
    .values({
      id,
      parent_id: page.id,
      name: '导出日志',
      menu_type: 2,
      perms: CODE,
      perms_type: '1',
      status: '1',
      sort_no: 10,
      is_route: 0,
      is_leaf: 1,
      hidden: 0,
      created_by: 'system',
      created_at: now,
    })
    .execute();
  await db.updateTable('sys_permission').set({ is_leaf: 0 }).where('id', '=', page.id).execute();
  const admin = await db
    .selectFrom('sys_role')
    .select('id')
    .where('role_code', '=', 'admin')
    .executeTakeFirst();
  if (admin)
    await db
      .insertInto('sys_role_permission')
      .values({ id: randomUUID().replace(/-/g, ''), role_id: admin.id, permission_id: id })
      .execute();
}

export async function down(db: AnyDb): Promise<void> {
  const row = await db
    .selectFrom('sys_permission')
    .select(['id', 'parent_id'])
    .where('perms', '=', CODE)
    .executeTakeFirst();
  if (!row) return;
  await db.deleteFrom('sys_role_permission').where('permission_id', '=', row.id).execute();
  await db.deleteFrom('sys_permission').where('id', '=', row.id).execute();
  await db.updateTable('sys_permission').set({ is_leaf: 1 }).where('id', '=', row.parent_id).execute();
}
