import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createDb, type Database } from './index';
import { cachedStatements } from './statement-cache';

describe('the SQLite statement cache', () => {
  let dir: string;
  let db: Kysely<Database>;
  let prepare: MockInstance<(source: string) => unknown>;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dougong-stmt-'));
    prepare = vi.spyOn(SqliteDatabase.prototype, 'prepare') as unknown as MockInstance<
      (source: string) => unknown
    >;
    db = createDb({ dataDir: dir });
    await sql`create table t (id integer primary key, name text)`.execute(db);
  });
  afterEach(async () => {
    prepare.mockRestore();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const preparedTimes = (text: string) => prepare.mock.calls.filter(([s]) => s === text).length;

  it('prepares the same SQL once through Kysely, and its answers follow the data', async () => {
    const select = () =>
      (db as unknown as Kysely<{ t: { id: number; name: string } }>)
        .selectFrom('t')
        .select(['id', 'name'])
        .where('name', 'like', 'a%')
        .orderBy('id');
    const insert = (id: number, name: string) =>
      (db as unknown as Kysely<{ t: { id: number; name: string } }>).insertInto('t').values({ id, name });

    await insert(1, 'ann').execute();
    expect(await select().execute()).toEqual([{ id: 1, name: 'ann' }]);
    await insert(2, 'bob').execute();
    await insert(3, 'amy').execute();
    expect(await select().execute()).toEqual([
      { id: 1, name: 'ann' },
      { id: 3, name: 'amy' },
    ]);

    expect(preparedTimes(select().compile().sql)).toBe(1);
    expect(preparedTimes(insert(0, '').compile().sql)).toBe(1);
  });

  it('keeps answering right inside a transaction that rolls back', async () => {
    const count = () => sql<{ n: number }>`select count(*) as n from t`.execute(db);
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into t (id, name) values (${1}, ${'x'})`.execute(trx);
        expect((await sql<{ n: number }>`select count(*) as n from t`.execute(trx)).rows).toEqual([{ n: 1 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await count()).rows).toEqual([{ n: 0 }]);
    expect(preparedTimes('select count(*) as n from t')).toBe(1);
  });
});

describe('cachedStatements', () => {
  it('drops the least recently used statement past its size', () => {
    const sqlite = new SqliteDatabase(':memory:');
    const prepare = vi.spyOn(sqlite, 'prepare');
    const cached = cachedStatements(sqlite, 2);
    cached.prepare('select 1');
    cached.prepare('select 2');
    cached.prepare('select 1'); // now 'select 2' is the least recently used
    cached.prepare('select 3');
    cached.prepare('select 1');
    expect(prepare.mock.calls.map(([s]) => s)).toEqual(['select 1', 'select 2', 'select 3']);
    cached.prepare('select 2');
    expect(prepare).toHaveBeenCalledTimes(4);
    cached.close();
  });

  it('never hands out a statement that is still iterating', () => {
    const sqlite = new SqliteDatabase(':memory:');
    const cached = cachedStatements(sqlite);
    const text = 'select value from json_each(?)';
    const outer = cached.prepare(text).iterate(['[1,2]']);
    expect(outer.next().value).toEqual({ value: 1 });
    // The same SQL while the first is mid-iteration: better-sqlite3 would throw "busy" on a shared statement.
    expect(cached.prepare(text).all(['[7]'])).toEqual([{ value: 7 }]);
    expect(outer.next().value).toEqual({ value: 2 });
    expect(outer.next().done).toBe(true);
    expect(cached.prepare(text).all(['[8]'])).toEqual([{ value: 8 }]);
    cached.close();
  });
});
