/**
 * SMS codes and phone sign-in through the real app on each dialect (issue 19): the 短信发件箱 gets the
 * code, phone sign-in answers as password sign-in does, codes are single use, expire after 5 minutes on
 * the server's clock and die at the fifth wrong try, and sends are limited per phone and per address
 * with Chinese messages saying when to retry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../schemas/index';
import { envelopeOf, getWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';
import { latestCode, outboxOf, postFrom, sendSms, userWithPhone } from './sms-helpers';

const MINUTE = 60_000;

describe.each(dialects())('SMS codes and phone sign-in on $name', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withApp(dialect);
  });
  afterAll(() => t?.close());

  it('sends a 6-digit sign-in code to the outbox and signs in with it as password sign-in does', async () => {
    const sent = await sendSms(t.app, '13800138000', '0', '198.51.100.10');
    expect(sent.statusCode).toBe(200);
    expect(envelopeOf(sent)).toMatchObject({ success: true, message: '验证码已发送，5分钟内有效' });
    const [message] = await outboxOf(t.app, '13800138000');
    expect(message).toMatchObject({ purpose: 'login', purpose_dictText: '登录' });
    expect(message.content).toMatch(/^【斗拱】您的登录验证码是 \d{6}，5分钟内有效/);

    const code = await latestCode(t.app, '13800138000');
    const login = await postFrom(t.app, '/platform/sys/phoneLogin', { mobile: '13800138000', captcha: code });
    expect(login.statusCode).toBe(200);
    const body = envelopeOf<LoginResult>(login);
    expect(body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(body.result.userInfo.username).toBe('admin');
    expect(body.result).toHaveProperty('multi_depart');
    const menu = await getWithToken(
      t.app,
      '/platform/sys/permission/getUserPermissionByToken',
      body.result.token,
    );
    expect(menu.statusCode).toBe(200);

    // Single use.
    const again = await postFrom(t.app, '/platform/sys/phoneLogin', { mobile: '13800138000', captcha: code });
    expect(again.statusCode).toBe(400);
    expect(envelopeOf(again)).toMatchObject({
      success: false,
      message: '验证码错误或已失效，请重新获取验证码',
    });
  });

  it('answers an unknown phone as a registered one, and sends it nothing', async () => {
    const known = await sendSms(t.app, '13912345678', '0', '198.51.100.11');
    const unknown = await sendSms(t.app, '13900000001', '0', '198.51.100.12');
    expect(unknown.statusCode).toBe(known.statusCode);
    const { timestamp: _a, ...knownBody } = envelopeOf(known);
    const { timestamp: _b, ...unknownBody } = envelopeOf(unknown);
    expect(unknownBody).toEqual(knownBody);
    expect(await outboxOf(t.app, '13900000001')).toEqual([]);

    const login = await postFrom(t.app, '/platform/sys/phoneLogin', {
      mobile: '13900000001',
      captcha: '123456',
    });
    expect(login.statusCode).toBe(400);
    expect(envelopeOf(login).success).toBe(false);
  });

  it('voids a code at the fifth wrong try: the sixth try fails even with the right code', async () => {
    await userWithPhone(t.db, 'sms_tries', '13700000002');
    await sendSms(t.app, '13700000002', '2', '198.51.100.13');
    const code = await latestCode(t.app, '13700000002');
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await postFrom(t.app, '/platform/sys/user/phoneVerification', {
        phone: '13700000002',
        smscode: wrong,
      });
      expect(response.statusCode).toBe(400);
      messages.push(envelopeOf(response).message);
    }
    expect(messages).toEqual([
      '验证码错误，还可再试4次',
      '验证码错误，还可再试3次',
      '验证码错误，还可再试2次',
      '验证码错误，还可再试1次',
      '验证码错误次数过多，已失效，请重新获取验证码',
    ]);
    const sixth = await postFrom(t.app, '/platform/sys/user/phoneVerification', {
      phone: '13700000002',
      smscode: code,
    });
    expect(sixth.statusCode).toBe(400);
    expect(envelopeOf(sixth)).toMatchObject({
      success: false,
      message: '验证码错误次数过多，已失效，请重新获取验证码',
    });
  });

  it('expires a code after 5 minutes of the server clock', async () => {
    await userWithPhone(t.db, 'sms_expiry', '13700000003');
    await sendSms(t.app, '13700000003', '2', '198.51.100.14');
    const code = await latestCode(t.app, '13700000003');
    t.clock.advance(5 * MINUTE + 1000);
    const late = await postFrom(t.app, '/platform/sys/user/phoneVerification', {
      phone: '13700000003',
      smscode: code,
    });
    expect(late.statusCode).toBe(400);
    expect(envelopeOf(late).message).toBe('验证码已过期（5分钟内有效），请重新获取验证码');
  });

  it('keeps one code per phone and purpose: a new send voids the old one', async () => {
    await userWithPhone(t.db, 'sms_newer', '13700000004');
    await sendSms(t.app, '13700000004', '2', '198.51.100.15');
    const first = await latestCode(t.app, '13700000004');
    t.clock.advance(MINUTE + 1000);
    await sendSms(t.app, '13700000004', '2', '198.51.100.15');
    const second = await latestCode(t.app, '13700000004');
    if (first !== second) {
      const old = await postFrom(t.app, '/platform/sys/user/phoneVerification', {
        phone: '13700000004',
        smscode: first,
      });
      expect(old.statusCode).toBe(400);
    }
    const fresh = await postFrom(t.app, '/platform/sys/user/phoneVerification', {
      phone: '13700000004',
      smscode: second,
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses a second send to a phone within a minute, and the 11th in 24 hours, saying when to retry', async () => {
    const phone = '13700000005';
    expect((await sendSms(t.app, phone, '0', '198.51.100.20')).statusCode).toBe(200);
    t.clock.advance(20_000);
    const soon = await sendSms(t.app, phone, '0', '198.51.100.21');
    expect(soon.statusCode).toBe(429);
    expect(envelopeOf(soon)).toMatchObject({
      success: false,
      message: '该手机号获取验证码过于频繁，每分钟只能发送1次，请40秒后再试',
    });
    for (let i = 1; i < 10; i++) {
      t.clock.advance(MINUTE);
      expect((await sendSms(t.app, phone, '0', `198.51.100.${21 + i}`)).statusCode).toBe(200);
    }
    t.clock.advance(MINUTE);
    const eleventh = await sendSms(t.app, phone, '0', '198.51.100.40');
    expect(eleventh.statusCode).toBe(429);
    expect(envelopeOf(eleventh).message).toMatch(
      /^该手机号24小时内已获取10次验证码，已达上限，请约24小时后再试$/,
    );
  });

  it('limits sends per client address across phones', async () => {
    const address = '203.0.113.50';
    expect((await sendSms(t.app, '13700000006', '0', address)).statusCode).toBe(200);
    const other = await sendSms(t.app, '13700000007', '0', address);
    expect(other.statusCode).toBe(429);
    expect(envelopeOf(other).message).toMatch(
      /^当前网络获取验证码过于频繁，每分钟只能发送1次，请\d+秒后再试$/,
    );
    for (let i = 0; i < 9; i++) {
      t.clock.advance(MINUTE);
      expect((await sendSms(t.app, `1370000010${i}`, '0', address)).statusCode).toBe(200);
    }
    t.clock.advance(MINUTE);
    const over = await sendSms(t.app, '13700000199', '0', address);
    expect(over.statusCode).toBe(429);
    expect(envelopeOf(over).message).toContain('当前网络24小时内已获取10次验证码');
  });

  it('refuses bad input with a Chinese 400, never a 500', async () => {
    const badPhone = await sendSms(t.app, '12345', '0', '198.51.100.60');
    expect(badPhone.statusCode).toBe(400);
    expect(envelopeOf(badPhone).message).toBe('请输入正确的手机号（11位数字，以1开头，第二位为3-9）');
    const badMode = await sendSms(t.app, '13800138000', '9' as '0', '198.51.100.61');
    expect(badMode.statusCode).toBe(400);
    const noCaptcha = await postFrom(t.app, '/platform/sys/phoneLogin', { mobile: '13800138000' });
    expect(noCaptcha.statusCode).toBe(400);
    expect(envelopeOf(noCaptcha).message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('counts wrong codes towards the account lockout, as wrong passwords do', async () => {
    await userWithPhone(t.db, 'sms_lock', '13700000008');
    await sendSms(t.app, '13700000008', '0', '198.51.100.70');
    const code = await latestCode(t.app, '13700000008');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await postFrom(
        t.app,
        '/platform/sys/phoneLogin',
        { mobile: '13700000008', captcha: wrong },
        '198.51.100.70',
      );
    const locked = await postFrom(t.app, '/platform/sys/login', { username: 'sms_lock', password: '123456' });
    expect(locked.statusCode).toBe(429);
    expect(envelopeOf(locked).message).toBe('登录失败次数过多，账号已锁定，请10分钟后再试');
  });

  it('shows the outbox to holders of sms:outbox only', async () => {
    expect((await getWithToken(t.app, '/platform/sys/smsOutbox/list')).statusCode).toBe(401);
    const zhangsan = await tokenFor(t.app, 'zhangsan');
    expect((await getWithToken(t.app, '/platform/sys/smsOutbox/list', zhangsan)).statusCode).toBe(403);
  });
});
