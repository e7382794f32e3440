/**
 * Operation-log rows name what they touched: the record's type, id and display name, and for edits the
 * fields changed (JSON), so the log answers "who deleted whom" (issue 13). Rows written before this have
 * none and show their action only.
 *
 * Frozen in time: never edit after release, add a new migration instead. Imports no app code.
 */
import type { Kysely } from 'kysely';

// A migration sees the database as it was when it was written, not as server/db/types.ts describes it today.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sys_log').addColumn('target_type', 'text').execute();
  await db.schema.alterTable('sys_log').addColumn('target_id', 'text').execute();
  await db.schema.alterTable('sys_log').addColumn('target_name', 'text').execute();
  await db.schema.alterTable('sys_log').addColumn('changes', 'text').execute();
  await db.schema
    .createIndex('idx_sys_log_target')
    .on('sys_log')
    .columns(['target_type', 'target_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('idx_sys_log_target').execute();
  for (const column of ['changes', 'target_name', 'target_id', 'target_type'])
    await db.schema.alterTable('sys_log').dropColumn(column).execute();
}
