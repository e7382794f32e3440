/**
 * The user fields of JeecgBoot's user form that were missing (issue 13): 座机 (telephone), 身份
 * (user_identity: 1 普通用户, 2 上级) and 负责部门 (depart_ids: the departments a 上级 is in charge of,
 * comma-separated ids as JeecgBoot stores them). Existing users become 普通用户 in charge of nothing.
 *
 * Frozen in time: never edit after release, add a new migration instead. Imports no app code.
 */
import type { Kysely } from 'kysely';

// A migration sees the database as it was when it was written, not as server/db/types.ts describes it today.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sys_user').addColumn('telephone', 'text').execute();
  await db.schema
    .alterTable('sys_user')
    .addColumn('user_identity', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('sys_user').addColumn('depart_ids', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of ['depart_ids', 'user_identity', 'telephone'])
    await db.schema.alterTable('sys_user').dropColumn(column).execute();
}
