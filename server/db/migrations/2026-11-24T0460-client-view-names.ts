/**
 * The system menus name JeecgBoot's views (issue 16): its client loads `views/<component>.vue`, so an entry
 * whose component is `system/user-list` draws nothing there. Dougong's shell draws the same page JSON for
 * either name (schemas/client-views.ts). Only entries still holding the seeded name change; a component an
 * admin chose stays.
 *
 * Frozen in time: never edit after release, add a new migration instead. Imports no app code.
 */
import type { Kysely } from 'kysely';

// A migration sees the database as it was when it was written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const RENAMED: ReadonlyArray<readonly [ours: string, jeecg: string]> = [
  ['system/user-list', 'system/UserList'],
  ['system/role-list', 'system/RoleList'],
  ['system/permission-list', 'system/PermissionList'],
  ['system/depart-list', 'system/DepartList'],
  ['system/dict-list', 'system/DictList'],
  ['system/position-list', 'system/SysPositionList'],
  ['system/log-list', 'system/LogList'],
];

export async function up(db: AnyDb): Promise<void> {
  for (const [ours, jeecg] of RENAMED)
    await db.updateTable('sys_permission').set({ component: jeecg }).where('component', '=', ours).execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const [ours, jeecg] of RENAMED)
    await db.updateTable('sys_permission').set({ component: ours }).where('component', '=', jeecg).execute();
}
