/**
 * JeecgBoot's own Vue 2 client (v3.3, ant-design-vue-jeecg/src) against 数据字典, 职务管理, 日志管理, the
 * upload and the dashboard (issue 16, points 2, 5, 7, 8, 9, 10, 13, 14 and 15): each case replays a call
 * as the client builds it — its parameter names, the `_t` cache-buster of every GET (utils/request.js:134),
 * JeecgListMixin's `column=createTime&order=desc` (mixins/JeecgListMixin.js:33) and `field=` list,
 * trailing commas, the bodies of its modals — and asserts the fields the client reads. On each dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DictItemRecord,
  DictOption,
  DictRecord,
  PositionRecord,
  SysLogRecord,
} from '../../schemas/index';
import * as clientDicts from '../../server/db/migrations/2026-11-24T0430-dict-recycle-client-dicts';
import { withDictText } from '../../server/modules/dict/dict-text';
import { createTestRole, createTestUser, idOf } from '../../server/testing/accounts';
import { envelopeOf, getWithToken, sendWithToken, tokenFor } from '../../server/testing/api';
import { importFile, sheetsOf, workbookOf } from '../../server/testing/excel';
import { INJECTION_PAYLOADS } from '../../server/testing/injection-payloads';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const SYS = '/platform/sys';

/** A dictionary's id by its code. */
const dictIdOf = async (db: TestApp['db'], code: string) =>
  (await db.selectFrom('sys_dict').select('id').where('dict_code', '=', code).executeTakeFirstOrThrow()).id;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Page<T> = { records: T[]; total: number; size: number; current: number; pages: number };

/** What every list of JeecgListMixin adds to its filters (mixins/JeecgListMixin.js:33, 120–128). */
const MIXIN = 'column=createTime&order=desc&pageNo=1&pageSize=10';
/** utils/request.js:134: every GET carries `_t`, the time in seconds. */
const t_ = () => `_t=${Math.floor(Date.now() / 1000)}`;

describe.each(dialects())('JeecgBoot client: dictionaries, positions, logs, upload on $name', (dialect) => {
  let t: TestApp;
  let admin: string;
  let zhangsan: string;
  let scoped: string;
  beforeAll(async () => {
    t = await withApp(dialect);
    admin = await tokenFor(t.app, 'admin');
    zhangsan = await tokenFor(t.app, 'zhangsan');
  });
  afterAll(() => t?.close());
  const positionIdOf = async (code: string) =>
    (await t.db.selectFrom('sys_position').select('id').where('code', '=', code).executeTakeFirstOrThrow())
      .id;

  const call = (method: Method, path: string, payload?: unknown, token = admin) =>
    sendWithToken(t.app, method, `${SYS}/${path}`, token, payload);
  const ok = async <T>(method: Method, path: string, payload?: unknown, token = admin) => {
    const response = await call(method, path, payload, token);
    expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(200);
    const body = envelopeOf<T>(response);
    expect(body.success, `${method} ${path}: ${response.body}`).toBe(true);
    return body;
  };
  const get = async <T>(path: string, token = admin) =>
    (await ok<T>('GET', `${path}${path.includes('?') ? '&' : '?'}${t_()}`, undefined, token)).result;
  const addDict = async (dictName: string, dictCode: string) =>
    (await ok<DictRecord>('POST', 'dict/add', { dictName, dictCode, description: '' })).result;
  // views/system/modules/DictItemModal.vue:93 (add: sortOrder 1, status 1) and :117–129 (trimmed body).
  const addItem = async (dictId: string, itemText: string, itemValue: string, status = 1) =>
    (
      await ok<DictItemRecord>('POST', 'dictItem/add', {
        dictId,
        itemText,
        itemValue,
        description: '',
        sortOrder: 1,
        status,
      })
    ).result;

  describe('5. dictItemCheck: a dictionary item can be saved from DictItemModal.vue', () => {
    it('answers free, taken, and free again for the item being edited', async () => {
      const dict = await addDict('学历', 'jc_education');
      // DictItemModal.vue:160–172: getAction('/sys/dictItem/dictItemCheck', {itemValue, dictId[, id]}).
      const free = await ok('GET', `dictItem/dictItemCheck?itemValue=phd&dictId=${dict.id}&${t_()}`);
      expect(free.message).toBe('该值可用！');
      const item = await addItem(dict.id, '博士', 'phd');
      const taken = await call('GET', `dictItem/dictItemCheck?itemValue=phd&dictId=${dict.id}&${t_()}`);
      // The validator reads res.success and shows res.message (DictItemModal.vue:173–177).
      expect(taken.statusCode).toBe(200);
      expect(envelopeOf(taken)).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
      const editing = await ok(
        'GET',
        `dictItem/dictItemCheck?itemValue=phd&dictId=${dict.id}&id=${item.id}&${t_()}`,
      );
      expect(editing.message).toBe('该值可用！');
      // Another dictionary may use the same value.
      const other = await addDict('学位', 'jc_degree');
      expect((await ok('GET', `dictItem/dictItemCheck?itemValue=phd&dictId=${other.id}`)).message).toBe(
        '该值可用！',
      );
      // The edit sends the whole record back (DictItemModal.vue:97–104), display field included.
      const list = await get<Page<DictItemRecord>>(`dictItem/list?dictId=${dict.id}&pageNo=1&pageSize=10`);
      const row = list.records[0];
      const edited = await ok<DictItemRecord>('PUT', 'dictItem/edit', { ...row, itemText: '博士研究生' });
      expect(edited.result.itemText).toBe('博士研究生');
      // 数据字典's code guards it: a user without the page gets 403.
      const refused = await call(
        'GET',
        `dictItem/dictItemCheck?itemValue=x&dictId=${dict.id}`,
        undefined,
        zhangsan,
      );
      expect(refused.statusCode).toBe(403);
    });
  });

  describe('7. display fields: *_dictText', () => {
    it('positions carry postRank_dictText (SysPositionList.vue:146)', async () => {
      const page = await get<Page<PositionRecord>>(
        `position/list?${MIXIN}&field=id,,,code,name,postRank_dictText,action`,
      );
      const dev = page.records.find((r) => r.code === 'DEV');
      expect(dev).toMatchObject({ postRank: '3', postRank_dictText: '中级' });
      expect(page.records.find((r) => r.code === 'CEO')?.postRank_dictText).toBe('正高级');
      // components/jeecgbiz/JSelectPosition.vue:18–24: the picker lists /sys/position/list?name=… and reads rank_dictText.
      const picked = await get<Page<PositionRecord>>(`position/list?name=开发&pageNo=1&pageSize=10`);
      expect(picked.records.map((r) => [r.code, r.rank_dictText])).toEqual([['DEV', '中级']]);
    });

    it('logs carry logType_dictText and operateType_dictText (LogList.vue:144, :166)', async () => {
      await addDict('日志用', 'jc_logged');
      // LogList.vue:203: the tab sets logType; :194 sends operateType '' on the 登录日志 tab, which filterObj drops.
      const logins = await get<Page<SysLogRecord>>(`log/list?logType=1&${MIXIN}`);
      expect(logins.records.length).toBeGreaterThan(0);
      expect(logins.records[0]).toMatchObject({
        logType: 1,
        logType_dictText: '登录日志',
        operateType_dictText: '',
      });
      const operations = await get<Page<SysLogRecord>>(`log/list?logType=2&keyWord=日志用&${MIXIN}`);
      expect(operations.records[0]).toMatchObject({
        logType: 2,
        logType_dictText: '操作日志',
        operateType: 2,
        operateType_dictText: '添加',
      });
    });

    it('dictionary items carry status_dictText (the items list colours by status, DictItemList.vue:200)', async () => {
      const dict = await addDict('状态示例', 'jc_status');
      await addItem(dict.id, '开', 'on', 1);
      await addItem(dict.id, '关', 'off', 0);
      const items = await get<Page<DictItemRecord>>(`dictItem/list?dictId=${dict.id}&pageNo=1&pageSize=10`);
      expect(items.records.map((r) => [r.itemValue, r.status, r.status_dictText])).toEqual([
        ['off', 0, '不启用'],
        ['on', 1, '启用'],
      ]);
    });
  });

  describe('8. upload: the message is the path relative to the static base', () => {
    const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    it('answers message = <biz>/<day>/<name>, which the client prefixes with …/sys/common/static/', async () => {
      const boundary = '----jeecg-upload';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="biz"\r\n\r\ntemp\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: `${SYS}/common/upload`,
        headers: { 'x-access-token': admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = envelopeOf<string>(response);
      // components/jeecg/JImageUpload.vue:158 file.url = file.response.message; api/manage.js:207
      // getFileAccessHttpUrl prefixes window._CONFIG['staticDomainURL'] + '/'.
      expect(body.success).toBe(true);
      expect(body.message).toMatch(/^temp\/\d{8}\/[0-9a-f]{32}\.png$/);
      const served = await t.app.inject({ method: 'GET', url: `${SYS}/common/static/${body.message}` });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(PNG)).toBe(true);
      // Our own image widget reads the result first: the full address (src/widgets/imgupload).
      expect(body.result).toBe(`${SYS}/common/static/${body.message}`);
    });
  });

  describe('9. search encodings on the four lists', () => {
    it('dictionaries: *x* on the name, a comma list of codes (DictList.vue:10–15)', async () => {
      const byName = await get<Page<DictRecord>>(`dict/list?dictName=*状态*&dictCode=&${MIXIN}`);
      expect(byName.records.map((r) => r.dictCode)).toEqual(
        expect.arrayContaining(['user_status', 'valid_status']),
      );
      expect(byName.records.every((r) => r.dictName.includes('状态'))).toBe(true);
      const byCodes = await get<Page<DictRecord>>(`dict/list?dictCode=sex,yn,&${MIXIN}`);
      expect(byCodes.records.map((r) => r.dictCode).sort()).toEqual(['sex', 'yn']);
      const starts = await get<Page<DictRecord>>(`dict/list?dictCode=user*&${MIXIN}`);
      expect(starts.records.map((r) => r.dictCode)).toEqual(['user_status']);
    });

    it('dictionary items: *x* on the text, the status select (DictItemList.vue:23–33)', async () => {
      const sex = await dictIdOf(t.db, 'sex');
      const items = await get<Page<DictItemRecord>>(
        `dictItem/list?dictId=${sex}&itemText=*男*&status=1&pageNo=1&pageSize=10`,
      );
      expect(items.records.map((r) => r.itemText)).toEqual(['男']);
      const both = await get<Page<DictItemRecord>>(
        `dictItem/list?dictId=${sex}&status=0,1,&pageNo=1&pageSize=10`,
      );
      expect(both.records.map((r) => r.itemValue)).toEqual(['1', '2']);
    });

    it('positions: *x* on the name, comma lists of codes, the postRank select (SysPositionList.vue:11–22)', async () => {
      const named = await get<Page<PositionRecord>>(`position/list?name=*工程*&${MIXIN}`);
      expect(named.records.map((r) => r.code).sort()).toEqual(['DEV', 'QA']);
      const coded = await get<Page<PositionRecord>>(`position/list?code=CEO,PM,&${MIXIN}`);
      expect(coded.records.map((r) => r.code).sort()).toEqual(['CEO', 'PM']);
      const ranked = await get<Page<PositionRecord>>(`position/list?postRank=5&${MIXIN}`);
      expect(ranked.records.map((r) => r.code).sort()).toEqual(['CEO', 'CTO']);
    });

    it('logs: comma lists of types, *x* on the username (LogList.vue:18–36)', async () => {
      const both = await get<Page<SysLogRecord>>(`log/list?logType=1,2,&username=*adm*&${MIXIN}`);
      expect(new Set(both.records.map((r) => r.logType))).toEqual(new Set([1, 2]));
      expect(both.records.every((r) => r.username === 'admin')).toBe(true);
      const adds = await get<Page<SysLogRecord>>(`log/list?logType=2&operateType=2,4,&${MIXIN}`);
      expect(adds.total).toBeGreaterThan(0);
      expect(adds.records.every((r) => r.operateType === 2 || r.operateType === 4)).toBe(true);
      expect(
        (await call('GET', `log/list?operateType=${encodeURIComponent("1' or '1'='1")}`)).statusCode,
      ).toBe(400);
    });
  });

  describe('10. visitInfo: `type` is the day as MM-dd, the x axis of IndexChart.vue', () => {
    it('answers tian and type for each of the last 7 days', async () => {
      // views/dashboard/IndexChart.vue:210 getVisitInfo(); components/chart/LineChartMultid.vue:8 position="type*y".
      const days = await get<Array<{ tian: string; type: string; visit: number; ip: number }>>('visitInfo');
      expect(days).toHaveLength(7);
      for (const day of days) expect(day.type).toBe(day.tian.slice(5));
      expect(days.at(-1)!.visit).toBeGreaterThan(0);
    });
  });

  describe('13. table dictionaries through the registry, and the dictionaries the client names', () => {
    it('answers getDictItems/sys_user,realname,username to those who may see users', async () => {
      const users = await get<DictOption[]>('dict/getDictItems/sys_user,realname,username');
      expect(users).toEqual(
        expect.arrayContaining([{ value: 'admin', text: '管理员', label: '管理员', title: '管理员' }]),
      );
      // components/dict/README.md:18 'sys_user,realname,id'; with JeecgBoot's fourth part, a registered condition.
      const byId = await get<DictOption[]>('dict/getDictItems/sys_user,realname,id,status=1');
      expect(byId.find((o) => o.text === '张三')?.value).toBe(
        await idOf(t.db, 'sys_user', 'username', 'zhangsan'),
      );
      const departs = await get<DictOption[]>('dict/getDictItems/sys_depart,depart_name,id');
      expect(departs.length).toBeGreaterThan(0);
      // A user without 用户管理 learns no names (403), but positions are everyone's (getSelectData).
      const refused = await call(
        'GET',
        `dict/getDictItems/sys_user,realname,username?${t_()}`,
        undefined,
        zhangsan,
      );
      expect(refused.statusCode).toBe(403);
      const positions = await get<DictOption[]>('dict/getDictItems/sys_position,name,code', zhangsan);
      expect(positions).toEqual(
        expect.arrayContaining([
          { value: 'DEV', text: '开发工程师', label: '开发工程师', title: '开发工程师' },
        ]),
      );
    });

    it('refuses tables, columns and conditions outside the registry, and every injection payload, with 400', async () => {
      const before = await t.db.selectFrom('sys_user').select('id').execute();
      const column = await call('GET', 'dict/getDictItems/sys_user,password_hash,username');
      expect(column.statusCode).toBe(400);
      expect(envelopeOf(column).message).toMatch(
        /^表字典「sys_user,password_hash,username」不可用：只能查询系统登记的表和字段/,
      );
      const where = await call(
        'GET',
        `dict/getDictItems/${encodeURIComponent('sys_user,realname,username,1=1 or 1=1')}`,
      );
      expect(where.statusCode).toBe(400);
      expect(envelopeOf(where).message).toBe(
        '表字典的条件「1=1 or 1=1」不可用：sys_user 只接受这些条件：del_flag=0、status=1',
      );
      for (const payload of INJECTION_PAYLOADS) {
        for (const code of [
          payload,
          `sys_user,realname,${payload}`,
          `sys_user,realname,username,${payload}`,
          `${payload},realname,username`,
        ]) {
          const response = await call('GET', `dict/getDictItems/${encodeURIComponent(code)}`);
          // A payload that is a well-formed code is only a value no dictionary has (404).
          const expected = /^[A-Za-z][\w-]*$/.test(code) ? 404 : 400;
          expect(response.statusCode, code).toBe(expected);
          expect(envelopeOf(response).success, code).toBe(false);
        }
      }
      expect(await t.db.selectFrom('sys_user').select('id').execute()).toEqual(before);
    });

    it("has every dictCode the client's system views and modals name", async () => {
      // PermissionModal.vue:90, :99; UserModal.vue:123; QuartzJobModal.vue:29; SysPositionModal.vue:40;
      // PermissionDataRuleModal.vue:34; LogList.vue:36; SysDataSourceList.vue:17; UserList.vue:290.
      const codes = [
        'global_perms_type',
        'valid_status',
        'activiti_sync',
        'quartz_status',
        'position_rank',
        'rule_conditions',
        'operate_type',
        'database_type',
        'sex',
      ];
      for (const code of codes) {
        const options = await get<DictOption[]>(`dict/getDictItems/${code}`, zhangsan);
        expect(options.length, code).toBeGreaterThan(0);
      }
      expect((await get<DictOption[]>('dict/getDictItems/global_perms_type')).map((o) => o.value)).toEqual([
        '1',
        '2',
      ]);
      expect((await get<DictOption[]>('dict/getDictItems/activiti_sync')).map((o) => o.value)).toEqual([
        '1',
        '0',
      ]);
    });

    it("gives existing databases the same dictionaries through the migration, leaving admins' codes alone", async () => {
      const fresh = await withApp(dialect);
      try {
        const codes = () =>
          fresh.db
            .selectFrom('sys_dict')
            .select('dict_code')
            .where('dict_code', 'in', ['global_perms_type', 'activiti_sync'])
            .orderBy('dict_code')
            .execute();
        // An older database: no such dictionaries yet, the column not there.
        await clientDicts.down(fresh.db);
        for (const code of ['global_perms_type', 'activiti_sync']) {
          const id = await dictIdOf(fresh.db, code);
          await fresh.db.deleteFrom('sys_dict_item').where('dict_id', '=', id).execute();
          await fresh.db.deleteFrom('sys_dict').where('id', '=', id).execute();
        }
        expect(await codes()).toEqual([]);
        await clientDicts.up(fresh.db);
        expect((await codes()).map((r) => r.dict_code)).toEqual(['activiti_sync', 'global_perms_type']);
        const items = await fresh.db
          .selectFrom('sys_dict_item as i')
          .innerJoin('sys_dict as d', 'd.id', 'i.dict_id')
          .select(['i.item_value', 'i.status'])
          .where('d.dict_code', '=', 'activiti_sync')
          .orderBy('i.sort_order')
          .execute();
        expect(items).toEqual([
          { item_value: '1', status: 1 },
          { item_value: '0', status: 1 },
        ]);
      } finally {
        await fresh.close();
      }
    });

    it('withDictText reads a field coded by a table dictionary', async () => {
      const rows = await withDictText(
        t.db,
        [{ createBy: 'admin' }, { createBy: 'zhangsan,admin' }, { createBy: null }],
        {
          createBy: 'sys_user,realname,username',
        },
      );
      expect(rows.map((r) => r.createBy_dictText)).toEqual(['管理员', '张三,管理员', '']);
    });
  });

  describe('14. data rules narrow the dictionary, position and log lists', () => {
    beforeAll(async () => {
      const roleId = await createTestRole(t.db, 'jc_scoped', [
        'system',
        'system-user',
        'system-dict',
        'system-position',
        'system-log',
        'dict:add',
      ]);
      await createTestUser(t.db, 'jc_scoped1', { roles: ['jc_scoped'], departs: ['A01A01'] });
      const rules: Array<[page: string, ruleColumn: string, ruleConditions: string, ruleValue: string]> = [
        // The client's camelCase names and the snake_case columns are both accepted.
        ['system-dict', 'create_by', '=', '#{sys_user_code}'],
        ['system-position', 'postRank', 'IN', '4,5'],
        ['system-log', 'createBy', '=', '#{sys_user_code}'],
        ['system-user', 'username', '=', '#{sys_user_code}'],
      ];
      for (const [page, ruleColumn, ruleConditions, ruleValue] of rules) {
        const permissionId = await idOf(t.db, 'sys_permission', 'component_name', page);
        // views/system/modules/PermissionDataRuleModal.vue saves through addPermissionRule.
        const rule = await ok<{ id: string }>('POST', 'permission/addPermissionRule', {
          permissionId,
          ruleName: `${page} 规则`,
          ruleColumn,
          ruleConditions,
          ruleValue,
        });
        await ok('POST', 'permission/saveDatarule', { permissionId, roleId, dataRuleIds: rule.result.id });
      }
      scoped = await tokenFor(t.app, 'jc_scoped1');
    });

    it('keeps only the dictionaries the caller created', async () => {
      const mine = await addDictAs(scoped, '自建', 'jc_mine');
      const page = await get<Page<DictRecord>>(`dict/list?${MIXIN}`, scoped);
      expect(page.records.map((r) => r.id)).toEqual([mine.id]);
      expect(page.total).toBe(1);
      // admin has no rule: every dictionary.
      expect((await get<Page<DictRecord>>(`dict/list?${MIXIN}`)).total).toBeGreaterThan(10);
    });

    it('keeps only the positions of ranks 4 and 5', async () => {
      const page = await get<Page<PositionRecord>>(`position/list?${MIXIN}`, scoped);
      expect(page.records.map((r) => r.code).sort()).toEqual(['CEO', 'CTO', 'PM']);
    });

    it("keeps only the caller's own log entries", async () => {
      const page = await get<Page<SysLogRecord>>(`log/list?${MIXIN}`, scoped);
      expect(page.total).toBeGreaterThan(0);
      expect(page.records.every((r) => r.username === 'jc_scoped1')).toBe(true);
      expect(
        (await get<Page<SysLogRecord>>(`log/list?${MIXIN}`)).records.some((r) => r.username === 'admin'),
      ).toBe(true);
    });

    it("narrows table dictionaries by the table page's rules: sys_user shows the caller only", async () => {
      const users = await get<DictOption[]>('dict/getDictItems/sys_user,realname,username', scoped);
      expect(users.map((o) => o.value)).toEqual(['jc_scoped1']);
    });

    it('refuses a rule on a field the list does not have', async () => {
      const permissionId = await idOf(t.db, 'sys_permission', 'component_name', 'system-log');
      const response = await call('POST', 'permission/addPermissionRule', {
        permissionId,
        ruleName: '坏规则',
        ruleColumn: 'request_param',
        ruleConditions: '=',
        ruleValue: 'x',
      });
      expect(response.statusCode).toBe(400);
      expect(envelopeOf(response).message).toMatch(/^规则字段 request_param 不在允许的字段中/);
    });
  });

  const addDictAs = async (token: string, dictName: string, dictCode: string) =>
    (await ok<DictRecord>('POST', 'dict/add', { dictName, dictCode }, token)).result;

  describe('15. the calls of the dictionary page', () => {
    it('refleshCache then queryAllDictItems (DictList.vue:182–188): every dictionary by code', async () => {
      const reflesh = await ok('GET', `dict/refleshCache?${t_()}`);
      expect(reflesh.success).toBe(true);
      const all = await get<Record<string, DictOption[]>>('dict/queryAllDictItems');
      expect(all.sex).toEqual([
        { value: '1', text: '男', label: '男', title: '男' },
        { value: '2', text: '女', label: '女', title: '女' },
      ]);
      expect(Object.keys(all)).toEqual(expect.arrayContaining(['global_perms_type', 'position_rank']));
    });

    it('deletes to the recycle bin, lists it, takes back and deletes for good (DictDeleteList.vue:91, :101, :120)', async () => {
      const dict = await addDict('回收示例', 'jc_recycle');
      await addItem(dict.id, '一', '1');
      await ok('DELETE', `dict/delete?id=${dict.id}`);
      expect((await call('GET', `dict/getDictItems/jc_recycle?${t_()}`)).statusCode).toBe(404);
      expect((await get<Page<DictRecord>>(`dict/list?dictCode=jc_recycle&${MIXIN}`)).total).toBe(0);
      const bin = await get<DictRecord[]>('dict/deleteList');
      expect(bin.map((r) => [r.id, r.dictName, r.dictCode])).toContainEqual([
        dict.id,
        '回收示例',
        'jc_recycle',
      ]);
      // The code stays taken while the dictionary is in the bin.
      const again = await call('POST', 'dict/add', { dictName: '同码', dictCode: 'jc_recycle' });
      expect(again.statusCode).toBe(409);
      expect(envelopeOf(again).message).toMatch(/回收站/);

      const back = await ok<DictRecord>('PUT', `dict/back/${dict.id}`);
      expect(back.message).toBe('操作成功!');
      expect((await get<DictOption[]>('dict/getDictItems/jc_recycle')).map((o) => o.text)).toEqual(['一']);
      expect((await get<DictRecord[]>('dict/deleteList')).some((r) => r.id === dict.id)).toBe(false);
      // 彻底删除 only from the bin: a dictionary in use is not destroyed in one click.
      expect((await call('DELETE', `dict/deletePhysic/${dict.id}`)).statusCode).toBe(404);

      await ok('DELETE', `dict/deleteBatch?ids=${dict.id},`);
      const purge = await ok('DELETE', `dict/deletePhysic/${dict.id}`);
      expect(purge.message).toBe('删除成功!');
      expect(
        await t.db.selectFrom('sys_dict_item').select('id').where('dict_id', '=', dict.id).execute(),
      ).toEqual([]);
      expect((await call('PUT', `dict/back/${dict.id}`)).statusCode).toBe(404);
      // The recycle bin is 删除's: a user without it gets 403.
      expect((await call('GET', 'dict/deleteList', undefined, zhangsan)).statusCode).toBe(403);
    });

    it("takes back and deletes for good several at once, as our page's 回收站 does (dict-list.page.json)", async () => {
      const a = await addDict('批回收一', 'jc_bin_a');
      const b = await addDict('批回收二', 'jc_bin_b');
      await addItem(a.id, '一', '1');
      await ok('DELETE', `dict/deleteBatch?ids=${a.id},${b.id},`);
      // The ticked rows as a list; one not in the bin refuses the whole batch.
      expect((await call('PUT', 'dict/putRecycleBin', { ids: [a.id, 'nope'] })).statusCode).toBe(404);
      expect(
        (await get<DictRecord[]>('dict/deleteList')).filter((r) => [a.id, b.id].includes(r.id)),
      ).toHaveLength(2);
      expect((await ok('PUT', 'dict/putRecycleBin', { ids: [a.id] })).message).toBe('还原成功');
      expect((await get<DictOption[]>('dict/getDictItems/jc_bin_a')).map((o) => o.text)).toEqual(['一']);
      expect((await call('DELETE', `dict/deleteRecycleBin?ids=${a.id},${b.id}`)).statusCode).toBe(404);
      await ok('DELETE', `dict/deleteRecycleBin?ids=${b.id},`);
      expect((await get<DictRecord[]>('dict/deleteList')).some((r) => r.id === b.id)).toBe(false);
      expect((await addDict('编码已空出', 'jc_bin_b')).dictCode).toBe('jc_bin_b');
    });

    it('says which imported code belongs to a dictionary of the recycle bin (DictList.vue:139 importExcel)', async () => {
      const dict = await addDict('回收导入', 'jc_bin_import');
      await ok('DELETE', `dict/delete?id=${dict.id}`);
      const file = await workbookOf({
        字典: [
          ['字典名称', '字典编码'],
          ['回收导入', 'jc_bin_import'],
        ],
      });
      const response = await importFile(t.app, `${SYS}/dict/importExcel`, admin, file);
      // A refused import answers 200 with success false (JeecgListMixin handleImportExcel reads only a 2xx).
      expect(envelopeOf(response)).toMatchObject({ success: false });
      expect(envelopeOf(response).message).toContain(
        '第 2 行：字典编码已存在（在回收站中：请先取回或彻底删除）',
      );
    });

    it('deletes items in a batch, trailing comma included (DictItemList.vue:139, JeecgListMixin.js:173)', async () => {
      const dict = await addDict('批量项', 'jc_items');
      const a = await addItem(dict.id, '甲', 'a');
      const b = await addItem(dict.id, '乙', 'b');
      const c = await addItem(dict.id, '丙', 'c');
      expect((await call('DELETE', `dictItem/deleteBatch?ids=${a.id},nope,`)).statusCode).toBe(404);
      await ok('DELETE', `dictItem/deleteBatch?ids=${a.id},${b.id},`);
      const left = await get<Page<DictItemRecord>>(`dictItem/list?dictId=${dict.id}`);
      expect(left.records.map((r) => r.id)).toEqual([c.id]);
    });

    it("exports with the list's parameters and selections (JeecgListMixin.js:275–280), and imports the field `file`", async () => {
      const params = `dictName=*性*&${MIXIN}&field=id,,,dictName,dictCode,description,action&${t_()}`;
      const response = await getWithToken(t.app, `${SYS}/dict/exportXls?${params}`, admin);
      expect(response.statusCode, response.body).toBe(200);
      const sheets = await sheetsOf(response.rawPayload);
      expect(sheets['字典']!.slice(1).map((row) => row[1])).toEqual(['sex']);
      const devId = await positionIdOf('DEV');
      const qaId = await positionIdOf('QA');
      const selected = await getWithToken(
        t.app,
        `${SYS}/position/exportXls?${MIXIN}&selections=${devId},${qaId}&${t_()}`,
        admin,
      );
      expect(selected.statusCode).toBe(200);
      const positionSheet = (await sheetsOf(selected.rawPayload))['职务']!;
      expect(
        positionSheet
          .slice(1)
          .map((row) => row[0])
          .sort(),
      ).toEqual(['DEV', 'QA']);
      // SysPositionList.vue:166 importExcelUrl: the a-upload posts the workbook as `file`.
      const file = await workbookOf({
        职务: [
          ['职务编码', '职务名称', '职级'],
          ['JC_OPS', '运维', '中级'],
        ],
      });
      const imported = await importFile(t.app, `${SYS}/position/importExcel`, admin, file);
      expect(imported.statusCode, imported.body).toBe(200);
      expect(envelopeOf(imported).success).toBe(true);
      const ops = await get<Page<PositionRecord>>(`position/list?code=JC_OPS&${MIXIN}`);
      expect(ops.records[0]).toMatchObject({ name: '运维', postRank: '3', postRank_dictText: '中级' });
    });
  });

  describe('2. batch deletes with a trailing comma', () => {
    it('deletes dictionaries with ids=a,b, (DictList.vue via JeecgListMixin.js:173)', async () => {
      const a = await addDict('逗号一', 'jc_comma_a');
      const b = await addDict('逗号二', 'jc_comma_b');
      const done = await ok('DELETE', `dict/deleteBatch?ids=${a.id},${b.id},`);
      expect(done.message).toBe('批量删除成功!');
      expect((await get<DictRecord[]>('dict/deleteList')).map((r) => r.id)).toEqual(
        expect.arrayContaining([a.id, b.id]),
      );
    });

    it('deletes positions with ids=a,b, (SysPositionList.vue:163 deleteBatch)', async () => {
      const add = async (code: string) =>
        (await ok<PositionRecord>('POST', 'position/add', { code, name: code, postRank: '1' })).result;
      const a = await add('JC_A');
      const b = await add('JC_B');
      const done = await ok('DELETE', `position/deleteBatch?ids=${a.id},${b.id},`);
      expect(done.message).toBe('批量删除成功!');
      expect(
        await t.db.selectFrom('sys_position').select('id').where('id', 'in', [a.id, b.id]).execute(),
      ).toEqual([]);
    });
  });
});
