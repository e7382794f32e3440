/**
 * Departments as JeecgBoot's client edits them (issue 16): 电话 (mobile), 传真 (fax), 地址 (address), 备注
 * (memo) and 负责人 (director_user_ids: comma-separated user ids, as JeecgBoot stores them) — until now
 * the form's values were dropped — and 部门权限 (sys_depart_permission: the menus and buttons ticked for
 * a department in the client's 部门授权; what they bound is in docs/decisions.md).
 *
 * Frozen in time: never edit after release, add a new migration instead. Imports no app code.
 */
import type { Kysely } from 'kysely';

// A migration sees the database as it was when it was written, not as server/db/types.ts describes it today.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const COLUMNS = ['mobile', 'fax', 'address', 'memo', 'director_user_ids'] as const;

export async function up(db: AnyDb): Promise<void> {
  const table = (await db.introspection.getTables()).find((t) => t.name === 'sys_depart');
  const present = new Set(table?.columns.map((column) => column.name) ?? []);
  for (const column of COLUMNS)
    if (!present.has(column)) await db.schema.alterTable('sys_depart').addColumn(column, 'text').execute();

  await db.schema
    .createTable('sys_depart_permission')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('depart_id', 'text', (c) => c.notNull().references('sys_depart.id').onDelete('cascade'))
    .addColumn('permission_id', 'text', (c) =>
      c.notNull().references('sys_permission.id').onDelete('cascade'),
    )
    .addUniqueConstraint('uq_sys_depart_permission', ['depart_id', 'permission_id'])
    .execute();
  await db.schema
    .createIndex('idx_sys_depart_permission_perm')
    .ifNotExists()
    .on('sys_depart_permission')
    .column('permission_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sys_depart_permission').ifExists().execute();
  for (const column of [...COLUMNS].reverse())
    await db.schema.alterTable('sys_depart').dropColumn(column).execute();
}
