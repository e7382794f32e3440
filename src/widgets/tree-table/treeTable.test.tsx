import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MenuNode, TreeTableWidget } from '../../../schemas';
import { envelope, mockHttp } from '../../test/httpMock';
import { renderWidgets } from '../../test/renderWidgets';
import { treeTableWidget } from '.';

/** A menu of sys_permission as GET /sys/permission/list answers it. */
const menu = (id: string, name: string, children?: MenuNode[]): MenuNode => ({
  id,
  parentId: null,
  name,
  url: `/${id}`,
  component: null,
  componentName: null,
  redirect: null,
  menuType: 0,
  perms: null,
  permsType: '1',
  sortNo: 1,
  alwaysShow: false,
  icon: null,
  route: true,
  isLeaf: !children,
  keepAlive: false,
  hidden: false,
  internalOrExternal: false,
  isTop: false,
  status: '1',
  description: null,
  ...(children ? { children } : {}),
});

const MENUS = [
  menu('system', '系统管理', [menu('user', '用户管理'), menu('role', '角色管理')]),
  menu('home', '首页'),
];

const menus: TreeTableWidget = {
  type: 'tree-table',
  key: 'tree_table_1',
  options: {
    title: '菜单管理',
    api: { list: '/sys/permission/list' },
    columns: [{ title: '菜单名称', dataIndex: 'name' }],
    selection: false,
  },
};

let server: ReturnType<typeof mockHttp>;
beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  server = mockHttp((request) =>
    request.method === 'GET' && request.url === '/sys/permission/list'
      ? { status: 200, body: envelope(200, '', MENUS) }
      : undefined,
  );
});
afterEach(() => server.restore());

describe('tree-table page widget (the menu tree)', () => {
  it('draws the whole tree the list answers, children under their parent, without pagination', async () => {
    renderWidgets([treeTableWidget], [menus]);
    expect(await screen.findByText('系统管理')).toBeInTheDocument();
    expect(screen.getByText('首页')).toBeInTheDocument();
    expect(screen.queryByText('用户管理')).not.toBeInTheDocument();
    expect(document.querySelector('.ant-pagination')).toBeNull();

    const parent = screen.getByText('系统管理').closest('tr')!;
    await userEvent.setup().click(within(parent).getByRole('button', { name: '展开行' }));
    expect(await screen.findByText('用户管理')).toBeInTheDocument();
    expect(screen.getByText('角色管理')).toBeInTheDocument();
  });
});
