/**
 * 系统通告 (issue 19): an announcement may be aimed at departments besides chosen users. depart_ids keeps the
 * admin's choice (comma list of sys_depart ids) so editing a draft shows it again; publishing resolves it to
 * the users of those departments (server/modules/announcement/publish.ts).
 *
 * Frozen in time: never edit after release, add a new migration instead. Imports no app code.
 */
import type { Kysely } from 'kysely';

// A migration sees the database as it was when it was written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sys_announcement').addColumn('depart_ids', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sys_announcement').dropColumn('depart_ids').execute();
}
