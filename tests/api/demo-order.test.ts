/**
 * 订单明细 (issue 18), the demo order items of the 实时表格 page: list by orderNum, add / edit checked field by
 * field on the server with the live table's Chinese messages, unique item codes, delete and deleteBatch, a sort
 * that saves many rows' orderNum in one transaction, the permission codes, on each dialect; and rows saved
 * through the API reach the page's open live tables (SQLite, over real sockets).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, sendWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';
import { connect, listening, settle, signIn, type Peer } from './livesocket-helpers';

const BASE = '/platform/demo/orderItem';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Row = Record<string, unknown> & { id: string; orderNum: number; itemCode: string };
type Page = { records: Row[]; total: number };

describe.each(dialects())('订单明细 on $name', (dialect) => {
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
  const ok = async <T>(method: Method, path: string, payload?: unknown) => {
    const response = await call(method, path, payload);
    expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(200);
    return envelopeOf<T>(response).result;
  };
  const refused = async (
    method: Method,
    path: string,
    status: number,
    message: string,
    payload?: unknown,
  ) => {
    const response = await call(method, path, payload);
    expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(status);
    expect(envelopeOf(response)).toMatchObject({ success: false, message });
  };
  const list = async () => (await ok<Page>('GET', 'list?pageNo=1&pageSize=1000')).records;

  it('declares a permission code on every route: the page code to read, a button code to change', () => {
    const table = t.app.routeRegistry
      .filter((r) => r.url.startsWith(BASE) && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url.replace(BASE, '')} ${r.permission}`);
    expect(table.sort()).toEqual(
      [
        'GET /list livetable:view',
        'GET /queryById livetable:view',
        'POST /add demoorder:add',
        'PUT /edit demoorder:edit',
        'DELETE /delete demoorder:batch_delete',
        'DELETE /deleteBatch demoorder:batch_delete',
        'PUT /sort demoorder:sort',
      ].sort(),
    );
  });

  it('lists the seeded rows by orderNum with the buyer and department shown by name', async () => {
    const rows = await list();
    expect(rows.map((row) => row.itemCode)).toEqual(['WL-1001', 'WL-1002', 'WL-1003']);
    expect(rows[0]).toMatchObject({
      orderNum: 1,
      quantity: 20,
      price: 128.5,
      status: 'confirmed',
      channels: 'online,store',
      urgent: 'Y',
      buyer: 'zhangsan',
      buyer_dictText: '张三',
      departId_dictText: '研发部',
      deliveryDate: '2026-12-01',
      orderTime: '2026-11-20 09:30:00',
      pickTime: '14:00:00',
    });
  });

  it('refuses a user without the page, and the buttons without their codes', async () => {
    const response = await call('GET', 'list', undefined, zhangsan);
    expect(response.statusCode).toBe(403);
    expect(envelopeOf(response).message).toBe('没有权限，请联系管理员授权');
    const add = await call('POST', 'add', { itemCode: 'X-1', itemName: '无权' }, zhangsan);
    expect(add.statusCode).toBe(403);
  });

  it('adds a row after the last one, with every kind of field stored as sent (times normalised)', async () => {
    const added = await ok<Row>('POST', 'add', {
      itemCode: 'API-1',
      itemName: '全字段',
      quantity: '7',
      price: 9.99,
      remark: '第一行\n第二行',
      status: 'draft',
      channels: 'online,export',
      supplier: 'S003',
      deliveryDate: '2026-12-24',
      orderTime: '2026-12-01T08:05',
      pickTime: '09:15',
      urgent: 'N',
      labels: 'ab;cd',
      attachment: 'temp/20261124/0123456789abcdef0123456789abcdef.pdf',
      photo: 'temp/20261124/0123456789abcdef0123456789abcdef.png',
      buyer: 'lisi',
      mobile: '13912345678',
      email: 'a.b@example.cn',
      website: 'http://example.org/x?y=1',
      postcode: '518000',
      batchNo: '123456',
      englishName: 'Bolt',
      weight: '-1.5',
      createBy: 'ignored',
    });
    expect(added).toMatchObject({
      itemCode: 'API-1',
      orderNum: 4,
      quantity: 7,
      price: 9.99,
      orderTime: '2026-12-01 08:05:00',
      pickTime: '09:15:00',
      buyer_dictText: '李四',
      createBy: 'admin',
    });
    expect((await list()).at(-1)?.id).toBe(added.id);
  });

  it.each([
    [{ itemCode: null }, '物料编码：请输入物料编码'],
    [{ itemCode: '  ' }, '物料编码：请输入物料编码'],
    [{ itemName: '' }, '物料名称：请输入物料名称'],
    [{ quantity: 1.5 }, '数量：请输入整数'],
    [{ price: '12.345' }, '单价：请输入正确的金额，最多两位小数'],
    [{ price: -3 }, '单价：请输入正确的金额，最多两位小数'],
    [{ mobile: '12345678901' }, '联系手机：请输入正确的手机号码'],
    [{ email: 'a@b' }, '邮箱：请输入正确的邮箱'],
    [{ website: 'javascript:alert(1)' }, '网址：请输入正确的网址'],
    [{ postcode: '12345' }, '邮编：请输入正确的邮政编码'],
    [{ batchNo: '12a456' }, '批次号：请输入6到16位数字'],
    [{ englishName: '中文' }, '英文名：请输入字母'],
    [{ weight: '1.' }, '重量：请输入正确的格式，如：11.11'],
    [{ status: 'nope' }, '状态：没有选项 nope，请从下拉中选择'],
    [{ channels: 'online,mars' }, '销售渠道：没有选项 mars，请从下拉中选择'],
    [{ deliveryDate: '2026-02-30' }, '交货日期：请输入正确的日期，如 2026-12-01'],
    [{ orderTime: '2026-12-01 25:00' }, '下单时间：请输入正确的时间，如 2026-12-01 09:30:00'],
    [{ pickTime: '7点' }, '提货时间：请输入正确的时间，如 14:30:00'],
    [{ urgent: 'yes' }, '加急：只能是 Y 或 N'],
    [{ attachment: '../../etc/passwd' }, '附件：文件路径不合法，请重新上传'],
    [{ photo: 'temp/20261124/0123456789abcdef0123456789abcdef.pdf' }, '图片：只能是图片文件，请重新上传'],
    [{ buyer: 'nobody' }, '采购员：用户 nobody 不存在，请重新选择'],
    [{ departId: 'nope' }, '所属部门：部门不存在，请重新选择'],
    [{ remark: 12 }, '备注：应当是文本'],
  ])('refuses %j with its message and saves nothing', async (change, message) => {
    const before = (await list()).length;
    await refused('POST', 'add', 400, message, { itemCode: 'BAD-1', itemName: '坏行', ...change });
    expect(await list()).toHaveLength(before);
  });

  it('keeps item codes unique on add and edit (409)', async () => {
    await refused('POST', 'add', 409, '物料编码 WL-1001 已存在，请换一个编码', {
      itemCode: 'WL-1001',
      itemName: '重复',
    });
    const [, second] = await list();
    await refused('PUT', 'edit', 409, '物料编码 WL-1001 已存在，请换一个编码', {
      id: second.id,
      itemCode: 'WL-1001',
    });
  });

  it('edits the fields the body names, checks them, and answers 404 for an unknown row', async () => {
    const [first] = await list();
    const edited = await ok<Row>('PUT', 'edit', { ...first, quantity: 21, mobile: '13700000000' });
    expect(edited).toMatchObject({
      quantity: 21,
      mobile: '13700000000',
      itemName: first.itemName,
      updateBy: 'admin',
    });
    await refused('PUT', 'edit', 400, '联系手机：请输入正确的手机号码', { id: first.id, mobile: '1' });
    await refused('PUT', 'edit', 404, '订单明细不存在或已被删除：nope，请刷新页面', {
      id: 'nope',
      quantity: 1,
    });
  });

  it('saves a new order of many rows in one call, and none of it when one row is unknown', async () => {
    const rows = await list();
    const reversed = rows.slice().reverse();
    const sorted = await ok<Row[]>('PUT', 'sort', {
      items: reversed.map((row, index) => ({ id: row.id, orderNum: index + 1 })),
    });
    expect(sorted.map((row) => row.id)).toEqual(reversed.map((row) => row.id));
    expect((await list()).map((row) => row.id)).toEqual(reversed.map((row) => row.id));

    await refused('PUT', 'sort', 404, '订单明细不存在或已被删除：gone，请刷新页面', {
      items: [
        { id: reversed[0].id, orderNum: 50 },
        { id: 'gone', orderNum: 51 },
      ],
    });
    expect((await list())[0]).toMatchObject({ id: reversed[0].id, orderNum: 1 });
    await refused('PUT', 'sort', 400, '排序参数错误：同一行出现了两次', {
      items: [
        { id: reversed[0].id, orderNum: 1 },
        { id: reversed[0].id, orderNum: 2 },
      ],
    });
  });

  it('deletes one row, then several at once, all or none', async () => {
    const a = await ok<Row>('POST', 'add', { itemCode: 'DEL-1', itemName: '删一' });
    const b = await ok<Row>('POST', 'add', { itemCode: 'DEL-2', itemName: '删二' });
    const c = await ok<Row>('POST', 'add', { itemCode: 'DEL-3', itemName: '删三' });
    await ok('DELETE', `delete?id=${a.id}`);
    await refused(
      'DELETE',
      `deleteBatch?ids=${b.id},missing`,
      404,
      '订单明细不存在或已被删除：missing，请刷新页面',
    );
    expect((await list()).some((row) => row.id === b.id)).toBe(true);
    await ok('DELETE', `deleteBatch?ids=${b.id},${c.id}`);
    const codes = (await list()).map((row) => row.itemCode);
    expect(codes).not.toContain('DEL-1');
    expect(codes).not.toContain('DEL-2');
    expect(codes).not.toContain('DEL-3');
  });
});

describe('订单明细 saved through the API on the live table', () => {
  const [sqlite] = dialects();
  let t: TestApp;
  let admin: { token: string; id: string };
  let reader: Peer;
  let outsider: Peer;
  beforeAll(async () => {
    t = await withApp(sqlite);
    const base = await listening(t.app);
    admin = await signIn(t.app, 'admin');
    const zhangsan = await signIn(t.app, 'zhangsan');
    reader = await connect(base, admin.id, 'demo_order_item', admin.token);
    outsider = await connect(base, zhangsan.id, 'demo_order_item', zhangsan.token);
  });
  afterAll(async () => {
    reader?.ws.terminate();
    outsider?.ws.terminate();
    await t?.close();
  });
  const call = async <T>(method: Method, path: string, payload?: unknown) => {
    const response = await sendWithToken(t.app, method, `${BASE}/${path}`, admin.token, payload);
    expect(response.statusCode, response.body).toBe(200);
    return envelopeOf<T>(response).result;
  };
  type Update = { type: string; data: { socketKey: string; args: [Row, string]; ids?: string[] } };
  const next = async (type: string) => (await reader.next((m) => m.type === type)) as Update;

  it('sends added, edited and sorted rows as the list shows them, and the ids of deleted ones', async () => {
    const added = await call<Row>('POST', 'add', { itemCode: 'LIVE-1', itemName: '实时', buyer: 'admin' });
    expect((await next('update_vxe_table')).data).toEqual({ socketKey: 'vxe-default', args: [added, ''] });
    const edited = await call<Row>('PUT', 'edit', { id: added.id, quantity: 3 });
    expect((await next('update_vxe_table')).data.args[0]).toEqual(edited);
    await call('PUT', 'sort', { items: [{ id: added.id, orderNum: 0 }] });
    expect((await next('update_vxe_table')).data.args[0]).toMatchObject({ id: added.id, orderNum: 0 });
    await call('DELETE', `deleteBatch?ids=${added.id}`);
    expect((await next('remove_vxe_table')).data).toEqual({ socketKey: 'vxe-default', ids: [added.id] });
    // zhangsan may not read the list: he heard nothing.
    await settle(outsider);
    expect(outsider.received.filter((m) => m.type !== 'heart_beat')).toEqual([]);
  });
});
