/**
 * The log list (issue 4): login and operation entries filtered by type, words, user and time, sorted by
 * an allowed column, paged; the dashboard counters stay where they were. On each dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate, type SysLogRecord } from '../../schemas/index';
import { newId } from '../../server/db/ids';
import { envelopeOf, getWithToken, tokenFor } from '../../server/testing/api';
import { INJECTION_PAYLOADS } from '../../server/testing/injection-payloads';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const LIST = '/platform/sys/log/list';
type Page = { records: SysLogRecord[]; total: number; size: number; current: number; pages: number };

describe.each(dialects())('the log list on $name', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await withApp(dialect);
    admin = await tokenFor(t.app, 'admin');
  });
  afterAll(() => t?.close());

  const list = async (query: string, token = admin) => {
    const response = await getWithToken(t.app, `${LIST}?${query}`, token);
    expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
    const result = envelopeOf<Page>(response).result;
    expect(validate('SysLogListResult', result)).toEqual({ ok: true, errors: [] });
    return result;
  };
  const refused = async (query: string, message: string | RegExp) => {
    const response = await getWithToken(t.app, `${LIST}?${query}`, admin);
    expect(response.statusCode, query).toBe(400);
    if (typeof message === 'string') expect(envelopeOf(response).message, query).toBe(message);
    else expect(envelopeOf(response).message, query).toMatch(message);
  };
  const insert = (entry: {
    type: 1 | 2;
    content: string;
    at: Date;
    username?: string;
    userid?: string;
    operateType?: number;
    targetType?: string;
    cost?: number;
    ok?: 0 | 1;
  }) =>
    t.db
      .insertInto('sys_log')
      .values({
        id: newId(),
        log_type: entry.type,
        log_content: entry.content,
        operate_type: entry.type === 2 ? (entry.operateType ?? 2) : null,
        target_type: entry.targetType ?? null,
        userid: entry.userid ?? null,
        username: entry.username ?? 'admin',
        ip: '127.0.0.1',
        user_agent: 'vitest',
        method: 'POST',
        request_url: entry.type === 2 ? '/platform/sys/dict/add' : '/platform/sys/login',
        request_param: entry.type === 2 ? '{"dictCode":"x"}' : null,
        ok: entry.ok ?? 1,
        cost_time: entry.cost ?? null,
        created_at: entry.at.toISOString(),
      })
      .execute();

  it('declares log:list on the list and the analysis page’s code on its organisation-wide counters', () => {
    const urls = [
      '/platform/sys/log/list',
      '/platform/sys/log/queryById',
      '/platform/sys/log/exportXls',
      '/platform/sys/loginfo',
      '/platform/sys/visitInfo',
    ];
    const table = t.app.routeRegistry
      .filter((r) => urls.includes(r.url) && r.method === 'GET')
      .map((r) => `${r.url} ${r.permission}`);
    expect(table.sort()).toEqual([
      '/platform/sys/log/exportXls log:export',
      '/platform/sys/log/list log:list',
      '/platform/sys/log/queryById log:list',
      '/platform/sys/loginfo dashboard:analysis',
      '/platform/sys/visitInfo dashboard:analysis',
    ]);
  });

  it('lists sign-ins newest first with every field the screen shows', async () => {
    await tokenFor(t.app, 'zhangsan');
    t.clock.advance(1000);
    await tokenFor(t.app, 'lisi');
    const page = await list('logType=1');
    expect(page.records[0]).toMatchObject({
      logType: 1,
      logContent: expect.stringContaining('lisi'),
      username: 'lisi',
      method: 'POST',
      requestUrl: '/platform/sys/login',
      ok: 1,
    });
    expect(page.records.map((r) => r.createTime)).toEqual(
      [...page.records.map((r) => r.createTime)].sort().reverse(),
    );
    expect(Object.keys(page.records[0]).sort()).toEqual(
      [
        'id',
        'logType',
        'logType_dictText',
        'logContent',
        'operateType',
        'operateType_dictText',
        'userid',
        'username',
        'realname',
        'targetType',
        'targetId',
        'targetName',
        'changes',
        'ip',
        'method',
        'requestUrl',
        'requestParam',
        'ok',
        'costTime',
        'createTime',
      ].sort(),
    );
  });

  it('filters by type, words of the content and username; pages; sorts by an allowed column only', async () => {
    const at = new Date('2026-02-01T08:00:00.000Z');
    await insert({ type: 2, content: '添加字典 OPS_A', at, cost: 30, username: 'zhangsan' });
    await insert({ type: 2, content: '添加字典 ops_b', at, cost: 10 });
    await insert({ type: 2, content: '删除字典 100%', at, cost: 20, ok: 0 });

    const ops = await list('logType=2&keyWord=ops_&column=costTime&order=asc');
    expect(ops.records.map((r) => r.logContent)).toEqual(['添加字典 ops_b', '添加字典 OPS_A']);
    expect(ops.records[0]).toMatchObject({
      logType: 2,
      operateType: 2,
      costTime: 10,
      requestParam: '{"dictCode":"x"}',
    });
    // Wildcards in the words match themselves.
    expect((await list('keyWord=%25')).records.map((r) => r.logContent)).toEqual(['删除字典 100%']);
    expect((await list('logType=2&username=zhangsan')).total).toBe(1);
    expect((await list('logType=1')).records.every((r) => r.logType === 1)).toBe(true);

    const paged = await list('logType=2&pageSize=2&pageNo=2&column=costTime&order=desc');
    expect(paged).toMatchObject({ total: 3, size: 2, current: 2, pages: 2 });
    expect(paged.records.map((r) => r.costTime)).toEqual([10]);
    for (const payload of INJECTION_PAYLOADS) {
      await refused(`column=${encodeURIComponent(payload)}`, /\$\.column/);
      expect((await list(`keyWord=${encodeURIComponent(payload)}`)).total).toBe(0);
    }
    await refused('logType=3', /\$\.logType/);
    await refused('pageSize=1000', /\$\.pageSize/);
  });

  it('filters by time: a day is the whole local day, a full time is that instant', async () => {
    const day = (h: number, m = 0, s = 0, ms = 0) => new Date(2026, 0, 10, h, m, s, ms);
    await insert({ type: 2, content: '时间窗 前一天', at: new Date(2026, 0, 9, 23, 59, 59, 999) });
    await insert({ type: 2, content: '时间窗 零点', at: day(0) });
    await insert({ type: 2, content: '时间窗 中午', at: day(12) });
    await insert({ type: 2, content: '时间窗 末尾', at: day(23, 59, 59, 999) });
    await insert({ type: 2, content: '时间窗 次日', at: new Date(2026, 0, 11, 0, 0, 0) });
    const contents = async (query: string) =>
      (
        await list(`keyWord=${encodeURIComponent('时间窗')}&column=createTime&order=asc&${query}`)
      ).records.map((r) => r.logContent.replace('时间窗 ', ''));

    expect(await contents('createTime_begin=2026-01-10&createTime_end=2026-01-10')).toEqual([
      '零点',
      '中午',
      '末尾',
    ]);
    expect(await contents('createTime_begin=2026-01-10')).toEqual(['零点', '中午', '末尾', '次日']);
    expect(await contents('createTime_end=2026-01-09')).toEqual(['前一天']);
    const noon = encodeURIComponent(day(12).toISOString());
    expect(await contents(`createTime_begin=${noon}&createTime_end=${noon}`)).toEqual(['中午']);
    expect(await contents(`createTime_end=${noon}`)).toEqual(['前一天', '零点', '中午']);

    await refused(
      'createTime_begin=2026-02-30',
      '请求参数错误：createTime_begin 不是有效的时间（YYYY-MM-DD 或 ISO-8601）',
    );
    await refused('createTime_end=2026-13-01T00:00:00Z', /createTime_end 不是有效的时间/);
    for (const bad of ['yesterday', '2026-1-1', "2026-01-01' or 1=1 --", '2026-01-01T25'])
      await refused(`createTime_begin=${encodeURIComponent(bad)}`, /\$\.createTime_begin/);
  });

  it('filters by 操作人 (username or real name), 操作类型, 对象类型 and a time range to the second', async () => {
    const zhangsan = await t.db
      .selectFrom('sys_user')
      .select(['id', 'realname'])
      .where('username', '=', 'zhangsan')
      .executeTakeFirstOrThrow();
    const at = (h: number, m: number, s: number) => new Date(2026, 2, 5, h, m, s);
    await insert({
      type: 2,
      content: '筛选 甲',
      at: at(9, 0, 0),
      username: 'admin',
      operateType: 4,
      targetType: '用户',
    });
    await insert({
      type: 2,
      content: '筛选 乙',
      at: at(9, 30, 0),
      username: 'admin',
      operateType: 3,
      targetType: '角色',
    });
    await insert({
      type: 2,
      content: '筛选 丙',
      at: at(10, 0, 0),
      username: 'zhangsan',
      userid: zhangsan.id,
      operateType: 4,
      targetType: '用户',
    });
    await insert({
      type: 2,
      content: '筛选 丁',
      at: at(11, 0, 0),
      username: 'lisi',
      operateType: 4,
      targetType: '部门',
    });
    const contents = async (query: string) =>
      (
        await list(`logType=2&keyWord=${encodeURIComponent('筛选')}&column=createTime&order=asc&${query}`)
      ).records.map((r) => r.logContent.replace('筛选 ', ''));

    expect(await contents('')).toEqual(['甲', '乙', '丙', '丁']);
    expect(await contents('operator=ADMIN')).toEqual(['甲', '乙']);
    // The real name of the account, not only the name written in the row.
    expect(await contents(`operator=${encodeURIComponent(zhangsan.realname)}`)).toEqual(['丙']);
    expect(await contents('operateType=4')).toEqual(['甲', '丙', '丁']);
    expect(await contents(`operateType=4&targetType=${encodeURIComponent('用户')}`)).toEqual(['甲', '丙']);
    expect(await contents('operator=admin&operateType=4')).toEqual(['甲']);
    // JeecgBoot's names and format: createTime_begin / createTime_end, YYYY-MM-DD HH:mm:ss, both inclusive.
    const range = (b: string, e: string) =>
      `createTime_begin=${encodeURIComponent(b)}&createTime_end=${encodeURIComponent(e)}`;
    expect(await contents(range('2026-03-05 09:30:00', '2026-03-05 10:00:00'))).toEqual(['乙', '丙']);
    expect(await contents(range('2026-03-05 09:30:01', '2026-03-05 10:59:59'))).toEqual(['丙']);
    const found = (
      await list(
        `logType=2&operator=${encodeURIComponent(zhangsan.realname)}&keyWord=${encodeURIComponent('筛选')}`,
      )
    ).records[0];
    expect(found).toMatchObject({ username: 'zhangsan', realname: zhangsan.realname });
    await refused('operateType=7', /\$\.operateType/);
  });

  it('answers 403 without log:list, 401 without a session, and 200 to the auditor', async () => {
    const denied = await getWithToken(t.app, LIST, await tokenFor(t.app, 'zhangsan'));
    expect(denied.statusCode).toBe(403);
    expect(envelopeOf(denied).message).toBe('没有权限，请联系管理员授权');
    expect((await getWithToken(t.app, LIST)).statusCode).toBe(401);
    expect((await list('', await tokenFor(t.app, 'wangwu'))).total).toBeGreaterThan(0);
  });
});
