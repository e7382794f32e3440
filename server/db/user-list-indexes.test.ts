import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listUsers } from '../modules/user/list-query';
import type { UserFilter } from '../modules/user/repo';
import { dialects, type TestDatabase } from '../testing/test-db';
import { migrateToLatest } from './migrate';
import { seedIfEmpty } from './seed/index';

const sqlite = dialects().find((dialect) => dialect.name === 'sqlite')!;
const FIRST_PAGE: UserFilter = { conditions: [], sort: 'createTime', order: 'desc', offset: 0, limit: 10 };

/**
 * With 100,000 users a scan of sys_user took ~300 ms per count and a sort ~400 ms per page (bench:api), so
 * the user list's queries must be answered from indexes. The plan does not depend on the row count here:
 * the server never runs ANALYZE, so SQLite plans alike on 4 rows and on 100,000.
 */
describe('the user list on SQLite', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await sqlite.open();
    await migrateToLatest(database.db);
    await seedIfEmpty(database.db);
  });
  afterEach(() => database.destroy());

  /** The query plans of the SQL the repository ran for `filter`. */
  async function plansOf(filter: UserFilter): Promise<string[]> {
    const prepare = vi.spyOn(SqliteDatabase.prototype, 'prepare');
    try {
      await listUsers(database.db, filter);
      const texts = prepare.mock.calls
        .map(([text]) => String(text))
        .filter((text) => text.includes('sys_user'));
      expect(texts.length).toBe(2);
      prepare.mockRestore();
      const plans: string[] = [];
      for (const text of texts) {
        const nulls = Array.from(text.matchAll(/\?/g), () => null);
        const { rows } = await database.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${text}`, nulls),
        );
        plans.push(rows.map((row) => row.detail).join(' | '));
      }
      return plans;
    } finally {
      prepare.mockRestore();
    }
  }

  it('counts and pages the first page from indexes, without scanning or sorting the table', async () => {
    const [count, page] = await plansOf(FIRST_PAGE);
    expect(count).toMatch(/COVERING INDEX/);
    expect(page).toMatch(/USING INDEX idx_sys_user_list/);
    expect(page).not.toMatch(/TEMP B-TREE/);
  });

  it('counts a username filter from a covering index and pages it in order', async () => {
    const [count, page] = await plansOf({ ...FIRST_PAGE, username: 'zhang' });
    expect(count).toMatch(/COVERING INDEX idx_sys_user_username/);
    expect(page).not.toMatch(/TEMP B-TREE/);
  });
});
