/**
 * SMS codes for phone sign-in, register and password reset (issue 19): the 短信发件箱 (sys_sms_outbox,
 * what the default provider "sends"), the codes (sys_sms_code, one live row per phone and purpose, the code
 * only as a salted hash), and every send (sys_sms_send) for the per-phone and per-address limits. The
 * 短信发件箱 menu goes under 系统管理 on a database seeded before, granted to the admin role only; a fresh
 * database gets it from the seed.
 *
 * Frozen in time: never edit after release, add a new migration instead. Imports no app code.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';

// A migration sees the database as it was when it was written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const newId = () => randomUUID().replace(/-/g, '');

const MENU = {
  componentName: 'system-sms-outbox',
  name: '短信发件箱',
  url: '/system/sms-outbox',
  component: 'system/sms-outbox',
  icon: 'MessageOutlined',
  perms: 'sms:outbox',
  sort: 90,
} as const;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sys_sms_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idx_sys_sms_outbox_time')
    .on('sys_sms_outbox')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('idx_sys_sms_outbox_phone')
    .on('sys_sms_outbox')
    .columns(['phone', 'created_at'])
    .execute();

  await db.schema
    .createTable('sys_sms_code')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('uq_sys_sms_code_phone_purpose', ['phone', 'purpose'])
    .execute();

  await db.schema
    .createTable('sys_sms_send')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idx_sys_sms_send_phone')
    .on('sys_sms_send')
    .columns(['phone', 'created_at'])
    .execute();
  await db.schema
    .createIndex('idx_sys_sms_send_ip')
    .on('sys_sms_send')
    .columns(['ip', 'created_at'])
    .execute();

  await addMenu(db);
}

async function addMenu(db: AnyDb): Promise<void> {
  const folder = await db
    .selectFrom('sys_permission')
    .select('id')
    .where('component_name', '=', 'system')
    .executeTakeFirst();
  if (!folder) return;
  const taken = await db
    .selectFrom('sys_permission')
    .select('id')
    .where('component_name', '=', MENU.componentName)
    .executeTakeFirst();
  if (taken) return;
  const id = newId();
  await db
    .insertInto('sys_permission')
    .values({
      id,
      parent_id: folder.id,
      name: MENU.name,
      url: MENU.url,
      component: MENU.component,
      component_name: MENU.componentName,
      icon: MENU.icon,
      menu_type: 1,
      perms: MENU.perms,
      perms_type: '1',
      status: '1',
      sort_no: MENU.sort,
      is_route: 1,
      is_leaf: 1,
      hidden: 0,
      created_by: 'system',
      created_at: new Date().toISOString(),
    })
    .execute();
  const admin = await db
    .selectFrom('sys_role')
    .select('id')
    .where('role_code', '=', 'admin')
    .executeTakeFirst();
  if (admin)
    await db
      .insertInto('sys_role_permission')
      .values({ id: newId(), role_id: admin.id, permission_id: id })
      .execute();
}

export async function down(db: AnyDb): Promise<void> {
  const row = await db
    .selectFrom('sys_permission')
    .select('id')
    .where('component_name', '=', MENU.componentName)
    .executeTakeFirst();
  if (row) {
    await db.deleteFrom('sys_role_permission').where('permission_id', '=', row.id).execute();
    await db.deleteFrom('sys_permission').where('id', '=', row.id).execute();
  }
  await db.schema.dropTable('sys_sms_send').execute();
  await db.schema.dropTable('sys_sms_code').execute();
  await db.schema.dropTable('sys_sms_outbox').execute();
}
