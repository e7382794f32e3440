/**
 * Data rules on every call that touches a user row (issue 11, finding 3): a caller whose rule on 用户管理
 * limits it to itself reads, edits, freezes, deletes and re-passwords only itself; every other user — of
 * another department, or admin — answers 404 as if absent, on single and batch calls alike, and nothing
 * changes. On each dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRole, createTestUser, idOf } from '../../server/testing/accounts';
import { envelopeOf, sendWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const USER = '/platform/sys/user';

describe.each(dialects())('data rules on every user call on $name', (dialect) => {
  let t: TestApp;
  let token: string;
  let selfId: string;
  let otherId: string;
  let adminId: string;
  let departId: string;
  beforeAll(async () => {
    t = await withApp(dialect);
    const admin = await tokenFor(t.app, 'admin');
    const roleId = await createTestRole(t.db, 'selfonly', [
      'system',
      'system-user',
      'user:edit',
      'user:delete',
      'user:deleteBatch',
      'user:frozen',
      'user:password',
    ]);
    selfId = await createTestUser(t.db, 'selfonly1', { roles: ['selfonly'], departs: ['A01A01'] });
    otherId = await createTestUser(t.db, 'scope_other', { departs: ['A01A02'] });
    adminId = await idOf(t.db, 'sys_user', 'username', 'admin');
    departId = await idOf(t.db, 'sys_depart', 'org_code', 'A01A02');
    const userPage = await idOf(t.db, 'sys_permission', 'component_name', 'system-user');
    const rule = await sendWithToken(t.app, 'POST', '/platform/sys/permission/addPermissionRule', admin, {
      permissionId: userPage,
      ruleName: '只看自己',
      ruleColumn: 'username',
      ruleConditions: '=',
      ruleValue: '#{sys_user_code}',
    });
    expect(rule.statusCode, rule.body).toBe(200);
    const saved = await sendWithToken(t.app, 'POST', '/platform/sys/permission/saveDatarule', admin, {
      permissionId: userPage,
      roleId,
      dataRuleIds: envelopeOf<{ id: string }>(rule).result.id,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    token = await tokenFor(t.app, 'selfonly1');
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) =>
    sendWithToken(t.app, method, `${USER}/${path}`, token, payload);
  const userRow = (id: string) =>
    t.db.selectFrom('sys_user').select(['email', 'status']).where('id', '=', id).executeTakeFirst();

  it('lists only what the rule allows', async () => {
    const response = await call('GET', 'list?pageSize=100');
    const names = envelopeOf<{ records: { username: string }[] }>(response).result.records.map(
      (r) => r.username,
    );
    expect(names).toEqual(['selfonly1']);
  });

  it('answers 404 to reads by id outside the rule, and 200 inside it', async () => {
    for (const id of [otherId, adminId]) {
      expect((await call('GET', `queryById?id=${id}`)).statusCode).toBe(404);
      expect((await call('GET', `queryUserRole?userid=${id}`)).statusCode).toBe(404);
    }
    expect((await call('GET', `queryById?id=${selfId}`)).statusCode).toBe(200);
    const ofDepart = await call('GET', `queryUserByDepId?id=${departId}`);
    expect(ofDepart.statusCode).toBe(200);
    expect(envelopeOf<unknown[]>(ofDepart).result).toEqual([]);
  });

  it('answers 404 to edits, freezes, deletes and password changes outside the rule, changing nothing', async () => {
    const before = await userRow(adminId);
    const attempts = [
      await call('PUT', 'edit', { id: adminId, email: 'attacker@example.com' }),
      await call('PUT', 'edit', { id: otherId, realname: '被改了' }),
      await call('PUT', 'frozenBatch', { ids: `${otherId}`, status: 2 }),
      await call('PUT', 'frozenBatch', { ids: `${selfId},${otherId}`, status: 1 }),
      await call('DELETE', `delete?id=${otherId}`),
      await call('DELETE', `deleteBatch?ids=${otherId}`),
      await call('PUT', 'changPassword', {
        username: 'scope_other',
        password: 'newpass1',
        confirmpassword: 'newpass1',
      }),
      await call('PUT', 'changPassword', {
        username: 'admin',
        password: 'newpass1',
        confirmpassword: 'newpass1',
      }),
    ];
    for (const response of attempts) expect(response.statusCode, response.body).toBe(404);
    expect(await userRow(adminId)).toEqual(before);
    const other = await t.db
      .selectFrom('sys_user')
      .select(['realname', 'status'])
      .where('id', '=', otherId)
      .executeTakeFirst();
    expect(other).toEqual({ realname: 'scope_other', status: 1 });
  });

  it('still lets the caller act on the rows inside its rule', async () => {
    const response = await call('PUT', 'edit', { id: selfId, realname: '只看自己' });
    expect(response.statusCode, response.body).toBe(200);
    expect(envelopeOf<{ realname: string }>(response).result.realname).toBe('只看自己');
  });
});
