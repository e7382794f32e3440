/**
 * 流程定义, 流程实例 and 节点按钮 are the administrator's (issue 17). The seed before this gave 普通用户 (role
 * `user`) the whole 流程引擎 folder while its pages were empty placeholders; now they deploy processes, see
 * every instance, reassign, skip and close. This takes those three pages (and anything under them) from
 * 普通用户 on a database seeded before, keeping 我的待办 and 已办任务; an administrator who wants them back
 * grants them in 角色管理 (docs/decisions.md). A fresh database gets the new grants from the seed.
 *
 * Frozen in time: never edit after release, add a new migration instead. Imports no app code.
 */
import type { Kysely } from 'kysely';

// A migration sees the database as it was when it was written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The menu entries (component_name) of the administrator's process pages. */
const ADMIN_PAGES = ['process-definition', 'process-instance', 'process-node-button'];

export async function up(db: AnyDb): Promise<void> {
  const role = await db
    .selectFrom('sys_role')
    .select('id')
    .where('role_code', '=', 'user')
    .executeTakeFirst();
  if (!role) return;
  const pages = await db
    .selectFrom('sys_permission')
    .select('id')
    .where('component_name', 'in', ADMIN_PAGES)
    .execute();
  if (pages.length === 0) return;
  const pageIds = pages.map((page) => page.id as string);
  // The pages' buttons too, should an administrator have added some.
  const buttons = await db
    .selectFrom('sys_permission')
    .select('id')
    .where('parent_id', 'in', pageIds)
    .execute();
  await db
    .deleteFrom('sys_role_permission')
    .where('role_id', '=', role.id)
    .where('permission_id', 'in', [...pageIds, ...buttons.map((button) => button.id as string)])
    .execute();
}

export async function down(): Promise<void> {
  // The grants were the old seed's mistake; nothing to restore.
}
