/**
 * The header's account calls (issue 19, SPEC.md §7): the project switcher's list is empty (Dougong has no
 * projects) and a switch names nothing; the department switch also answers POST, as SPEC.md §7 names it;
 * both need a session. On each dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, getWithToken, sendWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const SYS = '/platform/sys';

describe.each(dialects())('the header’s account calls on $name', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withApp(dialect);
  });
  afterAll(() => t?.close());

  it('lists no projects, to any signed-in user, and refuses a stranger', async () => {
    for (const user of ['admin', 'wangwu']) {
      const answer = await getWithToken(t.app, `${SYS}/getCurrentProjectList`, await tokenFor(t.app, user));
      expect(answer.statusCode).toBe(200);
      expect(envelopeOf(answer)).toMatchObject({ success: true, result: [] });
    }
    expect((await getWithToken(t.app, `${SYS}/getCurrentProjectList`, undefined)).statusCode).toBe(401);
  });

  it('answers a project switch that it names no project, and a switch without one that it needs one', async () => {
    const token = await tokenFor(t.app, 'zhangsan');
    const unknown = await sendWithToken(t.app, 'POST', `${SYS}/switchProject`, token, { projectId: 'p1' });
    expect(unknown.statusCode).toBe(404);
    expect(envelopeOf(unknown)).toMatchObject({ success: false });
    expect(envelopeOf(unknown).message).toContain('项目不存在：p1');
    const empty = await sendWithToken(t.app, 'POST', `${SYS}/switchProject`, token, {});
    expect(empty.statusCode).toBe(400);
    expect(envelopeOf(empty).message).toMatch(/[\u4e00-\u9fa5]/);
    expect(
      (await sendWithToken(t.app, 'POST', `${SYS}/switchProject`, undefined, { projectId: 'p1' })).statusCode,
    ).toBe(401);
  });

  it('switches the department with POST, as with PUT, only to one’s own', async () => {
    const token = await tokenFor(t.app, 'lisi');
    const switched = await sendWithToken(t.app, 'POST', `${SYS}/selectDepart`, token, { orgCode: 'A01A03' });
    expect(envelopeOf<{ userInfo: { username: string; orgCode: string } }>(switched)).toMatchObject({
      success: true,
      message: '切换成功',
      result: { userInfo: { username: 'lisi', orgCode: 'A01A03' } },
    });
    const foreign = await sendWithToken(t.app, 'POST', `${SYS}/selectDepart`, token, { orgCode: 'A01A01' });
    expect(foreign.statusCode).toBe(400);
    const back = await sendWithToken(t.app, 'POST', `${SYS}/selectDepart`, token, { orgCode: 'A01A02' });
    expect(envelopeOf(back).success).toBe(true);
  });
});
