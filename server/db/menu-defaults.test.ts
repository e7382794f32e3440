import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dialects, type TestDatabase } from '../testing/test-db';
import { MENU_DEFAULTS } from './menu-defaults';
import { migrateToLatest } from './migrate';

/**
 * Migrations insert menu rows with only some columns and get the rest from the columns' DEFAULTs, while
 * the seed and the menu page spell out MENU_DEFAULTS: the two must be the same values, or an entry added
 * by a migration would differ from the same entry seeded or added on the page.
 */
describe.each(dialects())('the menu defaults on $name', (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await dialect.open();
    await migrateToLatest(database.db);
  });
  afterEach(() => database.destroy());

  it('are the values the database gives a row inserted without them', async () => {
    await database.db
      .insertInto('sys_permission')
      .values({ id: 'm1', name: '只有名称', menu_type: 1, created_at: '2026-11-24T00:00:00.000Z' })
      .execute();
    const row = await database.db
      .selectFrom('sys_permission')
      .selectAll()
      .where('id', '=', 'm1')
      .executeTakeFirstOrThrow();
    const defaulted = Object.fromEntries(
      Object.keys(MENU_DEFAULTS).map((column) => [column, row[column as keyof typeof row]]),
    );
    expect(defaulted).toEqual(MENU_DEFAULTS);
  });
});
