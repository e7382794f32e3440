import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestDatabase } from '../testing/test-db';
import { fieldSearch, searchCondition, sortFieldOf, type FieldSearch } from './paging';

describe('fieldSearch reads JeecgBoot’s search encodings', () => {
  it.each<[string, 'text' | 'exact', FieldSearch]>([
    ['*adm*', 'text', { like: '%adm%' }],
    ['adm*', 'text', { like: 'adm%' }],
    ['*ADM', 'text', { like: '%adm' }],
    ['*a_b*', 'text', { like: '%a\\_b%' }],
    ['a,b,', 'text', { in: ['a', 'b'] }],
    ['1,2,2', 'exact', { in: ['1', '2'] }],
    ['!1', 'exact', { not: '1' }],
    ['adm', 'text', { like: '%adm%' }],
    ['1', 'exact', { equals: '1' }],
    ['*', 'exact', { equals: '*' }],
  ])('%s (%s) → %j', (text, kind, expected) => {
    expect(fieldSearch(text, kind)).toEqual(expected);
  });
});

describe('sortFieldOf', () => {
  it('reads the former names as JeecgBoot’s and falls back when none is given', () => {
    type Sort = 'createTime' | 'updateTime' | 'name';
    expect(sortFieldOf<Sort>('createdAt', 'name')).toBe('createTime');
    expect(sortFieldOf<Sort>('updatedAt', 'name')).toBe('updateTime');
    expect(sortFieldOf<Sort>('name', 'createTime')).toBe('name');
    expect(sortFieldOf<Sort>(undefined, 'createTime')).toBe('createTime');
  });
});

interface Tables {
  person: { id: number; name: string; status: number | null };
}

describe.each(dialects())('searchCondition on $name', (dialect) => {
  let database: TestDatabase;
  let db: Kysely<Tables>;
  beforeAll(async () => {
    database = await dialect.open();
    db = database.db as unknown as Kysely<Tables>;
    await sql`create table person (id integer primary key, name text not null, status integer)`.execute(db);
    await db
      .insertInto('person')
      .values([
        { id: 1, name: 'admin', status: 1 },
        { id: 2, name: 'jeecg', status: 2 },
        { id: 3, name: 'Sadmin', status: null },
      ])
      .execute();
  });
  afterAll(() => database?.destroy());

  const ids = async (column: 'name' | 'status', text: string, kind: 'text' | 'exact', type?: 'integer') =>
    (
      await db
        .selectFrom('person')
        .select('id')
        .where(searchCondition(column, fieldSearch(text, kind), type))
        .orderBy('id')
        .execute()
    ).map((row) => row.id);

  it('matches contains, starts with and ends with', async () => {
    expect(await ids('name', '*adm*', 'text')).toEqual([1, 3]);
    expect(await ids('name', 'adm*', 'text')).toEqual([1]);
    expect(await ids('name', '*ecg', 'text')).toEqual([2]);
  });

  it('matches a comma list exactly, and anything but a value', async () => {
    expect(await ids('name', 'admin,jeecg,', 'text')).toEqual([1, 2]);
    expect(await ids('status', '1,2,', 'exact', 'integer')).toEqual([1, 2]);
    expect(await ids('status', '!1', 'exact', 'integer')).toEqual([2, 3]);
    expect(await ids('status', '2', 'exact', 'integer')).toEqual([2]);
  });

  it('matches nothing, without an error, for a value an integer column cannot hold', async () => {
    expect(await ids('status', '1,x', 'exact', 'integer')).toEqual([]);
    expect(await ids('status', 'abc', 'exact', 'integer')).toEqual([]);
  });
});
