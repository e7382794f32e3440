/**
 * 我的待办 page by page (task/todoList): the caller's assigned tasks come first, then the claimable ones,
 * and a page may hold the end of one and the start of the other; the total and todoCounts agree. On the
 * seed's demo, on each dialect: 王五 (hr) gets two 人事审批 to claim and two 部门经理审批 handed to him.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, getWithToken, sendWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const P = '/platform/process';
type Row = { id: string; nodeName: string; claimable: boolean };

describe.each(dialects())('我的待办 paging on $name', (dialect) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  const ok = async <T>(url: string, who: string): Promise<T> => {
    const res = await getWithToken(t.app, `${P}/${url}`, token[who]);
    expect(res.statusCode, res.body).toBe(200);
    return envelopeOf<T>(res).result;
  };
  const start = async () => {
    const variables = encodeURIComponent(JSON.stringify({ applicant: '张三', days: 5, reason: '探亲' }));
    const step = await ok<{ openTasks: Array<{ id: string }> }>(
      `tPProcess/startUserDefinedProcess?processKey=leave&variables=${variables}`,
      'zhangsan',
    );
    return step.openTasks[0].id;
  };

  beforeAll(async () => {
    t = await withApp(dialect);
    for (const name of ['admin', 'zhangsan', 'lisi', 'wangwu']) token[name] = await tokenFor(t.app, name);
    for (let i = 0; i < 2; i++) {
      const task = await start();
      const done = await sendWithToken(t.app, 'POST', `${P}/task/complete`, token.lisi, { taskId: task });
      expect(done.statusCode).toBe(200);
      t.clock.advance(60_000);
    }
    for (let i = 0; i < 2; i++) {
      const task = await start();
      await ok(`processInstance/reassign?taskId=${task}&username=wangwu`, 'admin');
      t.clock.advance(60_000);
    }
  });
  afterAll(() => t?.close());

  it('gives the assigned tasks first, then the claimable, across page boundaries', async () => {
    expect(await ok('task/todoCounts', 'wangwu')).toEqual({ assigned: 2, claimable: 2 });
    const first = await ok<{ records: Row[]; total: number; pages: number }>(
      'task/todoList?pageNo=1&pageSize=3',
      'wangwu',
    );
    const second = await ok<{ records: Row[]; total: number }>('task/todoList?pageNo=2&pageSize=3', 'wangwu');
    expect(first).toMatchObject({ total: 4, pages: 2 });
    expect(first.records.map((r) => [r.nodeName, r.claimable])).toEqual([
      ['部门经理审批', false],
      ['部门经理审批', false],
      ['人事审批', true],
    ]);
    expect(second.records.map((r) => [r.nodeName, r.claimable])).toEqual([['人事审批', true]]);
    const ids = [...first.records, ...second.records].map((r) => r.id);
    expect(new Set(ids).size).toBe(4);
    expect((await ok<{ records: Row[] }>('task/todoList?pageNo=3&pageSize=3', 'wangwu')).records).toEqual([]);
    const claimable = await ok<{ records: Row[]; total: number }>(
      'task/todoList?claimable=1&pageNo=2&pageSize=1',
      'wangwu',
    );
    expect(claimable).toMatchObject({ total: 2, records: [{ id: second.records[0].id, claimable: true }] });
    const assigned = await ok<{ records: Row[]; total: number }>(
      'task/todoList?claimable=0&pageSize=10',
      'wangwu',
    );
    expect(assigned.records.map((r) => r.id)).toEqual(first.records.slice(0, 2).map((r) => r.id));
  });
});
