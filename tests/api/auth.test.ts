/**
 * Sign-in, lockout, sessions and logout through the real app on each database dialect.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate } from '../../schemas/index';
import { envelopeOf, getWithToken, login, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const MINUTE = 60_000;
const PERMISSIONS_URL = '/platform/sys/permission/getUserPermissionByToken';
const LOCKED = '登录失败次数过多，账号已锁定，请10分钟后再试';
const TOKEN_INVALID = 'Token失效，请重新登录';

describe.each(dialects())('authentication on $name', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withApp(dialect);
  });
  afterAll(() => t?.close());

  it('signs admin in with a token and the user info, never a password field', async () => {
    const response = await login(t.app, 'admin', '123456');

    expect(response.statusCode).toBe(200);
    const body = envelopeOf<{ token: string; userInfo: Record<string, unknown> }>(response);
    expect(body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(validate('LoginResult', body.result)).toEqual({ ok: true, errors: [] });
    expect(body.result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.result.userInfo).toMatchObject({
      username: 'admin',
      realname: '管理员',
      orgCode: 'A01',
      status: 1,
    });
    expect(response.body).not.toMatch(/password|argon2/i);
  });

  it('refuses a username with control characters with 400, on every database (never a 500)', async () => {
    const response = await login(t.app, 'ad\u0000min', '123456');
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).message).toContain('username');
  });

  it('stores only the SHA-256 of the token, expiring in 7 days', async () => {
    const token = await tokenFor(t.app, 'admin');
    const hash = createHash('sha256').update(token).digest('hex');

    const session = await t.db
      .selectFrom('sys_session')
      .selectAll()
      .where('token_hash', '=', hash)
      .executeTakeFirst();
    expect(session).toBeDefined();
    expect(Date.parse(session!.expires_at) - Date.parse(session!.created_at)).toBe(7 * 24 * 60 * MINUTE);
    const leaked = await t.db
      .selectFrom('sys_session')
      .select('id')
      .where('token_hash', '=', token)
      .execute();
    expect(leaked).toHaveLength(0);
  });

  it('answers a wrong password and an unknown user exactly alike', async () => {
    const wrong = await login(t.app, 'zhangsan', 'not-his-password');
    const unknown = await login(t.app, 'nobody-here', 'whatever');

    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    const { timestamp: _a, ...wrongBody } = envelopeOf(wrong);
    const { timestamp: _b, ...unknownBody } = envelopeOf(unknown);
    expect(wrongBody).toEqual({ success: false, message: '用户名或密码错误', code: 400, result: null });
    expect(unknownBody).toEqual(wrongBody);
  });

  it('locks a username after five wrong passwords, even for the right one, until 10 minutes pass', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await login(t.app, 'lisi', `wrong-${i}`);
      expect(envelopeOf(response).message).toBe('用户名或密码错误');
      t.clock.advance(1000);
    }

    const locked = await login(t.app, 'lisi', '123456');
    expect(locked.statusCode).toBe(429);
    expect(envelopeOf(locked)).toMatchObject({ success: false, code: 429, message: LOCKED });

    // The lock runs 10 minutes from the fifth failure, which was 1 s ago.
    t.clock.advance(10 * MINUTE - 2000);
    expect((await login(t.app, 'lisi', '123456')).statusCode).toBe(429);

    t.clock.advance(1000);
    const unlocked = await login(t.app, 'lisi', '123456');
    expect(unlocked.statusCode).toBe(200);
    const left = await t.db
      .selectFrom('sys_login_failure')
      .select('id')
      .where('username', '=', 'lisi')
      .execute();
    expect(left).toHaveLength(0);
  });

  it('does not lock for failures spread over more than 10 minutes', async () => {
    for (let i = 0; i < 4; i++) await login(t.app, 'lisi', 'wrong');
    t.clock.advance(11 * MINUTE);
    await login(t.app, 'lisi', 'wrong');

    expect((await login(t.app, 'lisi', '123456')).statusCode).toBe(200);
  });

  it('locks unknown usernames the same way, so the lock reveals nothing either', async () => {
    for (let i = 0; i < 5; i++) await login(t.app, 'ghost', 'wrong');

    const sixth = await login(t.app, 'ghost', 'wrong');
    expect(sixth.statusCode).toBe(429);
    expect(envelopeOf(sixth).message).toBe(LOCKED);
    t.clock.advance(10 * MINUTE + 1);
  });

  it('refuses a frozen user with the right password, and ends their open sessions', async () => {
    const before = await tokenFor(t.app, 'wangwu');
    await t.db.updateTable('sys_user').set({ status: 2 }).where('username', '=', 'wangwu').execute();
    try {
      const frozen = await login(t.app, 'wangwu', '123456');
      expect(frozen.statusCode).toBe(403);
      expect(envelopeOf(frozen).message).toBe('该用户已冻结');
      // A wrong password does not reveal that the account is frozen.
      expect(envelopeOf(await login(t.app, 'wangwu', 'wrong')).message).toBe('用户名或密码错误');
      expect((await getWithToken(t.app, PERMISSIONS_URL, before)).statusCode).toBe(401);
    } finally {
      await t.db.updateTable('sys_user').set({ status: 1 }).where('username', '=', 'wangwu').execute();
      await t.db.deleteFrom('sys_login_failure').where('username', '=', 'wangwu').execute();
    }
  });

  it('answers 401 with the token message without a token or with a made-up one', async () => {
    for (const token of [undefined, 'made-up-token']) {
      const response = await getWithToken(t.app, '/platform/sys/loginfo', token);
      expect(response.statusCode).toBe(401);
      expect(envelopeOf(response)).toMatchObject({ success: false, code: 401, message: TOKEN_INVALID });
    }
  });

  it('never takes the token from the URL, where logs, history and Referer would keep it (issue 11)', async () => {
    const token = await tokenFor(t.app, 'admin');

    for (const url of [`${PERMISSIONS_URL}?token=${token}`, `/platform/sys/loginfo?token=${token}`]) {
      const byQuery = await t.app.inject({ method: 'GET', url });
      expect(byQuery.statusCode, url).toBe(401);
      expect(envelopeOf(byQuery).message).toBe(TOKEN_INVALID);
    }
    expect((await getWithToken(t.app, PERMISSIONS_URL, token)).statusCode).toBe(200);
  });

  it('ends the session on logout; the old token then answers 401; logging out again still succeeds', async () => {
    const token = await tokenFor(t.app, 'zhangsan');
    expect((await getWithToken(t.app, PERMISSIONS_URL, token)).statusCode).toBe(200);

    // Exactly what the browser sends: axios `post(url, null)` is an empty form-encoded request.
    const logout = await t.app.inject({
      method: 'POST',
      url: '/platform/sys/logout',
      headers: { 'x-access-token': token, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(logout.statusCode).toBe(200);
    expect(envelopeOf(logout)).toMatchObject({ success: true, code: 200, message: '退出登录成功！' });

    const after = await getWithToken(t.app, PERMISSIONS_URL, token);
    expect(after.statusCode).toBe(401);
    expect(envelopeOf(after).message).toBe(TOKEN_INVALID);
    const again = await t.app.inject({
      method: 'POST',
      url: '/platform/sys/logout',
      headers: { 'x-access-token': token },
    });
    expect(envelopeOf(again).success).toBe(true);
  });

  it('logs out by GET with the header; a ?token= in the URL ends nothing', async () => {
    const token = await tokenFor(t.app, 'zhangsan');

    const byQuery = await t.app.inject({ method: 'GET', url: `/platform/sys/logout?token=${token}` });
    expect(envelopeOf(byQuery).success).toBe(true);
    expect((await getWithToken(t.app, PERMISSIONS_URL, token)).statusCode).toBe(200);
    const logout = await getWithToken(t.app, '/platform/sys/logout', token);
    expect(envelopeOf(logout).success).toBe(true);
    expect((await getWithToken(t.app, PERMISSIONS_URL, token)).statusCode).toBe(401);
  });

  it('lets a session expire after 7 days', async () => {
    const token = await tokenFor(t.app, 'zhangsan');
    t.clock.advance(7 * 24 * 60 * MINUTE - 1000);
    expect((await getWithToken(t.app, PERMISSIONS_URL, token)).statusCode).toBe(200);

    t.clock.advance(1000);
    expect((await getWithToken(t.app, PERMISSIONS_URL, token)).statusCode).toBe(401);
  });

  it('writes every sign-in, refusal and sign-out to the login log with address and browser', async () => {
    const since = t.clock.now().toISOString();
    const token = await tokenFor(t.app, 'admin');
    await login(t.app, 'admin', 'wrong');
    await t.app.inject({ method: 'POST', url: '/platform/sys/logout', headers: { 'x-access-token': token } });

    const rows = await t.db
      .selectFrom('sys_log')
      .select(['log_type', 'log_content', 'username', 'userid', 'ip', 'user_agent', 'ok'])
      .where('created_at', '>=', since)
      .where('username', '=', 'admin')
      .execute();
    expect(rows.map((row) => [row.log_content, row.ok])).toEqual(
      expect.arrayContaining([
        ['用户名: admin,登录成功！', 1],
        ['用户名: admin,登录失败：用户名或密码错误', 0],
        ['用户名: admin,退出登录成功！', 1],
      ]),
    );
    for (const row of rows) {
      expect(row).toMatchObject({ log_type: 1, ip: '127.0.0.1' });
      expect(row.userid).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(rows.find((row) => row.ok === 1)?.user_agent).toBe('vitest-api');
  });
});
