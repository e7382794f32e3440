/**
 * The analysis page (分析页) gets a permission code, dashboard:analysis, which its organisation-wide visit
 * counters (/sys/loginfo, /sys/visitInfo) now demand (issue 13, finding 8). Roles already granted the page
 * hold the code at once, since grants name the row. A fresh database gets it from the seed.
 *
 * Frozen in time: never edit after release, add a new migration instead. Imports no app code.
 */
import type { Kysely } from 'kysely';

// A migration sees the database as it was when it was written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const CODE = 'dashboard:analysis';

export async function up(db: AnyDb): Promise<void> {
  // An admin who already gave the code to another entry keeps it there; codes stay unique.
  const taken = await db
    .selectFrom('sys_permission')
    .select('id')
    .where('perms', '=', CODE)
    .executeTakeFirst();
  if (taken) return;
  await db
    .updateTable('sys_permission')
    .set({ perms: CODE })
    .where('component_name', '=', 'dashboard-analysis')
    .where('perms', 'is', null)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db
    .updateTable('sys_permission')
    .set({ perms: null })
    .where('component_name', '=', 'dashboard-analysis')
    .where('perms', '=', CODE)
    .execute();
}
