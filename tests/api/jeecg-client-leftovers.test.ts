/**
 * The last calls of JeecgBoot's own Vue 2 client (v3.3) in the built areas, and three loose ends (issue
 * 16): the search selects' loadDict/loadDictItem, JTreeSelect's loadTreeData and treeList, the user calls
 * queryByIds and generateUserId, deleting log entries (log:delete, never one's own), users in the recycle
 * bin in the role list's counts and a department's delete, and the role list's createTime_begin/_end.
 * Each case replays the call as the client builds it — its parameter names and the `_t` of every GET
 * (utils/request.js:134) — and asserts what it reads. Client files are cited below ant-design-vue-jeecg/src/.
 * On each dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DepartRecord,
  DictOption,
  DictTreeList,
  DictTreeNodeList,
  MenuTreeNodeList,
  RoleListResult,
  SysLogListResult,
  UserRecord,
} from '../../schemas/index';
import { createTestRole, createTestUser, idOf } from '../../server/testing/accounts';
import { envelopeOf, sendWithToken, tokenFor } from '../../server/testing/api';
import { INJECTION_PAYLOADS } from '../../server/testing/injection-payloads';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const SYS = '/platform/sys';
/** utils/request.js:134: every GET carries `_t`, the time in seconds. */
const t_ = () => `_t=${Math.floor(Date.now() / 1000)}`;
/** JeecgListMixin's own parameters on every list (mixins/JeecgListMixin.js:33, 120–128). */
const MIXIN =
  'column=createTime&order=desc&field=id,,,roleName,roleCode,createTime,action&pageNo=1&pageSize=10';

describe.each(dialects())('JeecgBoot client: the last calls and loose ends on $name', (dialect) => {
  let t: TestApp;
  let admin: string;
  let zhangsan: string;
  beforeAll(async () => {
    t = await withApp(dialect);
    admin = await tokenFor(t.app, 'admin');
    zhangsan = await tokenFor(t.app, 'zhangsan');
  });
  afterAll(() => t?.close());

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
  const status = async (method: Method, path: string, token = admin) =>
    (await call(method, path, undefined, token)).statusCode;

  /**
   * A token of a new user whose new role holds `pages` (menu keys), with one data rule on `page`: as an
   * admin would set it up on 角色管理 › 数据权限.
   */
  const scopedToken = async (
    name: string,
    pages: string[],
    page: string,
    rule: { name: string; column: string; value: string },
  ) => {
    const roleId = await createTestRole(t.db, `${name}_role`, pages);
    await createTestUser(t.db, name, { roles: [`${name}_role`] });
    const entry = await idOf(t.db, 'sys_permission', 'component_name', page);
    const ruleId = `${name}${Date.now()}`;
    await t.db
      .insertInto('sys_permission_data_rule')
      .values({
        id: ruleId,
        permission_id: entry,
        rule_name: rule.name,
        rule_column: rule.column,
        rule_conditions: '=',
        rule_value: rule.value,
        status: '1',
        created_by: 'test',
        created_at: new Date().toISOString(),
      })
      .execute();
    await t.db
      .updateTable('sys_role_permission')
      .set({ data_rule_ids: ruleId })
      .where('role_id', '=', roleId)
      .where('permission_id', '=', entry)
      .execute();
    return tokenFor(t.app, name);
  };

  describe('1a. loadDict and loadDictItem: the search selects (JSearchSelectTag.vue, JVxeSelectDictSearchCell.js)', () => {
    it('offers the options of a plain dictionary whose text contains the keyword, at most pageSize', async () => {
      // components/dict/JSearchSelectTag.vue:208 first asks with keyword '' and the select's pageSize.
      const all = await get<DictOption[]>('dict/loadDict/sex?pageSize=10&keyword=');
      expect(all.map((o) => o.text)).toEqual(expect.arrayContaining(['男', '女']));
      expect(all[0]).toEqual({
        value: expect.any(String),
        text: expect.any(String),
        label: expect.any(String),
        title: expect.any(String),
      });
      // :157 then what is typed.
      const typed = await get<DictOption[]>(
        `dict/loadDict/sex?keyword=${encodeURIComponent('女')}&pageSize=10`,
      );
      expect(typed.map((o) => o.text)).toEqual(['女']);
      expect(await get<DictOption[]>('dict/loadDict/sex?keyword=&pageSize=1')).toHaveLength(1);
    });

    it('searches a table dictionary with LIKE escaped, bounded, and for those who may see the table only', async () => {
      await createTestUser(t.db, 'lo_pct', {});
      await t.db
        .updateTable('sys_user')
        .set({ realname: '百分之%百' })
        .where('username', '=', 'lo_pct')
        .execute();
      await createTestUser(t.db, 'lo_plain', {});
      await t.db
        .updateTable('sys_user')
        .set({ realname: '百分之九十' })
        .where('username', '=', 'lo_plain')
        .execute();
      const code = 'sys_user,realname,username';
      const found = await get<DictOption[]>(
        `dict/loadDict/${code}?keyword=${encodeURIComponent('%')}&pageSize=10`,
      );
      expect(found.map((o) => o.value)).toEqual(['lo_pct']);
      const both = await get<DictOption[]>(
        `dict/loadDict/${code}?keyword=${encodeURIComponent('百分之')}&pageSize=10`,
      );
      expect(both.map((o) => o.value).sort()).toEqual(['lo_pct', 'lo_plain']);
      expect(await get<DictOption[]>(`dict/loadDict/${code}?keyword=&pageSize=1`)).toHaveLength(1);
      // pageSize beyond the bound is answered with at most 100 options; beyond 1000 refused.
      expect(
        (await get<DictOption[]>(`dict/loadDict/${code}?keyword=&pageSize=1000`)).length,
      ).toBeLessThanOrEqual(100);
      expect(await status('GET', `dict/loadDict/${code}?keyword=&pageSize=100000&${t_()}`)).toBe(400);
      // zhangsan (普通用户) lacks 用户管理: the table's rows are not his to read.
      expect(await status('GET', `dict/loadDict/${code}?keyword=&pageSize=10&${t_()}`, zhangsan)).toBe(403);
      // A column or table outside the registry, and every injection payload, is a 400.
      expect(await status('GET', `dict/loadDict/sys_user,password_hash,username?keyword=&${t_()}`)).toBe(400);
      for (const payload of INJECTION_PAYLOADS) {
        const response = await call(
          'GET',
          `dict/loadDict/${encodeURIComponent(`sys_user,realname,username,${payload}`)}?keyword=&${t_()}`,
        );
        expect(response.statusCode, payload).toBe(400);
        const keyword = await call(
          'GET',
          `dict/loadDict/${code}?keyword=${encodeURIComponent(payload)}&${t_()}`,
        );
        expect([200, 400], payload).toContain(keyword.statusCode);
      }
    });

    it('answers the texts of stored values in their order, leaving out those missing unless delNotExist=false', async () => {
      // JSearchSelectTag.vue:136 drops a fourth part, then sends key=<the value>; JTreeSelect.vue:113 a list.
      const code = 'sys_user,realname,username';
      expect(await get<string[]>(`dict/loadDictItem/${code}?key=zhangsan`)).toEqual(['张三']);
      expect(await get<string[]>(`dict/loadDictItem/${code}?key=lisi,nobody,zhangsan`)).toEqual([
        '李四',
        '张三',
      ]);
      expect(await get<string[]>(`dict/loadDictItem/${code}?key=lisi,nobody&delNotExist=false`)).toEqual([
        '李四',
        'nobody',
      ]);
      expect(await get<string[]>('dict/loadDictItem/sex?key=2,1')).toEqual(['女', '男']);
      expect(await status('GET', `dict/loadDictItem/${code}?key=admin&${t_()}`, zhangsan)).toBe(403);
      expect(await status('GET', `dict/loadDictItem/sys_user,password_hash,id?key=x&${t_()}`)).toBe(400);
    });
  });

  describe('1a. loadDict and loadDictItem from the editable tables (JVxeSelectDictSearchCell.js)', () => {
    it('answers loadDict without pageSize, and loadDictItem of a code that keeps its fourth part', async () => {
      // components/JVxeCells/JVxeSelectDictSearchCell.js:194 sends only keyword; :65 key=<value> with the
      // column's dict as it is, a registered condition included.
      const frozen = await createTestUser(t.db, 'lo_frozen_zhang');
      await t.db
        .updateTable('sys_user')
        .set({ realname: '张冻结', status: 2 })
        .where('id', '=', frozen)
        .execute();
      const code = 'sys_user,realname,username,status=1';
      const found = await get<DictOption[]>(`dict/loadDict/${code}?keyword=${encodeURIComponent('张')}`);
      expect(found.map((o) => o.value)).toContain('zhangsan');
      expect(found.map((o) => o.value)).not.toContain('lo_frozen_zhang');
      expect(await get<string[]>(`dict/loadDictItem/${code}?key=zhangsan`)).toEqual(['张三']);
      expect(await get<string[]>(`dict/loadDictItem/${code}?key=lo_frozen_zhang`)).toEqual([]);
    });
  });

  describe('1b. loadTreeData and treeList: JTreeSelect.vue over registered trees', () => {
    // components/jeecg/JTreeSelect.vue:186 loadRoot sends pid (pidValue, '' by default), tableName, text,
    // code, pidField, hasChildField and condition; :143 the same with pid = the opened node's key.
    const tree = (params: Record<string, string>) =>
      `dict/loadTreeData?${new URLSearchParams({ pid: '', pidField: 'parent_id', hasChildField: '', condition: '', ...params })}`;
    const departs = { tableName: 'sys_depart', text: 'depart_name', code: 'id' };

    it('answers the top and then the children of a node, with key, title and leaf', async () => {
      const top = await get<DictTreeNodeList>(tree(departs));
      expect(top.map((n) => n.title)).toEqual(['斗拱科技']);
      expect(top[0]).toMatchObject({
        key: await idOf(t.db, 'sys_depart', 'org_code', 'A01'),
        leaf: false,
        parentId: null,
      });
      const children = await get<DictTreeNodeList>(tree({ ...departs, pid: top[0]!.key }));
      expect(children.map((n) => n.title)).toEqual(expect.arrayContaining(['研发部', '市场部', '财务部']));
      expect(children.find((n) => n.title === '市场部')?.leaf).toBe(true);
      expect(children.find((n) => n.title === '研发部')?.leaf).toBe(false);
      // A condition of registered field=value pairs (JTreeSelect's `condition` prop, JSON).
      const companies = await get<DictTreeNodeList>(
        tree({ ...departs, pid: top[0]!.key, condition: '{"org_category":"1"}' }),
      );
      expect(companies).toEqual([]);
      const menus = await get<DictTreeNodeList>(
        tree({ tableName: 'sys_permission', text: 'name', code: 'id' }),
      );
      expect(menus.map((n) => n.title)).toContain('系统管理');
    });

    it('refuses a table, column or condition outside the registry with a 400 that says what is accepted', async () => {
      for (const params of [
        { tableName: 'sys_user', text: 'realname', code: 'id' },
        { ...departs, text: 'description' },
        { ...departs, code: 'org_code' },
        { ...departs, pidField: 'id' },
        { ...departs, hasChildField: 'depart_order' },
        { ...departs, condition: '{"description":"x"}' },
        { ...departs, condition: '{"org_category":{"$ne":1}}' },
        { ...departs, condition: "org_category='1' or 1=1" },
      ]) {
        const response = await call('GET', `${tree(params)}&${t_()}`);
        expect(response.statusCode, JSON.stringify(params)).toBe(400);
        expect(envelopeOf(response).message).toContain('sys_depart,depart_name');
      }
      for (const payload of INJECTION_PAYLOADS) {
        const response = await call(
          'GET',
          `${tree({ ...departs, condition: JSON.stringify({ [payload]: '1' }) })}&${t_()}`,
        );
        expect(response.statusCode, payload).toBe(400);
        const value = await call(
          'GET',
          `${tree({ ...departs, condition: JSON.stringify({ org_category: payload }) })}&${t_()}`,
        );
        expect([200, 400], payload).toContain(value.statusCode);
        if (value.statusCode === 200) expect(envelopeOf<unknown[]>(value).result).toEqual([]);
      }
      // The table's page is needed: zhangsan lacks 部门管理.
      expect(await status('GET', `${tree(departs)}&${t_()}`, zhangsan)).toBe(403);
    });

    it("keeps to the caller's data rules on 部门管理", async () => {
      const token = await scopedToken('lo_tree_user', ['system', 'system-depart'], 'system-depart', {
        name: '只看市场部',
        column: 'departName',
        value: '市场部',
      });
      const a01 = await idOf(t.db, 'sys_depart', 'org_code', 'A01');
      expect(await get<DictTreeNodeList>(tree(departs), token)).toEqual([]);
      const children = await get<DictTreeNodeList>(tree({ ...departs, pid: a01 }), token);
      expect(children.map((n) => n.title)).toEqual(['市场部']);
    });

    it('treeList answers the dictionaries as tree nodes, by name', async () => {
      // JeecgBoot's SysDictController.treeList (dictName LIKE, newest first).
      const nodes = await get<DictTreeList>(`dict/treeList?dictName=${encodeURIComponent('性别')}`);
      expect(nodes.map((n) => n.dictCode)).toEqual(['sex']);
      expect(nodes[0]).toMatchObject({
        key: nodes[0]!.id,
        value: nodes[0]!.id,
        title: '性别',
        dictName: '性别',
      });
      expect(await status('GET', `dict/treeList?${t_()}`, zhangsan)).toBe(403);
    });
  });

  describe('1c. the user calls: queryByIds and generateUserId', () => {
    it('queryByIds answers the users of an id list, not those in the recycle bin, for user:list', async () => {
      // views/system/modules/SysAnnouncementModal.vue:97 getAction(queryByIds, { userIds: 'a,b,' }).
      const gone = await createTestUser(t.db, 'lo_gone');
      await ok('DELETE', `user/delete?id=${gone}`);
      const lisi = await idOf(t.db, 'sys_user', 'username', 'lisi');
      const zs = await idOf(t.db, 'sys_user', 'username', 'zhangsan');
      const users = await get<UserRecord[]>(`user/queryByIds?userIds=${zs},${lisi},${gone},`);
      expect(users.map((u) => [u.id, u.realname])).toEqual([
        [lisi, '李四'],
        [zs, '张三'],
      ]);
      expect(await get<UserRecord[]>('user/queryByIds?userIds=')).toEqual([]);
      expect(await status('GET', `user/queryByIds?userIds=${lisi}&${t_()}`, zhangsan)).toBe(403);
      expect(await status('GET', `user/queryByIds?userIds=${encodeURIComponent("x' or 1=1")}&${t_()}`)).toBe(
        400,
      );
    });

    it("queryByIds keeps to the caller's data rules on 用户管理", async () => {
      const token = await scopedToken('lo_scoped_user', ['system', 'system-user'], 'system-user', {
        name: '只看自己',
        column: 'username',
        value: '#{sys_user_code}',
      });
      const me = await idOf(t.db, 'sys_user', 'username', 'lo_scoped_user');
      const lisi = await idOf(t.db, 'sys_user', 'username', 'lisi');
      const users = await get<UserRecord[]>(`user/queryByIds?userIds=${me},${lisi}`, token);
      expect(users.map((u) => u.username)).toEqual(['lo_scoped_user']);
    });

    it('generateUserId answers a fresh id to those who may add users, which add does not have to use', async () => {
      // views/system/modules/UserModal.vue:196 names the url (this.url.userId) but reads no answer of it.
      const first = await get<string>('user/generateUserId');
      const second = await get<string>('user/generateUserId');
      expect(first).toMatch(/^[0-9a-f]{32}$/);
      expect(second).not.toBe(first);
      expect(await status('GET', `user/generateUserId?${t_()}`, zhangsan)).toBe(403);
    });
  });

  describe('1e. queryListAsync: one level of the authorisation tree (api/api.js:31, no caller in v3.3)', () => {
    it('answers the top entries, then the children of one, without their children, for role:authorize', async () => {
      const top = await get<MenuTreeNodeList>('permission/queryListAsync?pid=');
      const system = top.find((node) => node.title === '系统管理');
      expect(system).toMatchObject({ key: expect.any(String), parentId: null, isLeaf: false });
      expect(top.every((node) => node.children === undefined)).toBe(true);
      const pages = await get<MenuTreeNodeList>(`permission/queryListAsync?pid=${system!.key}`);
      expect(pages.map((node) => node.title)).toEqual(expect.arrayContaining(['用户管理', '角色管理']));
      expect(pages.every((node) => node.parentId === system!.key)).toBe(true);
      expect(await get<MenuTreeNodeList>('permission/queryListAsync?pid=nosuchentry')).toEqual([]);
      expect(await status('GET', `permission/queryListAsync?pid=&${t_()}`, zhangsan)).toBe(403);
      expect(
        await status('GET', `permission/queryListAsync?pid=${encodeURIComponent("' or 1=1")}&${t_()}`),
      ).toBe(400);
    });
  });

  describe("1d. deleting log entries (LogList.vue via JeecgListMixin): log:delete, never one's own", () => {
    /** The newest entry of a user's sign-ins. */
    const loginOf = async (username: string) =>
      (
        await t.db
          .selectFrom('sys_log')
          .select('id')
          .where('username', '=', username)
          .where('log_type', '=', 1)
          .orderBy('created_at', 'desc')
          .executeTakeFirstOrThrow()
      ).id;

    it("deletes another user's entries one at a time and in batches, and logs the deletion", async () => {
      await tokenFor(t.app, 'lisi');
      await tokenFor(t.app, 'wangwu');
      const lisi = await loginOf('lisi');
      // mixins/JeecgListMixin.js handleDelete: deleteAction(url.delete, { id }).
      const one = await ok<null>('DELETE', `log/delete?id=${lisi}`);
      expect(one.message).toBe('删除成功!');
      expect(
        await t.db.selectFrom('sys_log').select('id').where('id', '=', lisi).executeTakeFirst(),
      ).toBeUndefined();
      // batchDel: deleteAction(url.deleteBatch, { ids: 'a,b,' }) — the trailing comma of the mixin.
      await tokenFor(t.app, 'lisi');
      const again = await loginOf('lisi');
      const wangwu = await loginOf('wangwu');
      await ok('DELETE', `log/deleteBatch?ids=${again},${wangwu},`);
      const left = await t.db.selectFrom('sys_log').select('id').where('id', 'in', [again, wangwu]).execute();
      expect(left).toEqual([]);
      // The deletion is itself an operation-log entry of the deleter, which the list shows.
      const page = await get<SysLogListResult>(
        'log/list?logType=2&column=createTime&order=desc&pageNo=1&pageSize=10',
      );
      expect(page.records.map((r) => [r.username, r.logContent])).toEqual(
        expect.arrayContaining([
          ['admin', expect.stringContaining('批量删除日志')],
          ['admin', expect.stringContaining('删除日志')],
        ]),
      );
    });

    it("refuses the entries of one's own actions and sign-ins, all or none, even to an administrator", async () => {
      await tokenFor(t.app, 'lisi');
      const own = await loginOf('admin');
      const other = await loginOf('lisi');
      const refused = await call('DELETE', `log/deleteBatch?ids=${other},${own}`);
      expect(refused.statusCode).toBe(403);
      expect(envelopeOf(refused).message).toContain('不能删除记录您本人操作或登录的日志');
      expect(
        await t.db.selectFrom('sys_log').select('id').where('id', 'in', [own, other]).execute(),
      ).toHaveLength(2);
      // Another administrator may remove them; the trail of that removal is theirs, not admin's.
      await createTestUser(t.db, 'lo_admin2', { roles: ['admin'] });
      const admin2 = await tokenFor(t.app, 'lo_admin2');
      await ok('DELETE', `log/delete?id=${own}`, undefined, admin2);
      expect(await status('DELETE', `log/delete?id=${own}`, admin2)).toBe(404);
    });

    it('needs log:delete: the log page alone (审计员) or no page (普通用户) is refused', async () => {
      await tokenFor(t.app, 'lisi');
      const other = await loginOf('lisi');
      const wangwu = await tokenFor(t.app, 'wangwu'); // 审计员: 日志管理 without 删除日志
      expect(await status('DELETE', `log/delete?id=${other}`, wangwu)).toBe(403);
      expect(await status('DELETE', `log/deleteBatch?ids=${other},`, zhangsan)).toBe(403);
      expect(await status('DELETE', 'log/deleteBatch?ids=allclear')).toBe(404);
      expect(await status('DELETE', `log/deleteBatch?ids=${encodeURIComponent("1' or '1'='1")}`)).toBe(400);
      // The admin role holds the button (seed; the migration for existing databases).
      const granted = await t.db
        .selectFrom('sys_role_permission as rp')
        .innerJoin('sys_role as r', 'r.id', 'rp.role_id')
        .innerJoin('sys_permission as p', 'p.id', 'rp.permission_id')
        .select('r.role_code')
        .where('p.perms', '=', 'log:delete')
        .execute();
      expect(granted.map((row) => row.role_code)).toEqual(['admin']);
    });
  });

  describe('2. users in the recycle bin', () => {
    it('are not counted by the role list (its userCount and delete warning)', async () => {
      await createTestRole(t.db, 'lo_bin_role', []);
      const kept = await createTestUser(t.db, 'lo_bin_kept', { roles: ['lo_bin_role'] });
      const binned = await createTestUser(t.db, 'lo_bin_gone', { roles: ['lo_bin_role'] });
      expect(kept).not.toBe(binned);
      const count = async () =>
        (await get<RoleListResult>(`role/list?${MIXIN}&roleCode=lo_bin_role`)).records[0]?.userCount;
      expect(await count()).toBe(2);
      await ok('DELETE', `user/delete?id=${binned}`);
      expect(await count()).toBe(1);
      await ok('PUT', 'user/putRecycleBin', { userIds: binned });
      expect(await count()).toBe(2);
    });

    it("do not hold back a department's delete, and come back from the bin without it", async () => {
      const depart = (
        await ok<DepartRecord>('POST', 'sysDepart/add', {
          departName: '回收站测试部',
          parentId: await idOf(t.db, 'sys_depart', 'org_code', 'A01'),
          orgCategory: '2',
          departOrder: 0,
        })
      ).result;
      const user = await createTestUser(t.db, 'lo_bin_member', { departs: [depart.orgCode] });
      await ok('DELETE', `user/delete?id=${user}`);
      // views/system/DepartList.vue: deleteAction('/sys/sysDepart/delete', { id }).
      await ok('DELETE', `sysDepart/delete?id=${depart.id}`);
      const links = await t.db
        .selectFrom('sys_user_depart')
        .select('id')
        .where('user_id', '=', user)
        .execute();
      expect(links).toEqual([]);
      await ok('PUT', 'user/putRecycleBin', { userIds: user });
      const restored = await get<UserRecord>(`user/queryById?id=${user}`);
      expect(restored.orgCode ?? null).toBeNull();
      // A new department that is given the same code does not take the restored user in.
      const next = (
        await ok<DepartRecord>('POST', 'sysDepart/add', {
          departName: '回收站测试部二',
          parentId: await idOf(t.db, 'sys_depart', 'org_code', 'A01'),
          orgCategory: '2',
          departOrder: 0,
        })
      ).result;
      const row = await t.db
        .selectFrom('sys_user')
        .select('org_code')
        .where('id', '=', user)
        .executeTakeFirstOrThrow();
      expect(row.org_code === null || row.org_code !== next.orgCode).toBe(true);
    });
  });

  describe('3. the role list reads createTime_begin and createTime_end (views/system/RoleList.vue:16)', () => {
    it('keeps the roles created in the range, as 日志管理 reads the same parameters', async () => {
      const at = (iso: string) => iso;
      await createTestRole(t.db, 'lo_old', []);
      await createTestRole(t.db, 'lo_new', []);
      await t.db
        .updateTable('sys_role')
        .set({ created_at: at('2020-01-05T08:00:00.000Z') })
        .where('role_code', '=', 'lo_old')
        .execute();
      await t.db
        .updateTable('sys_role')
        .set({ created_at: at('2030-06-01T08:00:00.000Z') })
        .where('role_code', '=', 'lo_new')
        .execute();
      const codes = async (range: string) =>
        (
          await get<RoleListResult>(`role/list?${MIXIN}&roleCode=${encodeURIComponent('lo_*')}&${range}`)
        ).records
          .map((r) => r.roleCode)
          .filter((c) => c === 'lo_old' || c === 'lo_new');
      // j-date with showTime: 'YYYY-MM-DD HH:mm:ss'.
      expect(await codes(`createTime_begin=${encodeURIComponent('2030-01-01 00:00:00')}`)).toEqual([
        'lo_new',
      ]);
      expect(await codes(`createTime_end=${encodeURIComponent('2021-01-01 00:00:00')}`)).toEqual(['lo_old']);
      expect(await codes('createTime_begin=2019-12-31&createTime_end=2020-01-10')).toEqual(['lo_old']);
      expect(await codes('createTime_begin=2020-01-06&createTime_end=2030-05-31')).toEqual([]);
      const bad = await call('GET', `role/list?${MIXIN}&createTime_end=2026-02-30&${t_()}`);
      expect(bad.statusCode).toBe(400);
      expect(envelopeOf(bad).message).toContain('createTime_end');
      expect(
        await status('GET', `role/list?${MIXIN}&createTime_begin=${encodeURIComponent("1' or 1=1")}&${t_()}`),
      ).toBe(400);
    });
  });
});
