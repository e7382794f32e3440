/**
 * CAS single sign-on against a CAS-protocol server started here: JeecgBoot's GET /sys/cas/client/validateLogin
 * answers {success, result: {token, userInfo}} for a good ticket, and refuses in Chinese a bad or replayed
 * ticket, a CAS user without an account, a frozen user and a service that is not ours.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate } from '../../schemas/index';
import { parseCasAnswer } from '../../server/modules/sso/cas';
import { envelopeOf, getWithToken } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';
import { startCasServer, type TestCasServer } from './cas-server-fixture';

const SERVICE = 'http://dougong.test/user/login';
const JEECG_SERVICE = 'http://jeecg.test/';

let cas: TestCasServer;
beforeAll(async () => {
  cas = await startCasServer();
  process.env.CAS_URL = cas.url;
  process.env.CAS_SERVICE = `${SERVICE}, ${JEECG_SERVICE}`;
});
afterAll(async () => {
  delete process.env.CAS_URL;
  delete process.env.CAS_SERVICE;
  await cas?.close();
});

describe.each(dialects())('CAS sign-in on $name', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withApp(dialect);
  });
  afterAll(() => t?.close());

  const validateLogin = (ticket: string, service = SERVICE) =>
    t.app.inject({
      method: 'GET',
      url: `/platform/sys/cas/client/validateLogin?${new URLSearchParams({ ticket, service })}`,
    });

  it('tells the sign-in page where the CAS login is and which service to come back to', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/platform/sys/sso/config' });
    expect(envelopeOf(response).result).toEqual({
      thirdLogin: [],
      cas: { loginUrl: `${cas.url}/login`, service: SERVICE },
    });
  });

  it('signs the CAS user in with a session, answered as JeecgBoot does', async () => {
    const ticket = cas.issue('zhangsan', SERVICE);
    const response = await validateLogin(ticket);
    expect(response.statusCode).toBe(200);
    const body = envelopeOf<{ token: string; userInfo: { username: string } }>(response);
    expect(body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(validate('LoginResult', body.result)).toEqual({ ok: true, errors: [] });
    expect(body.result.userInfo.username).toBe('zhangsan');
    expect(cas.validations.at(-1)).toEqual({ ticket, service: SERVICE });
    const menu = await getWithToken(
      t.app,
      '/platform/sys/permission/getUserPermissionByToken',
      body.result.token,
    );
    expect(menu.statusCode).toBe(200);
  });

  it("accepts JeecgBoot's own client's service when it is registered", async () => {
    const response = await validateLogin(cas.issue('lisi', JEECG_SERVICE), JEECG_SERVICE);
    expect(envelopeOf<{ userInfo: { username: string } }>(response).result.userInfo.username).toBe('lisi');
  });

  it('refuses a bad ticket and a used one', async () => {
    const bad = await validateLogin('ST-not-issued');
    expect(bad.statusCode).toBe(400);
    expect(envelopeOf(bad)).toMatchObject({
      success: false,
      message: 'CAS 票据无效或已过期（INVALID_TICKET），请重新登录',
    });

    const ticket = cas.issue('zhangsan', SERVICE);
    expect((await validateLogin(ticket)).statusCode).toBe(200);
    expect((await validateLogin(ticket)).statusCode).toBe(400);
  });

  it('refuses a CAS user who has no account here', async () => {
    const response = await validateLogin(cas.issue('nobody', SERVICE));
    expect(response.statusCode).toBe(403);
    expect(envelopeOf(response)).toMatchObject({
      success: false,
      message: 'CAS 用户 nobody 在斗拱中没有账号，请联系管理员开通',
    });
  });

  it('refuses a frozen user', async () => {
    await t.db.updateTable('sys_user').set({ status: 2 }).where('username', '=', 'wangwu').execute();
    const response = await validateLogin(cas.issue('wangwu', SERVICE));
    expect(response.statusCode).toBe(403);
    expect(envelopeOf(response).message).toBe('该用户已冻结');
    await t.db.updateTable('sys_user').set({ status: 1 }).where('username', '=', 'wangwu').execute();
  });

  it('refuses a ticket for a service that is not ours, without asking the CAS server', async () => {
    const before = cas.validations.length;
    const response = await validateLogin(cas.issue('admin', 'http://evil.test/'), 'http://evil.test/');
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).message).toBe('service 不是斗拱登记的 CAS 服务地址：http://evil.test/');
    expect(cas.validations.length).toBe(before);
  });

  it('asks for the ticket and the service in Chinese', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/platform/sys/cas/client/validateLogin' });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).success).toBe(false);
  });
});

describe('reading CAS answers', () => {
  it('reads the user of a CAS 3.0 success, and the code of a failure', () => {
    expect(
      parseCasAnswer(
        '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>zhangsan</cas:user><cas:attributes><cas:x>1</cas:x></cas:attributes></cas:authenticationSuccess></cas:serviceResponse>',
      ),
    ).toEqual({ user: 'zhangsan' });
    expect(
      parseCasAnswer(
        '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="INVALID_SERVICE">no</cas:authenticationFailure></cas:serviceResponse>',
      ),
    ).toEqual({ failure: 'INVALID_SERVICE' });
  });

  it('refuses a document with a DTD, so no entity is ever expanded', () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY u "admin">]><cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>&u;</cas:user></cas:authenticationSuccess></cas:serviceResponse>`;
    expect(parseCasAnswer(xml)).toEqual({ failure: 'CAS 答复含 DTD，已拒绝' });
  });

  it('does not take an entity reference for a user name', () => {
    const xml =
      '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>&amp;admin</cas:user></cas:authenticationSuccess></cas:serviceResponse>';
    expect(parseCasAnswer(xml)).toEqual({ user: '&amp;admin' });
  });
});
