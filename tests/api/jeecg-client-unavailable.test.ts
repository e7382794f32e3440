/**
 * JeecgBoot's client asks for features Dougong does not have (issue 16, point 15): each answers 200 with
 * success false and a Chinese 「未启用」 message, which the client shows or ignores, instead of a 404 its
 * request interceptor turns into 「很抱歉，资源未找到!」 (utils/request.js:71). Still behind the guard.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, getWithToken, sendWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

describe.each(dialects())('calls of features Dougong does not have, $name', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await withApp(dialect);
    admin = await tokenFor(t.app, 'admin');
  });
  afterAll(() => t?.close());

  it('the sign-in page’s captcha says it is not used and what to type, before anyone signs in', async () => {
    // views/user/LoginAccount.vue:74 getAction(`/sys/randomImage/${this.currdatetime}`), shows res.message
    const response = await t.app.inject({
      method: 'GET',
      url: `/platform/sys/randomImage/${Date.now()}?_t=1`,
    });
    expect(response.statusCode).toBe(200);
    const body = envelopeOf(response);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/^未启用：斗拱不使用图形验证码，验证码一栏填任意字符即可登录/);
  });

  it.each([
    // views/system/TenantList.vue:143 url.list, loaded by JeecgListMixin
    ['GET', '/platform/sys/tenant/list?_t=1&pageNo=1&pageSize=10', '未启用：斗拱不分租户'],
    // views/system/modules/SysUserAgentModal.vue:104 url.queryByUserName
    ['GET', '/platform/sys/sysUserAgent/queryByUserName?userName=admin', '未启用：斗拱暂不支持用户代理人'],
    // views/system/QuartzJobList.vue:192 url.deleteBatch (JeecgListMixin batchDel, ids with a trailing comma)
    ['DELETE', '/platform/sys/quartzJob/deleteBatch?ids=a,b,', '未启用：斗拱暂不支持定时任务'],
  ] as const)('%s %s answers 200, success false, 「未启用」', async (method, url, message) => {
    const response = await sendWithToken(t.app, method, url, admin);
    expect(response.statusCode).toBe(200);
    const body = envelopeOf(response);
    expect(body.success).toBe(false);
    expect(body.message.startsWith(message)).toBe(true);
  });

  it('still asks for a session, and a path no feature has is still 404', async () => {
    expect((await getWithToken(t.app, '/platform/sys/tenant/list', 'not-a-token')).statusCode).toBe(401);
    expect((await getWithToken(t.app, '/platform/sys/nothingHere/list', admin)).statusCode).toBe(404);
  });
});
