/**
 * Roles, dictionaries and positions in Excel (issue 16): each page's GET …/exportXls answers the rows its
 * list keeps (or the ticked ones) as a person reads them, and POST …/importExcel takes that file back — all
 * rows or none, each bad row named by number and reason. Dictionaries travel with their items, on a second
 * sheet 字典项. On each dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DictItemRecord, DictRecord, PositionRecord, RoleRecord } from '../../schemas/index';
import * as excelPerms from '../../server/db/migrations/2026-11-24T0300-excel-perms';
import { envelopeOf, getWithToken, sendWithToken, tokenFor } from '../../server/testing/api';
import { importFile, sheetsOf, workbookOf } from '../../server/testing/excel';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const SYS = '/platform/sys';

describe.each(dialects())('roles, dictionaries and positions in Excel on $name', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await withApp(dialect);
    admin = await tokenFor(t.app, 'admin');
  });
  afterAll(() => t?.close());

  const ok = async <T>(method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown) => {
    const response = await sendWithToken(t.app, method, `${SYS}/${path}`, admin, payload);
    expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(200);
    return envelopeOf<T>(response).result;
  };
  const exported = async (path: string) => {
    const response = await getWithToken(t.app, `${SYS}/${path}`, admin);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    return sheetsOf(response.rawPayload);
  };
  const imported = (area: string, file: Buffer) =>
    importFile(t.app, `${SYS}/${area}/importExcel`, admin, file);
  const refusal = async (area: string, file: Buffer) => {
    const response = await imported(area, file);
    // 200 with success false: how JeecgBoot's client reads an import's refusal (excel/routes.ts).
    expect(response.statusCode, response.body).toBe(200);
    expect(envelopeOf(response)).toMatchObject({ success: false, code: 400 });
    return envelopeOf(response).message;
  };

  it('gives a database made before the buttons their eight entries, held by admin', async () => {
    const codes = ['user', 'role', 'dict', 'position'].flatMap((area) => [
      `${area}:import`,
      `${area}:export`,
    ]);
    const entries = () =>
      t.db
        .selectFrom('sys_permission as p')
        .leftJoin('sys_role_permission as rp', 'rp.permission_id', 'p.id')
        .leftJoin('sys_role as r', 'r.id', 'rp.role_id')
        .select(['p.perms', 'p.menu_type', 'r.role_code'])
        .where('p.perms', 'in', codes)
        .orderBy('p.perms')
        .execute();
    const seeded = await entries();
    await excelPerms.down(t.db);
    expect(await entries()).toEqual([]);
    await excelPerms.up(t.db);
    await excelPerms.up(t.db);
    const migrated = await entries();
    expect(migrated).toEqual(seeded);
    expect(migrated.map((e) => [e.perms, e.menu_type, e.role_code])).toEqual(
      [...codes].sort().map((code) => [code, 2, 'admin']),
    );
    // admin's held codes were cached at sign-in; a new token sees the new entries.
    admin = await tokenFor(t.app, 'admin');
  });

  describe('roles', () => {
    const HEADERS = ['角色名称', '角色编码', '描述', '创建时间'];

    it('exports the roles the list keeps for the same filters, or the ticked ones', async () => {
      const sheet = (await exported('role/exportXls?roleName=用户&column=roleCode&order=asc'))['角色']!;
      expect(sheet[0]).toEqual(HEADERS);
      const listed = (
        await ok<{ records: RoleRecord[] }>('GET', 'role/list?roleName=用户&column=roleCode&order=asc')
      ).records;
      expect(sheet.slice(1).map((row) => row.slice(0, 3))).toEqual(
        listed.map((r) => [r.roleName, r.roleCode, r.description ?? '']),
      );
      const ticked = (await exported(`role/exportXls?selections=${listed[0]!.id},`))['角色']!;
      expect(ticked.slice(1).map((row) => row[1])).toEqual([listed[0]!.roleCode]);
    });

    it('imports its own export back, and refuses two bad rows by number and reason with nothing written', async () => {
      for (const [roleName, roleCode] of [
        ['出纳', 'cashier'],
        ['=1+1', 'formula_role'],
      ])
        await ok('POST', 'role/add', { roleName, roleCode, description: `${roleName}的描述` });
      const mine = (await ok<{ records: RoleRecord[] }>('GET', 'role/list?pageSize=100')).records.filter(
        (r) => ['cashier', 'formula_role'].includes(r.roleCode),
      );
      const response = await getWithToken(
        t.app,
        `${SYS}/role/exportXls?selections=${mine.map((r) => r.id).join(',')}`,
        admin,
      );
      await ok('DELETE', `role/deleteBatch?ids=${mine.map((r) => r.id).join(',')}`);
      const back = await imported('role', response.rawPayload);
      expect(back.statusCode, back.body).toBe(200);
      expect(envelopeOf(back).message).toBe('文件导入成功！数据行数:2');
      const again = (await ok<{ records: RoleRecord[] }>('GET', 'role/list?pageSize=100')).records.filter(
        (r) => ['cashier', 'formula_role'].includes(r.roleCode),
      );
      const view = (r: RoleRecord) => [r.roleName, r.roleCode, r.description];
      expect(again.map(view).sort()).toEqual(mine.map(view).sort());

      const message = await refusal(
        'role',
        await workbookOf({
          角色: [HEADERS.slice(0, 3), ['会计', 'accountant'], ['管理员二', 'admin'], ['坏编码', '1bad']],
        }),
      );
      expect(message).toBe(
        '共 2 行有误，没有导入任何数据，请改正后重新导入；第 3 行：角色编码已存在；第 4 行：角色编码格式不正确：以字母开头，只能包含字母、数字、_ 和 -',
      );
      expect(
        await t.db.selectFrom('sys_role').select('id').where('role_code', '=', 'accountant').execute(),
      ).toEqual([]);
    });
  });

  describe('positions', () => {
    it('exports 职级 as its dictionary text and imports it back', async () => {
      const sheet = (await exported('position/exportXls?code=C&column=code&order=asc'))['职务']!;
      expect(sheet[0]).toEqual(['职务编码', '职务名称', '职级', '创建时间']);
      expect(sheet.slice(1).map((row) => row.slice(0, 3))).toEqual([
        ['ACCOUNTANT', '会计', '助级'],
        ['CEO', '总经理', '正高级'],
        ['CTO', '技术总监', '正高级'],
      ]);

      const file = await workbookOf({
        职务: [
          ['职务编码', '职务名称', '职级'],
          ['OPS', '运维工程师', '中级'],
          ['HR', '人事专员', '4'],
          ['NORANK', '无职级'],
        ],
      });
      const response = await imported('position', file);
      expect(response.statusCode, response.body).toBe(200);
      const listed = (await ok<{ records: PositionRecord[] }>('GET', 'position/list?pageSize=100')).records;
      expect(['OPS', 'HR', 'NORANK'].map((code) => listed.find((p) => p.code === code))).toMatchObject([
        { postRank: '3' },
        { postRank: '4' },
        { postRank: null },
      ]);
    });

    it('refuses a 职级 outside the dictionary and a code repeated in the file, writing nothing', async () => {
      const message = await refusal(
        'position',
        await workbookOf({
          职务: [
            ['职务编码', '职务名称', '职级'],
            ['PMO', '项目办', '超级'],
            ['SRE', '稳定性工程师'],
            ['SRE', '又一个'],
            ['DEV', '开发'],
          ],
        }),
      );
      expect(message).toBe(
        '共 3 行有误，没有导入任何数据，请改正后重新导入；第 2 行：职级应为 员级、助级、中级、副高级、正高级 之一；第 4 行：职务编码与第 3 行重复；第 5 行：职务编码已存在',
      );
      expect(
        await t.db.selectFrom('sys_position').select('id').where('code', 'in', ['PMO', 'SRE']).execute(),
      ).toEqual([]);
    });
  });

  describe('dictionaries', () => {
    it('exports each dictionary with its items on a second sheet', async () => {
      const sheets = await exported('dict/exportXls?dictCode=sex');
      expect(sheets['字典']!.map((row) => row.slice(0, 3))).toEqual([
        ['字典名称', '字典编码', '描述'],
        ['性别', 'sex', ''],
      ]);
      expect(sheets['字典项']).toEqual([
        ['字典编码', '名称', '数据值', '描述', '排序', '状态'],
        ['sex', '男', '1', '', expect.any(String), '有效'],
        ['sex', '女', '2', '', expect.any(String), '有效'],
      ]);
    });

    it('imports its own export back with the items, and refuses bad rows of either sheet', async () => {
      const dict = await ok<DictRecord>('POST', 'dict/add', {
        dictName: '学历',
        dictCode: 'education',
        description: '最高学历',
      });
      for (const [itemText, itemValue, sortOrder, status] of [
        ['本科', 'bachelor', 1, 1],
        ['硕士', 'master', 2, 0],
      ] as const)
        await ok('POST', 'dictItem/add', { dictId: dict.id, itemText, itemValue, sortOrder, status });
      const items = async (dictId: string) =>
        (await ok<{ records: DictItemRecord[] }>('GET', `dictItem/list?dictId=${dictId}`)).records.map(
          (i) => [i.itemText, i.itemValue, i.sortOrder, i.status],
        );
      const before = await items(dict.id);
      const response = await getWithToken(t.app, `${SYS}/dict/exportXls?selections=${dict.id}`, admin);
      await ok('DELETE', `dict/delete?id=${dict.id}`);
      // Deleting moves it to the recycle bin, which keeps its code taken: 彻底删除 frees it (issue 16).
      await ok('DELETE', `dict/deletePhysic/${dict.id}`);
      const back = await imported('dict', response.rawPayload);
      expect(back.statusCode, back.body).toBe(200);
      expect(envelopeOf(back).message).toBe('文件导入成功！数据行数:1');
      const again = (await ok<{ records: DictRecord[] }>('GET', 'dict/list?dictCode=education')).records[0]!;
      expect(again).toMatchObject({ dictName: '学历', description: '最高学历' });
      expect(await items(again.id)).toEqual(before);

      const message = await refusal(
        'dict',
        await workbookOf({
          字典: [
            ['字典名称', '字典编码'],
            ['颜色', 'color'],
            ['性别二', 'sex'],
          ],
          字典项: [
            ['字典编码', '名称', '数据值', '排序', '状态'],
            ['color', '红', 'red', '1', '有效'],
            ['color', '赤', 'red', '2', '有效'],
            ['size', '大', 'L'],
            ['color', '绿', 'green', '第一', '开启'],
          ],
        }),
      );
      expect(message).toBe(
        '共 4 行有误，没有导入任何数据，请改正后重新导入；第 3 行：字典编码已存在；「字典项」第 3 行：数据值与第 2 行重复；' +
          '「字典项」第 4 行：字典编码「size」不在「字典」表中；「字典项」第 5 行：状态应为 有效、无效 之一，排序应为 0 到 9999 的整数',
      );
      expect(
        await t.db.selectFrom('sys_dict').select('id').where('dict_code', '=', 'color').execute(),
      ).toEqual([]);
    });
  });
});
