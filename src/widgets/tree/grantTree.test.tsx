import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validate, type MenuTreeNode, type TreeWidget } from '../../../schemas';
import { menuTreeNode } from '../../test/fixtures/records';
import { envelope, mockHttp } from '../../test/httpMock';
import { renderWidgets } from '../../test/renderWidgets';
import { treeWidget } from '.';

/** A role-authorisation tree as /sys/permission/queryTreeList answers it (issue 13, finding 1). */
const node = (key: string, title: string, children?: MenuTreeNode[], disableCheckbox = false) =>
  menuTreeNode({
    key,
    title,
    menuType: key.includes(':') ? 2 : children ? 0 : 1,
    ...(children ? { children } : {}),
    ...(disableCheckbox ? { disableCheckbox } : {}),
  });
const TREE = {
  treeList: [
    node('system', '系统管理', [
      node('user', '用户管理', [node('user:add', '添加用户'), node('user:edit', '编辑用户')]),
      node('role', '角色管理', [node('role:add', '添加角色')]),
    ]),
    node('log', '日志管理', undefined, true),
  ],
  ids: [],
};

/** The first render loads antd's tree on a busy machine. */
const WAIT = { timeout: 15_000 };
let server: ReturnType<typeof mockHttp>;
beforeEach(() => {
  server = mockHttp((request) =>
    request.url === '/sys/permission/queryTreeList'
      ? { status: 200, body: envelope(200, '', TREE) }
      : undefined,
  );
});
afterEach(() => server.restore());

const grantTree: TreeWidget = {
  type: 'tree',
  key: 'tree_permissions',
  model: 'permissionIds',
  options: {
    api: '/sys/permission/queryTreeList',
    checkable: true,
    multiple: true,
    grant: true,
    title: '菜单与按钮',
  },
};

const nodeOf = (title: string) => screen.getByText(title).closest('.ant-tree-treenode')!;
const checkboxOf = (title: string) => nodeOf(title).querySelector('.ant-tree-checkbox')!;
const checked = () =>
  [...document.querySelectorAll('.ant-tree-treenode-checkbox-checked .ant-tree-title')].map(
    (n) => n.textContent,
  );

async function granted(form: ReturnType<typeof renderWidgets>) {
  let values: Record<string, unknown> = {};
  await act(async () => {
    values = await form.current().getData();
  });
  return ((values.permissionIds as string[]) ?? []).slice().sort();
}

describe('the authorisation tree (tree grant mode)', () => {
  it('is a valid page item', () => {
    expect(validate('PageItem', grantTree)).toEqual({ ok: true, errors: [] });
  });

  it('ticking a button ticks its page and folder, so no grant locks a user out', async () => {
    const form = renderWidgets([treeWidget], [grantTree]);
    const user = userEvent.setup();
    await screen.findByText('添加用户', {}, WAIT);
    await user.click(checkboxOf('添加用户'));
    expect(checked()).toEqual(['系统管理', '用户管理', '添加用户']);
    expect(await granted(form)).toEqual(['system', 'user', 'user:add']);

    // Unticking a page takes its buttons with it: a button without its page reaches nothing.
    await user.click(checkboxOf('用户管理'));
    expect(await granted(form)).toEqual(['system']);
  });

  it('父子联动 ticks a whole subtree; select all and none spare what cannot be ticked', async () => {
    const form = renderWidgets([treeWidget], [grantTree]);
    const user = userEvent.setup();
    await screen.findByText('添加角色', {}, WAIT);
    await user.click(screen.getByRole('switch', { name: '父子联动' }));
    await user.click(checkboxOf('角色管理'));
    expect(await granted(form)).toEqual(['role', 'role:add', 'system']);

    await user.click(screen.getByRole('button', { name: '全选' }));
    expect(await granted(form)).toEqual(['role', 'role:add', 'system', 'user', 'user:add', 'user:edit']);
    expect(checkboxOf('日志管理')).toHaveClass('ant-tree-checkbox-disabled');
    await user.click(screen.getByRole('button', { name: '全不选' }));
    expect(await granted(form)).toEqual([]);
  });

  it('collapses and expands every folder', async () => {
    renderWidgets([treeWidget], [grantTree]);
    const user = userEvent.setup();
    await screen.findByText('添加用户', {}, WAIT);
    await user.click(screen.getByRole('button', { name: '折叠全部' }));
    expect(screen.queryByText('添加用户')).toBeNull();
    await user.click(screen.getByRole('button', { name: '展开全部' }));
    expect(await screen.findByText('添加用户', {}, WAIT)).toBeTruthy();
  });
});
