/**
 * The log export (issue 13): GET /platform/sys/log/exportXls answers an .xlsx of exactly the rows the
 * list shows for the same filters, secrets masked, only to holders of log:export, at most 10,000 rows
 * with a Chinese message beyond. The workbook is read back with exceljs. On each dialect.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SysLogRecord } from '../../schemas/index';
import { newId } from '../../server/db/ids';
import * as exportPerm from '../../server/db/migrations/2026-11-24T0100-log-export-perm';
import { localTime } from '../../server/modules/log/export';
import { createTestRole, createTestUser } from '../../server/testing/accounts';
import { envelopeOf, getWithToken, sendWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const EXPORT = '/platform/sys/log/exportXls';
const LIST = '/platform/sys/log/list';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The first sheet's cells as exceljs reads them back, row by row (empty cells as null). */
async function sheetValues(file: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => value ?? null));
  });
  return rows;
}

/** The first sheet's rows as text (numbers as their digits), empty cells as ''. */
async function sheetRows(file: Buffer): Promise<string[][]> {
  return (await sheetValues(file)).map((row) => row.map((value) => (value === null ? '' : String(value))));
}

describe.each(dialects())('the log export on $name', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await withApp(dialect);
    admin = await tokenFor(t.app, 'admin');
  });
  afterAll(() => t?.close());

  const exported = async (query: string, token = admin) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${EXPORT}?${query}`,
      headers: { 'x-access-token': token },
    });
    return response;
  };
  const listed = async (query: string) =>
    envelopeOf<{ records: SysLogRecord[] }>(await getWithToken(t.app, `${LIST}?pageSize=100&${query}`, admin))
      .result.records;

  it('answers an .xlsx whose rows are the rows the list shows for the same filters', async () => {
    // Something to find: two users deleted, one edited, and a password changed.
    for (const name of ['exp_a', 'exp_b']) {
      await createTestUser(t.db, name);
      t.clock.advance(1000);
      const id = (
        await t.db.selectFrom('sys_user').select('id').where('username', '=', name).executeTakeFirstOrThrow()
      ).id;
      const gone = await sendWithToken(t.app, 'DELETE', `/platform/sys/user/delete?id=${id}`, admin);
      expect(gone.statusCode, gone.body).toBe(200);
    }
    t.clock.advance(1000);
    await sendWithToken(t.app, 'PUT', '/platform/sys/user/changPassword', admin, {
      username: 'zhangsan',
      password: 'Export-1234',
      confirmpassword: 'Export-1234',
    });

    const query = `logType=2&operator=admin&operateType=4`;
    const response = await exported(query);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('操作日志.xlsx')}`,
    );
    const [header, ...rows] = await sheetRows(response.rawPayload);
    expect(header).toEqual([
      '时间',
      '日志内容',
      '操作人',
      '真实姓名',
      'IP',
      '操作类型',
      '对象类型',
      '操作对象',
      '请求方法',
      '请求地址',
      '请求参数',
      '耗时(ms)',
      '结果',
    ]);
    const records = await listed(query);
    expect(records.map((r) => r.targetName)).toEqual(['exp_b', 'exp_a']);
    expect(rows.map((row) => [row[0], row[1], row[2], row[5], row[6], row[7], row[12]])).toEqual(
      records.map((r) => [
        localTime(r.createTime),
        r.logContent,
        'admin',
        '删除',
        '用户',
        r.targetName,
        '成功',
      ]),
    );

    // Every operation of admin in one file: the password change is there, its password is not.
    const all = await exported('logType=2&operator=admin');
    const text = (await sheetRows(all.rawPayload)).map((row) => row.join('\t')).join('\n');
    expect(text).toContain('/platform/sys/user/changPassword');
    expect(text).toContain('"password":"******"');
    expect(text).not.toContain('Export-1234');
    expect(await sheetRows(all.rawPayload)).toHaveLength(
      (await listed('logType=2&operator=admin')).length + 1,
    );
  });

  it('writes an empty sheet with its header when nothing matches, and keeps formula-like text as text', async () => {
    await t.db
      .insertInto('sys_log')
      .values({
        id: newId(),
        log_type: 2,
        log_content: '=HYPERLINK("http://x","点我")',
        operate_type: 2,
        userid: null,
        username: 'formula<&>',
        ip: null,
        user_agent: null,
        method: 'POST',
        request_url: '/platform/x',
        request_param: null,
        ok: 0,
        cost_time: 5,
        created_at: new Date(2025, 0, 1, 8, 0, 0).toISOString(),
      })
      .execute();
    const rows = await sheetRows((await exported('logType=2&createTime_end=2025-01-01')).rawPayload);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(0, 3)).toEqual([
      '2025-01-01 08:00:00',
      '=HYPERLINK("http://x","点我")',
      'formula<&>',
    ]);
    expect(rows[1]![11]).toBe('5');
    expect(rows[1]![12]).toBe('失败');
    // Text, not a formula: exceljs would read a formula cell back as { formula }.
    const values = await sheetValues((await exported('logType=2&createTime_end=2025-01-01')).rawPayload);
    expect(typeof values[1]![1]).toBe('string');
    expect(await sheetRows((await exported('logType=2&createTime_end=2000-01-01')).rawPayload)).toHaveLength(
      1,
    );
    const login = await exported('logType=1');
    expect(login.headers['content-disposition']).toContain(encodeURIComponent('登录日志.xlsx'));
  });

  it('refuses without log:export (the auditor reads the log but may not export it) and without a session', async () => {
    const auditor = await exported('logType=2', await tokenFor(t.app, 'wangwu'));
    expect(auditor.statusCode).toBe(403);
    expect(envelopeOf(auditor).message).toBe('没有权限，请联系管理员授权');
    expect((await getWithToken(t.app, `${LIST}?logType=2`, await tokenFor(t.app, 'wangwu'))).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: `${EXPORT}?logType=2` })).statusCode).toBe(401);
    // A role granted just the button may export.
    await createTestRole(t.db, 'log_exporter', ['log:export']);
    await createTestUser(t.db, 'exporter', { roles: ['log_exporter'] });
    expect((await exported('logType=2', await tokenFor(t.app, 'exporter'))).statusCode).toBe(200);
  });

  it('answers 400 in Chinese for a bad filter', async () => {
    const bad = await exported('createTime_begin=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(envelopeOf(bad).message).toBe(
      '请求参数错误：createTime_begin 不是有效的时间（YYYY-MM-DD 或 ISO-8601）',
    );
  });

  it('gives a database made before the button the log:export entry, held by admin', async () => {
    await exportPerm.down(t.db);
    expect(
      await t.db.selectFrom('sys_permission').select('id').where('perms', '=', 'log:export').execute(),
    ).toEqual([]);
    await exportPerm.up(t.db);
    const row = await t.db
      .selectFrom('sys_permission')
      .select(['id', 'menu_type', 'parent_id'])
      .where('perms', '=', 'log:export')
      .executeTakeFirstOrThrow();
    expect(row.menu_type).toBe(2);
    const held = await t.db
      .selectFrom('sys_role_permission as rp')
      .innerJoin('sys_role as r', 'r.id', 'rp.role_id')
      .select('r.role_code')
      .where('rp.permission_id', '=', row.id)
      .execute();
    expect(held.map((h) => h.role_code)).toEqual(['admin']);
    // Idempotent: a second run adds nothing.
    await exportPerm.up(t.db);
    expect(
      await t.db.selectFrom('sys_permission').select('id').where('perms', '=', 'log:export').execute(),
    ).toHaveLength(1);
    expect((await exported('logType=2', await tokenFor(t.app, 'admin'))).statusCode).toBe(200);
  });

  it('refuses more than 10,000 rows with a message that says how to narrow the filter', async () => {
    const at = new Date(2024, 5, 1).toISOString();
    for (let batch = 0; batch < 11; batch++)
      await t.db
        .insertInto('sys_log')
        .values(
          Array.from({ length: batch === 10 ? 1 : 1000 }, () => ({
            id: newId(),
            log_type: 2,
            log_content: '批量',
            operate_type: 1,
            userid: null,
            username: 'bulk',
            ip: null,
            user_agent: null,
            method: 'GET',
            request_url: '/platform/bulk',
            request_param: null,
            ok: 1,
            cost_time: 1,
            created_at: at,
          })),
        )
        .execute();
    const tooMany = await exported('logType=2&operator=bulk');
    expect(tooMany.statusCode).toBe(400);
    expect(envelopeOf(tooMany).message).toBe(
      '符合条件的日志有 10001 条，超过一次导出的上限 10000 条，请缩小时间范围或增加筛选条件后再导出',
    );
    await t.db
      .deleteFrom('sys_log')
      .where('username', '=', 'bulk')
      .where('request_url', '=', '/platform/bulk')
      .execute();
  });
});
