/**
 * The server pieces of the management tables (issue 13, findings 10, 11 and 13): the role list says how
 * many users hold each role (the delete confirmation warns with it), a role's code cannot change after
 * creation, and dictionary items come in sort order, then by value. On each dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate, type DictItemRecord, type DictRecord } from '../../schemas/index';
import { createTestUser } from '../../server/testing/accounts';
import { envelopeOf, sendWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Role = { id: string; roleName: string; roleCode: string; userCount?: number };
type Page<T> = { records: T[]; total: number };

describe.each(dialects())('role and dictionary tables on $name', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await withApp(dialect);
    admin = await tokenFor(t.app, 'admin');
  });
  afterAll(() => t?.close());

  const call = (method: Method, path: string, payload?: unknown) =>
    sendWithToken(t.app, method, `/platform/sys/${path}`, admin, payload);
  const ok = async <T>(method: Method, path: string, payload?: unknown) => {
    const response = await call(method, path, payload);
    expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(200);
    return envelopeOf<T>(response).result;
  };

  it('lists each role with the number of users holding it', async () => {
    const role = await ok<Role>('POST', 'role/add', { roleName: '出纳', roleCode: 'cashier' });
    await createTestUser(t.db, 'cashier1', { roles: ['cashier'] });
    await createTestUser(t.db, 'cashier2', { roles: ['cashier', 'user'] });
    const page = await ok<Page<Role>>('GET', 'role/list?roleCode=cashier');
    expect(validate('RoleListResult', page)).toEqual({ ok: true, errors: [] });
    expect(page.records).toEqual([expect.objectContaining({ id: role.id, userCount: 2 })]);
    const unused = await ok<Role>('POST', 'role/add', { roleName: '空角色', roleCode: 'unused' });
    const again = await ok<Page<Role>>('GET', 'role/list?roleCode=unused');
    expect(again.records).toEqual([expect.objectContaining({ id: unused.id, userCount: 0 })]);
  });

  it('refuses a changed role code with a clear 400, and keeps an unchanged one', async () => {
    const role = await ok<Role>('POST', 'role/add', { roleName: '审计二', roleCode: 'audit2' });
    const response = await call('PUT', 'role/edit', { id: role.id, roleCode: 'audit3' });
    expect(response.statusCode, response.body).toBe(400);
    expect(envelopeOf(response)).toMatchObject({
      success: false,
      message: '角色编码创建后不能修改（audit2）',
    });
    const same = await ok<Role>('PUT', 'role/edit', { id: role.id, roleCode: 'audit2', roleName: '审计乙' });
    expect(same).toMatchObject({ roleCode: 'audit2', roleName: '审计乙' });
  });

  it('lists dictionary items by sort order, then by value', async () => {
    const dict = await ok<DictRecord>('POST', 'dict/add', { dictName: '请假类型', dictCode: 'leave_kind' });
    const add = (itemText: string, itemValue: string, sortOrder: number) =>
      ok<DictItemRecord>('POST', 'dictItem/add', { dictId: dict.id, itemText, itemValue, sortOrder });
    await add('病假', '2', 2);
    await add('年假', '3', 3);
    await add('调休', 'b', 1);
    await add('事假', '1', 1);
    const items = await ok<Page<DictItemRecord>>('GET', `dictItem/list?dictId=${dict.id}`);
    expect(items.records.map((i) => i.itemText)).toEqual(['事假', '调休', '病假', '年假']);
    const options = await ok<Array<{ text: string }>>('GET', 'dict/getDictItems/leave_kind');
    expect(options.map((o) => o.text)).toEqual(['事假', '调休', '病假', '年假']);
  });
});
