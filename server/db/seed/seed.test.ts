import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../modules/auth/password';
import { dialects, type TestDatabase } from '../../testing/test-db';
import { migrateToLatest } from '../migrate';
import { seedIfEmpty } from './index';

describe.each(dialects())('the demo seed on $name', (dialect) => {
  let database: TestDatabase;
  let seededFirst: boolean;
  beforeAll(async () => {
    database = await dialect.open();
    await migrateToLatest(database.db);
    seededFirst = await seedIfEmpty(database.db, { adminPassword: 'Adm1n-only' });
  });
  afterAll(() => database?.destroy());

  const count = async (table: 'sys_user' | 'sys_permission' | 'sys_dict_item' | 'sys_role_permission') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('runs once: a second call finds users and adds nothing', async () => {
    const before = await Promise.all([count('sys_user'), count('sys_permission'), count('sys_dict_item')]);

    expect(seededFirst).toBe(true);
    expect(await seedIfEmpty(database.db)).toBe(false);
    expect(await Promise.all([count('sys_user'), count('sys_permission'), count('sys_dict_item')])).toEqual(
      before,
    );
  });

  it('gives admin ADMIN_PASSWORD and everyone else 123456, hashed with argon2id', async () => {
    const users = await database.db
      .selectFrom('sys_user')
      .select(['username', 'password_hash'])
      .orderBy('username')
      .execute();

    expect(users.map((u) => u.username)).toEqual(['admin', 'lisi', 'wangwu', 'zhangsan']);
    for (const user of users) {
      expect(user.password_hash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
      const password = user.username === 'admin' ? 'Adm1n-only' : '123456';
      expect(await verifyPassword(user.password_hash, password)).toBe(true);
    }
  });

  it('builds the department tree, with lisi in two departments', async () => {
    const departs = await database.db
      .selectFrom('sys_depart as d')
      .leftJoin('sys_depart as p', 'p.id', 'd.parent_id')
      .select(['d.org_code as code', 'd.depart_name as name', 'p.org_code as parent'])
      .orderBy('d.org_code')
      .execute();
    expect(departs.map((d) => `${d.parent ?? '-'} > ${d.code} ${d.name}`)).toEqual([
      '- > A01 斗拱科技',
      'A01 > A01A01 研发部',
      'A01A01 > A01A01A01 前端组',
      'A01A01 > A01A01A02 后端组',
      'A01 > A01A02 市场部',
      'A01 > A01A03 财务部',
    ]);

    const lisi = await database.db
      .selectFrom('sys_user_depart as ud')
      .innerJoin('sys_user as u', 'u.id', 'ud.user_id')
      .innerJoin('sys_depart as d', 'd.id', 'ud.dep_id')
      .select('d.depart_name')
      .where('u.username', '=', 'lisi')
      .orderBy('d.org_code')
      .execute();
    expect(lisi.map((d) => d.depart_name)).toEqual(['市场部', '财务部']);
  });

  it('seeds the dictionaries with their items, and only safe rule operators', async () => {
    const items = await database.db
      .selectFrom('sys_dict_item as i')
      .innerJoin('sys_dict as d', 'd.id', 'i.dict_id')
      .select(['d.dict_code as code', 'i.item_value as value', 'i.item_text as text'])
      .orderBy('d.dict_code')
      .orderBy('i.sort_order')
      .execute();
    const of = (code: string) => items.filter((i) => i.code === code).map((i) => `${i.value}=${i.text}`);

    expect(of('sex')).toEqual(['1=男', '2=女']);
    expect(of('priority')).toEqual(['L=低', 'M=中', 'H=高']);
    expect(of('send_status')).toEqual(['0=未发布', '1=已发布', '2=已撤销']);
    // No USE_SQL_RULES: a rule is a parameterised comparison, never a pasted SQL fragment.
    expect(items.filter((i) => i.code === 'rule_conditions').map((i) => i.value)).toEqual([
      '=',
      '!=',
      '>',
      '>=',
      '<',
      '<=',
      'LIKE',
      'IN',
    ]);
    for (const code of [
      'yn',
      'user_status',
      'valid_status',
      'menu_type',
      'msg_category',
      'msg_type',
      'log_type',
    ]) {
      expect(of(code).length, code).toBeGreaterThanOrEqual(2);
    }
    expect(of('operate_type')).toHaveLength(6);
    expect(of('org_category')).toEqual(['1=公司', '2=部门']);
    expect(of('position_rank').length).toBeGreaterThanOrEqual(3);
  });

  it('grants admin every permission row and the other roles a subset', async () => {
    const grants = await database.db
      .selectFrom('sys_role_permission as rp')
      .innerJoin('sys_role as r', 'r.id', 'rp.role_id')
      .select(['r.role_code as role', (eb) => eb.fn.countAll().as('n')])
      .groupBy('r.role_code')
      .execute();
    const byRole = Object.fromEntries(grants.map((g) => [g.role, Number(g.n)]));

    expect(byRole.admin).toBe(await count('sys_permission'));
    expect(byRole.user).toBeGreaterThan(0);
    expect(byRole.user).toBeLessThan(byRole.admin);
    expect(byRole.auditor).toBeLessThan(byRole.user);
  });

  it('publishes one announcement to every user and keeps one draft', async () => {
    const annts = await database.db
      .selectFrom('sys_announcement as a')
      .leftJoin('sys_announcement_send as s', 's.annt_id', 'a.id')
      .select(['a.send_status as status', (eb) => eb.fn.count('s.id').as('sent')])
      .groupBy('a.send_status')
      .orderBy('a.send_status')
      .execute();

    expect(annts.map((a) => [a.status, Number(a.sent)])).toEqual([
      ['0', 0],
      ['1', 4],
    ]);
  });
});
