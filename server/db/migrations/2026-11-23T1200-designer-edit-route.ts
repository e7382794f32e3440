/**
 * The hidden menu route /online/designer/:id (a saved design opened in the designer), added to menu trees
 * seeded before it existed; a fresh database gets it from the seed. Frozen in time: never edit after release.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';

// A migration sees the database as it was when it was written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const COMPONENT_NAME = 'online-designer-edit';

export async function up(db: AnyDb): Promise<void> {
  const parent = await db
    .selectFrom('sys_permission')
    .select('id')
    .where('component_name', '=', 'online')
    .executeTakeFirst();
  if (!parent) return;
  const existing = await db
    .selectFrom('sys_permission')
    .select('id')
    .where('component_name', '=', COMPONENT_NAME)
    .executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('sys_permission')
    .values({
      id: randomUUID().replace(/-/g, ''),
      parent_id: parent.id,
      name: '编辑表单设计',
      url: '/online/designer/:id',
      component: 'online/FormDesigner',
      component_name: COMPONENT_NAME,
      menu_type: 1,
      perms: 'cgform:design',
      sort_no: 2,
      icon: 'FormOutlined',
      hidden: 1,
      created_by: 'system',
      created_at: new Date().toISOString(),
    })
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.deleteFrom('sys_permission').where('component_name', '=', COMPONENT_NAME).execute();
}
