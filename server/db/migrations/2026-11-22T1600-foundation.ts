/**
 * Foundation schema: users, roles, departments, menus and buttons, dictionaries, positions, logs,
 * sessions, login failures, announcements (JeecgBoot naming).
 *
 * Frozen in time: never edit after release, add a new migration instead. Imports no app code and uses
 * only types both SQLite and PostgreSQL understand: ids and timestamps (ISO-8601 UTC) are text, booleans
 * integer 0/1.
 */
import type { CreateTableBuilder, Kysely } from 'kysely';

// A migration sees the database as it was when it was written, not as server/db/types.ts describes it today.
/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyDb = Kysely<any>;
type Table = CreateTableBuilder<any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

function audit(table: Table): Table {
  return table
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text');
}

function id(table: Table): Table {
  return table.addColumn('id', 'text', (c) => c.primaryKey());
}

async function createAccounts(db: AnyDb): Promise<void> {
  await audit(
    id(db.schema.createTable('sys_user'))
      .addColumn('username', 'text', (c) => c.notNull().unique())
      .addColumn('realname', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('avatar', 'text')
      .addColumn('sex', 'integer')
      .addColumn('birthday', 'text')
      .addColumn('email', 'text')
      .addColumn('phone', 'text')
      .addColumn('org_code', 'text')
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('work_no', 'text')
      .addColumn('post', 'text'),
  ).execute();

  await audit(
    id(db.schema.createTable('sys_role'))
      .addColumn('role_name', 'text', (c) => c.notNull())
      .addColumn('role_code', 'text', (c) => c.notNull().unique())
      .addColumn('description', 'text'),
  ).execute();

  await id(db.schema.createTable('sys_user_role'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
    .addColumn('role_id', 'text', (c) => c.notNull().references('sys_role.id').onDelete('cascade'))
    .addUniqueConstraint('uq_sys_user_role', ['user_id', 'role_id'])
    .execute();
  await db.schema.createIndex('idx_sys_user_role_role').on('sys_user_role').column('role_id').execute();

  await audit(
    id(db.schema.createTable('sys_depart'))
      .addColumn('parent_id', 'text')
      .addColumn('depart_name', 'text', (c) => c.notNull())
      .addColumn('org_code', 'text', (c) => c.notNull().unique())
      .addColumn('org_category', 'text')
      .addColumn('depart_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('description', 'text'),
  ).execute();
  await db.schema.createIndex('idx_sys_depart_parent').on('sys_depart').column('parent_id').execute();

  await id(db.schema.createTable('sys_user_depart'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
    .addColumn('dep_id', 'text', (c) => c.notNull().references('sys_depart.id').onDelete('cascade'))
    .addUniqueConstraint('uq_sys_user_depart', ['user_id', 'dep_id'])
    .execute();
  await db.schema.createIndex('idx_sys_user_depart_dep').on('sys_user_depart').column('dep_id').execute();

  await audit(
    id(db.schema.createTable('sys_position'))
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('post_rank', 'text'),
  ).execute();
}

async function createPermissions(db: AnyDb): Promise<void> {
  await audit(
    id(db.schema.createTable('sys_permission'))
      .addColumn('parent_id', 'text')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('url', 'text')
      .addColumn('component', 'text')
      .addColumn('component_name', 'text', (c) => c.unique())
      .addColumn('redirect', 'text')
      .addColumn('menu_type', 'integer', (c) => c.notNull())
      .addColumn('perms', 'text')
      .addColumn('perms_type', 'text', (c) => c.notNull().defaultTo('1'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('1'))
      .addColumn('sort_no', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('always_show', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('icon', 'text')
      .addColumn('is_route', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('is_leaf', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('keep_alive', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('internal_or_external', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_top', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('description', 'text'),
  ).execute();
  await db.schema.createIndex('idx_sys_permission_parent').on('sys_permission').column('parent_id').execute();
  await db.schema.createIndex('idx_sys_permission_perms').on('sys_permission').column('perms').execute();

  await id(db.schema.createTable('sys_role_permission'))
    .addColumn('role_id', 'text', (c) => c.notNull().references('sys_role.id').onDelete('cascade'))
    .addColumn('permission_id', 'text', (c) =>
      c.notNull().references('sys_permission.id').onDelete('cascade'),
    )
    .addColumn('data_rule_ids', 'text')
    .addUniqueConstraint('uq_sys_role_permission', ['role_id', 'permission_id'])
    .execute();
  await db.schema
    .createIndex('idx_sys_role_permission_perm')
    .on('sys_role_permission')
    .column('permission_id')
    .execute();

  await audit(
    id(db.schema.createTable('sys_permission_data_rule'))
      .addColumn('permission_id', 'text', (c) =>
        c.notNull().references('sys_permission.id').onDelete('cascade'),
      )
      .addColumn('rule_name', 'text', (c) => c.notNull())
      .addColumn('rule_column', 'text')
      .addColumn('rule_conditions', 'text', (c) => c.notNull())
      .addColumn('rule_value', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('1')),
  ).execute();
  await db.schema
    .createIndex('idx_sys_permission_data_rule_perm')
    .on('sys_permission_data_rule')
    .column('permission_id')
    .execute();
}

async function createDictionaries(db: AnyDb): Promise<void> {
  await audit(
    id(db.schema.createTable('sys_dict'))
      .addColumn('dict_name', 'text', (c) => c.notNull())
      .addColumn('dict_code', 'text', (c) => c.notNull().unique())
      .addColumn('description', 'text'),
  ).execute();

  await audit(
    id(db.schema.createTable('sys_dict_item'))
      .addColumn('dict_id', 'text', (c) => c.notNull().references('sys_dict.id').onDelete('cascade'))
      .addColumn('item_text', 'text', (c) => c.notNull())
      .addColumn('item_value', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await db.schema
    .createIndex('idx_sys_dict_item_dict')
    .on('sys_dict_item')
    .columns(['dict_id', 'sort_order'])
    .execute();
}

async function createLogsAndSessions(db: AnyDb): Promise<void> {
  await id(db.schema.createTable('sys_log'))
    .addColumn('log_type', 'integer', (c) => c.notNull())
    .addColumn('log_content', 'text', (c) => c.notNull())
    .addColumn('operate_type', 'integer')
    .addColumn('userid', 'text')
    .addColumn('username', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('method', 'text')
    .addColumn('request_url', 'text')
    .addColumn('request_param', 'text')
    .addColumn('ok', 'integer', (c) => c.notNull())
    .addColumn('cost_time', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idx_sys_log_type_time')
    .on('sys_log')
    .columns(['log_type', 'created_at'])
    .execute();
  await db.schema
    .createIndex('idx_sys_log_user_time')
    .on('sys_log')
    .columns(['username', 'created_at'])
    .execute();

  await id(db.schema.createTable('sys_visit_log'))
    .addColumn('userid', 'text')
    .addColumn('username', 'text')
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('idx_sys_visit_log_time').on('sys_visit_log').column('created_at').execute();

  await id(db.schema.createTable('sys_session'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('idx_sys_session_user').on('sys_session').column('user_id').execute();

  await id(db.schema.createTable('sys_login_failure'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idx_sys_login_failure_user_time')
    .on('sys_login_failure')
    .columns(['username', 'created_at'])
    .execute();
}

async function createAnnouncements(db: AnyDb): Promise<void> {
  await audit(
    id(db.schema.createTable('sys_announcement'))
      .addColumn('titile', 'text', (c) => c.notNull())
      .addColumn('msg_content', 'text')
      .addColumn('start_time', 'text')
      .addColumn('end_time', 'text')
      .addColumn('sender', 'text')
      .addColumn('priority', 'text', (c) => c.notNull().defaultTo('L'))
      .addColumn('msg_category', 'text', (c) => c.notNull().defaultTo('1'))
      .addColumn('msg_type', 'text', (c) => c.notNull().defaultTo('ALL'))
      .addColumn('send_status', 'text', (c) => c.notNull().defaultTo('0'))
      .addColumn('send_time', 'text')
      .addColumn('cancel_time', 'text')
      .addColumn('user_ids', 'text')
      .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema
    .createIndex('idx_sys_announcement_status_time')
    .on('sys_announcement')
    .columns(['send_status', 'send_time'])
    .execute();

  await audit(
    id(db.schema.createTable('sys_announcement_send'))
      .addColumn('annt_id', 'text', (c) => c.notNull().references('sys_announcement.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
      .addColumn('read_flag', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('read_time', 'text')
      .addUniqueConstraint('uq_sys_announcement_send', ['annt_id', 'user_id']),
  ).execute();
  await db.schema
    .createIndex('idx_sys_announcement_send_user')
    .on('sys_announcement_send')
    .column('user_id')
    .execute();
}

export async function up(db: AnyDb): Promise<void> {
  await createAccounts(db);
  await createPermissions(db);
  await createDictionaries(db);
  await createLogsAndSessions(db);
  await createAnnouncements(db);
}

const TABLES_IN_DROP_ORDER = [
  'sys_announcement_send',
  'sys_announcement',
  'sys_login_failure',
  'sys_session',
  'sys_visit_log',
  'sys_log',
  'sys_dict_item',
  'sys_dict',
  'sys_permission_data_rule',
  'sys_role_permission',
  'sys_permission',
  'sys_position',
  'sys_user_depart',
  'sys_depart',
  'sys_user_role',
  'sys_role',
  'sys_user',
];

export async function down(db: AnyDb): Promise<void> {
  for (const table of TABLES_IN_DROP_ORDER) await db.schema.dropTable(table).execute();
}
