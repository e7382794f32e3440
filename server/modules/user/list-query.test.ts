import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalGeneration, WriteGeneration } from '../../db/generation';
import type { Database } from '../../db/index';
import { migrateToLatest } from '../../db/migrate';
import { ReadCache, type Remember } from '../../db/read-cache';
import { dialects, type TestDatabase } from '../../testing/test-db';
import { ANCHOR_EVERY, listUsers } from './list-query';
import { USER_SORT_COLUMNS, type UserFilter } from './repo';

const USERS = 2 * ANCHOR_EVERY + 500;

/** Users with many equal sort keys (statuses, creation times, names), so ties must be broken by id. */
async function seed(db: Kysely<Database>): Promise<void> {
  const rows = Array.from({ length: USERS }, (_, i) => ({
    id: `u${String((i * 7919) % USERS).padStart(5, '0')}`,
    username: `user${i % 700}_${i}`,
    realname: ['张三', '李四', '王五'][i % 3]!,
    password_hash: 'x',
    status: i % 5 === 0 ? 2 : 1,
    created_by: 'test',
    created_at: new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 3) * 60_000).toISOString(),
  }));
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('sys_user')
      .values(rows.slice(i, i + 500))
      .execute();
}

describe.each(dialects())('far pages of the user list on $name', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await dialect.open();
    await migrateToLatest(database.db);
    await seed(database.db);
  });
  afterAll(() => database?.destroy());

  /** The page as a plain OFFSET gives it. */
  async function expected(filter: UserFilter): Promise<string[]> {
    let query = database.db.selectFrom('sys_user as u').select('u.id').where('u.del_flag', '=', 0);
    if (typeof filter.status === 'number') query = query.where('u.status', '=', filter.status);
    const rows = await query
      .orderBy(USER_SORT_COLUMNS[filter.sort], filter.order)
      .orderBy('u.id', 'asc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute();
    return rows.map((row) => row.id);
  }

  it('gives every page an OFFSET would, from the remembered anchors, in each seekable order', async () => {
    const generation = new WriteGeneration(new LocalGeneration());
    await generation.sync();
    const cache = new ReadCache(generation);
    const keys: string[] = [];
    const remember: Remember = (key, compute) => {
      keys.push(key);
      return cache.remember(key, compute);
    };
    const offsets = [
      0,
      ANCHOR_EVERY - 5,
      ANCHOR_EVERY,
      ANCHOR_EVERY + 7,
      2 * ANCHOR_EVERY - 1,
      USERS - 3,
      USERS,
    ];
    for (const sort of ['createTime', 'username', 'realname', 'status'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        for (const status of [undefined, 1]) {
          for (const offset of offsets) {
            const filter: UserFilter = { conditions: [], sort, order, status, offset, limit: 10 };
            const { rows, total } = await listUsers(database.db, filter, remember);
            const what = `${sort} ${order} status=${status} offset=${offset}`;
            expect(
              rows.map((row) => row.id),
              what,
            ).toEqual(await expected(filter));
            expect(total, what).toBe(status === undefined ? USERS : USERS - USERS / 5);
          }
        }
      }
    }
    expect(keys.some((key) => key.startsWith('anchor:'))).toBe(true);
  });

  it('gives the same pages without a cache, and in an order that cannot seek', async () => {
    for (const filter of [
      { sort: 'createTime', order: 'desc', offset: ANCHOR_EVERY + 3 },
      { sort: 'phone', order: 'asc', offset: 2 * ANCHOR_EVERY + 1 },
    ] as const) {
      const full: UserFilter = { conditions: [], limit: 10, ...filter };
      const { rows } = await listUsers(database.db, full);
      expect(rows.map((row) => row.id)).toEqual(await expected(full));
    }
  });

  it('builds a query per kind of search, so a wildcard, a list and plain text of one text never share a count', async () => {
    const remember: Remember = (() => {
      const cache = new Map<string, Promise<unknown>>();
      return ((key, compute) => {
        if (!cache.has(key)) cache.set(key, compute());
        return cache.get(key)!;
      }) as Remember;
    })();
    const base = { conditions: [], sort: 'username', order: 'asc', offset: 0, limit: 10 } as const;
    const total = async (filter: Partial<UserFilter>) =>
      (await listUsers(database.db, { ...base, ...filter }, remember)).total;
    // Names are user<i>_<i>: user1_1 is one of them, user1_ none, and 'r1' is in user1_1, user10_10 ...
    expect(await total({ username: { in: ['user1_1'] } })).toBe(1);
    expect(await total({ username: { in: ['user1_'] } })).toBe(0);
    expect(await total({ username: { like: 'user1\\_1' } })).toBe(1);
    expect(await total({ username: { like: '%r1%' } })).toBeGreaterThan(1);
    expect(await total({ username: { not: 'user1_1' } })).toBe(USERS - 1);
    expect(await total({ ids: [] })).toBe(0);
    expect(await total({ status: { in: ['1', '2'] } })).toBe(USERS);
    expect(await total({ status: { not: '2' } })).toBe(USERS - USERS / 5);
  });
});
