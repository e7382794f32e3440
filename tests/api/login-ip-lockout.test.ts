/**
 * The per-address sign-in lockout through the real app on each database dialect: one address trying a
 * password on many usernames is stopped, other addresses are not.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const MINUTE = 60_000;
const IP_LOCKED = '该IP地址登录失败次数过多，请10分钟后再试';
const WRONG = '用户名或密码错误';

function loginFrom(app: FastifyInstance, remoteAddress: string, username: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/platform/sys/login',
    payload: { username, password },
    remoteAddress,
  });
}

describe.each(dialects())('the per-address sign-in lockout on $name', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withApp(dialect);
  });
  afterAll(() => t?.close());

  it('refuses the 21st attempt from one address after 20 usernames failed, even with the right password', async () => {
    for (let i = 0; i < 20; i++) {
      const response = await loginFrom(t.app, '203.0.113.7', `sprayed-${i}`, 'Spring2026!');
      expect(envelopeOf(response).message).toBe(WRONG);
      t.clock.advance(1000);
    }

    const refused = await loginFrom(t.app, '203.0.113.7', 'admin', '123456');
    expect(refused.statusCode).toBe(429);
    const { timestamp: _, ...body } = envelopeOf(refused);
    expect(body).toEqual({ success: false, code: 429, message: IP_LOCKED, result: null });

    const elsewhere = await loginFrom(t.app, '198.51.100.9', 'admin', '123456');
    expect(elsewhere.statusCode).toBe(200);

    // The lock runs 10 minutes from the 20th failure, which was 1 s ago; refused attempts do not extend it.
    t.clock.advance(10 * MINUTE - 2000);
    expect((await loginFrom(t.app, '203.0.113.7', 'zhangsan', '123456')).statusCode).toBe(429);
    t.clock.advance(1000);
    expect((await loginFrom(t.app, '203.0.113.7', 'admin', '123456')).statusCode).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    for (let i = 0; i < 19; i++) await loginFrom(t.app, '192.0.2.44', `typo-${i}`, 'wrong');
    for (let i = 0; i < 6; i++) {
      expect((await loginFrom(t.app, '192.0.2.44', 'admin', '123456')).statusCode).toBe(200);
    }

    expect(envelopeOf(await loginFrom(t.app, '192.0.2.44', 'typo-19', 'wrong')).message).toBe(WRONG);
    const refused = await loginFrom(t.app, '192.0.2.44', 'admin', '123456');
    expect(refused.statusCode).toBe(429);
    expect(envelopeOf(refused).message).toBe(IP_LOCKED);
    t.clock.advance(10 * MINUTE);
  });

  it('counts an IPv6 /64 as one address, since its holder can use a new address for every try', async () => {
    for (let i = 1; i <= 20; i++)
      await loginFrom(t.app, `2001:db8:0:1::${i.toString(16)}`, `v6-${i}`, 'wrong');

    expect((await loginFrom(t.app, '2001:db8:0:1::abcd', 'admin', '123456')).statusCode).toBe(429);
    expect((await loginFrom(t.app, '2001:db8:0:2::1', 'admin', '123456')).statusCode).toBe(200);
    t.clock.advance(10 * MINUTE);
  });

  it('writes the refusal to the login log with the address', async () => {
    const since = t.clock.now().toISOString();
    for (let i = 0; i < 20; i++) await loginFrom(t.app, '203.0.113.99', `logged-${i}`, 'wrong');
    await loginFrom(t.app, '203.0.113.99', 'lisi', '123456');

    const rows = await t.db
      .selectFrom('sys_log')
      .select(['log_content', 'ip', 'ok'])
      .where('created_at', '>=', since)
      .where('username', '=', 'lisi')
      .execute();
    expect(rows).toEqual([{ log_content: `用户名: lisi,登录失败：${IP_LOCKED}`, ip: '203.0.113.99', ok: 0 }]);
    t.clock.advance(10 * MINUTE);
  });
});
