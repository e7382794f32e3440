/**
 * Freezing and passwords (issue 4, SPEC.md §5): a frozen user's token answers 401 at once and sign-in
 * says '该用户已冻结'; an administrator's changPassword ends the user's sessions; updatePassword checks
 * the fields in §5's order and ends the user's other sessions only. On each dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../server/testing/accounts';
import { envelopeOf, getWithToken, login, sendWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const BASE = '/platform/sys/user';
const ME = '/platform/sys/permission/getUserPermissionByToken';

describe.each(dialects())('freezing and passwords on $name', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await withApp(dialect);
    admin = await tokenFor(t.app, 'admin');
  });
  afterAll(() => t?.close());

  const call = (method: 'POST' | 'PUT', path: string, payload: unknown, token = admin) =>
    sendWithToken(t.app, method, `${BASE}/${path}`, token, payload);
  const alive = async (token: string) => (await getWithToken(t.app, ME, token)).statusCode;
  const expectRefusal = async (
    response: Awaited<ReturnType<typeof call>>,
    status: number,
    message: string,
  ) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(envelopeOf(response).message).toContain(message);
  };

  it('freezes a user: their token answers 401 at once, sign-in says 该用户已冻结; unfreezing lets them back', async () => {
    const id = await createTestUser(t.db, 'icy', { roles: ['user'] });
    const token = await tokenFor(t.app, 'icy');
    expect(await alive(token)).toBe(200);

    const frozen = await call('PUT', 'frozenBatch', { ids: id, status: 2 });
    expect(envelopeOf(frozen)).toMatchObject({ success: true, message: '冻结成功!' });
    expect(await alive(token)).toBe(401);
    const revoked = await t.db
      .selectFrom('sys_session')
      .select('revoked_at')
      .where('user_id', '=', id)
      .execute();
    expect(revoked.every((s) => s.revoked_at !== null)).toBe(true);
    const signIn = await login(t.app, 'icy', '123456');
    expect(signIn.statusCode).toBe(403);
    expect(envelopeOf(signIn).message).toBe('该用户已冻结');
    const listed = envelopeOf<{ records: { status: number }[] }>(
      await sendWithToken(t.app, 'GET', `${BASE}/list?username=icy`, admin),
    );
    expect(listed.result.records[0].status).toBe(2);

    const thawed = await call('PUT', 'frozenBatch', { ids: id, status: 1 });
    expect(envelopeOf(thawed)).toMatchObject({ success: true, message: '解冻成功!' });
    expect(await alive(await tokenFor(t.app, 'icy'))).toBe(200);
  });

  it('never freezes admin or the caller; refuses unknown ids and bad statuses', async () => {
    const adminId = (
      await t.db.selectFrom('sys_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()
    ).id;
    await expectRefusal(
      await call('PUT', 'frozenBatch', { ids: adminId, status: 2 }),
      400,
      '管理员账号 admin 不能冻结',
    );
    const bossId = await createTestUser(t.db, 'boss2', { roles: ['admin'] });
    const boss = await tokenFor(t.app, 'boss2');
    await expectRefusal(
      await call('PUT', 'frozenBatch', { ids: bossId, status: 2 }, boss),
      400,
      '不能冻结当前登录的用户',
    );
    await expectRefusal(
      await call('PUT', 'frozenBatch', { ids: 'nope', status: 2 }),
      404,
      '用户不存在：nope',
    );
    await expectRefusal(await call('PUT', 'frozenBatch', { ids: bossId, status: 3 }), 400, '$.status');
    await expectRefusal(await call('PUT', 'frozenBatch', { status: 2 }), 400, '$.ids');
  });

  it('lets an administrator set a password: the user’s sessions end, the new password works', async () => {
    await createTestUser(t.db, 'forgetful', { roles: ['user'] });
    const before = await tokenFor(t.app, 'forgetful');
    const response = await call('PUT', 'changPassword', {
      username: 'forgetful',
      password: 'brandnew',
      confirmpassword: 'brandnew',
    });
    expect(envelopeOf(response)).toMatchObject({ success: true, message: '密码修改成功！' });
    expect(await alive(before)).toBe(401);
    expect((await login(t.app, 'forgetful', '123456')).statusCode).toBe(400);
    expect((await login(t.app, 'forgetful', 'brandnew')).statusCode).toBe(200);

    await expectRefusal(
      await call('PUT', 'changPassword', { username: 'forgetful', password: '12345' }),
      400,
      '请至少输入6-16位任意字符',
    );
    await expectRefusal(
      await call('PUT', 'changPassword', {
        username: 'forgetful',
        password: '123456',
        confirmpassword: '654321',
      }),
      400,
      '两次输入的密码不一样！',
    );
    await expectRefusal(
      await call('PUT', 'changPassword', { username: 'ghost', password: '123456' }),
      404,
      '用户不存在：ghost',
    );
    await expectRefusal(await call('PUT', 'changPassword', { password: '123456' }), 400, '$.username');
  });

  it('checks updatePassword’s fields in SPEC.md §5’s order, with its messages', async () => {
    await createTestUser(t.db, 'careful', { roles: ['user'] });
    const token = await tokenFor(t.app, 'careful');
    const full = {
      username: 'careful',
      oldpassword: '123456',
      password: 'abcdef',
      confirmpassword: 'abcdef',
    };
    for (const [body, status, message] of [
      [{ ...full, oldpassword: '' }, 400, '请输入旧密码!'],
      [{ ...full, password: undefined }, 400, '请输入新密码!'],
      [{ ...full, confirmpassword: '' }, 400, '请确认新密码!'],
      [{ ...full, confirmpassword: 'abcdeg' }, 400, '两次输入的密码不一样！'],
      [{ ...full, password: 'abc', confirmpassword: 'abc' }, 400, '请至少输入6-16位任意字符'],
      [{ ...full, oldpassword: 'wrong!' }, 400, '旧密码输入错误'],
      [{ ...full, username: 'admin' }, 403, '只能修改自己的密码'],
    ] as const) {
      const response = await call('POST', 'updatePassword', body, token);
      expect(response.statusCode, message).toBe(status);
      expect(envelopeOf(response).message).toBe(message);
    }
    expect((await login(t.app, 'careful', '123456')).statusCode).toBe(200);
  });

  it('changes your own password: other sessions end, the current one stays', async () => {
    await createTestUser(t.db, 'mover', { roles: ['user'] });
    const current = await tokenFor(t.app, 'mover');
    const other = await tokenFor(t.app, 'mover');
    const response = await call(
      'POST',
      'updatePassword',
      { username: 'mover', oldpassword: '123456', password: '新密码abc', confirmpassword: '新密码abc' },
      current,
    );
    expect(envelopeOf(response)).toMatchObject({ success: true, message: '密码修改成功！' });
    expect(await alive(current)).toBe(200);
    expect(await alive(other)).toBe(401);
    expect((await login(t.app, 'mover', '新密码abc')).statusCode).toBe(200);
    const anonymous = await sendWithToken(t.app, 'POST', `${BASE}/updatePassword`, undefined, {
      oldpassword: 'x',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses freezing and setting passwords to a user without the codes', async () => {
    const zhangsan = await tokenFor(t.app, 'zhangsan');
    expect((await call('PUT', 'frozenBatch', { ids: 'x', status: 2 }, zhangsan)).statusCode).toBe(403);
    expect(
      (await call('PUT', 'changPassword', { username: 'admin', password: '123456' }, zhangsan)).statusCode,
    ).toBe(403);
  });
});
