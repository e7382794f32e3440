/**
 * The menu form's parent choices (issue 13, finding 12): buttons cannot be parents, so the parent select
 * is fed only folders and pages. On each dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, getWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

interface Node {
  name: string;
  menuType: number;
  children?: Node[];
}
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

describe.each(dialects())('menu form parent options on $name', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withApp(dialect);
  });
  afterAll(() => t?.close());

  it('offers every folder and page as a parent, and no button', async () => {
    const response = await getWithToken(
      t.app,
      '/platform/sys/permission/menuOptions',
      await tokenFor(t.app, 'admin'),
    );
    expect(response.statusCode).toBe(200);
    const nodes = flat(envelopeOf<Node[]>(response).result);
    expect(nodes.map((n) => n.name)).toEqual(
      expect.arrayContaining(['系统管理', '用户管理', '首页', '分析页']),
    );
    expect(nodes.filter((n) => n.menuType === 2)).toEqual([]);
    expect(nodes.map((n) => n.name)).not.toContain('添加用户');
  });

  it('answers only to those who manage menus', async () => {
    const response = await getWithToken(
      t.app,
      '/platform/sys/permission/menuOptions',
      await tokenFor(t.app, 'zhangsan'),
    );
    expect(response.statusCode).toBe(403);
  });
});
