/**
 * Login failures remember where they came from, so that one address trying many usernames can be
 * throttled as well as one username being tried from many addresses. Rows written before this have no
 * address and count only for their username.
 *
 * Frozen in time: never edit after release, add a new migration instead. Imports no app code.
 */
import type { Kysely } from 'kysely';

// A migration sees the database as it was when it was written, not as server/db/types.ts describes it today.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sys_login_failure').addColumn('ip', 'text').execute();
  await db.schema
    .createIndex('idx_sys_login_failure_ip_time')
    .on('sys_login_failure')
    .columns(['ip', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('idx_sys_login_failure_ip_time').execute();
  await db.schema.alterTable('sys_login_failure').dropColumn('ip').execute();
}
