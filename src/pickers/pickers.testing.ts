/**
 * A fake of the calls the pickers make, for unit tests: the department tree and one page of users as
 * the real server answers them (filters by department, account, name, exact lists, paging, newest
 * first). Every answer goes through mockHttp, so it is checked against schemas/results.ts.
 */
import type { UserRecord } from '../../schemas';
import { departNode, pageOf, userRecord } from '../test/fixtures/records';
import { envelope, mockHttp } from '../test/httpMock';

export const DEPARTS = [
  departNode({ id: 'd1', departName: '北京总公司', orgCode: 'A01' }, [
    departNode({ id: 'd2', departName: '研发部', orgCode: 'A01A01' }),
    departNode({ id: 'd3', departName: '财务部', orgCode: 'A01A02' }),
  ]),
];

/** 12 users (two pages): admin and zhangsan in 研发部, the rest in 财务部; the later the newer. */
export const USERS: UserRecord[] = [
  userRecord({
    id: 'u1',
    username: 'admin',
    realname: '管理员',
    selecteddeparts: 'd2',
    departNames: ['研发部'],
    createTime: '2026-01-01 00:00:00',
  }),
  userRecord({
    id: 'u2',
    username: 'zhangsan',
    realname: '张三',
    selecteddeparts: 'd2',
    departNames: ['研发部'],
    createTime: '2026-01-02 00:00:00',
  }),
  ...Array.from({ length: 10 }, (_, i) =>
    userRecord({
      id: `u${i + 3}`,
      username: `staff${i + 3}`,
      realname: `职员${i + 3}`,
      selecteddeparts: 'd3',
      departNames: ['财务部'],
      createTime: `2026-02-${String(i + 1).padStart(2, '0')} 00:00:00`,
    }),
  ),
];

const BELOW: Record<string, string[]> = { d1: ['d1', 'd2', 'd3'], d2: ['d2'], d3: ['d3'] };

/**
 * Serves the tree and the user pages; returns mockHttp's handle (requests, restore).
 *
 * @example
 * const server = fakePickerServer(); afterEach(() => server.restore());
 */
export function fakePickerServer() {
  return mockHttp((request) => {
    const query = new URL(request.uri, 'http://test').searchParams;
    if (request.url === '/sys/sysDepart/queryTreeList')
      return { status: 200, body: envelope(200, '查询成功', DEPARTS) };
    if (request.url !== '/sys/user/queryUserComponentData') return undefined;
    const exact = (text: string | null) =>
      text?.endsWith(',') ? text.split(',').filter(Boolean) : undefined;
    const username = query.get('username');
    const ids = query.get('id')?.split(',').filter(Boolean);
    const departs = query.get('departId') ? (BELOW[query.get('departId')!] ?? []) : undefined;
    const found = USERS.filter(
      (user) =>
        (!departs || departs.includes(user.selecteddeparts)) &&
        (!ids || ids.includes(user.id)) &&
        (!username || (exact(username)?.includes(user.username) ?? user.username.includes(username))) &&
        (!query.get('realname') || user.realname.includes(query.get('realname')!)),
    ).sort((a, b) => b.createTime.localeCompare(a.createTime));
    const size = Number(query.get('pageSize') ?? 10);
    const current = Number(query.get('pageNo') ?? 1);
    const records = found.slice((current - 1) * size, current * size);
    return {
      status: 200,
      body: envelope(200, '查询成功', pageOf(records, { total: found.length, size, current })),
    };
  });
}
