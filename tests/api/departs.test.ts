/**
 * Departments (issue 4): the trees, search, add with generated codes, edit, queryById, delete and
 * deleteBatch with their refusals, and the permission codes, on each dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate, type DepartRecord, type DepartTreeNode } from '../../schemas/index';
import { envelopeOf, sendWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const BASE = '/platform/sys/sysDepart';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const flatten = (nodes: DepartTreeNode[]): DepartTreeNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children)]);

describe.each(dialects())('departments on $name', (dialect) => {
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
    sendWithToken(t.app, method, `${BASE}/${path}`, token, payload);
  const tree = async (token = admin) =>
    envelopeOf<DepartTreeNode[]>(await call('GET', 'queryTreeList', undefined, token)).result;
  const byCode = async (code: string) => flatten(await tree()).find((node) => node.orgCode === code)!;
  const add = async (body: Record<string, unknown>) => {
    const response = await call('POST', 'add', body);
    expect(response.statusCode, response.body).toBe(200);
    return envelopeOf<DepartRecord>(response).result;
  };
  const expectRefused = async (
    method: Method,
    path: string,
    status: number,
    message: string | RegExp,
    payload?: unknown,
  ) => {
    const response = await call(method, path, payload);
    expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(status);
    expect(envelopeOf(response)).toMatchObject({ success: false, code: status });
    if (typeof message === 'string') expect(envelopeOf(response).message).toBe(message);
    else expect(envelopeOf(response).message).toMatch(message);
  };

  it('declares a permission code on every department route', () => {
    const table = t.app.routeRegistry
      .filter((r) => r.url.startsWith(`${BASE}/`) && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url.replace(BASE, '')} ${r.permission}`);
    expect(table.sort()).toEqual(
      [
        'GET /queryTreeList session',
        'GET /queryIdTree session',
        'GET /queryDepartTreeSync session',
        'GET /queryMyDeptTreeList session',
        'GET /searchBy depart:list',
        'GET /queryById depart:list',
        'POST /add depart:add',
        'PUT /edit depart:edit',
        'DELETE /delete depart:delete',
        'DELETE /deleteBatch depart:delete',
      ].sort(),
    );
  });

  it('answers the whole tree to any signed-in user, siblings in order, with key/value/title for pickers', async () => {
    const response = await call('GET', 'queryTreeList', undefined, zhangsan);
    expect(response.statusCode).toBe(200);
    const roots = envelopeOf<DepartTreeNode[]>(response).result;
    expect(validate('DepartTree', roots)).toEqual({ ok: true, errors: [] });
    expect(roots[0]).toMatchObject({
      departName: '斗拱科技',
      orgCode: 'A01',
      orgCategory: '1',
      parentId: null,
    });
    expect(roots[0].children.map((c) => [c.orgCode, c.departName])).toEqual([
      ['A01A01', '研发部'],
      ['A01A02', '市场部'],
      ['A01A03', '财务部'],
    ]);
    const rd = roots[0].children[0];
    expect(rd).toMatchObject({ key: rd.id, value: rd.id, title: '研发部', parentId: roots[0].id });
    expect(rd.children.map((c) => c.departName)).toEqual(['前端组', '后端组']);
    expect(rd.children[0].children).toEqual([]);

    const light = envelopeOf<unknown[]>(await call('GET', 'queryIdTree', undefined, zhangsan)).result;
    expect(validate('DepartIdTree', light)).toEqual({ ok: true, errors: [] });
    expect(light[0]).toMatchObject({ key: roots[0].id, value: roots[0].id, title: '斗拱科技' });

    expect((await sendWithToken(t.app, 'GET', `${BASE}/queryTreeList`, undefined)).statusCode).toBe(401);
  });

  it('searches department names as a flat list; wildcards match themselves', async () => {
    const found = envelopeOf<DepartTreeNode[]>(
      await call('GET', `searchBy?keyWord=${encodeURIComponent('组')}`),
    );
    expect(validate('DepartSearchResult', found.result)).toEqual({ ok: true, errors: [] });
    expect(found.result.map((n) => [n.departName, n.children.length])).toEqual([
      ['前端组', 0],
      ['后端组', 0],
    ]);
    expect(envelopeOf<unknown[]>(await call('GET', 'searchBy?keyWord=%25')).result).toEqual([]);
    await expectRefused('GET', 'searchBy', 400, /keyWord/);
    await expectRefused('GET', 'searchBy?keyWord=', 400, /keyWord/);
    expect((await call('GET', 'searchBy?keyWord=a', undefined, zhangsan)).statusCode).toBe(403);
  });

  it('adds departments with the next free code of their level, JeecgBoot style', async () => {
    const a01 = await byCode('A01');
    const top = await add({ departName: '分公司', description: '  上海  ' });
    expect(validate('DepartRecord', top)).toEqual({ ok: true, errors: [] });
    expect(top).toMatchObject({
      orgCode: 'A02',
      orgCategory: '1',
      parentId: null,
      departOrder: 0,
      description: '上海',
      createBy: 'admin',
    });

    const ops = await add({ parentId: a01.id, departName: '运维部', departOrder: 4 });
    expect(ops).toMatchObject({ orgCode: 'A01A04', orgCategory: '2', parentId: a01.id, departOrder: 4 });
    expect(await add({ parentId: top.id, departName: '销售部', orgCategory: '2' })).toMatchObject({
      orgCode: 'A02A01',
    });
    // An empty parentId (a form with nothing selected) is the top level.
    expect(await add({ parentId: '', departName: '第三公司' })).toMatchObject({
      orgCode: 'A03',
      parentId: null,
    });

    const again = await call('POST', 'add', { parentId: a01.id, departName: '运维部' });
    expect(again.statusCode).toBe(409);
    expect(envelopeOf(again).message).toBe('同级部门中已有同名部门：运维部');
    // The same name under another parent is fine.
    expect(await add({ parentId: top.id, departName: '运维部' })).toMatchObject({ orgCode: 'A02A02' });
    expect((await byCode('A01')).children.map((c) => c.orgCode)).toEqual([
      'A01A01',
      'A01A02',
      'A01A03',
      'A01A04',
    ]);
  });

  it('gives concurrent adds under one parent different codes', async () => {
    const parent = await add({ departName: '并发测试' });
    const results = await Promise.all(
      ['甲', '乙', '丙'].map((name) => call('POST', 'add', { parentId: parent.id, departName: name })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const codes = results.map((r) => envelopeOf<DepartRecord>(r).result.orgCode).sort();
    expect(codes).toEqual([`${parent.orgCode}A01`, `${parent.orgCode}A02`, `${parent.orgCode}A03`]);
  });

  it('refuses a bad add: missing or blank name, unknown parent, bad order, no permission', async () => {
    await expectRefused('POST', 'add', 400, /departName/, {});
    await expectRefused('POST', 'add', 400, /departName/, { departName: '   ' });
    await expectRefused('POST', 'add', 400, /departName/, { departName: 'x'.repeat(101) });
    await expectRefused('POST', 'add', 400, /departOrder/, { departName: '排序', departOrder: -1 });
    await expectRefused('POST', 'add', 400, /orgCategory/, { departName: '类别', orgCategory: "1' or 1=1" });
    await expectRefused('POST', 'add', 404, '上级部门不存在：nope', { departName: '孤儿', parentId: 'nope' });
    const denied = await call('POST', 'add', { departName: '越权' }, zhangsan);
    expect(denied.statusCode).toBe(403);
  });

  it('edits name, category, order and notes; keeps parent and code; checks sibling names', async () => {
    const a01 = await byCode('A01');
    const dept = await add({ parentId: a01.id, departName: '待改名' });
    const response = await call('PUT', 'edit', {
      id: dept.id,
      departName: '已改名',
      orgCode: 'HACKED',
      orgCategory: '1',
      departOrder: 7,
      description: '说明',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(envelopeOf(response)).toMatchObject({ success: true, message: '编辑成功!' });
    expect(envelopeOf<DepartRecord>(response).result).toMatchObject({
      departName: '已改名',
      orgCode: dept.orgCode,
      orgCategory: '1',
      departOrder: 7,
      description: '说明',
      parentId: a01.id,
      updateBy: 'admin',
    });
    // Keeping one's own name is no clash; taking a sibling's is.
    expect(
      (await call('PUT', 'edit', { id: dept.id, departName: '已改名', description: null })).statusCode,
    ).toBe(200);
    expect(
      envelopeOf<DepartRecord>(await call('GET', `queryById?id=${dept.id}`)).result.description,
    ).toBeNull();
    await expectRefused('PUT', 'edit', 409, '同级部门中已有同名部门：研发部', {
      id: dept.id,
      departName: '研发部',
    });
    await expectRefused('PUT', 'edit', 404, '部门不存在：nope', { id: 'nope', departName: 'x' });
    await expectRefused('PUT', 'edit', 400, /\$\.id/, { departName: 'x' });
    expect((await call('PUT', 'edit', { id: dept.id, departName: 'z' }, zhangsan)).statusCode).toBe(403);
  });

  it('reads one department by id', async () => {
    const a01 = await byCode('A01A02');
    const response = await call('GET', `queryById?id=${a01.id}`);
    expect(validate('DepartRecord', envelopeOf(response).result)).toEqual({ ok: true, errors: [] });
    expect(envelopeOf(response).result).toMatchObject({
      id: a01.id,
      departName: '市场部',
      orgCode: 'A01A02',
    });
    await expectRefused('GET', 'queryById?id=nope', 404, '部门不存在：nope');
    await expectRefused('GET', `queryById?id=${encodeURIComponent("1' or '1'='1")}`, 400, /\$\.id/);
    await expectRefused('GET', 'queryById', 400, /\$\.id/);
    expect((await call('GET', `queryById?id=${a01.id}`, undefined, zhangsan)).statusCode).toBe(403);
  });

  it('refuses to delete a department whose branch has users, and deletes a free leaf', async () => {
    // 研发部 has no member itself, but its 前端组 and 后端组 do: the branch would go with it (issue 16).
    const rd = await byCode('A01A01');
    await expectRefused('DELETE', `delete?id=${rd.id}`, 400, '该部门下有用户，不能删除');
    const finance = await byCode('A01A03');
    await expectRefused('DELETE', `delete?id=${finance.id}`, 400, '该部门下有用户，不能删除');

    // A user whose current department it is counts too, even without a membership row.
    const spare = await add({ departName: '当前部门' });
    await t.db
      .updateTable('sys_user')
      .set({ org_code: spare.orgCode })
      .where('username', '=', 'wangwu')
      .execute();
    await expectRefused('DELETE', `delete?id=${spare.id}`, 400, '该部门下有用户，不能删除');
    await t.db
      .updateTable('sys_user')
      .set({ org_code: 'A01A01A02' })
      .where('username', '=', 'wangwu')
      .execute();

    expect((await call('DELETE', `delete?id=${spare.id}`, undefined, zhangsan)).statusCode).toBe(403);
    const deleted = await call('DELETE', `delete?id=${spare.id}`);
    expect(envelopeOf(deleted)).toMatchObject({ success: true, message: '删除成功!' });
    expect(flatten(await tree()).some((n) => n.id === spare.id)).toBe(false);
    await expectRefused('DELETE', `delete?id=${spare.id}`, 404, `部门不存在：${spare.id}`);
    await expectRefused('DELETE', 'delete', 400, /\$\.id/);
  });

  it('deletes in batches all or nothing, each with its whole branch', async () => {
    const branch = await add({ departName: '整枝' });
    const twig = await add({ parentId: branch.id, departName: '小枝' });
    const leaf = await add({ departName: '单叶' });
    const finance = await byCode('A01A03');
    const exists = async (id: string) => flatten(await tree()).some((n) => n.id === id);

    await expectRefused(
      'DELETE',
      `deleteBatch?ids=${leaf.id},${finance.id}`,
      400,
      '该部门下有用户，不能删除',
    );
    await expectRefused('DELETE', `deleteBatch?ids=${leaf.id},nope`, 404, '部门不存在：nope');
    expect(await exists(leaf.id)).toBe(true);

    // The branch's twig is not ticked: it goes with its parent (the client's confirm says so).
    const response = await call('DELETE', `deleteBatch?ids=${branch.id},${leaf.id}`);
    expect(envelopeOf(response)).toMatchObject({ success: true, message: '批量删除成功!' });
    expect(await exists(branch.id)).toBe(false);
    expect(await exists(twig.id)).toBe(false);
    await expectRefused('DELETE', 'deleteBatch?ids=a,,b', 400, /\$\.ids/);
    expect((await call('DELETE', `deleteBatch?ids=${leaf.id}`, undefined, zhangsan)).statusCode).toBe(403);
  });
});
