/**
 * Saved designs: the admins' forms and the product's own pages (kind 'form' | 'page'), each with every
 * saved version, so a page edited in the designer can be rolled back.
 *
 * Also backfills the buttons that guard these designs (cgform:add/edit/delete, online:page) into a menu
 * tree seeded before they existed: role admin holds every sys_permission row, so without the rows even
 * the administrator would be refused. On an empty database (no menu yet) the seed writes them instead.
 *
 * Frozen in time: never edit after release, add a new migration instead. Imports no app code.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

// A migration sees the database as it was when it was written, not as server/db/types.ts describes it today.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The buttons of 2026-11-23, by the component_name of the menu they belong to. */
const BUTTONS = [
  { menu: 'online-design', perms: 'cgform:add', name: '新建表单', sort: 10, hidden: 0 },
  { menu: 'online-design', perms: 'cgform:edit', name: '编辑表单', sort: 20, hidden: 0 },
  { menu: 'online-design', perms: 'cgform:delete', name: '删除表单', sort: 30, hidden: 0 },
  { menu: 'online-designer', perms: 'online:page', name: '编辑产品页面', sort: 10, hidden: 1 },
] as const;

async function createTables(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('onl_design')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('form', 'page')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('json_str', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('source_hash', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('uq_onl_design_kind_name', ['kind', 'name'])
    .execute();
  await db.schema
    .createIndex('idx_onl_design_kind_updated')
    .on('onl_design')
    .columns(['kind', 'updated_at'])
    .execute();

  await db.schema
    .createTable('onl_design_version')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('design_id', 'text', (c) => c.notNull().references('onl_design.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('json_str', 'text', (c) => c.notNull())
    .addColumn('saved_by', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addUniqueConstraint('uq_onl_design_version', ['design_id', 'version'])
    .execute();
}

async function backfillButtons(db: AnyDb): Promise<void> {
  const now = new Date().toISOString();
  for (const button of BUTTONS) {
    const menu = await db
      .selectFrom('sys_permission')
      .select('id')
      .where('component_name', '=', button.menu)
      .executeTakeFirst();
    if (!menu) continue;
    const existing = await db
      .selectFrom('sys_permission')
      .select('id')
      .where('perms', '=', button.perms)
      .executeTakeFirst();
    if (existing) continue;
    await db
      .insertInto('sys_permission')
      .values({
        id: randomUUID().replace(/-/g, ''),
        parent_id: menu.id,
        name: button.name,
        menu_type: 2,
        perms: button.perms,
        sort_no: button.sort,
        is_route: 0,
        hidden: button.hidden,
        created_by: 'system',
        created_at: now,
      })
      .execute();
    await db.updateTable('sys_permission').set({ is_leaf: 0 }).where('id', '=', menu.id).execute();
  }
}

export async function up(db: AnyDb): Promise<void> {
  await createTables(db);
  await backfillButtons(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('onl_design_version').execute();
  await db.schema.dropTable('onl_design').execute();
  await db
    .deleteFrom('sys_permission')
    .where(
      'perms',
      'in',
      BUTTONS.map((b) => b.perms),
    )
    .execute();
}
