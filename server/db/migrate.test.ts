import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestDatabase } from '../testing/test-db';
import { migrateToLatest } from './migrate';

describe.each(dialects())('migrations on $name', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await dialect.open();
  });
  afterAll(() => database?.destroy());

  it('create every table, and are a no-op the second time', async () => {
    expect(await migrateToLatest(database.db)).toEqual(['2026-11-22T1600-foundation']);
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
      ]),
    );
  });
});
