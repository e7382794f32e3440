import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionCodesOf } from '../modules/permission/repo';
import { dialects, type TestDatabase } from '../testing/test-db';
import { migrateToLatest } from './migrate';
import * as foundation from './migrations/2026-11-22T1600-foundation';
import * as clientFieldNames from './migrations/2026-11-24T0400-client-field-names';
import * as clientViewNames from './migrations/2026-11-24T0460-client-view-names';
import * as processDicts from './migrations/2026-11-24T0540-process-dicts';
import * as processAdminPages from './migrations/2026-11-24T0590-process-admin-pages';
import { seedIfEmpty } from './seed/index';

const DESIGN_BUTTONS = ['cgform:add', 'cgform:edit', 'cgform:delete', 'online:page'];

describe.each(dialects())('migrations on $name', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await dialect.open();
  });
  afterAll(() => database?.destroy());

  it('create every table, and are a no-op the second time', async () => {
    expect(await migrateToLatest(database.db)).toEqual([
      '2026-11-22T1600-foundation',
      '2026-11-23T0930-designs',
      '2026-11-23T1100-dict-item-value',
      '2026-11-23T1200-designer-edit-route',
      '2026-11-23T1300-login-failure-ip',
      '2026-11-23T2000-log-target',
      '2026-11-23T2100-analysis-perms',
      '2026-11-23T2200-user-list-indexes',
      '2026-11-24T0100-log-export-perm',
      '2026-11-24T0130-user-profile',
      '2026-11-24T0300-excel-perms',
      '2026-11-24T0400-client-field-names',
      '2026-11-24T0410-user-recycle-perms',
      '2026-11-24T0420-depart-fields-permissions',
      '2026-11-24T0430-dict-recycle-client-dicts',
      '2026-11-24T0440-process-engine',
      '2026-11-24T0450-log-delete-perm',
      '2026-11-24T0460-client-view-names',
      '2026-11-24T0510-process-designs',
      '2026-11-24T0540-process-dicts',
      '2026-11-24T0590-process-admin-pages',
      '2026-11-25T0100-demo-order',
      '2026-11-25T0200-announcement-departs',
      '2026-11-25T0300-sms',
      '2026-11-25T0400-sso',
      '2026-11-25T0600-reptile',
    ]);
    expect(await migrateToLatest(database.db)).toEqual([]);

    const tables = (await database.db.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'sys_user',
        'sys_role',
        'sys_user_role',
        'sys_depart',
        'sys_user_depart',
        'sys_position',
        'sys_permission',
        'sys_role_permission',
        'sys_permission_data_rule',
        'sys_dict',
        'sys_dict_item',
        'sys_log',
        'sys_visit_log',
        'sys_session',
        'sys_login_failure',
        'sys_announcement',
        'sys_announcement_send',
        'onl_design',
        'onl_design_version',
      ]),
    );
  });
});

describe.each(dialects())('the designs migration on a database seeded before it, on $name', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await dialect.open();
  });
  afterAll(() => database?.destroy());

  it('adds the design buttons the old menu tree lacks, so admin holds them', async () => {
    const db = database.db;
    const old = new Migrator({
      db,
      provider: { getMigrations: async () => ({ '2026-11-22T1600-foundation': foundation }) },
    });
    expect((await old.migrateToLatest()).error).toBeUndefined();
    await seedIfEmpty(db);
    // The tree as seeded before the buttons existed.
    await db.deleteFrom('sys_permission').where('perms', 'in', DESIGN_BUTTONS).execute();
    await db.deleteFrom('sys_permission').where('component_name', '=', 'online-designer-edit').execute();

    expect(await migrateToLatest(db)).toEqual([
      '2026-11-23T0930-designs',
      '2026-11-23T1100-dict-item-value',
      '2026-11-23T1200-designer-edit-route',
      '2026-11-23T1300-login-failure-ip',
      '2026-11-23T2000-log-target',
      '2026-11-23T2100-analysis-perms',
      '2026-11-23T2200-user-list-indexes',
      '2026-11-24T0100-log-export-perm',
      '2026-11-24T0130-user-profile',
      '2026-11-24T0300-excel-perms',
      '2026-11-24T0400-client-field-names',
      '2026-11-24T0410-user-recycle-perms',
      '2026-11-24T0420-depart-fields-permissions',
      '2026-11-24T0430-dict-recycle-client-dicts',
      '2026-11-24T0440-process-engine',
      '2026-11-24T0450-log-delete-perm',
      '2026-11-24T0460-client-view-names',
      '2026-11-24T0510-process-designs',
      '2026-11-24T0540-process-dicts',
      '2026-11-24T0590-process-admin-pages',
      '2026-11-25T0100-demo-order',
      '2026-11-25T0200-announcement-departs',
      '2026-11-25T0300-sms',
      '2026-11-25T0400-sso',
      '2026-11-25T0600-reptile',
    ]);
    const editRoute = await db
      .selectFrom('sys_permission')
      .select(['url', 'component', 'hidden'])
      .where('component_name', '=', 'online-designer-edit')
      .executeTakeFirst();
    expect(editRoute).toEqual({ url: '/online/designer/:id', component: 'online/FormDesigner', hidden: 1 });
    const buttons = await db
      .selectFrom('sys_permission as b')
      .innerJoin('sys_permission as m', 'm.id', 'b.parent_id')
      .select(['b.perms', 'b.menu_type', 'b.hidden', 'm.component_name as menu', 'm.is_leaf'])
      .where('b.perms', 'in', DESIGN_BUTTONS)
      .orderBy('b.perms')
      .execute();
    expect(buttons).toEqual([
      { perms: 'cgform:add', menu_type: 2, hidden: 0, menu: 'online-design', is_leaf: 0 },
      { perms: 'cgform:delete', menu_type: 2, hidden: 0, menu: 'online-design', is_leaf: 0 },
      { perms: 'cgform:edit', menu_type: 2, hidden: 0, menu: 'online-design', is_leaf: 0 },
      { perms: 'online:page', menu_type: 2, hidden: 1, menu: 'online-designer', is_leaf: 0 },
    ]);
    const admin = await db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(await permissionCodesOf(db, admin.id, ['admin'])).toEqual(expect.arrayContaining(DESIGN_BUTTONS));
  });
});

describe.each(dialects())('the client field names migration, on $name', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await dialect.open();
  });
  afterAll(() => database?.destroy());

  it('gives a page an admin saved a new version naming createTime, and leaves file pages and texts alone', async () => {
    const db = database.db;
    await migrateToLatest(db);
    const json = (column: string) =>
      JSON.stringify({
        list: [{ type: 'crud', options: { columns: [{ dataIndex: column, title: 'createdAt 列' }] } }],
      });
    const now = '2026-11-20T00:00:00.000Z';
    const page = (id: string, sourceHash: string | null) => ({
      id,
      kind: 'page' as const,
      name: `test/${id}`,
      title: id,
      json_str: json('createdAt'),
      version: 2,
      source_hash: sourceHash,
      created_by: 'admin',
      created_at: now,
      updated_by: 'admin',
      updated_at: now,
    });
    await db
      .insertInto('onl_design')
      .values([page('saved', null), page('file', 'abc')])
      .execute();

    await clientFieldNames.up(db);

    const rows = await db
      .selectFrom('onl_design')
      .select(['id', 'json_str', 'version'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'file', json_str: json('createdAt'), version: 2 },
      { id: 'saved', json_str: json('createTime'), version: 3 },
    ]);
    const version = await db
      .selectFrom('onl_design_version')
      .select(['version', 'json_str', 'saved_by'])
      .where('design_id', '=', 'saved')
      .execute();
    expect(version).toEqual([{ version: 3, json_str: json('createTime'), saved_by: 'system' }]);
  });
});

describe.each(dialects())('the client view names migration, on $name', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await dialect.open();
  });
  afterAll(() => database?.destroy());

  it('renames the seeded system components to JeecgBoot’s views and leaves an admin’s choice alone', async () => {
    const db = database.db;
    await migrateToLatest(db);
    await seedIfEmpty(db);
    const componentOf = async (key: string) =>
      (
        await db
          .selectFrom('sys_permission')
          .select('component')
          .where('component_name', '=', key)
          .executeTakeFirstOrThrow()
      ).component;
    // As a database seeded before the rename held them, and a component an admin chose.
    await db
      .updateTable('sys_permission')
      .set({ component: 'system/user-list' })
      .where('component_name', '=', 'system-user')
      .execute();
    await db
      .updateTable('sys_permission')
      .set({ component: 'online/my-roles' })
      .where('component_name', '=', 'system-role')
      .execute();

    await clientViewNames.up(db);

    expect(await componentOf('system-user')).toBe('system/UserList');
    expect(await componentOf('system-role')).toBe('online/my-roles');
    expect(await componentOf('system-log')).toBe('system/LogList');
  });
});

describe.each(dialects())('the process dictionaries migration on $name', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await dialect.open();
  });
  afterAll(() => database?.destroy());

  it('adds the dictionaries a seeded database lacks and keeps one an admin made', async () => {
    const db = database.db;
    await migrateToLatest(db);
    await seedIfEmpty(db);
    // As a database seeded before them held it: no process_status, and an admin's own process_button.
    const ids = (code: string) => db.selectFrom('sys_dict').select('id').where('dict_code', '=', code);
    for (const code of ['process_status', 'process_button']) {
      await db.deleteFrom('sys_dict_item').where('dict_id', 'in', ids(code)).execute();
      await db.deleteFrom('sys_dict').where('dict_code', '=', code).execute();
    }
    await db
      .insertInto('sys_dict')
      .values({ id: 'mine', dict_name: '我的按钮', dict_code: 'process_button', created_at: '2026-11-24' })
      .execute();

    await processDicts.up(db);

    const items = await db
      .selectFrom('sys_dict_item')
      .select(['item_value', 'item_text'])
      .where('dict_id', 'in', ids('process_status'))
      .orderBy('sort_order')
      .execute();
    expect(items.map((item) => `${item.item_value}=${item.item_text}`)).toEqual([
      'running=运行中',
      'suspended=已挂起',
      'completed=已结束',
      'closed=已关闭',
      'invalid=已作废',
    ]);
    expect(await ids('process_button').execute()).toEqual([{ id: 'mine' }]);
  });
});

describe.each(dialects())('the process administration pages migration on $name', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await dialect.open();
  });
  afterAll(() => database?.destroy());

  it('takes 流程定义, 流程实例 and 节点按钮 from 普通用户, keeping 我的待办, 已办任务 and other roles', async () => {
    const db = database.db;
    await migrateToLatest(db);
    await seedIfEmpty(db);
    const roleId = async (code: string) =>
      (await db.selectFrom('sys_role').select('id').where('role_code', '=', code).executeTakeFirstOrThrow())
        .id;
    const pagesOf = async (code: string) =>
      (
        await db
          .selectFrom('sys_role_permission')
          .innerJoin('sys_permission', 'sys_permission.id', 'sys_role_permission.permission_id')
          .select('sys_permission.component_name')
          .where('sys_role_permission.role_id', '=', await roleId(code))
          .where('sys_permission.component_name', 'like', 'process-%')
          .orderBy('sys_permission.component_name')
          .execute()
      ).map((row) => row.component_name);
    // As the seed before issue 17 left 普通用户: the whole 流程引擎 folder.
    const pages = await db
      .selectFrom('sys_permission')
      .select('id')
      .where('component_name', 'in', ['process-definition', 'process-instance', 'process-node-button'])
      .execute();
    const user = await roleId('user');
    await db
      .insertInto('sys_role_permission')
      .values(pages.map((page, i) => ({ id: `old${i}`, role_id: user, permission_id: page.id })))
      .execute();
    expect(await pagesOf('user')).toHaveLength(5);

    await processAdminPages.up(db);

    expect(await pagesOf('user')).toEqual(['process-done', 'process-todo']);
    expect(await pagesOf('admin')).toEqual(
      expect.arrayContaining(['process-definition', 'process-instance', 'process-node-button']),
    );
  });
});
