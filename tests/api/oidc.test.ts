/**
 * Third-party sign-in over OpenID Connect against a real provider (oidc-provider, started here): the
 * authorization code + PKCE round trip ending in JeecgBoot's getLoginUser answer, and every way a sign-in
 * must be refused — forged or replayed state, a nonce that does not match, another browser, a used exchange
 * code, an identity nobody is bound to.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate } from '../../schemas/index';
import { envelopeOf, getWithToken } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';
import { signInAtProvider, startProvider, type TestProvider } from './oidc-provider-fixture';

const SERVER = 'http://dougong.test';
const callbackOf = (thirdType: string) => `${SERVER}/platform/sys/thirdLogin/${thirdType}/callback`;
const NOT_BOUND = '尚未绑定斗拱用户，请联系管理员开通或绑定后再登录';
const STATE_REFUSED = '第三方登录请求无效或已过期';
const EXCHANGE_REFUSED = '登录凭证无效或已使用（只能使用一次，2 分钟内有效），请重新登录';

const ACCOUNTS = {
  // Same username as the demo user: bound by the `corp` provider, whose policy allows matching.
  zhangsan: { preferred_username: 'zhangsan', name: '张三' },
  // lisi's address, verified by the provider.
  'lisi-at-idp': { email: 'lisi@dougong.test', email_verified: true, preferred_username: 'li.si' },
  // The same address, unverified: not enough to take lisi's account.
  'fake-lisi': { email: 'lisi@dougong.test', email_verified: false, preferred_username: 'fake' },
  // wangwu's username, but from a provider that does not match by username.
  wangwu: { preferred_username: 'wangwu', name: '王五' },
  newcomer: {
    preferred_username: 'newcomer',
    name: '新同事',
    email: 'new@dougong.test',
    email_verified: true,
  },
};

let provider: TestProvider;
beforeAll(async () => {
  provider = await startProvider(['corp', 'strict', 'open'].map(callbackOf), ACCOUNTS);
  const common = { issuer: provider.issuer, clientId: 'dougong', clientSecret: 'secret' };
  process.env.OIDC_PROVIDERS = JSON.stringify([
    { ...common, thirdType: 'corp', name: '公司统一认证', redirectUri: callbackOf('corp'), match: true },
    { ...common, thirdType: 'strict', name: '严格认证', redirectUri: callbackOf('strict') },
    { ...common, thirdType: 'open', name: '开放注册', redirectUri: callbackOf('open'), create: true },
  ]);
});
afterAll(async () => {
  delete process.env.OIDC_PROVIDERS;
  await provider?.close();
});

describe.each(dialects())('OpenID Connect sign-in on $name', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withApp(dialect);
    await t.db
      .updateTable('sys_user')
      .set({ email: 'lisi@dougong.test' })
      .where('username', '=', 'lisi')
      .execute();
  });
  afterAll(() => t?.close());

  /** GET render/{thirdType}: where the browser is sent, and the cookie it is given. */
  async function start(thirdType: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/platform/sys/thirdLogin/render/${thirdType}`,
    });
    expect(response.statusCode).toBe(302);
    const cookie = String(response.headers['set-cookie']).split(';')[0];
    return { location: String(response.headers.location), cookie };
  }

  function callback(thirdType: string, returned: URL, cookie?: string): Promise<LightMyRequestResponse> {
    return t.app.inject({
      method: 'GET',
      url: `/platform/sys/thirdLogin/${thirdType}/callback${returned.search}`,
      headers: cookie ? { cookie } : {},
    });
  }

  function codeOf(page: LightMyRequestResponse): string {
    const code = /data-code="([^"]+)"/.exec(page.body)?.[1];
    expect(code, page.body).toBeDefined();
    return code!;
  }

  async function signIn(thirdType: string, login: string): Promise<LightMyRequestResponse> {
    const { location, cookie } = await start(thirdType);
    return callback(thirdType, await signInAtProvider(location, login, callbackOf(thirdType)), cookie);
  }

  const exchange = (code: string, thirdType: string) =>
    t.app.inject({ method: 'GET', url: `/platform/sys/thirdLogin/getLoginUser/${code}/${thirdType}` });

  it('lists the configured providers on the public settings call, without their secrets', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/platform/sys/sso/config' });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response).result).toEqual({
      thirdLogin: [
        { thirdType: 'corp', name: '公司统一认证' },
        { thirdType: 'strict', name: '严格认证' },
        { thirdType: 'open', name: '开放注册' },
      ],
      cas: null,
    });
    expect(response.body).not.toContain('secret');
  });

  it('sends the browser to the provider with PKCE (S256), state and nonce, and a cookie for this browser only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/platform/sys/thirdLogin/render/corp' });
    const target = new URL(String(response.headers.location));
    expect(target.origin).toBe(provider.issuer);
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      client_id: 'dougong',
      response_type: 'code',
      redirect_uri: callbackOf('corp'),
      code_challenge_method: 'S256',
      scope: 'openid profile email',
    });
    for (const name of ['code_challenge', 'state', 'nonce'])
      expect(target.searchParams.get(name)).toMatch(/^.{40,}$/);
    expect(String(response.headers['set-cookie'])).toMatch(
      /^dougong_sso=[\w-]{43}; Path=\/platform\/sys\/thirdLogin; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
  });

  it('signs in through the provider: a one-time code, then the password sign-in answer with a working session', async () => {
    const page = await signIn('corp', 'zhangsan');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<script src="/platform/sys/thirdLogin/finish.js">');
    const code = codeOf(page);

    const answer = await exchange(code, 'corp');
    expect(answer.statusCode).toBe(200);
    const body = envelopeOf<{ token: string; userInfo: { username: string } }>(answer);
    expect(body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(validate('LoginResult', body.result)).toEqual({ ok: true, errors: [] });
    expect(body.result.userInfo.username).toBe('zhangsan');
    expect(body.result.token).not.toBe(code);
    const menu = await getWithToken(
      t.app,
      '/platform/sys/permission/getUserPermissionByToken',
      body.result.token,
    );
    expect(menu.statusCode).toBe(200);

    // The code was for one use.
    const again = await exchange(code, 'corp');
    expect(again.statusCode).toBe(401);
    expect(envelopeOf(again)).toMatchObject({ success: false, message: EXCHANGE_REFUSED });

    const log = await t.db
      .selectFrom('sys_log')
      .select('log_content')
      .where('log_content', 'like', '用户名: zhangsan,登录成功[第三方用户 corp]%')
      .execute();
    expect(log).toHaveLength(1);
  });

  it('binds the identity the first time: the next sign-in finds zhangsan by the binding', async () => {
    const bindings = await t.db
      .selectFrom('sys_third_account as a')
      .innerJoin('sys_user as u', 'u.id', 'a.user_id')
      .select(['u.username', 'a.issuer', 'a.subject', 'a.third_type'])
      .where('a.subject', '=', 'zhangsan')
      .execute();
    expect(bindings).toEqual([
      { username: 'zhangsan', issuer: provider.issuer, subject: 'zhangsan', third_type: 'corp' },
    ]);
    const second = await exchange(codeOf(await signIn('corp', 'zhangsan')), 'corp');
    expect(envelopeOf<{ userInfo: { username: string } }>(second).result.userInfo.username).toBe('zhangsan');
  });

  it('matches a verified email to its user, never an unverified one', async () => {
    const verified = await exchange(codeOf(await signIn('corp', 'lisi-at-idp')), 'corp');
    expect(envelopeOf<{ userInfo: { username: string } }>(verified).result.userInfo.username).toBe('lisi');

    const unverified = await signIn('corp', 'fake-lisi');
    expect(unverified.statusCode).toBe(403);
    expect(unverified.body).toContain(`第三方账号 fake ${NOT_BOUND}`);
  });

  it('refuses an identity nobody is bound to when the provider allows neither matching nor creating', async () => {
    const page = await signIn('strict', 'wangwu');
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain(`第三方账号 wangwu ${NOT_BOUND}`);
    expect(page.body).not.toContain('data-code');
  });

  it('creates a user (no roles) when the provider says create, and binds it', async () => {
    const first = envelopeOf<{ userInfo: { username: string; realname: string; email: string } }>(
      await exchange(codeOf(await signIn('open', 'newcomer')), 'open'),
    );
    expect(first.result.userInfo).toMatchObject({
      username: 'newcomer',
      realname: '新同事',
      email: 'new@dougong.test',
    });
    const second = envelopeOf<{ userInfo: { id: string } }>(
      await exchange(codeOf(await signIn('open', 'newcomer')), 'open'),
    );
    const users = await t.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', 'like', 'newcomer%')
      .execute();
    expect(users).toEqual([{ id: second.result.userInfo.id }]);
  });

  it('refuses a forged state', async () => {
    const { cookie } = await start('corp');
    const page = await callback(
      'corp',
      new URL(`${callbackOf('corp')}?code=abc&state=forged-state-value`),
      cookie,
    );
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(STATE_REFUSED);
  });

  it('refuses the same answer twice (a replayed code)', async () => {
    const { location, cookie } = await start('corp');
    const returned = await signInAtProvider(location, 'zhangsan', callbackOf('corp'));
    expect((await callback('corp', returned, cookie)).statusCode).toBe(200);
    const replay = await callback('corp', returned, cookie);
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain(STATE_REFUSED);
  });

  it('refuses an answer brought by another browser (no cookie of the sign-in)', async () => {
    const { location } = await start('corp');
    const page = await callback('corp', await signInAtProvider(location, 'zhangsan', callbackOf('corp')));
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(STATE_REFUSED);
  });

  it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
    const { location, cookie } = await start('corp');
    const state = new URL(location).searchParams.get('state')!;
    const returned = await signInAtProvider(location, 'zhangsan', callbackOf('corp'));
    await t.db
      .updateTable('sys_sso_attempt')
      .set({ nonce: 'another-nonce-entirely-0123456789abcdef' })
      .execute();
    const page = await callback('corp', returned, cookie);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('ID 令牌的 nonce 与本次登录不符');
    expect(returned.searchParams.get('state')).toBe(state);
  });

  it('refuses an exchange code after two minutes, and for another provider', async () => {
    const late = codeOf(await signIn('corp', 'zhangsan'));
    t.clock.advance(2 * 60 * 1000 + 1);
    expect((await exchange(late, 'corp')).statusCode).toBe(401);
    const other = codeOf(await signIn('corp', 'zhangsan'));
    expect((await exchange(other, 'open')).statusCode).toBe(401);
    expect((await exchange(other, 'corp')).statusCode).toBe(401);
  });

  it('answers an unknown provider in Chinese', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/platform/sys/thirdLogin/render/github' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('未配置第三方登录方式：github');
    const exchangeOther = await exchange('abc', 'github');
    expect(envelopeOf(exchangeOther)).toMatchObject({
      success: false,
      message: expect.stringContaining('github'),
    });
  });
});

describe("JeecgBoot's popup", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withApp(dialects()[0]!, { corsOrigins: ['http://jeecg.test:3000'] });
  });
  afterAll(() => t?.close());

  it('gets the code posted only to our origin and CORS_ORIGINS, from a page its opener can reach', async () => {
    const render = await t.app.inject({ method: 'GET', url: '/platform/sys/thirdLogin/render/corp' });
    const cookie = String(render.headers['set-cookie']).split(';')[0];
    const returned = await signInAtProvider(String(render.headers.location), 'zhangsan', callbackOf('corp'));
    const page = await t.app.inject({
      method: 'GET',
      url: `/platform/sys/thirdLogin/corp/callback${returned.search}`,
      headers: { cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(page.body).toContain(
      'data-origins="[&#34;http://dougong.test&#34;,&#34;http://jeecg.test:3000&#34;]"',
    );
    // The cookie of the sign-in ends with it.
    expect(String(page.headers['set-cookie'])).toContain(
      'dougong_sso=; Path=/platform/sys/thirdLogin; Max-Age=0',
    );

    const script = await t.app.inject({ method: 'GET', url: '/platform/sys/thirdLogin/finish.js' });
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('opener.postMessage(code, origins[i])');
    expect(script.body).toContain("'/user/login#' + hash");
  });
});
