/**
 * Binding a form to a table (issue 6): the designer's 数据表 choices, the model choices of each, 400 for
 * a table that is not offered (injection payloads included), and every offered column really in the
 * database. On each dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, getWithToken, tokenFor } from '../../server/testing/api';
import { INJECTION_PAYLOADS } from '../../server/testing/injection-payloads';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';
import { ONLINE_TABLES } from '../../server/modules/cgform/tables';

const TABLES = '/platform/cgform/cgFormField/onlineTables';
const FIELDS = '/platform/cgform/cgFormField/onlineFormFields';
const UNKNOWN = '不能绑定该数据表，请从表单属性的「数据表」里选择';

describe.each(dialects())('form-to-table binding on $name', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await withApp(dialect);
    admin = await tokenFor(t.app, 'admin');
  });
  afterAll(() => t?.close());

  const fields = (tableId: string, as = admin) =>
    getWithToken(t.app, `${FIELDS}?${new URLSearchParams({ tableId }).toString()}`, as);

  it('lists the tables a form may bind to, with their titles', async () => {
    const response = await getWithToken(t.app, TABLES, admin);
    expect(response.statusCode).toBe(200);
    const tables = envelopeOf<Array<{ value: string; label: string }>>(response).result;
    expect(tables.map((table) => table.value)).toEqual([
      'sys_user',
      'sys_depart',
      'sys_role',
      'sys_position',
      'sys_dict',
      'sys_announcement',
    ]);
    expect(tables[0]).toEqual({ value: 'sys_user', label: '用户（sys_user）' });
  });

  it("answers a bound table's columns as model choices, named as the API names them", async () => {
    const response = await fields('sys_user');
    expect(response.statusCode).toBe(200);
    const body = envelopeOf<Array<Record<string, string>>>(response);
    expect(body).toMatchObject({ success: true, code: 200 });
    expect(body.result).toContainEqual({
      value: 'workNo',
      label: '工号',
      dbFieldName: 'work_no',
      dbType: 'string',
    });
    expect(body.result).toContainEqual({
      value: 'birthday',
      label: '生日',
      dbFieldName: 'birthday',
      dbType: 'date',
    });
    // Never a secret, an id or bookkeeping.
    const offered = body.result.map((field) => field.dbFieldName);
    for (const hidden of ['password_hash', 'id', 'del_flag', 'created_by', 'updated_at'])
      expect(offered).not.toContain(hidden);
  });

  it('offers only columns that exist in the database', async () => {
    const columns = new Map(
      (await t.db.introspection.getTables()).map((table) => [
        table.name,
        new Set(table.columns.map((column) => column.name)),
      ]),
    );
    for (const { table, columns: offered } of ONLINE_TABLES)
      for (const { column } of offered)
        expect(columns.get(table)?.has(column), `${table}.${column}`).toBe(true);
  });

  it('refuses a table that is not offered, whatever its name, with what to do instead', async () => {
    for (const tableId of [
      'sys_session',
      'sys_login_failure',
      '__proto__',
      'constructor',
      ...INJECTION_PAYLOADS,
    ]) {
      const response = await fields(tableId);
      // Over-long payloads are stopped by the route schema, the rest by the list of tables.
      expect(response.statusCode, tableId).toBe(400);
      if (tableId.length <= 64) expect(envelopeOf(response).message, tableId).toBe(UNKNOWN);
    }
    expect((await getWithToken(t.app, FIELDS, admin)).statusCode).toBe(400);
  });

  it('needs a session and the permission to read designs', async () => {
    expect((await fields('sys_user', '')).statusCode).toBe(401);
    expect((await getWithToken(t.app, TABLES, '')).statusCode).toBe(401);
    const user = await tokenFor(t.app, 'zhangsan');
    expect((await fields('sys_user', user)).statusCode).toBe(403);
    expect((await getWithToken(t.app, TABLES, user)).statusCode).toBe(403);
    expect(
      t.app.routeRegistry.filter(
        (route) => route.method === 'GET' && route.url.startsWith('/platform/cgform/cgFormField'),
      ),
    ).toEqual([
      { method: 'GET', url: TABLES, permission: 'cgform:list' },
      { method: 'GET', url: FIELDS, permission: 'cgform:list' },
    ]);
  });
});
