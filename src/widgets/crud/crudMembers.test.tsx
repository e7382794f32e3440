import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CrudOptions, CrudWidget } from '../../../schemas';
import { pageOf, roleRecord, userRecord } from '../../test/fixtures/records';
import { envelope, mockHttp, type MockRequest } from '../../test/httpMock';
import { renderWidgets } from '../../test/renderWidgets';
import { crudWidget } from '.';

/**
 * A crud listing the members of something chosen elsewhere (角色用户, 部门用户; issue 13): it waits for
 * its params (requireParams), reaches the row its drawer was opened from as $parent, and its batch
 * buttons ask for a tick first.
 */

const members: Record<string, string[]> = { r1: ['zhangsan', 'lisi'], d1: ['wangwu'] };
let server: ReturnType<typeof mockHttp>;

function answer(request: MockRequest) {
  const url = new URL(request.uri, 'http://x');
  const q = Object.fromEntries(url.searchParams);
  const page = (names: string[]) =>
    envelope(200, '', pageOf(names.map((n) => userRecord({ id: n, username: n }))));
  switch (`${request.method} ${url.pathname}`) {
    case 'GET /platform/sys/role/list':
      return { status: 200, body: envelope(200, '', pageOf([roleRecord({ id: 'r1', roleName: 'r1' })])) };
    case 'GET /platform/sys/user/userRoleList':
      return { status: 200, body: page(members[q.roleId!] ?? []) };
    case 'GET /platform/sys/user/departUserList':
      return { status: 200, body: page(members[q.depId!] ?? []) };
    case 'DELETE /platform/sys/user/deleteUserRole':
      members[q.roleId!] = members[q.roleId!]!.filter((n) => n !== q.userId);
      return { status: 200, body: envelope(200, '删除成功!') };
    case 'DELETE /platform/sys/user/deleteUserRoleBatch':
      members[q.roleId!] = members[q.roleId!]!.filter((n) => !q.userIds!.split(',').includes(n));
      return { status: 200, body: envelope(200, '批量删除成功!') };
    default:
      return undefined;
  }
}

const userColumns: CrudOptions['columns'] = [{ title: '用户账号', dataIndex: 'username' }];

const roleUsers: CrudWidget = {
  type: 'crud',
  key: 'crud_roles',
  model: 'roles',
  options: {
    api: { list: '/sys/role/list' },
    columns: [{ title: '角色', dataIndex: 'username' }],
    rowActions: [
      {
        key: 'users',
        label: '用户',
        kind: 'drawer',
        title: '角色用户 — {{ $row.roleName }}',
        page: {
          list: [
            {
              type: 'crud',
              key: 'crud_users',
              model: 'users',
              options: {
                api: { list: '/sys/user/userRoleList' },
                params: { roleId: '{{ $row.id }}' },
                columns: userColumns,
                toolbar: [
                  {
                    key: 'unlinkBatch',
                    label: '批量取消关联',
                    kind: 'request',
                    method: 'delete',
                    api: '/sys/user/deleteUserRoleBatch',
                    params: { roleId: '{{ $parent.id }}', userIds: '{{ $selectedKeys }}' },
                    confirm:
                      '确定将选中的 {{ $selectedKeys.length }} 个用户移出角色「{{ $parent.roleName }}」吗？',
                  },
                ],
                rowActions: [
                  {
                    key: 'unlink',
                    label: '取消关联',
                    kind: 'request',
                    method: 'delete',
                    api: '/sys/user/deleteUserRole',
                    params: { roleId: '{{ $parent.id }}', userId: '{{ $row.id }}' },
                    confirm: '确定将用户「{{ $row.username }}」移出角色「{{ $parent.roleName }}」吗？',
                  },
                ],
              },
            },
          ],
          config: { ui: 'Ant Design' },
        },
      },
    ],
  },
};

const departUsers: CrudWidget = {
  type: 'crud',
  key: 'crud_depart_users',
  model: 'departUsers',
  options: {
    api: { list: '/sys/user/departUserList' },
    params: { depId: '{{ $values.depart }}' },
    requireParams: true,
    emptyText: '请在左侧选择一个部门',
    columns: userColumns,
  },
};

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  members.r1 = ['zhangsan', 'lisi', 'zhaoliu'];
  server = mockHttp(answer);
});
afterEach(() => server.restore());

async function confirmWith(text: string) {
  const confirm = (await screen.findByText(text)).closest('.ant-modal-confirm') as HTMLElement;
  await act(async () => {
    await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
  });
}

describe('a crud of members', () => {
  it('asks nothing until its required params are set, then lists by them', async () => {
    const page = renderWidgets([crudWidget], [departUsers]);
    expect(await screen.findByText('请在左侧选择一个部门')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.url.includes('departUserList'))).toEqual([]);
    act(() => page.current().setData({ depart: 'd1' }));
    expect(await screen.findByText('wangwu')).toBeInTheDocument();
    // Every request carried the department: none went out with the params of the render before.
    const asked = server.requests.filter((r) => r.url.includes('departUserList'));
    expect(asked.map((r) => new URL(r.uri, 'http://x').searchParams.get('depId'))).toEqual(['d1']);
    act(() => page.current().setData({ depart: undefined }));
    expect(await screen.findByText('请在左侧选择一个部门')).toBeInTheDocument();
    expect(screen.queryByText('wangwu')).not.toBeInTheDocument();
  });

  it('in a drawer, reaches the row it was opened from as $parent; batch asks for a tick first', async () => {
    renderWidgets([crudWidget], [roleUsers]);
    const user = userEvent.setup();
    await user.click(await screen.findByText('用户'));
    const drawer = (await screen.findByText('角色用户 — r1')).closest('.ant-drawer') as HTMLElement;
    expect(await within(drawer).findByText('lisi')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: '批量取消关联' }));
    expect(await screen.findByText('请选择一条记录！')).toBeInTheDocument();

    const lisi = within(drawer).getByText('lisi').closest('tr') as HTMLElement;
    await user.click(within(lisi).getByText('取消关联'));
    await confirmWith('确定将用户「lisi」移出角色「r1」吗？');
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    expect(server.requests.at(-2)?.uri).toContain('/sys/user/deleteUserRole?roleId=r1&userId=lisi');
    await waitFor(() => expect(within(drawer).queryByText('lisi')).not.toBeInTheDocument());

    const checks = within(drawer).getAllByRole('checkbox');
    await user.click(checks[1]!);
    await user.click(checks[2]!);
    await user.click(within(drawer).getByRole('button', { name: '批量取消关联' }));
    await confirmWith('确定将选中的 2 个用户移出角色「r1」吗？');
    expect(await screen.findByText('批量删除成功!')).toBeInTheDocument();
    expect(members.r1).toEqual([]);
    await waitFor(() => expect(within(drawer).queryByText('zhangsan')).not.toBeInTheDocument());
    // The ticks went with the rows they ticked.
    await waitFor(() =>
      expect(
        within(drawer)
          .getAllByRole('checkbox')
          .every((c) => !(c as HTMLInputElement).checked),
      ).toBe(true),
    );
  });
});
