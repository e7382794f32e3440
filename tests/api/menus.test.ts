/**
 * Menu management, reading (issue 4): the tree, the top menus and sub-menus, queryTreeList for the role
 * drawer, the page's whole-row round trip; 403s. On each dialect. Add, edit and delete: menu-edits.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate } from '../../schemas/index';
import { idOf } from '../../server/testing/accounts';
import { envelopeOf, sendWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const BASE = '/platform/sys/permission';
type Node = {
  id: string;
  name: string;
  menuType: number;
  isLeaf: boolean;
  perms: string | null;
  children?: Node[];
};

describe.each(dialects())('menu management on $name', (dialect) => {
  let t: TestApp;
  let admin: string;
  let system: string;
  beforeAll(async () => {
    t = await withApp(dialect);
    admin = await tokenFor(t.app, 'admin');
    system = await idOf(t.db, 'sys_permission', 'component_name', 'system');
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown, token = admin) =>
    sendWithToken(t.app, method, `${BASE}/${path}`, token, payload);

  it('answers the whole tree, every node shaped as the menu page reads it', async () => {
    const tree = envelopeOf<Node[]>(await call('GET', 'list')).result;
    expect(validate('MenuList', tree)).toEqual({ ok: true, errors: [] });
    expect(tree.map((n) => n.name)).toEqual([
      '首页',
      '系统管理',
      '消息中心',
      '流程引擎',
      '数据采集',
      '在线开发',
    ]);
    const users = tree[1].children!.find((n) => n.name === '用户管理')!;
    expect(users).toMatchObject({
      menuType: 1,
      perms: 'user:list',
      isLeaf: false,
      route: true,
      url: '/system/user',
    });
    expect(users.children!.map((b) => b.perms)).toEqual([
      'user:add',
      'user:edit',
      'user:delete',
      'user:deleteBatch',
      'user:frozen',
      'user:password',
      'user:import',
      'user:export',
      'user:recycle',
      'user:recycleDelete',
    ]);
    expect(users.children![0]).toMatchObject({ menuType: 2, isLeaf: true, route: false });
    expect(users.children![0]).not.toHaveProperty('children');
  });

  it('takes back every node as the menu page sends it: the whole row, children included', async () => {
    const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
    for (const entry of flat(envelopeOf<Node[]>(await call('GET', 'list')).result)) {
      const response = await call('PUT', 'edit', entry);
      expect(response.statusCode, `${entry.name}: ${response.body}`).toBe(200);
    }
    expect(envelopeOf<Node[]>(await call('GET', 'list')).result.map((n) => n.isLeaf)).toEqual(
      Array(6).fill(false),
    );
  });

  it('answers the top menus and one level of sub-menus', async () => {
    const top = envelopeOf<Node[]>(await call('GET', 'getSystemMenuList')).result;
    expect(validate('MenuList', top)).toEqual({ ok: true, errors: [] });
    expect(top.map((n) => n.name)).toEqual([
      '首页',
      '系统管理',
      '消息中心',
      '流程引擎',
      '数据采集',
      '在线开发',
    ]);
    expect(top.every((n) => n.children === undefined)).toBe(true);
    const sub = envelopeOf<Node[]>(await call('GET', `getSystemSubmenu?parentId=${system}`)).result;
    expect(sub.map((n) => n.name)).toEqual([
      '用户管理',
      '角色管理',
      '菜单管理',
      '部门管理',
      '数据字典',
      '职务管理',
      '日志管理',
      '短信发件箱',
    ]);
    expect((await call('GET', 'getSystemSubmenu?parentId=nope')).statusCode).toBe(404);
    expect((await call('GET', 'getSystemSubmenu')).statusCode).toBe(400);
  });

  it('answers queryTreeList with key/title nodes and every id', async () => {
    const result = envelopeOf<{ treeList: { key: string; title: string }[]; ids: string[] }>(
      await call('GET', 'queryTreeList'),
    ).result;
    expect(validate('MenuTreeResult', result)).toEqual({ ok: true, errors: [] });
    expect(result.treeList[1]).toMatchObject({ key: system, title: '系统管理', menuType: 0, isLeaf: false });
    const count = await t.db.selectFrom('sys_permission').select('id').execute();
    expect(result.ids).toHaveLength(count.length);
  });

  it('refuses menu management to a user without the codes', async () => {
    const zhangsan = await tokenFor(t.app, 'zhangsan');
    for (const [method, path, body] of [
      ['GET', 'list', undefined],
      ['GET', 'getSystemMenuList', undefined],
      ['GET', `getSystemSubmenu?parentId=${system}`, undefined],
      ['GET', 'queryTreeList', undefined],
      ['POST', 'add', { menuType: 0, name: 'x', url: '/x' }],
      ['PUT', 'edit', { id: system, name: 'x' }],
      ['DELETE', `delete?id=${system}`, undefined],
    ] as const) {
      expect((await call(method, path, body, zhangsan)).statusCode, path).toBe(403);
    }
  });
});
