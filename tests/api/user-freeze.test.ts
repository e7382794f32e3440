/**
 * Batch freeze and unfreeze of the selected rows (issue 13): PUT /sys/user/frozenBatch takes JeecgBoot's
 * comma string or the page's list of ids. Every id goes through the caller's data rules (outside: 404)
 * and bounded delegation (a user holding more than the caller, admin, the caller itself: refused); the
 * batch is all or nothing and the answer names every user that could not be changed. On each dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRole, createTestUser, idOf } from '../../server/testing/accounts';
import { envelopeOf, sendWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const FREEZE = '/platform/sys/user/frozenBatch';

describe.each(dialects())('batch freeze on $name', (dialect) => {
  let t: TestApp;
  let admin: string;
  let narrow: { id: string; token: string };
  let adminId: string;
  beforeAll(async () => {
    t = await withApp(dialect);
    admin = await tokenFor(t.app, 'admin');
    adminId = await idOf(t.db, 'sys_user', 'username', 'admin');
    // A department administrator: may freeze, holds nothing else of note, sees only its department.
    const roleId = await createTestRole(t.db, 'freezer', ['system', 'system-user', 'user:frozen']);
    const id = await createTestUser(t.db, 'freezer1', { roles: ['freezer'], departs: ['A01A01'] });
    const userPage = await idOf(t.db, 'sys_permission', 'component_name', 'system-user');
    const rule = await sendWithToken(t.app, 'POST', '/platform/sys/permission/addPermissionRule', admin, {
      permissionId: userPage,
      ruleName: '本部门',
      ruleColumn: 'orgCode',
      ruleConditions: '=',
      ruleValue: '#{sys_org_code}',
    });
    expect(rule.statusCode, rule.body).toBe(200);
    const saved = await sendWithToken(t.app, 'POST', '/platform/sys/permission/saveDatarule', admin, {
      permissionId: userPage,
      roleId,
      dataRuleIds: envelopeOf<{ id: string }>(rule).result.id,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    narrow = { id, token: await tokenFor(t.app, 'freezer1') };
  });
  afterAll(() => t?.close());

  const freeze = (ids: unknown, status: 1 | 2, token = admin) =>
    sendWithToken(t.app, 'PUT', FREEZE, token, { ids, status });
  const statusOf = async (...ids: string[]) =>
    (
      await t.db
        .selectFrom('sys_user')
        .select(['id', 'status'])
        .where('id', 'in', ids)
        .orderBy('id')
        .execute()
    ).map((row) => row.status);

  it('freezes and unfreezes the selected rows, as a list or a comma string with a trailing comma', async () => {
    const a = await createTestUser(t.db, 'batch_a', { departs: ['A01A01'] });
    const b = await createTestUser(t.db, 'batch_b', { departs: ['A01A02'] });
    const frozen = await freeze([a, b], 2);
    expect(envelopeOf(frozen)).toMatchObject({ success: true, message: '冻结成功!' });
    expect(await statusOf(a, b)).toEqual([2, 2]);
    const thawed = await freeze(`${a},${b},`, 1);
    expect(envelopeOf(thawed)).toMatchObject({ success: true, message: '解冻成功!' });
    expect(await statusOf(a, b)).toEqual([1, 1]);
  });

  it('refuses an empty selection or a malformed id with a Chinese 400', async () => {
    for (const ids of [[], '', ["x' or 1=1"]]) {
      const response = await freeze(ids, 2);
      expect(response.statusCode, response.body).toBe(400);
      expect(envelopeOf(response).message).toMatch(/^请求参数错误：\$\.ids/);
    }
  });

  it('names every user it may not change and changes none of the batch', async () => {
    const lesser = await createTestUser(t.db, 'batch_lesser', { departs: ['A01A01'] });
    const bigger = await createTestUser(t.db, 'batch_bigger', { roles: ['auditor'], departs: ['A01A01'] });
    const refused = await freeze([lesser, bigger, narrow.id], 2, narrow.token);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(envelopeOf(refused).message).toBe(
      '以下用户不能冻结，本次未做任何修改：freezer1（当前登录的用户）、batch_bigger（拥有您没有的权限）',
    );
    expect(await statusOf(lesser)).toEqual([1]);
    // One refused user answers that user's own reason.
    const one = await freeze([lesser, bigger], 2, narrow.token);
    expect(one.statusCode).toBe(403);
    expect(envelopeOf(one).message).toContain('用户 batch_bigger 拥有您没有的权限');
    expect(await statusOf(lesser)).toEqual([1]);
    // Without them the batch goes through.
    expect((await freeze([lesser], 2, narrow.token)).statusCode).toBe(200);
    expect(await statusOf(lesser)).toEqual([2]);
  });

  it('treats users outside the caller’s data rules as absent, naming them, and changes none', async () => {
    const mine = await createTestUser(t.db, 'batch_mine', { departs: ['A01A01'] });
    const theirs = await createTestUser(t.db, 'batch_theirs', { departs: ['A01A02'] });
    for (const status of [2, 1] as const) {
      const response = await freeze([mine, theirs, adminId], status, narrow.token);
      expect(response.statusCode, response.body).toBe(404);
      expect(envelopeOf(response).message).toBe(`用户不存在：${theirs}、${adminId}`);
    }
    expect(await statusOf(mine, theirs)).toEqual([1, 1]);
  });

  it('unfreezes nobody who outranks the caller, and freezes admin for nobody', async () => {
    const bigger = await createTestUser(t.db, 'batch_frozen_boss', {
      roles: ['auditor'],
      departs: ['A01A01'],
    });
    expect((await freeze([bigger], 2)).statusCode).toBe(200);
    const thaw = await freeze([bigger], 1, narrow.token);
    expect(thaw.statusCode).toBe(403);
    expect(await statusOf(bigger)).toEqual([2]);
    const both = await freeze([adminId, bigger], 2);
    expect(both.statusCode).toBe(400);
    expect(envelopeOf(both).message).toBe('管理员账号 admin 不能冻结');
  });
});
