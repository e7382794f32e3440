/**
 * JeecgBoot's own Vue 2 client (v3.3) against our 角色管理, 菜单管理 (with data rules) and 部门管理
 * (issue 16, points 2, 4, 5, 7, 9, 11, 12, 14, 15): each call replayed as the client builds it — its
 * paths (below /platform here), parameter names, `_t` cache-buster, trailing commas and modal bodies —
 * asserting the fields it reads. Client files are cited below ant-design-vue-jeecg/src/. On each dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepartRecord, DepartSyncNode, DepartTreeNode, MenuNode } from '../../schemas/index';
import { newId } from '../../server/db/ids';
import { createTestRole, createTestUser, idOf } from '../../server/testing/accounts';
import { envelopeOf, sendWithToken, tokenFor } from '../../server/testing/api';
import { sheetsOf } from '../../server/testing/excel';
import { INJECTION_PAYLOADS } from '../../server/testing/injection-payloads';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface TreeNode {
  key: string;
  title: string;
  disableCheckbox?: boolean;
  children?: TreeNode[];
}

/** The `_t` every GET of the client carries (utils/request.js:134). */
const T = () => `_t=${Math.floor(Date.now() / 1000)}`;
const flat = <N extends { children?: N[] }>(nodes: N[]): N[] =>
  nodes.flatMap((node) => [node, ...flat(node.children ?? [])]);

describe.each(dialects())('JeecgBoot client on roles, menus and departments on $name', (dialect) => {
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
    sendWithToken(t.app, method, `/platform${path}`, token, payload);
  const ok = async <R = unknown>(method: Method, path: string, payload?: unknown, token = admin) => {
    const response = await call(method, path, payload, token);
    expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(200);
    const body = envelopeOf<R>(response);
    expect(body.success, body.message).toBe(true);
    return body.result;
  };
  const addDepart = (body: Record<string, unknown>) => ok<DepartRecord>('POST', '/sys/sysDepart/add', body);
  const addMenu = (body: Record<string, unknown>) => ok<MenuNode>('POST', '/sys/permission/add', body);
  const departRow = (id: string) =>
    t.db.selectFrom('sys_depart').select('id').where('id', '=', id).executeTakeFirst();
  const menuRow = (id: string) =>
    t.db.selectFrom('sys_permission').select('id').where('id', '=', id).executeTakeFirst();
  /** A folder with a page and a button under it, as 菜单管理's modal adds them (PermissionModal.vue:239). */
  const menuBranch = async (tag: string) => {
    const folder = await addMenu({
      menuType: 0,
      name: `目录${tag}`,
      url: `/f${tag}`,
      route: true,
      status: '1',
    });
    const page = await addMenu({
      menuType: 1,
      name: `页面${tag}`,
      parentId: folder.id,
      url: `/f${tag}/p`,
      route: true,
      status: '1',
    });
    const button = await addMenu({ menuType: 2, name: `按钮${tag}`, parentId: page.id, perms: `p${tag}:go` });
    return { folder, page, button };
  };
  /** A role holding `entries`, a user holding it, and the user's token. */
  const narrowUser = async (name: string, entries: string[]) => {
    const roleId = await createTestRole(t.db, name, entries);
    await createTestUser(t.db, `${name}_u`, { roles: [name], departs: ['A01A02'] });
    return { roleId, token: await tokenFor(t.app, `${name}_u`) };
  };
  /** A data rule on the page of `perms`, used by role `roleId`, as RoleDataruleModal.vue:84 saves it. */
  const ruleFor = async (perms: string, roleId: string, rule: Record<string, string>) => {
    const permissionId = await idOf(t.db, 'sys_permission', 'perms', perms);
    const added = await ok<{ id: string }>('POST', '/sys/permission/addPermissionRule', {
      permissionId,
      status: '1',
      ...rule,
    });
    await ok('POST', '/sys/role/datarule', { permissionId, roleId, dataRuleIds: `${added.id},` });
    return added.id;
  };

  // --- 4. role authorisation's tree -------------------------------------------------------------------

  it('answers /sys/role/queryTreeList with the permission tree {treeList, ids} (point 4)', async () => {
    // views/system/modules/UserRoleModal.vue:165 and DepartAuthModal.vue:162 call queryTreeListForRole
    // (api/api.js:30) and read res.result.treeList and res.result.ids.
    const result = await ok<{ treeList: TreeNode[]; ids: string[] }>('GET', `/sys/role/queryTreeList?${T()}`);
    const nodes = flat(result.treeList);
    const systemRole = await idOf(t.db, 'sys_permission', 'component_name', 'system-role');
    // UserRoleModal.vue:24 draws each title through the hasDatarule slot: {slotTitle, ruleFlag}.
    expect(nodes.find((node) => node.key === systemRole)).toMatchObject({
      title: '角色管理',
      slotTitle: '角色管理',
      scopedSlots: { title: 'hasDatarule' },
    });
    expect(result.ids).toContain(systemRole);
    expect(new Set(result.ids)).toEqual(new Set(nodes.map((node) => node.key)));
    // The same answer as /sys/permission/queryTreeList.
    expect(await ok('GET', `/sys/permission/queryTreeList?${T()}`)).toEqual(result);
  });

  it('bounds role authorisation by what the granter holds (point 4)', async () => {
    const { token } = await narrowUser('granter4', ['system', 'system-role', 'role:authorize']);
    const result = await ok<{ treeList: TreeNode[] }>(
      'GET',
      `/sys/role/queryTreeList?${T()}`,
      undefined,
      token,
    );
    const nodes = flat(result.treeList);
    const userPage = await idOf(t.db, 'sys_permission', 'component_name', 'system-user');
    const rolePage = await idOf(t.db, 'sys_permission', 'component_name', 'system-role');
    expect(nodes.find((node) => node.key === userPage)?.disableCheckbox).toBe(true);
    expect(nodes.find((node) => node.key === rolePage)?.disableCheckbox).toBeUndefined();
    const target = await createTestRole(t.db, 'target4', []);
    // UserRoleModal.vue saves checked and half-checked keys as one comma list.
    const refused = await call(
      'POST',
      '/sys/permission/saveRolePermission',
      { roleId: target, permissionIds: `${userPage},`, lastpermissionIds: '' },
      token,
    );
    expect(refused.statusCode).toBe(403);
    // Without role:authorize the tree is not given at all.
    expect((await call('GET', `/sys/role/queryTreeList?${T()}`, undefined, zhangsan)).statusCode).toBe(403);
  });

  // --- 5. duplicate check on the menu form's 授权标识 ------------------------------------------------------

  it('checks sys_permission.perms as PermissionModal.vue:305 asks, and still refuses what is not registered (point 5)', async () => {
    const button = await idOf(t.db, 'sys_permission', 'perms', 'user:add');
    const check = (params: string) => call('GET', `/sys/duplicate/check?${params}&${T()}`);
    // Adding: no dataId (this.model.id is undefined).
    const taken = await check('tableName=sys_permission&fieldName=perms&fieldVal=user%3Aadd');
    expect(taken.statusCode).toBe(200);
    expect(envelopeOf(taken)).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    const free = await check('tableName=sys_permission&fieldName=perms&fieldVal=brand%3Anew');
    expect(envelopeOf(free)).toMatchObject({ success: true, message: '该值可用！' });
    // Editing the entry itself: its own code is not a clash.
    const own = await check(`tableName=sys_permission&fieldName=perms&fieldVal=user%3Aadd&dataId=${button}`);
    expect(envelopeOf(own).success).toBe(true);
    for (const payload of INJECTION_PAYLOADS) {
      const asTable = await check(`tableName=${encodeURIComponent(payload)}&fieldName=perms&fieldVal=x`);
      expect(asTable.statusCode, payload).toBe(400);
      const asField = await check(
        `tableName=sys_permission&fieldName=${encodeURIComponent(payload)}&fieldVal=x`,
      );
      expect(asField.statusCode, payload).toBe(400);
    }
    expect((await check('tableName=sys_permission&fieldName=url&fieldVal=x')).statusCode).toBe(400);
  });

  // --- 7. display fields --------------------------------------------------------------------------------

  it('answers menuType_dictText and status_dictText on the menu lists (point 7)', async () => {
    // views/system/PermissionList.vue:96 shows menuType; the client's columns read <field>_dictText.
    const tree = await ok<MenuNode[]>('GET', `/sys/permission/list?${T()}`);
    const nodes = flat(tree);
    const system = nodes.find((node) => node.name === '系统管理')!;
    expect(system).toMatchObject({ menuType: 0, menuType_dictText: '一级菜单', status_dictText: '有效' });
    expect(nodes.find((node) => node.perms === 'user:add')).toMatchObject({ menuType_dictText: '按钮权限' });
    const top = await ok<MenuNode[]>('GET', `/sys/permission/getSystemMenuList?${T()}`);
    expect(top.find((node) => node.id === system.id)?.menuType_dictText).toBe('一级菜单');
    const sub = await ok<MenuNode[]>('GET', `/sys/permission/getSystemSubmenu?parentId=${system.id}&${T()}`);
    expect(sub.find((node) => node.name === '用户管理')?.menuType_dictText).toBe('子菜单');
  });

  it('answers orgCategory_dictText on department trees and records, ruleConditions_dictText on rules (point 7)', async () => {
    // views/system/DepartList.vue reads the tree's records; modules/DepartModal.vue:39 edits orgCategory.
    const tree = await ok<DepartTreeNode[]>('GET', `/sys/sysDepart/queryTreeList?${T()}`);
    expect(tree[0]).toMatchObject({ orgCode: 'A01', orgCategory: '1', orgCategory_dictText: '公司' });
    expect(flat(tree).find((node) => node.orgCode === 'A01A02')?.orgCategory_dictText).toBe('部门');
    const byId = await ok<DepartRecord>('GET', `/sys/sysDepart/queryById?id=${tree[0]!.id}&${T()}`);
    expect(byId.orgCategory_dictText).toBe('公司');
    // views/system/PermissionDataRuleList.vue:117 lists getPermRuleListByPermId?permissionId=…
    const rolePage = await idOf(t.db, 'sys_permission', 'perms', 'role:list');
    await ok('POST', '/sys/permission/addPermissionRule', {
      permissionId: rolePage,
      ruleName: '只看普通',
      ruleColumn: 'roleCode',
      ruleConditions: 'LIKE',
      ruleValue: 'user',
      status: '1',
    });
    const rules = await ok<Array<Record<string, string>>>(
      'GET',
      `/sys/permission/getPermRuleListByPermId?permissionId=${rolePage}&${T()}`,
    );
    expect(rules.find((rule) => rule.ruleName === '只看普通')).toMatchObject({
      ruleConditions: 'LIKE',
      ruleConditions_dictText: '包含',
      status_dictText: '有效',
    });
  });

  // --- 9. search encodings --------------------------------------------------------------------------------

  it('reads *x* and comma lists on the role list and the department search (point 9)', async () => {
    // JeecgListMixin.js:83 sends column=createTime&order=desc with the query; components/jeecg/JInput.vue:90
    // wraps a value as *text*; multi-value pickers echo stored values as a,b,.
    const list = (query: string) =>
      ok<{ records: Array<{ roleCode: string }> }>(
        'GET',
        `/sys/role/list?${T()}&column=createTime&order=desc&pageNo=1&pageSize=10&${query}`,
      );
    const codes = async (query: string) => (await list(query)).records.map((r) => r.roleCode).sort();
    expect(await codes(`roleName=${encodeURIComponent('*用户*')}`)).toEqual(['user']);
    expect(await codes('roleCode=admin,auditor,')).toEqual(['admin', 'auditor']);
    expect(await codes(`roleName=${encodeURIComponent('管理*')}`)).toEqual(['admin']);
    // views/system/DepartList.vue:355 searchByKeywords({keyWord: value}).
    const search = async (keyWord: string) =>
      (
        await ok<DepartTreeNode[]>(
          'GET',
          `/sys/sysDepart/searchBy?keyWord=${encodeURIComponent(keyWord)}&${T()}`,
        )
      ).map((node) => node.departName);
    expect(await search('*组*')).toEqual(['前端组', '后端组']);
    expect(await search('市场部,财务部,')).toEqual(['市场部', '财务部']);
    expect(await search('研发*')).toEqual(['研发部']);
  });

  // --- 11. cascading deletes --------------------------------------------------------------------------------

  it('deletes a department with its branch in one go, after the confirm that says so (point 11)', async () => {
    // views/system/DepartList.vue:495 confirms '确定要删除此部门以及子节点数据吗?', then :497
    // deleteByDepartId({id}).
    const parent = await addDepart({ departName: '待删公司', orgCategory: '1', departOrder: 0 });
    const child = await addDepart({ parentId: parent.id, departName: '待删部门', orgCategory: '2' });
    const grandchild = await addDepart({ parentId: child.id, departName: '待删小组', orgCategory: '2' });
    const rolePage = await idOf(t.db, 'sys_permission', 'perms', 'role:list');
    await ok('POST', '/sys/permission/saveDepartPermission', { departId: child.id, permissionIds: rolePage });
    await ok('DELETE', `/sys/sysDepart/delete?id=${parent.id}`);
    for (const id of [parent.id, child.id, grandchild.id]) expect(await departRow(id)).toBeUndefined();
    const links = await t.db
      .selectFrom('sys_depart_permission')
      .select('id')
      .where('depart_id', '=', child.id)
      .execute();
    expect(links).toEqual([]);
  });

  it('refuses a department branch with a user in it, or a department outside the caller’s rules (point 11)', async () => {
    const parent = await addDepart({ departName: '有人公司', orgCategory: '1' });
    const child = await addDepart({ parentId: parent.id, departName: '有人部门', orgCategory: '2' });
    await createTestUser(t.db, 'branch_member', { departs: [child.orgCode] });
    const refused = await call('DELETE', `/sys/sysDepart/delete?id=${parent.id}`);
    expect(refused.statusCode).toBe(400);
    expect(envelopeOf(refused).message).toBe('该部门下有用户，不能删除');
    expect(await departRow(parent.id)).toBeDefined();

    const top = await addDepart({ departName: '范围公司', orgCategory: '1' });
    const hidden = await addDepart({ parentId: top.id, departName: '范围外部门', orgCategory: '2' });
    const { roleId, token } = await narrowUser('departdel', ['system', 'system-depart', 'depart:delete']);
    await ruleFor('depart:list', roleId, {
      ruleName: '不含范围外部门',
      ruleColumn: 'departName',
      ruleConditions: '!=',
      ruleValue: '范围外部门',
    });
    const outside = await call('DELETE', `/sys/sysDepart/delete?id=${top.id}`, undefined, token);
    expect(outside.statusCode).toBe(403);
    expect(envelopeOf(outside).message).toContain('范围外部门');
    expect(await departRow(top.id)).toBeDefined();
    expect(await departRow(hidden.id)).toBeDefined();
  });

  it('deletes a menu with everything under it, and refuses when the caller lacks a child (point 11)', async () => {
    // views/system/PermissionList.vue:56 popconfirm, then JeecgListMixin's handleDelete: DELETE delete?id=.
    const { folder, page, button } = await menuBranch('del');
    const user = await idOf(t.db, 'sys_role', 'role_code', 'user');
    const held = await ok<string[]>('GET', `/sys/permission/queryRolePermission?roleId=${user}&${T()}`);
    await ok('POST', '/sys/permission/saveRolePermission', {
      roleId: user,
      permissionIds: [...held, folder.id, page.id, button.id].join(','),
    });
    await ok('DELETE', `/sys/permission/delete?id=${folder.id}`);
    for (const id of [folder.id, page.id, button.id]) expect(await menuRow(id)).toBeUndefined();
    const grants = await t.db
      .selectFrom('sys_role_permission')
      .select('id')
      .where('permission_id', 'in', [folder.id, page.id, button.id])
      .execute();
    expect(grants).toEqual([]);

    const other = await menuBranch('keep');
    // Holds the folder and the page, not the button under it.
    const { token } = await narrowUser('menudel', ['system', 'system-permission', 'permission:delete']);
    const menudel = await idOf(t.db, 'sys_role', 'role_code', 'menudel');
    for (const id of [other.folder.id, other.page.id])
      await t.db
        .insertInto('sys_role_permission')
        .values({ id: newId(), role_id: menudel, permission_id: id, data_rule_ids: null })
        .execute();
    const refused = await call('DELETE', `/sys/permission/delete?id=${other.folder.id}`, undefined, token);
    expect(refused.statusCode).toBe(403);
    expect(envelopeOf(refused).message).toContain('按钮keep');
    for (const id of [other.folder.id, other.page.id, other.button.id])
      expect(await menuRow(id)).toBeDefined();
  });

  // --- 12. department contact fields -----------------------------------------------------------------------

  it('stores 电话, 传真, 地址, 备注 and 负责人 of the department form and answers them (point 12)', async () => {
    // views/system/modules/DepartModal.vue:57-88: directorUserIds (j-select-multi-user, valueKey id),
    // mobile, fax, address, departOrder, memo.
    const zhangsanId = await idOf(t.db, 'sys_user', 'username', 'zhangsan');
    const lisiId = await idOf(t.db, 'sys_user', 'username', 'lisi');
    const added = await addDepart({
      departName: '联络部',
      orgCategory: '1',
      directorUserIds: `${zhangsanId},`,
      mobile: '010-12345678',
      fax: '010-87654321',
      address: '北京市海淀区',
      departOrder: 0,
      memo: '对外联络',
    });
    expect(added).toMatchObject({
      mobile: '010-12345678',
      fax: '010-87654321',
      address: '北京市海淀区',
      memo: '对外联络',
      directorUserIds: zhangsanId,
    });
    // views/system/DepartList.vue:402 edits the record it was given, and sends it back whole.
    await ok('PUT', '/sys/sysDepart/edit', { ...added, directorUserIds: `${zhangsanId},${lisiId}`, fax: '' });
    const byId = await ok<DepartRecord>('GET', `/sys/sysDepart/queryById?id=${added.id}&${T()}`);
    expect(byId).toMatchObject({
      fax: null,
      mobile: '010-12345678',
      directorUserIds: `${zhangsanId},${lisiId}`,
    });
    const node = flat(await ok<DepartTreeNode[]>('GET', `/sys/sysDepart/queryTreeList?${T()}`)).find(
      (n) => n.id === added.id,
    );
    expect(node).toMatchObject({ address: '北京市海淀区', memo: '对外联络' });
    const unknown = await call('PUT', '/sys/sysDepart/edit', { id: added.id, directorUserIds: 'nobody' });
    expect(unknown.statusCode).toBe(404);
  });

  // --- 14. data rules on the role list and the department search ------------------------------------------

  it('narrows the role list and the department search by data rules, with createBy and create_by (point 14)', async () => {
    // system-role and system-depart are the pages of role:list and depart:list.
    const { roleId, token } = await narrowUser('rulereader', [
      'system',
      'system-role',
      'system-depart',
      'role:export',
    ]);
    await ruleFor('role:list', roleId, {
      ruleName: '两个角色',
      ruleColumn: 'roleCode',
      ruleConditions: 'IN',
      ruleValue: 'admin,user',
    });
    const roles = await ok<{ records: Array<{ roleCode: string }>; total: number }>(
      'GET',
      `/sys/role/list?${T()}&column=createTime&order=desc&pageNo=1&pageSize=50`,
      undefined,
      token,
    );
    expect(roles.records.map((r) => r.roleCode).sort()).toEqual(['admin', 'user']);
    expect(roles.total).toBe(2);
    // The client's field names and the column names are both accepted (PermissionDataRuleModal).
    const rolePage = await idOf(t.db, 'sys_permission', 'perms', 'role:list');
    for (const ruleColumn of ['createBy', 'create_by'])
      await ok('POST', '/sys/permission/addPermissionRule', {
        permissionId: rolePage,
        ruleName: `本人创建 ${ruleColumn}`,
        ruleColumn,
        ruleConditions: '=',
        ruleValue: '#{sys_user_code}',
      });
    const creatorRule = await ruleFor('role:list', roleId, {
      ruleName: '本人创建',
      ruleColumn: 'create_by',
      ruleConditions: '=',
      ruleValue: '#{sys_user_code}',
    });
    expect(creatorRule).toBeTruthy();
    const mine = await ok<{ total: number }>(
      'GET',
      `/sys/role/list?${T()}&pageNo=1&pageSize=50`,
      undefined,
      token,
    );
    expect(mine.total).toBe(0);
    // The export follows the list, ticked rows too (RoleList.vue's 导出 sends selections=a,b,).
    const adminRole = await idOf(t.db, 'sys_role', 'role_code', 'admin');
    const file = await call('GET', `/sys/role/exportXls?selections=${adminRole},&${T()}`, undefined, token);
    expect(file.statusCode).toBe(200);
    expect((await sheetsOf(file.rawPayload))['角色']!.slice(1)).toEqual([]);
    const adminFile = await call('GET', `/sys/role/exportXls?selections=${adminRole},&${T()}`);
    expect((await sheetsOf(adminFile.rawPayload))['角色']!.slice(1).map((row) => row[1])).toEqual(['admin']);

    await ruleFor('depart:list', roleId, {
      ruleName: '研发部以下',
      ruleColumn: 'org_code',
      ruleConditions: 'LIKE',
      ruleValue: 'A01A01',
    });
    const found = await ok<DepartTreeNode[]>(
      'GET',
      `/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('*部*')}&${T()}`,
      undefined,
      token,
    );
    expect(found.map((node) => node.departName)).toEqual(['研发部']);
    const all = await ok<DepartTreeNode[]>(
      'GET',
      `/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('*部*')}&${T()}`,
    );
    expect(all.length).toBeGreaterThan(1);
  });

  // --- 15. missing calls --------------------------------------------------------------------------------------

  it('answers getSystemSubmenuBatch by parent, and deleteBatch with a trailing comma (points 15, 2)', async () => {
    // views/system/NewPermissionList.vue:191 getSystemSubmenuBatch({ parentIds: expandedRowKeys.join(',') }).
    const system = await idOf(t.db, 'sys_permission', 'component_name', 'system');
    const userPage = await idOf(t.db, 'sys_permission', 'component_name', 'system-user');
    const batch = await ok<Record<string, MenuNode[]>>(
      'GET',
      `/sys/permission/getSystemSubmenuBatch?parentIds=${system},${userPage}&${T()}`,
    );
    expect(batch[system]!.map((node) => node.name)).toContain('角色管理');
    expect(batch[userPage]!.map((node) => node.perms)).toContain('user:add');
    expect(batch[system]![0]!.menuType_dictText).toBe('子菜单');
    // JeecgListMixin.js:173 builds ids as 'a,b,'.
    const a = await menuBranch('ba');
    const b = await menuBranch('bb');
    await ok('DELETE', `/sys/permission/deleteBatch?ids=${a.button.id},${b.folder.id},`);
    expect(await menuRow(a.button.id)).toBeUndefined();
    expect(await menuRow(b.button.id)).toBeUndefined();
    expect(await menuRow(a.page.id)).toBeDefined();
  });

  it('deletes roles and departments in batch with a trailing comma (point 2)', async () => {
    // views/system/RoleList.vue:170 deleteBatch through JeecgListMixin.js:173 ('a,b,').
    const r1 = await ok<{ id: string }>('POST', '/sys/role/add', {
      roleName: '批删一',
      roleCode: 'batch_one',
    });
    const r2 = await ok<{ id: string }>('POST', '/sys/role/add', {
      roleName: '批删二',
      roleCode: 'batch_two',
    });
    await ok('DELETE', `/sys/role/deleteBatch?ids=${r1.id},${r2.id},`);
    const left = await t.db.selectFrom('sys_role').select('id').where('id', 'in', [r1.id, r2.id]).execute();
    expect(left).toEqual([]);
    // views/system/DepartList.vue:332 ids += key + ',', confirm :337 says the children go too.
    const d1 = await addDepart({ departName: '批删部门一', orgCategory: '1' });
    const d1child = await addDepart({ parentId: d1.id, departName: '批删子部门', orgCategory: '2' });
    const d2 = await addDepart({ departName: '批删部门二', orgCategory: '1' });
    await ok('DELETE', `/sys/sysDepart/deleteBatch?ids=${d1.id},${d2.id},`);
    for (const id of [d1.id, d1child.id, d2.id]) expect(await departRow(id)).toBeUndefined();
  });

  it('answers queryDepartTreeSync one level at a time (point 15)', async () => {
    // views/system/DepartListSync.vue:284 queryDepartTreeSync(), :308 queryDepartTreeSync({pid}); reads key,
    // title, isLeaf; JSelectUserByDepModal.vue:320 the same.
    const top = await ok<DepartSyncNode[]>('GET', `/sys/sysDepart/queryDepartTreeSync?${T()}`);
    const root = top.find((node) => node.orgCode === 'A01')!;
    expect(root).toMatchObject({
      key: root.id,
      title: '斗拱科技',
      isLeaf: false,
      orgCategory_dictText: '公司',
    });
    expect(root).not.toHaveProperty('children');
    const level = await ok<DepartSyncNode[]>(
      'GET',
      `/sys/sysDepart/queryDepartTreeSync?pid=${root.id}&${T()}`,
    );
    expect(level.map((node) => node.orgCode)).toEqual(['A01A01', 'A01A02', 'A01A03']);
    expect(level.find((node) => node.orgCode === 'A01A02')?.isLeaf).toBe(true);
    expect(level.find((node) => node.orgCode === 'A01A01')?.isLeaf).toBe(false);
    const echoed = await ok<DepartSyncNode[]>(
      'GET',
      `/sys/sysDepart/queryDepartTreeSync?ids=A01A02,A01A03,&primaryKey=orgCode&${T()}`,
    );
    expect(echoed.map((node) => node.departName)).toEqual(['市场部', '财务部']);
  });

  it('answers 我的部门 (queryMyDeptTreeList): a 上级’s departments with what is under them (point 15)', async () => {
    // views/system/DepartUserList.vue:120 queryMyDepartTreeList() (api/api.js:53) reads res.result as the
    // tree and res.message as the caller's identity ('2' 上级, '1' 普通用户).
    const rd = await idOf(t.db, 'sys_depart', 'org_code', 'A01A01');
    const frontend = await idOf(t.db, 'sys_depart', 'org_code', 'A01A01A01');
    const market = await idOf(t.db, 'sys_depart', 'org_code', 'A01A02');
    const bossId = await createTestUser(t.db, 'mydept_boss');
    await t.db
      .updateTable('sys_user')
      .set({ user_identity: 2, depart_ids: `${rd},${frontend},${market},` })
      .where('id', '=', bossId)
      .execute();
    const boss = await tokenFor(t.app, 'mydept_boss');
    const response = await call('GET', `/sys/sysDepart/queryMyDeptTreeList?${T()}`, undefined, boss);
    const body = envelopeOf<DepartTreeNode[]>(response);
    expect(body).toMatchObject({ success: true, message: '2' });
    // 前端组 is under 研发部: it comes with it, not a second time.
    expect(body.result.map((node) => node.departName)).toEqual(['研发部', '市场部']);
    expect(body.result[0]!.children.map((node) => node.departName)).toEqual(['前端组', '后端组']);
    const plain = envelopeOf<DepartTreeNode[]>(
      await call('GET', `/sys/sysDepart/queryMyDeptTreeList?${T()}`, undefined, zhangsan),
    );
    expect(plain).toMatchObject({ success: true, message: '1', result: [] });
  });

  it('stores and answers 部门授权, bounded by what the caller holds (point 15)', async () => {
    // views/system/modules/DepartAuthModal.vue:166 queryDepartPermission({departId}); :130-137 saves
    // { departId, permissionIds: checked+halfChecked joined, lastpermissionIds }.
    const depart = await idOf(t.db, 'sys_depart', 'org_code', 'A01A03');
    const system = await idOf(t.db, 'sys_permission', 'component_name', 'system');
    const rolePage = await idOf(t.db, 'sys_permission', 'component_name', 'system-role');
    const userPage = await idOf(t.db, 'sys_permission', 'component_name', 'system-user');
    await ok('POST', '/sys/permission/saveDepartPermission', {
      departId: depart,
      permissionIds: `${rolePage},${system}`,
      lastpermissionIds: '',
    });
    const stored = await ok<string[]>(
      'GET',
      `/sys/permission/queryDepartPermission?departId=${depart}&${T()}`,
    );
    expect(stored.sort()).toEqual([rolePage, system].sort());

    const { token } = await narrowUser('departauth', ['system', 'system-depart', 'depart:edit']);
    const beyond = await call(
      'POST',
      '/sys/permission/saveDepartPermission',
      { departId: depart, permissionIds: `${system},${rolePage},${userPage}`, lastpermissionIds: '' },
      token,
    );
    expect(beyond.statusCode).toBe(403);
    const removing = await call(
      'POST',
      '/sys/permission/saveDepartPermission',
      { departId: depart, permissionIds: system, lastpermissionIds: '' },
      token,
    );
    expect(removing.statusCode).toBe(403);
    const still = await ok<string[]>(
      'GET',
      `/sys/permission/queryDepartPermission?departId=${depart}&${T()}`,
    );
    expect(still.sort()).toEqual([rolePage, system].sort());
    const unknown = await call('POST', '/sys/permission/saveDepartPermission', {
      departId: depart,
      permissionIds: 'nope',
    });
    expect(unknown.statusCode).toBe(400);
    expect(
      (await call('GET', `/sys/permission/queryDepartPermission?departId=${depart}`, undefined, zhangsan))
        .statusCode,
    ).toBe(403);
  });

  it('answers role/datarule/{permId}/{roleId} and saves by POST role/datarule (point 15)', async () => {
    // views/system/modules/RoleDataruleModal.vue:64 GET `${url.datarule}/${functionId}/${roleId}` reads
    // res.result.datarule and res.result.drChecked (a string it splits by ','); :84 POSTs
    // { permissionId, roleId, dataRuleIds: checked.join(',') }.
    const permissionId = await idOf(t.db, 'sys_permission', 'perms', 'depart:list');
    const roleId = await createTestRole(t.db, 'datarule15', ['system', 'system-depart']);
    const rule = await ok<{ id: string }>('POST', '/sys/permission/addPermissionRule', {
      permissionId,
      ruleName: '公司',
      ruleColumn: 'orgCategory',
      ruleConditions: '=',
      ruleValue: '1',
    });
    const before = await ok<Record<string, unknown>>(
      'GET',
      `/sys/role/datarule/${permissionId}/${roleId}?${T()}`,
    );
    expect(before.drChecked).toBeUndefined();
    expect((before.datarule as Array<{ id: string }>).map((r) => r.id)).toContain(rule.id);
    await ok('POST', '/sys/role/datarule', { permissionId, roleId, dataRuleIds: rule.id });
    const after = await ok<{ drChecked: string; datarule: Array<Record<string, string>> }>(
      'GET',
      `/sys/role/datarule/${permissionId}/${roleId}?${T()}`,
    );
    expect(after.drChecked.split(',')).toEqual([rule.id]);
    expect(after.datarule.find((r) => r.id === rule.id)?.ruleConditions_dictText).toBe('等于');
    // A role that does not hold the entry cannot use its rules.
    const bare = await createTestRole(t.db, 'datarule15b', []);
    const refused = await call('POST', '/sys/role/datarule', {
      permissionId,
      roleId: bare,
      dataRuleIds: rule.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(
      (await call('GET', `/sys/role/datarule/${permissionId}/${roleId}`, undefined, zhangsan)).statusCode,
    ).toBe(403);
    // Nor may an authoriser change the rules of an entry it does not hold: dropping one widens the role.
    const { token } = await narrowUser('ruleauth', ['system', 'system-role', 'role:authorize']);
    const beyond = await call('POST', '/sys/role/datarule', { permissionId, roleId, dataRuleIds: '' }, token);
    expect(beyond.statusCode).toBe(403);
    const kept = await ok<{ drChecked: string }>(
      'GET',
      `/sys/role/datarule/${permissionId}/${roleId}?${T()}`,
    );
    expect(kept.drChecked).toBe(rule.id);
  });
});
