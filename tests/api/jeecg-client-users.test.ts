/**
 * JeecgBoot's own Vue 2 client (v3.3, ant-design-vue-jeecg/src) on 用户管理 and on the signed-in user's own
 * calls (issue 16, points 3, 6, 7, 9, 14 and 15, and the login, permission menu and logout calls): each
 * case replays a call as the client builds it — its parameters, `_t`, trailing commas, the bodies of its
 * modals — citing the client's file and line, and asserts what the client reads. On each dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRole, createTestUser, idOf } from '../../server/testing/accounts';
import { envelopeOf, login, sendWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const SYS = '/platform/sys';
const USER = `${SYS}/user`;

/** A user record as the client's columns and modals read it. */
type Row = {
  id: string;
  username: string;
  realname: string;
  sex: number | null;
  sex_dictText: string;
  status: number;
  status_dictText: string;
  orgCode: string | null;
  orgCodeTxt: string;
  departIds: string;
  departIds_dictText: string;
  roleIds: string[];
  selecteddeparts: string;
  userIdentity: number;
};
type Page = { records: Row[]; total: number };

/** request.js:133 puts `_t` (seconds) on every GET. */
const T = `_t=${Math.floor(Date.UTC(2026, 10, 24) / 1000)}`;

describe.each(dialects())("JeecgBoot's client on 用户管理 on $name", (dialect) => {
  let t: TestApp;
  let admin: string;
  let ids: Record<'userRole' | 'auditorRole' | 'rd' | 'pm' | 'company', string>;
  beforeAll(async () => {
    t = await withApp(dialect);
    admin = await tokenFor(t.app, 'admin');
    ids = {
      userRole: await idOf(t.db, 'sys_role', 'role_code', 'user'),
      auditorRole: await idOf(t.db, 'sys_role', 'role_code', 'auditor'),
      rd: await idOf(t.db, 'sys_depart', 'org_code', 'A01A01'),
      pm: await idOf(t.db, 'sys_depart', 'org_code', 'A01A02'),
      company: await idOf(t.db, 'sys_depart', 'org_code', 'A01'),
    };
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin) =>
    sendWithToken(t.app, method, url, token, payload);
  const ok = async <T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    token = admin,
  ) => {
    const response = await call(method, url, payload, token);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    const body = envelopeOf<T>(response);
    expect(body.success).toBe(true);
    return body;
  };
  /** JeecgListMixin.js:118-129: the search, column/order, field (the columns shown), pageNo, pageSize. */
  const listQuery = (search: string) =>
    `${USER}/list?${T}&${search}${search ? '&' : ''}column=createTime&order=desc` +
    '&field=id,,,username,realname,avatar,sex_dictText,birthday,phone,orgCodeTxt,departIds_dictText,status_dictText,action' +
    '&pageNo=1&pageSize=10';
  const listed = async (search: string) => (await ok<Page>('GET', listQuery(search))).result;
  const usernames = (page: Page) => page.records.map((row) => row.username).sort();

  describe('point 3: the user modal adds and edits', () => {
    it('adds a user with the body UserModal.vue sends', async () => {
      // views/system/modules/UserModal.vue:219 starts the model as {activitiSync:'1', userIdentity:1},
      // :227 adds selectedroles/selecteddeparts '', the form fills the rest, :342-343 sets departIds ''
      // for a 普通用户 and :348 posts it all through api.js:12 addUser.
      const body = await ok<Row>('POST', `${USER}/add`, {
        selectedroles: `${ids.userRole},${ids.auditorRole}`,
        selecteddeparts: `${ids.rd},${ids.pm}`,
        activitiSync: '1',
        userIdentity: 1,
        username: 'modal1',
        password: 'Abc@12345',
        confirmpassword: 'Abc@12345',
        realname: '弹窗用户',
        workNo: 'M001',
        phone: '13911110001',
        post: 'DEV',
        relTenantIds: '',
        departIds: '',
        avatar: '',
        birthday: '1991-02-03',
        sex: 2,
        email: 'modal1@dougong.dev',
        telephone: '010-12345678',
      });
      expect(body.message).toBe('添加成功！');
      const row = (await listed('username=modal1')).records[0]!;
      expect(row).toMatchObject({
        username: 'modal1',
        realname: '弹窗用户',
        sex: 2,
        sex_dictText: '女',
        userIdentity: 1,
        departIds: '',
        orgCodeTxt: '研发部,市场部',
      });
      expect(row.roleIds.sort()).toEqual([ids.userRole, ids.auditorRole].sort());
    });

    it('edits with the record the list loaded sent back, the roles and departments the modal changed winning', async () => {
      const row = (await listed('username=modal1')).records[0]!;
      // UserModal.vue:227 copies the list's record (display fields and all); :289 sets selectedroles from
      // queryUserRole, :308 selecteddeparts from userDepartList (keys); the user changes both.
      const roles = await ok<string[]>('GET', `${USER}/queryUserRole?${T}&userid=${row.id}`);
      expect(roles.result.sort()).toEqual(row.roleIds.sort());
      const departs = await ok<{ key: string; title: string }[]>(
        'GET',
        `${USER}/userDepartList?${T}&userId=${row.id}`,
      );
      expect(departs.result.map((d) => d.title)).toEqual(['研发部', '市场部']);
      const edited = await ok<Row>('PUT', `${USER}/edit`, {
        ...row,
        selectedroles: ids.userRole,
        selecteddeparts: ids.pm,
        realname: '改过的名字',
        departIds: '',
      });
      expect(edited.message).toBe('修改成功！');
      expect(edited.result).toMatchObject({
        realname: '改过的名字',
        roleIds: [ids.userRole],
        orgCode: 'A01A02',
      });
      expect(edited.result.selecteddeparts).toBe(ids.pm);
    });

    it('makes a 上级 in charge of the departments the modal sends as departIds', async () => {
      const row = (await listed('username=modal1')).records[0]!;
      // UserModal.vue:315 backDepartInfo copies selecteddeparts into departIds for a 上级 (userIdentity 2).
      const edited = await ok<Row>('PUT', `${USER}/edit`, {
        ...row,
        selectedroles: ids.userRole,
        selecteddeparts: `${ids.rd},${ids.pm}`,
        userIdentity: 2,
        departIds: `${ids.rd},${ids.pm}`,
      });
      expect(edited.result).toMatchObject({ userIdentity: 2, departIds_dictText: '研发部,市场部' });
    });
  });

  describe('point 6: passwords under the client’s names and methods', () => {
    it('lets an administrator set a password with PUT changePassword (PasswordModal.vue)', async () => {
      await createTestUser(t.db, 'pwd1');
      // views/system/modules/PasswordModal.vue:98-99: {username, password, confirmpassword} through
      // api.js:20 changePassword = putAction('/sys/user/changePassword').
      const body = await ok('PUT', `${USER}/changePassword`, {
        username: 'pwd1',
        password: 'Newpass@1',
        confirmpassword: 'Newpass@1',
      });
      expect(body.message).toBe('密码修改成功！');
      expect((await login(t.app, 'pwd1', 'Newpass@1')).statusCode).toBe(200);
      // Dougong's earlier spelling stays.
      await ok('PUT', `${USER}/changPassword`, { username: 'pwd1', password: 'Again@123' });
      expect((await login(t.app, 'pwd1', 'Again@123')).statusCode).toBe(200);
    });

    it('lets a user change their own with PUT updatePassword (UserPassword.vue), and refuses someone else’s', async () => {
      await createTestUser(t.db, 'pwd2');
      const own = await tokenFor(t.app, 'pwd2');
      // components/tools/UserPassword.vue:84 url 'sys/user/updatePassword', :114-116 putAction with
      // {username, oldpassword, password, confirmpassword}.
      const body = await ok(
        'PUT',
        `${USER}/updatePassword`,
        { username: 'pwd2', oldpassword: '123456', password: 'Mine@1234', confirmpassword: 'Mine@1234' },
        own,
      );
      expect(body.message).toBe('密码修改成功！');
      expect((await login(t.app, 'pwd2', 'Mine@1234')).statusCode).toBe(200);
      const other = await call(
        'PUT',
        `${USER}/updatePassword`,
        { username: 'admin', oldpassword: '123456', password: 'Hack@1234', confirmpassword: 'Hack@1234' },
        own,
      );
      expect(other.statusCode).toBe(403);
      // POST, Dougong's earlier method, stays.
      await ok(
        'POST',
        `${USER}/updatePassword`,
        { oldpassword: 'Mine@1234', password: 'Mine@5678', confirmpassword: 'Mine@5678' },
        own,
      );
      expect((await login(t.app, 'pwd2', 'Mine@5678')).statusCode).toBe(200);
    });
  });

  describe('point 7: the display fields the client’s columns read', () => {
    it('gives the user list sex_dictText, status_dictText, orgCodeTxt and departIds_dictText', async () => {
      // views/system/UserList.vue:245 sex_dictText, :264 orgCodeTxt, :270 departIds_dictText, :276 status_dictText.
      const page = await listed('username=zhangsan');
      expect(page.records[0]).toMatchObject({
        username: 'zhangsan',
        sex_dictText: '男',
        status_dictText: '正常',
        orgCodeTxt: '研发部,前端组',
        departIds_dictText: '',
      });
      const byId = await ok<Row>('GET', `${USER}/queryById?${T}&id=${page.records[0]!.id}`);
      expect(byId.result).toMatchObject({
        sex_dictText: '男',
        status_dictText: '正常',
        orgCodeTxt: '研发部,前端组',
      });
    });

    it('gives them on the role’s, the department’s and the pickers’ user lists too', async () => {
      // views/system/RoleUserList.vue and DepartUserList read the same columns from userRoleList and
      // departUserList; SelectUserListModal.vue:56,71 reads sex_dictText and status_dictText from /sys/user/list.
      const ofRole = await ok<Page>(
        'GET',
        `${USER}/userRoleList?${T}&roleId=${ids.auditorRole}&column=createTime&order=desc&pageNo=1&pageSize=10`,
      );
      expect(ofRole.result.records.find((r) => r.username === 'wangwu')).toMatchObject({
        sex_dictText: '男',
        status_dictText: '正常',
        orgCodeTxt: '后端组',
      });
      const ofDepart = await ok<Page>(
        'GET',
        `${USER}/departUserList?${T}&depId=${ids.pm}&column=createTime&order=desc&pageNo=1&pageSize=10`,
      );
      expect(ofDepart.result.records.find((r) => r.username === 'lisi')).toMatchObject({
        sex_dictText: '女',
        orgCodeTxt: '市场部,财务部',
      });
      const byDepart = await ok<Row[]>('GET', `${USER}/queryUserByDepId?${T}&id=${ids.pm}`);
      expect(byDepart.result.find((r) => r.username === 'lisi')?.orgCodeTxt).toBe('市场部,财务部');
    });
  });

  describe('point 9: the search encodings of the user list', () => {
    it('finds by the JInput wildcard *adm* and its halves', async () => {
      // components/jeecg/JInput.vue:90 turns the typed text into *text* (UserList.vue:12 j-input on username).
      expect(usernames(await listed('username=*adm*'))).toEqual(['admin']);
      expect(usernames(await listed('username=zhang*'))).toEqual(['zhangsan']);
      expect(usernames(await listed('username=*si'))).toEqual(['lisi']);
      expect(usernames(await listed('username=*ang*'))).toEqual(['wangwu', 'zhangsan']);
      // Plain text still contains; LIKE's own characters still match themselves.
      expect(usernames(await listed('username=angs'))).toEqual(['zhangsan']);
      expect((await listed('username=*%25*')).total).toBe(0);
    });

    it('finds the values a multi-value picker echoes as a comma list, exactly', async () => {
      // components/jeecgbiz/JSelectBizComponent/JSelectBizComponentModal.vue:288-292 asks the list for
      // [valueKey]: values.join(',') + ',' (JSelectMultiUser.vue:29 list '/sys/user/list').
      const byName = await ok<Page>('GET', `${USER}/list?${T}&username=admin,lisi,&pageNo=1&pageSize=2`);
      expect(usernames(byName.result)).toEqual(['admin', 'lisi']);
      // 'adm' alone in a list is an exact value: no admin.
      expect((await listed('username=adm,')).total).toBe(0);
      const zhangsan = await idOf(t.db, 'sys_user', 'username', 'zhangsan');
      const wangwu = await idOf(t.db, 'sys_user', 'username', 'wangwu');
      const byId = await ok<Page>('GET', `${USER}/list?${T}&id=${zhangsan},${wangwu},&pageNo=1&pageSize=2`);
      expect(usernames(byId.result)).toEqual(['wangwu', 'zhangsan']);
      expect(usernames(await listed(`id=${zhangsan}`))).toEqual(['zhangsan']);
      // The coded fields take lists and negation as well (UserList.vue:18,42 send sex and status as text).
      expect(usernames(await listed('sex=2,'))).toEqual(['lisi', 'modal1']);
      expect((await listed('sex=1,2,')).total).toBeGreaterThanOrEqual(4);
      expect(usernames(await listed('sex=!1&username=*i*'))).toEqual(['lisi']);
      expect((await listed('status=1')).total).toBe((await listed('')).total);
    });

    it('counts each kind of search apart: the same text as a wildcard, a list and plain text', async () => {
      // The list's SQL is built once per shape and its count remembered per SQL and values: were the kind
      // of search not part of the shape, these would share a count.
      expect((await listed('username=zhangsan')).total).toBe(1);
      expect((await listed('username=zhangsan,')).total).toBe(1);
      expect((await listed('username=*zhangsa')).total).toBe(0);
      expect((await listed('username=zhangsa,')).total).toBe(0);
      expect((await listed('username=zhangsa')).total).toBe(1);
    });
  });

  describe('point 14: data rules on the client’s field names', () => {
    it('accepts rules on createBy, create_by, orgCode, org_code and sex and narrows the list by them', async () => {
      const userPage = await idOf(t.db, 'sys_permission', 'component_name', 'system-user');
      let n = 0;
      /** The list as seen by a new user of department 市场部 whose one role carries this rule. */
      const seenUnder = async (ruleColumn: string, ruleConditions: string, ruleValue: string) => {
        n += 1;
        const roleId = await createTestRole(t.db, `rule_role${n}`, ['system', 'system-user']);
        // views/system/modules/PermissionDataRuleModal.vue:25-27: ruleName, ruleColumn, ruleConditions, ruleValue.
        const rule = await ok<{ id: string }>('POST', `${SYS}/permission/addPermissionRule`, {
          permissionId: userPage,
          ruleName: `按 ${ruleColumn}`,
          ruleColumn,
          ruleConditions,
          ruleValue,
          status: '1',
        });
        await ok('POST', `${SYS}/permission/saveDatarule`, {
          permissionId: userPage,
          roleId,
          dataRuleIds: rule.result.id,
        });
        await createTestUser(t.db, `rule_viewer${n}`, { roles: [`rule_role${n}`], departs: ['A01A02'] });
        const token = await tokenFor(t.app, `rule_viewer${n}`);
        const page = (await ok<Page>('GET', listQuery(''), undefined, token)).result;
        return usernames(page).filter((name) => !name.startsWith('rule_viewer'));
      };
      expect(await seenUnder('sex', '=', '2')).toEqual(['lisi', 'modal1']);
      expect(await seenUnder('orgCode', '=', '#{sys_org_code}')).toEqual(['lisi', 'modal1']);
      expect(await seenUnder('org_code', '=', 'A01A01A02')).toEqual(['wangwu']);
      // Seeded users were created by the seed, test users by 'test', modal1 by admin through the API.
      const notByTests = await seenUnder('createBy', '!=', 'test');
      expect(notByTests).toEqual(expect.arrayContaining(['admin', 'lisi', 'wangwu', 'zhangsan', 'modal1']));
      expect(notByTests).not.toContain('pwd1');
      const byTests = await seenUnder('create_by', '=', 'test');
      expect(byTests).toContain('pwd1');
      expect(byTests).not.toContain('zhangsan');
    });
  });

  describe('point 15: the user recycle bin', () => {
    it('deletes into the recycle bin: no sign-in, in no list or picker, the account name still taken', async () => {
      const id = await createTestUser(t.db, 'binned1', { departs: ['A01A02'], roles: ['user'] });
      expect((await login(t.app, 'binned1', '123456')).statusCode).toBe(200);
      // views/system/UserList.vue:142 handleDelete(record.id) → JeecgListMixin deleteAction(url.delete, {id}).
      await ok('DELETE', `${USER}/delete?id=${id}`);
      expect((await login(t.app, 'binned1', '123456')).statusCode).toBe(400);
      expect((await listed('username=binned1')).total).toBe(0);
      expect((await call('GET', `${USER}/queryById?${T}&id=${id}`)).statusCode).toBe(404);
      const pm = await ok<Row[]>('GET', `${USER}/queryUserByDepId?${T}&id=${ids.pm}`);
      expect(pm.result.map((r) => r.username)).not.toContain('binned1');
      const picker = await ok<Page>(
        'GET',
        `${USER}/queryUserComponentData?${T}&username=binned1&pageNo=1&pageSize=10`,
      );
      expect(picker.result.total).toBe(0);
      // The add modal's duplicate check (UserModal.vue validateUsername → checkOnlyUser) still finds it taken.
      const check = await call('GET', `${USER}/checkOnlyUser?${T}&username=binned1`);
      expect(envelopeOf(check)).toMatchObject({ success: false, message: '用户账号已存在' });
      const again = await call('POST', `${USER}/add`, {
        username: 'binned1',
        password: 'secret1',
        realname: 'x',
      });
      expect(again.statusCode).toBe(409);
      // Nor can an administrator edit, freeze or re-password a deleted user.
      expect((await call('PUT', `${USER}/edit`, { id, realname: '改' })).statusCode).toBe(404);
      expect((await call('PUT', `${USER}/frozenBatch`, { ids: `${id},`, status: 2 })).statusCode).toBe(404);
      expect(
        (await call('PUT', `${USER}/changePassword`, { username: 'binned1', password: 'secret9' }))
          .statusCode,
      ).toBe(404);
    });

    it('lists the recycle bin as UserRecycleBinModal.vue reads it, with department names in orgCode', async () => {
      // views/system/modules/UserRecycleBinModal.vue:125 this.$http.get(url.recycleBin): a bare list; its
      // 部门 column (:41) reads orgCode, which JeecgBoot fills with the department names.
      const bin = await ok<Row[]>('GET', `${USER}/recycleBin?${T}`);
      expect(bin.result.find((r) => r.username === 'binned1')).toMatchObject({
        orgCode: '市场部',
        orgCodeTxt: '市场部',
        realname: 'binned1',
      });
      expect(bin.result.map((r) => r.username)).not.toContain('admin');
    });

    it('restores with putRecycleBin {userIds} as the modal sends it: the user signs in again as before', async () => {
      const id = await idOf(t.db, 'sys_user', 'username', 'binned1');
      // UserRecycleBinModal.vue:143 putAction(url.putRecycleBin, {userIds: userIds.join(',')}).
      const body = await ok('PUT', `${USER}/putRecycleBin`, { userIds: id });
      expect(body.message).toBe('还原成功');
      expect((await login(t.app, 'binned1', '123456')).statusCode).toBe(200);
      const row = (await listed('username=binned1')).records[0]!;
      expect(row).toMatchObject({ orgCode: 'A01A02', orgCodeTxt: '市场部', roleIds: [ids.userRole] });
      const bin = await ok<Row[]>('GET', `${USER}/recycleBin?${T}`);
      expect(bin.result.map((r) => r.username)).not.toContain('binned1');
      // A live user is not in the bin: restoring or purging them again is 404.
      expect((await call('PUT', `${USER}/putRecycleBin`, { userIds: `${id},` })).statusCode).toBe(404);
      expect((await call('DELETE', `${USER}/deleteRecycleBin?userIds=${id}`)).statusCode).toBe(404);
    });

    it('deletes for good with deleteRecycleBin?userIds=, freeing the account name', async () => {
      const one = await createTestUser(t.db, 'binned2');
      const two = await createTestUser(t.db, 'binned3');
      // JeecgListMixin batchDel → deleteBatch?ids=a,b, (a trailing comma).
      await ok('DELETE', `${USER}/deleteBatch?ids=${one},${two},`);
      // UserRecycleBinModal.vue:164 deleteAction(url.deleteRecycleBin, {userIds: userIds.join(',')}).
      const body = await ok('DELETE', `${USER}/deleteRecycleBin?userIds=${one},${two}`);
      expect(body.message).toBe('删除成功');
      expect(await t.db.selectFrom('sys_user').select('id').where('id', 'in', [one, two]).execute()).toEqual(
        [],
      );
      const check = await ok('GET', `${USER}/checkOnlyUser?${T}&username=binned2`);
      expect(check.message).toBe('该用户账号可用');
    });

    it('keeps the bin to those with its codes, within their data rules and rank', async () => {
      const victim = await createTestUser(t.db, 'binned4', { departs: ['A01A02'] });
      const boss = await createTestUser(t.db, 'binned_boss', { roles: ['admin'] });
      await ok('DELETE', `${USER}/deleteBatch?ids=${victim},${boss},`);
      // Without user:recycle or user:recycleDelete: 403 on each call.
      await createTestRole(t.db, 'bin_reader', ['system', 'system-user']);
      await createTestUser(t.db, 'bin_reader1', { roles: ['bin_reader'] });
      const reader = await tokenFor(t.app, 'bin_reader1');
      expect((await call('GET', `${USER}/recycleBin?${T}`, undefined, reader)).statusCode).toBe(403);
      expect((await call('PUT', `${USER}/putRecycleBin`, { userIds: victim }, reader)).statusCode).toBe(403);
      expect(
        (await call('DELETE', `${USER}/deleteRecycleBin?userIds=${victim}`, undefined, reader)).statusCode,
      ).toBe(403);
      // With the codes but a rule limiting 用户管理 to 市场部, and no admin role: admin's peers are out of rank.
      const roleId = await createTestRole(t.db, 'bin_keeper', [
        'system',
        'system-user',
        'user:recycle',
        'user:recycleDelete',
      ]);
      const userPage = await idOf(t.db, 'sys_permission', 'component_name', 'system-user');
      const rule = await ok<{ id: string }>('POST', `${SYS}/permission/addPermissionRule`, {
        permissionId: userPage,
        ruleName: '只看市场部',
        ruleColumn: 'org_code',
        ruleConditions: '=',
        ruleValue: 'A01A02',
        status: '1',
      });
      await ok('POST', `${SYS}/permission/saveDatarule`, {
        permissionId: userPage,
        roleId,
        dataRuleIds: rule.result.id,
      });
      await createTestUser(t.db, 'bin_keeper1', { roles: ['bin_keeper'], departs: ['A01A02'] });
      const keeper = await tokenFor(t.app, 'bin_keeper1');
      const seen = await ok<Row[]>('GET', `${USER}/recycleBin?${T}`, undefined, keeper);
      expect(seen.result.map((r) => r.username)).toEqual(['binned4']);
      // binned_boss is outside the rule: 404, and nothing of the batch changes.
      const both = await call('PUT', `${USER}/putRecycleBin`, { userIds: `${victim},${boss}` }, keeper);
      expect(both.statusCode).toBe(404);
      expect((await login(t.app, 'binned4', '123456')).statusCode).toBe(400);
      // Within the rule but holding admin: out of rank (403), once the rule no longer hides them.
      await t.db.updateTable('sys_user').set({ org_code: 'A01A02' }).where('id', '=', boss).execute();
      expect((await call('PUT', `${USER}/putRecycleBin`, { userIds: boss }, keeper)).statusCode).toBe(403);
      expect(
        (await call('DELETE', `${USER}/deleteRecycleBin?userIds=${boss}`, undefined, keeper)).statusCode,
      ).toBe(403);
      // Our own page's drawer sends the ticked rows as a list.
      await ok('PUT', `${USER}/putRecycleBin`, { userIds: [victim] }, keeper);
      expect((await login(t.app, 'binned4', '123456')).statusCode).toBe(200);
    });
  });

  describe('point 15: the pickers’ calls', () => {
    it('answers userDepartList with DepartIdModel {key, value, title} (UserModal.vue:195, :297-306)', async () => {
      const lisi = await idOf(t.db, 'sys_user', 'username', 'lisi');
      const body = await ok<{ key: string; value: string; title: string }[]>(
        'GET',
        `${USER}/userDepartList?${T}&userId=${lisi}`,
      );
      expect(body.result).toEqual([
        { key: ids.pm, value: ids.pm, title: '市场部' },
        {
          key: await idOf(t.db, 'sys_depart', 'org_code', 'A01A03'),
          value: expect.any(String),
          title: '财务部',
        },
      ]);
      expect((await call('GET', `${USER}/userDepartList?${T}&userId=nope`)).statusCode).toBe(404);
    });

    it('pages queryUserComponentData as JSelectUserByDepModal.vue builds it, normal users only', async () => {
      await ok('PUT', `${USER}/frozenBatch`, {
        ids: `${await idOf(t.db, 'sys_user', 'username', 'pwd1')},`,
        status: 2,
      });
      // components/jeecgbiz/modal/JSelectUserByDepModal.vue:245-253: queryParam, isorter, field, pageNo,
      // pageSize, departId = selectedDepIds.join(','); filterObj drops the empty ones. :208 reads
      // res.result.records and total, :114 the column orgCodeTxt.
      const all = await ok<Page>(
        'GET',
        `${USER}/queryUserComponentData?${T}&column=createTime&order=desc&field=id,,username,realname,sex,phone,orgCodeTxt&pageNo=1&pageSize=10`,
      );
      expect(all.result.records.map((r) => r.username)).not.toContain('pwd1');
      const rd = await ok<Page>(
        'GET',
        `${USER}/queryUserComponentData?${T}&column=createTime&order=desc&departId=${ids.rd},${ids.pm}&pageNo=1&pageSize=100`,
      );
      // 研发部 with the groups under it (wangwu is in 后端组 only), and 市场部; not 财务部-only or 斗拱科技-only users.
      expect(usernames(rd.result)).toEqual(expect.arrayContaining(['lisi', 'wangwu', 'zhangsan']));
      expect(usernames(rd.result)).not.toContain('admin');
      const qa = await ok<Page>(
        'GET',
        `${USER}/queryUserComponentData?${T}&departId=${await idOf(t.db, 'sys_depart', 'org_code', 'A01A01A02')}&pageNo=1&pageSize=10`,
      );
      expect(usernames(qa.result)).toEqual(['wangwu']);
      expect(rd.result.records.find((r) => r.username === 'zhangsan')?.orgCodeTxt).toBe('研发部,前端组');
      const byName = await ok<Page>(
        'GET',
        `${USER}/queryUserComponentData?${T}&username=*ang*&realname=张&pageNo=1&pageSize=10`,
      );
      expect(usernames(byName.result)).toEqual(['zhangsan']);
    });

    it('answers getMultiUser with the bare list JSelectUserByDepModal.vue:178-190 reads', async () => {
      // The stored value plus ',' (:178) under the store field (JSelectUserByDep.vue:56 default 'username').
      const response = await call('GET', `${USER}/getMultiUser?${T}&username=zhangsan,lisi,pwd1,`);
      expect(response.statusCode).toBe(200);
      const list = response.json() as Row[];
      expect(Array.isArray(list)).toBe(true);
      // pwd1 is frozen: JeecgBoot's getMultiUser keeps status 1 only.
      expect(list.map((u) => u.username).sort()).toEqual(['lisi', 'zhangsan']);
      expect(list.find((u) => u.username === 'lisi')).toMatchObject({
        realname: '李四',
        orgCodeTxt: '市场部,财务部',
      });
      expect(JSON.stringify(list)).not.toMatch(/password|argon2/i);
      const wangwu = await idOf(t.db, 'sys_user', 'username', 'wangwu');
      const byId = (await call('GET', `${USER}/getMultiUser?${T}&id=${wangwu},`)).json() as Row[];
      expect(byId.map((u) => u.username)).toEqual(['wangwu']);
      expect((await call('GET', `${USER}/getMultiUser?${T}&username=%27%20or%201=1--`)).statusCode).toBe(400);
    });
  });

  describe('point 15: the signed-in user’s departments', () => {
    it('answers getCurrentUserDeparts as DepartSelect.vue:90-104 reads it and switches with PUT selectDepart', async () => {
      const token = await tokenFor(t.app, 'lisi');
      const mine = await ok<{ list: { departName: string; orgCode: string }[]; orgCode: string }>(
        'GET',
        `${USER}/getCurrentUserDeparts?${T}`,
        undefined,
        token,
      );
      expect(mine.result.orgCode).toBe('A01A02');
      expect(mine.result.list.map((d) => [d.orgCode, d.departName])).toEqual([
        ['A01A02', '市场部'],
        ['A01A03', '财务部'],
      ]);
      // components/tools/DepartSelect.vue:123-127 putAction('/sys/selectDepart', {orgCode, username}),
      // then stores res.result.userInfo.
      const switched = await ok<{ userInfo: { username: string; orgCode: string } }>(
        'PUT',
        `${SYS}/selectDepart`,
        { orgCode: 'A01A03', username: 'lisi' },
        token,
      );
      expect(switched.result.userInfo).toMatchObject({ username: 'lisi', orgCode: 'A01A03' });
      const after = await ok<{ orgCode: string }>(
        'GET',
        `${USER}/getCurrentUserDeparts?${T}`,
        undefined,
        token,
      );
      expect(after.result.orgCode).toBe('A01A03');
    });

    it('switches only to one’s own department, and only one’s own', async () => {
      const token = await tokenFor(t.app, 'lisi');
      const foreign = await call(
        'PUT',
        `${SYS}/selectDepart`,
        { orgCode: 'A01A01', username: 'lisi' },
        token,
      );
      expect(foreign.statusCode).toBe(400);
      expect(envelopeOf(foreign).message).toContain('A01A01');
      const other = await call(
        'PUT',
        `${SYS}/selectDepart`,
        { orgCode: 'A01A02', username: 'zhangsan' },
        token,
      );
      expect(other.statusCode).toBe(403);
      expect(
        (await sendWithToken(t.app, 'PUT', `${SYS}/selectDepart`, undefined, { orgCode: 'A01A02' }))
          .statusCode,
      ).toBe(401);
    });
  });

  describe('login, permission menu and logout as the client calls them', () => {
    it('signs in with LoginAccount.vue’s body and answers what user.js and LoginSelectTenant.vue store', async () => {
      // views/user/LoginAccount.vue:128-134: username, password, captcha, checkKey, remember_me.
      const response = await t.app.inject({
        method: 'POST',
        url: `${SYS}/login`,
        payload: {
          username: 'lisi',
          password: '123456',
          captcha: 'abcd',
          checkKey: 1700000000000,
          remember_me: true,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = envelopeOf<{
        token: string;
        userInfo: { username: string; realname: string; avatar: string };
        departs: { orgCode: string; departName: string }[];
        multi_depart: number;
      }>(response);
      // store/modules/user.js:81-91: response.code == '200', result.token, result.userInfo.{username, realname, avatar}.
      expect(String(body.code)).toBe('200');
      expect(body.result.token).toMatch(/\S{20,}/);
      expect(body.result.userInfo).toMatchObject({ username: 'lisi', realname: '李四', avatar: '' });
      // views/user/LoginSelectTenant.vue:96-108: multi_depart 2 shows departs to choose from.
      expect(body.result.multi_depart).toBe(2);
      expect(body.result.departs.map((d) => d.orgCode)).toEqual(['A01A02', 'A01A03']);
      const one = envelopeOf<{ multi_depart: number }>(await login(t.app, 'wangwu', '123456'));
      expect(one.result.multi_depart).toBe(1);
      await createTestUser(t.db, 'homeless1');
      const none = envelopeOf<{ multi_depart: number; departs: unknown[] }>(
        await login(t.app, 'homeless1', '123456'),
      );
      expect(none.result).toMatchObject({ multi_depart: 0, departs: [] });
    });

    it('answers getUserPermissionByToken with menu, auth, allAuth and sysSafeMode (user.js:128-151)', async () => {
      const token = await tokenFor(t.app, 'zhangsan');
      const body = await ok<{ menu: unknown[]; auth: { action: string }[]; allAuth: { action: string }[] }>(
        'GET',
        `${SYS}/permission/getUserPermissionByToken?${T}`,
        undefined,
        token,
      );
      expect(body.result.menu.length).toBeGreaterThan(0);
      expect(body.result).toMatchObject({ sysSafeMode: false });
      expect(Array.isArray(body.result.auth)).toBe(true);
      expect(body.result.allAuth.map((a) => a.action)).toEqual(
        expect.arrayContaining(['user:recycle', 'user:add']),
      );
      const adminBody = await ok<{ auth: { action: string }[] }>(
        'GET',
        `${SYS}/permission/getUserPermissionByToken?${T}`,
      );
      expect(adminBody.result.auth.map((a) => a.action)).toEqual(
        expect.arrayContaining(['user:recycle', 'user:recycleDelete']),
      );
    });

    it('logs out with api/login.js:49-57 (POST, the token in X-Access-Token, no body)', async () => {
      const token = await tokenFor(t.app, 'wangwu');
      const response = await t.app.inject({
        method: 'POST',
        url: `${SYS}/logout`,
        headers: { 'x-access-token': token },
      });
      expect(response.statusCode).toBe(200);
      expect(envelopeOf(response)).toMatchObject({ success: true, message: '退出登录成功！' });
      expect((await call('GET', `${USER}/getCurrentUserDeparts?${T}`, undefined, token)).statusCode).toBe(
        401,
      );
    });
  });
});
