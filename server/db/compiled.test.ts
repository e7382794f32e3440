import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestDatabase } from '../testing/test-db';
import { perShape } from './compiled';

interface Tables {
  fruit: { id: number; name: string; colour: string };
}

describe.each(dialects())('queries compiled once per shape on $name', (dialect) => {
  let database: TestDatabase;
  let db: Kysely<Tables>;
  beforeAll(async () => {
    database = await dialect.open();
    db = database.db as unknown as Kysely<Tables>;
    await sql`create table fruit (id integer primary key, name text not null, colour text not null)`.execute(
      db,
    );
    await db
      .insertInto('fruit')
      .values([
        { id: 1, name: 'apple', colour: 'red' },
        { id: 2, name: 'banana', colour: 'yellow' },
        { id: 3, name: 'cherry', colour: 'red' },
        { id: 4, name: 'lemon', colour: 'yellow' },
      ])
      .execute();
  });
  afterAll(() => database?.destroy());

  let builds = 0;
  const fruits = perShape(
    (
      q: Kysely<Tables>,
      shape: { order: 'asc' | 'desc' },
      values: { ids: readonly number[]; colour?: string; limit: number },
    ) => {
      builds++;
      let query = q.selectFrom('fruit').select('name').where('id', 'in', values.ids);
      if (values.colour !== undefined) query = query.where('colour', '=', values.colour);
      return query.orderBy('name', shape.order).limit(values.limit);
    },
  );
  const names = async (...args: Parameters<typeof fruits.execute>) =>
    (await fruits.execute(...args)).map((row) => row.name);

  it('builds a shape once and binds each call’s values where the stand-ins were', async () => {
    builds = 0;
    const asc = { order: 'asc' } as const;
    expect(await names(db, asc, { ids: [1, 2, 3], limit: 10 })).toEqual(['apple', 'banana', 'cherry']);
    expect(await names(db, asc, { ids: [2, 3, 4], limit: 2 })).toEqual(['banana', 'cherry']);
    expect(builds).toBe(1);

    // Another sort, another number of ids, a filter present: each its own shape.
    expect(await names(db, { order: 'desc' }, { ids: [2, 3, 4], limit: 10 })).toEqual([
      'lemon',
      'cherry',
      'banana',
    ]);
    expect(await names(db, asc, { ids: [1, 4], limit: 10 })).toEqual(['apple', 'lemon']);
    expect(await names(db, asc, { ids: [1, 2, 3], colour: 'red', limit: 10 })).toEqual(['apple', 'cherry']);
    expect(await names(db, asc, { ids: [2, 3, 4], colour: 'yellow', limit: 10 })).toEqual([
      'banana',
      'lemon',
    ]);
    expect(builds).toBe(4);
  });

  it('compiles to the SQL a fresh build gives, with the call’s parameters', () => {
    const compiled = fruits.compile(db, { order: 'asc' }, { ids: [3, 1], colour: 'red', limit: 5 });
    const fresh = db
      .selectFrom('fruit')
      .select('name')
      .where('id', 'in', [3, 1])
      .where('colour', '=', 'red')
      .orderBy('name', 'asc')
      .limit(5)
      .compile();
    expect(compiled.sql).toBe(fresh.sql);
    expect(compiled.parameters).toEqual(fresh.parameters);
  });

  it('refuses a build that looks at a value instead of binding it', () => {
    const peeking = perShape((q: Kysely<Tables>, _shape: null, values: { name: string }) =>
      // A stand-in is never a string: the branch is taken and the value is not bound.
      typeof values.name === 'string'
        ? q.selectFrom('fruit').select('id').where('name', '=', values.name)
        : q.selectFrom('fruit').select('id'),
    );
    expect(() => peeking.compile(db, null, { name: 'apple' })).toThrow(/"name" is not bound/);
  });
});
