/**
 * The duplicate check (issue 4): every (table, field) pair of the registry under both of its names,
 * dataId for editing, 400 for anything else, and JeecgBoot's injection payloads in every parameter.
 * On each dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, getWithToken, tokenFor } from '../../server/testing/api';
import { INJECTION_PAYLOADS } from '../../server/testing/injection-payloads';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const CHECK = '/platform/sys/duplicate/check';
const FREE = '该值可用！';
const TAKEN = '该值不可用，系统中已存在！';
const UNSUPPORTED = '不支持校验该字段';

/** [table, column name, camelCase name, a value the seed has]. */
const REGISTRY: Array<[string, string, string, string]> = [
  ['sys_user', 'username', 'username', 'admin'],
  ['sys_user', 'phone', 'phone', '13800138000'],
  ['sys_user', 'email', 'email', 'admin@dougong.dev'],
  ['sys_user', 'work_no', 'workNo', 'DG0001'],
  ['sys_role', 'role_code', 'roleCode', 'admin'],
  ['sys_depart', 'org_code', 'orgCode', 'A01'],
  ['sys_dict', 'dict_code', 'dictCode', 'sex'],
  ['sys_position', 'code', 'code', 'CEO'],
  ['sys_permission', 'component_name', 'componentName', 'system-user'],
];

describe.each(dialects())('the duplicate check on $name', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await withApp(dialect);
    // Any signed-in user may ask: the user role holds no system management at all.
    token = await tokenFor(t.app, 'zhangsan');
  });
  afterAll(() => t?.close());

  const check = (params: Record<string, string>, as = token) =>
    getWithToken(t.app, `${CHECK}?${new URLSearchParams(params).toString()}`, as);
  const answer = async (params: Record<string, string>) => {
    const response = await check(params);
    expect(response.statusCode, `${JSON.stringify(params)}: ${response.body}`).toBe(200);
    const body = envelopeOf(response);
    expect(body).toMatchObject({ code: 200, result: null });
    return body.message;
  };
  const refused = async (params: Record<string, string>, message: string | RegExp = UNSUPPORTED) => {
    const response = await check(params);
    expect(response.statusCode, JSON.stringify(params)).toBe(400);
    if (typeof message === 'string') expect(envelopeOf(response).message).toBe(message);
    else expect(envelopeOf(response).message).toMatch(message);
  };

  it('needs a session and nothing more', async () => {
    expect(t.app.routeRegistry.filter((r) => r.url === CHECK && r.method === 'GET')).toEqual([
      { method: 'GET', url: CHECK, permission: 'session' },
    ]);
    const anonymous = await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin' }, '');
    expect(anonymous.statusCode).toBe(401);
  });

  it.each(REGISTRY)(
    '%s.%s answers taken and free values under both names',
    async (table, column, camel, taken) => {
      for (const fieldName of new Set([column, camel])) {
        const takenResponse = await check({ tableName: table, fieldName, fieldVal: taken });
        expect(takenResponse.statusCode).toBe(200);
        expect(envelopeOf(takenResponse)).toMatchObject({ success: false, message: TAKEN, code: 200 });
        const free = await check({ tableName: table, fieldName, fieldVal: `${taken}-free` });
        expect(envelopeOf(free)).toMatchObject({ success: true, message: FREE });
      }
    },
  );

  it('does not count the row being edited (dataId), but does count every other row', async () => {
    const admin = await t.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const lisi = await t.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', 'lisi')
      .executeTakeFirstOrThrow();
    const params = { tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin' };
    expect(await answer({ ...params, dataId: admin.id })).toBe(FREE);
    expect(await answer({ ...params, dataId: lisi.id })).toBe(TAKEN);
    // An empty dataId (adding) is no exclusion; an empty value needs no lookup.
    expect(await answer({ ...params, dataId: '' })).toBe(TAKEN);
    expect(await answer({ ...params, fieldVal: '' })).toBe(FREE);
    expect(await answer({ tableName: 'sys_user', fieldName: 'username' })).toBe(FREE);
    // Values match exactly.
    expect(await answer({ ...params, fieldVal: 'ADMIN' })).toBe(FREE);
    expect(await answer({ ...params, fieldVal: 'admi%' })).toBe(FREE);
  });

  it('refuses any pair outside the registry with 不支持校验该字段', async () => {
    for (const [tableName, fieldName] of [
      ['sys_user', 'password_hash'],
      ['sys_user', 'passwordHash'],
      ['sys_user', 'realname'],
      ['sys_user', 'id'],
      ['sys_session', 'token_hash'],
      ['sys_log', 'username'],
      ['SYS_USER', 'username'],
      ['sys_user', 'USERNAME'],
      ['sys_role', 'code'],
      ['__proto__', 'username'],
      ['sys_user', 'constructor'],
      ['sys_user', 'toString'],
      ['', ''],
    ])
      await refused({ tableName, fieldName, fieldVal: 'x' });
    await refused({ fieldName: 'username', fieldVal: 'x' }, /\$\.tableName/);
    await refused({ tableName: 'sys_user', fieldVal: 'x' }, /\$\.fieldName/);
  });

  it('answers injection payloads with 400 as table or field, as a plain value otherwise, and changes nothing', async () => {
    const counts = async () =>
      Promise.all(
        (['sys_user', 'sys_role', 'sys_dict', 'sys_permission'] as const).map(async (table) =>
          Number(
            (
              await t.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    const before = await counts();
    for (const payload of INJECTION_PAYLOADS) {
      await refused({ tableName: payload, fieldName: 'username', fieldVal: 'admin' });
      await refused({ tableName: 'sys_user', fieldName: payload, fieldVal: 'admin' });
      expect(await answer({ tableName: 'sys_user', fieldName: 'username', fieldVal: payload }), payload).toBe(
        FREE,
      );
      expect(await answer({ tableName: 'sys_dict', fieldName: 'dictCode', fieldVal: payload }), payload).toBe(
        FREE,
      );
      const asId = await check({
        tableName: 'sys_user',
        fieldName: 'username',
        fieldVal: 'admin',
        dataId: payload,
      });
      // A payload shaped like an id is just an id no row has, so admin's name is still taken.
      if (/^[0-9A-Za-z_-]*$/.test(payload)) expect(envelopeOf(asId).message, payload).toBe(TAKEN);
      else expect(asId.statusCode, payload).toBe(400);
    }
    expect(await answer({ tableName: 'sys_user', fieldName: 'username', fieldVal: "admin' --" })).toBe(FREE);
    expect(await counts()).toEqual(before);
    expect(await answer({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin' })).toBe(TAKEN);
  });
});
