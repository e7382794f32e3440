/**
 * Register and password reset through the real app on each dialect (issue 19): a registered user is
 * 普通用户 and signs in; duplicates and SPEC.md §5's password rule are refused in Chinese; the reset
 * answers the same for registered and unregistered phones, takes the new password in a POST body only and
 * ends every session of the user; SELF_REGISTER=off closes registration.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult, PhoneVerificationResult } from '../../schemas/index';
import { envelopeOf, getWithToken, login, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';
import { latestCode, outboxOf, postFrom, sendSms, userWithPhone } from './sms-helpers';

const MINUTE = 60_000;

describe.each(dialects())('register on $name', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withApp(dialect);
  });
  afterAll(() => t?.close());

  it('registers a 普通用户 with a phone proven by its code, who can then sign in', async () => {
    expect((await sendSms(t.app, '13600000001', '1', '198.51.100.101')).statusCode).toBe(200);
    const code = await latestCode(t.app, '13600000001');
    const registered = await postFrom(t.app, '/platform/sys/user/register', {
      username: 'reg_xiaoming',
      password: 'secret1',
      phone: '13600000001',
      smscode: code,
    });
    expect(registered.statusCode).toBe(200);
    expect(envelopeOf(registered)).toMatchObject({ success: true, message: '注册成功' });

    const signedIn = await login(t.app, 'reg_xiaoming', 'secret1');
    expect(signedIn.statusCode).toBe(200);
    const { token, userInfo } = envelopeOf<LoginResult>(signedIn).result;
    expect(userInfo).toMatchObject({ username: 'reg_xiaoming', phone: '13600000001', status: 1 });
    const roles = await t.db
      .selectFrom('sys_user_role as ur')
      .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
      .select('r.role_code')
      .where('ur.user_id', '=', userInfo.id)
      .execute();
    expect(roles.map((role) => role.role_code)).toEqual(['user']);
    expect(
      (await getWithToken(t.app, '/platform/sys/permission/getUserPermissionByToken', token)).statusCode,
    ).toBe(200);
  });

  it('refuses a taken username and a short password in Chinese, before the code is used up', async () => {
    await sendSms(t.app, '13600000002', '1', '198.51.100.102');
    const code = await latestCode(t.app, '13600000002');
    const taken = await postFrom(t.app, '/platform/sys/user/register', {
      username: 'admin',
      password: 'secret1',
      phone: '13600000002',
      smscode: code,
    });
    expect(taken.statusCode).toBe(409);
    expect(envelopeOf(taken)).toMatchObject({ success: false, message: '用户名已存在' });
    const short = await postFrom(t.app, '/platform/sys/user/register', {
      username: 'reg_short',
      password: '12345',
      phone: '13600000002',
      smscode: code,
    });
    expect(short.statusCode).toBe(400);
    expect(envelopeOf(short).message).toBe('请至少输入6-16位任意字符');
    const ok = await postFrom(t.app, '/platform/sys/user/register', {
      username: 'reg_short',
      password: '123456',
      phone: '13600000002',
      smscode: code,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('sends a registered phone a notice instead of a code, answering as for a new phone', async () => {
    const fresh = await sendSms(t.app, '13600000003', '1', '198.51.100.103');
    const known = await sendSms(t.app, '13912345678', '1', '198.51.100.104');
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(envelopeOf(known).message).toBe(envelopeOf(fresh).message);
    const [notice] = await outboxOf(t.app, '13912345678');
    expect(notice.purpose).toBe('register');
    expect(notice.content).toContain('该手机号已注册');
    expect(notice.content).not.toMatch(/\d{6}/);
    const refused = await postFrom(t.app, '/platform/sys/user/register', {
      username: 'reg_dup_phone',
      password: 'secret1',
      phone: '13912345678',
      smscode: '123456',
    });
    expect(refused.statusCode).toBe(400);
  });

  it('refuses malformed bodies with a 400, never a 500', async () => {
    for (const body of [
      {},
      { username: 'x', password: 'secret1', phone: '13600000009', smscode: '1' },
      { username: 'reg_bad', password: 'secret1', phone: 'abc', smscode: '123456' },
      { username: 'reg_bad', password: 'secret1', phone: '13600000009', smscode: '123456', email: 'nope' },
    ]) {
      const response = await postFrom(t.app, '/platform/sys/user/register', body);
      expect(response.statusCode).toBe(400);
      expect(envelopeOf(response).message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});

describe.each(dialects())('password reset on $name', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withApp(dialect);
  });
  afterAll(() => t?.close());

  it('answers the same for registered and unregistered phones, at every step', async () => {
    await userWithPhone(t.db, 'reset_same', '13500000001');
    const known = await sendSms(t.app, '13500000001', '2', '198.51.100.111');
    const unknown = await sendSms(t.app, '13500000002', '2', '198.51.100.112');
    expect([unknown.statusCode, envelopeOf(unknown).message]).toEqual([
      known.statusCode,
      envelopeOf(known).message,
    ]);
    expect(await outboxOf(t.app, '13500000001')).toHaveLength(1);
    expect(await outboxOf(t.app, '13500000002')).toEqual([]);

    const verify = (phone: string) =>
      postFrom(t.app, '/platform/sys/user/phoneVerification', { phone, smscode: '000000' });
    const code = await latestCode(t.app, '13500000001');
    if (code !== '000000') {
      const a = await verify('13500000001');
      const b = await verify('13500000002');
      expect([b.statusCode, envelopeOf(b).message]).toEqual([a.statusCode, envelopeOf(a).message]);
    }
  });

  it('resets with the code and a POST body, ending every session of the user', async () => {
    await userWithPhone(t.db, 'reset_me', '13500000003');
    const before = await tokenFor(t.app, 'reset_me');
    await sendSms(t.app, '13500000003', '2', '198.51.100.113');
    const code = await latestCode(t.app, '13500000003');
    const verified = await postFrom(t.app, '/platform/sys/user/phoneVerification', {
      phone: '13500000003',
      smscode: code,
    });
    expect(verified.statusCode).toBe(200);
    const { username, smscode: ticket } = envelopeOf<PhoneVerificationResult>(verified).result;
    expect(username).toBe('reset_me');
    expect(ticket).not.toBe(code);

    const mismatch = await postFrom(t.app, '/platform/sys/user/passwordChange', {
      username,
      phone: '13500000003',
      smscode: ticket,
      password: 'newpass1',
      confirmPassword: 'newpass2',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(envelopeOf(mismatch).message).toBe('两次输入的密码不一样！');

    const byGet = await t.app.inject({
      method: 'GET',
      url: `/platform/sys/user/passwordChange?username=${username}&password=newpass1&smscode=${ticket}&phone=13500000003`,
    });
    expect(byGet.statusCode).toBe(405);
    expect(envelopeOf(byGet).message).toContain('请用 POST 提交');

    const reset = await postFrom(t.app, '/platform/sys/user/passwordChange', {
      username,
      phone: '13500000003',
      smscode: ticket,
      password: 'newpass1',
      confirmPassword: 'newpass1',
    });
    expect(reset.statusCode).toBe(200);
    expect(envelopeOf(reset).success).toBe(true);

    expect(
      (await getWithToken(t.app, '/platform/sys/permission/getUserPermissionByToken', before)).statusCode,
    ).toBe(401);
    expect((await login(t.app, 'reset_me', '123456')).statusCode).toBe(400);
    expect((await login(t.app, 'reset_me', 'newpass1')).statusCode).toBe(200);

    const reused = await postFrom(t.app, '/platform/sys/user/passwordChange', {
      username,
      phone: '13500000003',
      smscode: ticket,
      password: 'another1',
    });
    expect(reused.statusCode).toBe(400);
    expect(envelopeOf(reused).message).toBe('手机验证已失效（10分钟内有效），请重新验证手机');
  });

  it('refuses a ticket for another account, and one older than 10 minutes', async () => {
    await userWithPhone(t.db, 'reset_other', '13500000004');
    await sendSms(t.app, '13500000004', '2', '198.51.100.114');
    const verified = await postFrom(t.app, '/platform/sys/user/phoneVerification', {
      phone: '13500000004',
      smscode: await latestCode(t.app, '13500000004'),
    });
    const { smscode: ticket } = envelopeOf<PhoneVerificationResult>(verified).result;
    const other = await postFrom(t.app, '/platform/sys/user/passwordChange', {
      username: 'admin',
      phone: '13500000004',
      smscode: ticket,
      password: 'hacked1',
    });
    expect(other.statusCode).toBe(400);
    expect((await login(t.app, 'admin', '123456')).statusCode).toBe(200);

    t.clock.advance(MINUTE + 1000);
    await sendSms(t.app, '13500000004', '2', '198.51.100.115');
    const again = await postFrom(t.app, '/platform/sys/user/phoneVerification', {
      phone: '13500000004',
      smscode: await latestCode(t.app, '13500000004'),
    });
    const late = envelopeOf<PhoneVerificationResult>(again).result.smscode;
    t.clock.advance(10 * MINUTE + 1000);
    const expired = await postFrom(t.app, '/platform/sys/user/passwordChange', {
      username: 'reset_other',
      phone: '13500000004',
      smscode: late,
      password: 'newpass1',
    });
    expect(expired.statusCode).toBe(400);
    expect(envelopeOf(expired).message).toBe('手机验证已失效（10分钟内有效），请重新验证手机');
  });
});

describe.each(dialects())('self-registration switched off on $name', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    process.env.SELF_REGISTER = 'off';
    t = await withApp(dialect);
  });
  afterEach(() => {
    delete process.env.SELF_REGISTER;
  });
  afterAll(() => t?.close());

  it('refuses register codes and register calls with a 403 in Chinese', async () => {
    const sms = await sendSms(t.app, '13600000011', '1', '198.51.100.121');
    expect(sms.statusCode).toBe(403);
    expect(envelopeOf(sms).message).toBe('系统未开放自助注册，请联系管理员开通账号');
    const register = await postFrom(t.app, '/platform/sys/user/register', {
      username: 'reg_closed',
      password: 'secret1',
      phone: '13600000011',
      smscode: '123456',
    });
    expect(register.statusCode).toBe(403);
    // Sign-in codes still go out.
    expect((await sendSms(t.app, '13800138000', '0', '198.51.100.122')).statusCode).toBe(200);
  });
});
