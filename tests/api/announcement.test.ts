/**
 * 系统通告 and the user's messages (issue 19, SPEC.md §7 "Announcements"), called as JeecgBoot's client calls
 * them (SysAnnouncementList.vue, HeaderNotice.vue, UserAnnouncementList.vue): an announcement published to
 * lisi only reaches lisi's bell — counts, list and socket — and never zhangsan's, who cannot read or mark it
 * by id either; revoking takes it away; the body is stored and shown without scripts or event handlers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, getWithToken, sendWithToken } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';
import { bellConnect, listening, type Bell } from './announcement-helpers';
import { refusal, signIn } from './livesocket-helpers';

const BASE = '/platform/sys/annountCement';
const SEND = '/platform/sys/sysAnnouncementSend';

interface Counts {
  anntMsgList: Array<{ id: string; titile: string; msgContent: string; sender: string }>;
  anntMsgTotal: number;
  sysMsgList: Array<{ id: string; titile: string }>;
  sysMsgTotal: number;
}
interface Mine {
  records: Array<{ anntId: string; titile: string; readFlag: string }>;
  total: number;
}

describe.each(dialects())('announcements on $name', (dialect) => {
  let t: TestApp;
  let base: string;
  const users: Record<string, { token: string; id: string }> = {};
  const bells: Bell[] = [];

  beforeAll(async () => {
    t = await withApp(dialect);
    base = await listening(t.app);
    for (const name of ['admin', 'lisi', 'zhangsan']) users[name] = await signIn(t.app, name);
  });
  afterAll(async () => {
    for (const bell of bells) bell.ws.terminate();
    await t?.close();
  });

  const call = async <T>(
    user: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
  ) => {
    const response = await sendWithToken(t.app, method, url, users[user].token, body);
    return { status: response.statusCode, body: envelopeOf<T>(response) };
  };
  const ok = async <T>(
    user: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
  ) => {
    const answer = await call<T>(user, method, url, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.success).toBe(true);
    return answer.body;
  };
  const counts = async (user: string) => (await ok<Counts>(user, 'GET', `${BASE}/listByUser?_t=1`)).result;
  const draft = async (titile: string, extra: Record<string, unknown>) =>
    (
      await ok<{ id: string }>('admin', 'POST', `${BASE}/add`, {
        titile,
        priority: 'H',
        msgCategory: '1',
        ...extra,
      })
    ).result.id;
  const open = async (user: string) => {
    const bell = await bellConnect(base, users[user].id, users[user].token);
    bells.push(bell);
    return bell;
  };

  it('publishes to lisi only: her bell counts it and hears it, zhangsan’s neither', async () => {
    const [lisiBell, zhangsanBell] = [await open('lisi'), await open('zhangsan')];
    const before = { lisi: await counts('lisi'), zhangsan: await counts('zhangsan') };
    const id = await draft('只发给李四', {
      msgType: 'USER',
      userIds: `${users.lisi.id},`,
      msgContent: '<p>你好</p>',
    });

    const published = await ok<{ sendStatus: string; sender: string }>(
      'admin',
      'GET',
      `${BASE}/doReleaseData?id=${id}`,
    );
    expect(published.message).toBe('该系统通知发布成功');
    expect(published.result).toMatchObject({ sendStatus: '1', sender: 'admin' });
    expect(await lisiBell.next()).toEqual({ cmd: 'user', msgId: id, msgTxt: '只发给李四' });

    const lisi = await counts('lisi');
    expect(lisi.anntMsgTotal).toBe(before.lisi.anntMsgTotal + 1);
    expect(lisi.anntMsgList[0]).toMatchObject({
      id,
      titile: '只发给李四',
      msgContent: '<p>你好</p>',
      sender: 'admin',
    });
    const zhangsan = await counts('zhangsan');
    expect(zhangsan.anntMsgTotal).toBe(before.zhangsan.anntMsgTotal);
    expect(zhangsan.anntMsgList.map((m) => m.id)).not.toContain(id);
    // An ALL announcement after it reaches zhangsan's socket first: nothing of lisi's was waiting there.
    const everyone = await draft('全体通知', { msgType: 'ALL' });
    await ok('admin', 'GET', `${BASE}/doReleaseData?id=${everyone}`);
    expect(await zhangsanBell.next()).toEqual({ cmd: 'topic', msgId: everyone, msgTxt: '全体通知' });
    expect((await counts('zhangsan')).anntMsgTotal).toBe(before.zhangsan.anntMsgTotal + 1);
  });

  it('lets nobody read or mark another’s announcement by id', async () => {
    const id = await draft('李四的私信', { msgType: 'USER', userIds: users.lisi.id });
    await ok('admin', 'GET', `${BASE}/doReleaseData?id=${id}`);
    const read = await call('zhangsan', 'GET', `${BASE}/queryById?id=${id}`);
    expect(read.status).toBe(404);
    expect(read.body.message).toBe('通告不存在，或不是发给您的，请刷新后再试');
    expect((await call('zhangsan', 'PUT', `${SEND}/editByAnntIdAndUserId`, { anntId: id })).status).toBe(404);
    expect((await call('zhangsan', 'GET', `${SEND}/openMine?id=${id}`)).status).toBe(404);
    const mine = await ok<Mine>('zhangsan', 'GET', `${SEND}/getMyAnnouncementSend?pageNo=1&pageSize=100`);
    expect(mine.result.records.map((r) => r.anntId)).not.toContain(id);
    // lisi herself reads it; the mark is hers alone.
    expect((await ok<{ titile: string }>('lisi', 'GET', `${BASE}/queryById?id=${id}`)).result.titile).toBe(
      '李四的私信',
    );
    const unread = (await counts('lisi')).anntMsgTotal;
    await ok('lisi', 'PUT', `${SEND}/editByAnntIdAndUserId`, { anntId: id });
    expect((await counts('lisi')).anntMsgTotal).toBe(unread - 1);
    const read1 = await ok<Mine>('lisi', 'GET', `${SEND}/getMyAnnouncementSend?readFlag=1&pageSize=100`);
    expect(read1.result.records.find((r) => r.anntId === id)?.readFlag).toBe('1');
    const unread0 = await ok<Mine>('lisi', 'GET', `${SEND}/getMyAnnouncementSend?readFlag=0&pageSize=100`);
    expect(unread0.result.records.map((r) => r.anntId)).not.toContain(id);
  });

  it('revoking takes it from the bell and the list, and tells the bell', async () => {
    const bell = await open('lisi');
    const id = await draft('将被撤销', { msgType: 'USER', userIds: users.lisi.id });
    await ok('admin', 'GET', `${BASE}/doReleaseData?id=${id}`);
    await bell.next((m) => m.msgId === id);
    expect((await counts('lisi')).anntMsgList.map((m) => m.id)).toContain(id);
    // 我的消息's 查看: reads it and marks it read in one call.
    const opened = await ok<{ titile: string; readFlag: string }>('lisi', 'GET', `${SEND}/openMine?id=${id}`);
    expect(opened.result).toMatchObject({ titile: '将被撤销', readFlag: '1' });
    // The read mark tells her other tabs' bells.
    expect(await bell.next((m) => m.msgId === id)).toEqual({ cmd: 'user', msgId: id, msgTxt: '' });
    expect((await counts('lisi')).anntMsgList.map((m) => m.id)).not.toContain(id);
    const revoked = await ok<{ sendStatus: string }>('admin', 'GET', `${BASE}/doReovkeData?id=${id}`);
    expect(revoked.result.sendStatus).toBe('2');
    expect(await bell.next((m) => m.msgId === id)).toEqual({ cmd: 'user', msgId: id, msgTxt: '' });
    expect((await counts('lisi')).anntMsgList.map((m) => m.id)).not.toContain(id);
    const mine = await ok<Mine>('lisi', 'GET', `${SEND}/getMyAnnouncementSend?pageSize=100`);
    expect(mine.result.records.map((r) => r.anntId)).not.toContain(id);
    expect((await call('lisi', 'GET', `${BASE}/queryById?id=${id}`)).status).toBe(404);
  });

  it('stores and shows the body without <script> or onerror', async () => {
    const id = await draft('带脚本的正文', {
      msgType: 'ALL',
      msgContent: '<p>正文<b>加粗</b></p><script>alert(1)</script><img src="x.png" onerror="alert(2)">',
    });
    const stored = await t.db
      .selectFrom('sys_announcement')
      .select('msg_content')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.msg_content).toBe('<p>正文<b>加粗</b></p><img src="x.png">');
    const shown = await ok<{ msgContent: string }>('admin', 'GET', `${BASE}/queryById?id=${id}`);
    expect(shown.result.msgContent).toBe('<p>正文<b>加粗</b></p><img src="x.png">');
    await ok('admin', 'PUT', `${BASE}/edit`, {
      id,
      titile: '带脚本的正文',
      msgContent: '<a href="javascript:alert(1)" onclick="x()">链接</a>',
    });
    const edited = await ok<{ msgContent: string }>('admin', 'GET', `${BASE}/queryById?id=${id}`);
    expect(edited.result.msgContent).toBe('<a>链接</a>');
  });

  it('resolves chosen departments to their users at publish', async () => {
    const depart = await t.db
      .selectFrom('sys_user_depart')
      .select('dep_id')
      .where('user_id', '=', users.lisi.id)
      .executeTakeFirstOrThrow();
    const members = await t.db
      .selectFrom('sys_user_depart')
      .select('user_id')
      .where('dep_id', '=', depart.dep_id)
      .execute();
    const id = await draft('部门通知', { msgType: 'USER', departIds: `${depart.dep_id},` });
    expect(
      (await ok<{ departIds: string }>('admin', 'GET', `${BASE}/queryById?id=${id}`)).result.departIds,
    ).toBe(`${depart.dep_id},`);
    await ok('admin', 'GET', `${BASE}/doReleaseData?id=${id}`);
    const sent = await t.db
      .selectFrom('sys_announcement_send')
      .select('user_id')
      .where('annt_id', '=', id)
      .execute();
    expect(sent.map((s) => s.user_id).sort()).toEqual([...new Set(members.map((m) => m.user_id))].sort());
    expect((await counts('lisi')).anntMsgList.map((m) => m.id)).toContain(id);
  });

  it('manages drafts: list by title, edit and delete drafts only, refusals in Chinese', async () => {
    const id = await draft('草稿甲乙丙', { msgType: 'ALL' });
    const list = await ok<{
      records: Array<{ id: string; sendStatus_dictText: string; priority_dictText: string }>;
    }>('admin', 'GET', `${BASE}/list?_t=1&pageNo=1&pageSize=10&titile=${encodeURIComponent('甲乙')}`);
    expect(list.result.records.map((r) => r.id)).toEqual([id]);
    expect(list.result.records[0].sendStatus_dictText).toBe('未发布');
    // zhangsan holds the 系统通告 menu but no button: he sees only what was published to him.
    const his = await ok<{ records: Array<{ id: string }> }>('zhangsan', 'GET', `${BASE}/list?pageSize=100`);
    expect(his.result.records.map((r) => r.id)).not.toContain(id);
    expect((await call('zhangsan', 'POST', `${BASE}/add`, { titile: '越权' })).status).toBe(403);
    const noTarget = await call('admin', 'POST', `${BASE}/add`, { titile: '无对象', msgType: 'USER' });
    expect(noTarget).toMatchObject({
      status: 400,
      body: { message: '通告对象为指定用户时，请至少选择一位用户或一个部门' },
    });
    await ok('admin', 'GET', `${BASE}/doReleaseData?id=${id}`);
    const edit = await call('admin', 'PUT', `${BASE}/edit`, { id, titile: '改了' });
    expect(edit).toMatchObject({
      status: 409,
      body: { message: '只有未发布的通告可以编辑，请刷新列表后再试' },
    });
    const del = await call('admin', 'DELETE', `${BASE}/delete?id=${id}`);
    expect(del).toMatchObject({ status: 409, body: { message: '通告「草稿甲乙丙」已发布，请先撤销再删除' } });
    await ok('admin', 'GET', `${BASE}/doReovkeData?id=${id}`);
    const other = await draft('另一草稿', { msgType: 'ALL' });
    expect((await ok('admin', 'DELETE', `${BASE}/deleteBatch?ids=${id},${other},`)).message).toBe(
      '批量删除成功!',
    );
    expect((await call('admin', 'GET', `${BASE}/queryById?id=${other}`)).status).toBe(404);
  });

  it('marks everything read for the caller only (readAll)', async () => {
    const id = await draft('全员已读测试', { msgType: 'ALL' });
    await ok('admin', 'GET', `${BASE}/doReleaseData?id=${id}`);
    expect((await counts('zhangsan')).anntMsgList.map((m) => m.id)).toContain(id);
    const answer = await ok<number>('zhangsan', 'PUT', `${SEND}/readAll`);
    expect(answer.result).toBeGreaterThan(0);
    const after = await counts('zhangsan');
    expect([after.anntMsgTotal, after.sysMsgTotal]).toEqual([0, 0]);
    expect((await counts('lisi')).anntMsgList.map((m) => m.id)).toContain(id);
  });

  it('answers the calls exactly as JeecgBoot’s client makes them', async () => {
    // SysAnnouncementList.vue / UserAnnouncementList.vue through JeecgListMixin: _t, column, order, field.
    const mixin =
      '_t=1795500000&column=createTime&order=desc&field=id,,,titile,msgCategory,sendStatus,action&pageNo=1&pageSize=10';
    const list = await ok<{ records: unknown[]; total: number; current: number }>(
      'admin',
      'GET',
      `${BASE}/list?${mixin}`,
    );
    expect(list.result).toMatchObject({ current: 1 });
    const mine = await ok<{ records: unknown[] }>('lisi', 'GET', `${SEND}/getMyAnnouncementSend?${mixin}`);
    expect(Array.isArray(mine.result.records)).toBe(true);
    // HeaderNotice.vue: getAction(listCementByUser) with no parameters; readAll: putAction(url) with no body.
    const counts = await t.app.inject({
      method: 'GET',
      url: `${BASE}/listByUser`,
      headers: { 'x-access-token': users.lisi.token },
    });
    expect(Object.keys(envelopeOf(counts).result as object).sort()).toEqual([
      'anntMsgList',
      'anntMsgTotal',
      'sysMsgList',
      'sysMsgTotal',
    ]);
    const readAll = await t.app.inject({
      method: 'PUT',
      url: `${SEND}/readAll`,
      headers: { 'x-access-token': users.lisi.token },
    });
    expect(readAll.statusCode).toBe(200);
    // A caller without announcement:release is refused in Chinese.
    const refused = await call('zhangsan', 'GET', `${BASE}/doReleaseData?id=x`);
    expect(refused.status).toBe(403);
  });

  it('opens the bell socket only for the session’s own user, from an allowed origin', async () => {
    const url = `${base}/websocket/${users.zhangsan.id}`;
    expect(await refusal(url, [users.lisi.token])).toEqual({
      status: 403,
      message: '连接地址中的用户与登录用户不符，请重新登录后再打开页面',
    });
    expect(await refusal(url, ['no-such-token'])).toEqual({ status: 401, message: 'Token失效，请重新登录' });
    expect((await refusal(url, [users.zhangsan.token], 'https://evil.example')).status).toBe(403);
    const plain = await getWithToken(t.app, `/websocket/${users.zhangsan.id}`, users.zhangsan.token);
    expect(plain.statusCode).toBe(400);
    // JeecgBoot's client with domianURL = Dougong's API base opens it under /platform.
    const underApi = await bellConnect(`${base}/platform`, users.zhangsan.id, users.zhangsan.token);
    bells.push(underApi);
    const id = await draft('经 /platform 的通知', { msgType: 'ALL' });
    await ok('admin', 'GET', `${BASE}/doReleaseData?id=${id}`);
    expect(await underApi.next((m) => m.msgId === id)).toMatchObject({
      cmd: 'topic',
      msgTxt: '经 /platform 的通知',
    });
  });
});
