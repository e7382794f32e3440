/**
 * Positions saved through the API reach the open live tables of the position list (issue 18): add, edit,
 * Excel import send the saved row as `update_vxe_table` on page `sys_position`, delete and deleteBatch send
 * `remove_vxe_table` with the ids — to sockets of users holding position:list only, with the API's answers
 * as before. Over real sockets on a listening app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PositionRecord } from '../../schemas/index';
import { envelopeOf, sendWithToken } from '../../server/testing/api';
import { importFile, workbookOf } from '../../server/testing/excel';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';
import { connect, listening, settle, signIn, type Peer } from './livesocket-helpers';

const [sqlite] = dialects();
const BASE = '/platform/sys/position';
const PAGE = 'sys_position';

type Update = { type: string; data: { socketKey: string; args: [Record<string, unknown>, string] } };

describe('positions saved through the API on the live table', () => {
  let t: TestApp;
  let admin: { token: string; id: string };
  let reader: Peer;
  let outsider: Peer;
  let otherPage: Peer;
  const open: Peer[] = [];
  beforeAll(async () => {
    t = await withApp(sqlite);
    const base = await listening(t.app);
    admin = await signIn(t.app, 'admin');
    const zhangsan = await signIn(t.app, 'zhangsan');
    reader = await connect(base, admin.id, PAGE, admin.token);
    outsider = await connect(base, zhangsan.id, PAGE, zhangsan.token);
    otherPage = await connect(base, admin.id, 'another-page', admin.token);
    open.push(reader, outsider, otherPage);
  });
  afterAll(async () => {
    for (const peer of open) peer.ws.terminate();
    await t?.close();
  });

  const call = async <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) => {
    const response = await sendWithToken(t.app, method, `${BASE}/${path}`, admin.token, payload);
    expect(response.statusCode, response.body).toBe(200);
    return envelopeOf<T>(response);
  };
  const nextUpdate = async () => (await reader.next((m) => m.type === 'update_vxe_table')) as Update;

  it('sends an added and an edited position as the list shows it, answering as before', async () => {
    const added = await call<PositionRecord>('POST', 'add', {
      code: 'LIVE1',
      name: '实时专员',
      postRank: '3',
    });
    expect(added).toMatchObject({ success: true, message: '添加成功！', result: { code: 'LIVE1' } });
    const addUpdate = await nextUpdate();
    expect(addUpdate.data.socketKey).toBe('vxe-default');
    expect(addUpdate.data.args).toEqual([
      { ...added.result, postRank_dictText: '中级', rank_dictText: '中级' },
      '',
    ]);

    const edited = await call<PositionRecord>('PUT', 'edit', { id: added.result.id, name: '实时主管' });
    expect(edited).toMatchObject({ success: true, message: '编辑成功!', result: { name: '实时主管' } });
    const [row] = (await nextUpdate()).data.args;
    expect(row).toMatchObject({ id: added.result.id, code: 'LIVE1', name: '实时主管', updateBy: 'admin' });
  });

  it('sends every position of an Excel import', async () => {
    const file = await workbookOf({
      职务: [
        ['职务编码', '职务名称', '职级'],
        ['LIVE2', '导入甲', '中级'],
        ['LIVE3', '导入乙'],
      ],
    });
    const response = await importFile(t.app, `${BASE}/importExcel`, admin.token, file);
    expect(envelopeOf(response)).toMatchObject({ success: true, message: '文件导入成功！数据行数:2' });
    const rows = [(await nextUpdate()).data.args[0], (await nextUpdate()).data.args[0]];
    expect(rows).toMatchObject([
      { code: 'LIVE2', name: '导入甲', postRank: '3', postRank_dictText: '中级' },
      { code: 'LIVE3', name: '导入乙', postRank: null },
    ]);
    expect(rows.every((row) => typeof row.id === 'string')).toBe(true);
  });

  it('sends the ids of deleted positions, and nothing for a refused delete', async () => {
    const a = (await call<PositionRecord>('POST', 'add', { code: 'GONE1', name: '待删甲' })).result;
    const b = (await call<PositionRecord>('POST', 'add', { code: 'GONE2', name: '待删乙' })).result;
    await nextUpdate();
    await nextUpdate();

    expect(await call('DELETE', `delete?id=${a.id}`)).toMatchObject({ success: true, message: '删除成功!' });
    expect(await reader.next((m) => m.type === 'remove_vxe_table')).toEqual({
      type: 'remove_vxe_table',
      data: { socketKey: 'vxe-default', ids: [a.id] },
    });
    const missing = await sendWithToken(t.app, 'DELETE', `${BASE}/delete?id=${a.id}`, admin.token);
    expect(missing.statusCode).toBe(404);
    expect(await call('DELETE', `deleteBatch?ids=${b.id},`)).toMatchObject({ message: '批量删除成功!' });
    expect(await reader.next((m) => m.type === 'remove_vxe_table')).toMatchObject({ data: { ids: [b.id] } });
    await settle(reader);
    expect(reader.received).toEqual([]);
  });

  it('sends nothing to a user without position:list, nor to another page', async () => {
    await call('POST', 'add', { code: 'LIVE4', name: '保密' });
    await nextUpdate();
    await settle(outsider);
    await settle(otherPage);
    expect(outsider.received).toEqual([]);
    expect(otherPage.received).toEqual([]);
  });
});
