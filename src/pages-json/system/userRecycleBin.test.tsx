import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserRecord } from '../../../schemas';
import { pageOf, userRecord } from '../../test/fixtures/records';
import { envelope, mockHttp, type MockRequest } from '../../test/httpMock';
import { crudOf, granted } from '../../test/pageParts';
import { renderWidgets } from '../../test/renderWidgets';
import { crudWidget } from '../../widgets/crud';
import page from './user-list.page.json';

/**
 * 用户管理's 回收站 (issue 16): the toolbar button opens a drawer listing the deleted users
 * (/sys/user/recycleBin), whose 还原 and 彻底删除 ask first, send the user's id, and take the user off the
 * drawer's list; the button and each action show only with their permission codes.
 */

let live: UserRecord[];
let binned: UserRecord[];
let server: ReturnType<typeof mockHttp>;

function answer(request: MockRequest) {
  const url = new URL(request.uri, 'http://x');
  // The table's 性别 and 状态 columns read their dictionaries; their texts are not what this is about.
  if (request.method === 'GET' && url.pathname.startsWith('/platform/sys/dict/getDictItems/'))
    return { status: 200, body: envelope(200, '', []) };
  switch (`${request.method} ${url.pathname}`) {
    case 'GET /platform/sys/user/list':
      return { status: 200, body: envelope(200, '', pageOf(live)) };
    case 'GET /platform/sys/user/recycleBin':
      return { status: 200, body: envelope(200, '', binned) };
    case 'PUT /platform/sys/user/putRecycleBin': {
      const { userIds } = request.data as { userIds: string | string[] };
      const ids = Array.isArray(userIds) ? userIds : userIds.split(',');
      live = [...live, ...binned.filter((u) => ids.includes(u.id))];
      binned = binned.filter((u) => !ids.includes(u.id));
      return { status: 200, body: envelope(200, '还原成功') };
    }
    case 'DELETE /platform/sys/user/deleteRecycleBin': {
      const ids = (url.searchParams.get('userIds') ?? '').split(',');
      binned = binned.filter((u) => !ids.includes(u.id));
      return { status: 200, body: envelope(200, '删除成功') };
    }
    default:
      return undefined;
  }
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  live = [userRecord({ id: 'u1', username: 'zhangsan', realname: '张三' })];
  binned = [
    userRecord({ id: 'u2', username: 'gone_a', realname: '甲', orgCodeTxt: '研发部' }),
    userRecord({ id: 'u3', username: 'gone_b', realname: '乙', orgCodeTxt: '市场部' }),
  ];
  server = mockHttp(answer);
});
afterEach(() => server.restore());

async function confirmWith(text: string) {
  const confirm = (await screen.findByText(text)).closest('.ant-modal-confirm') as HTMLElement;
  await act(async () => {
    await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
  });
}

describe('用户管理 回收站', () => {
  it('lists the deleted users and restores one, which the user list then shows', async () => {
    const host = { permissions: { auth: granted('user:recycle', 'user:recycleDelete'), allAuth: [] } };
    renderWidgets([crudWidget], [crudOf(page)], {}, {}, host);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '回收站' }));
    const drawer = (await screen.findByText('用户回收站')).closest('.ant-drawer') as HTMLElement;
    expect(await within(drawer).findByText('gone_a')).toBeInTheDocument();
    expect(within(drawer).getByText('市场部')).toBeInTheDocument();

    const row = within(drawer).getByText('gone_a').closest('tr') as HTMLElement;
    await user.click(within(row).getByText('还原'));
    await confirmWith('确定还原用户「gone_a」吗？还原后可以重新登录。');
    expect(await screen.findByText('还原成功')).toBeInTheDocument();
    const restore = server.requests.find((r) => r.url === '/sys/user/putRecycleBin');
    expect(restore!.data).toEqual({ userIds: 'u2' });
    await waitFor(() => expect(within(drawer).queryByText('gone_a')).not.toBeInTheDocument());
    // The user list behind the drawer is read again and shows the restored user.
    await waitFor(() => expect(screen.getAllByText('gone_a').length).toBeGreaterThan(0));
  });

  it('deletes a user for good after a warning', async () => {
    const host = { permissions: { auth: granted('user:recycle', 'user:recycleDelete'), allAuth: [] } };
    renderWidgets([crudWidget], [crudOf(page)], {}, {}, host);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '回收站' }));
    const drawer = (await screen.findByText('用户回收站')).closest('.ant-drawer') as HTMLElement;
    const row = (await within(drawer).findByText('gone_b')).closest('tr') as HTMLElement;
    await user.click(within(row).getByText('彻底删除'));
    await confirmWith('确定彻底删除用户「gone_b」吗？彻底删除后无法恢复，账号可被重新使用。');
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(server.requests.some((r) => r.uri.includes('/sys/user/deleteRecycleBin?userIds=u3'))).toBe(true);
    await waitFor(() => expect(within(drawer).queryByText('gone_b')).not.toBeInTheDocument());
  });

  it('shows the button only with user:recycle, and 彻底删除 only with user:recycleDelete', async () => {
    const first = renderWidgets(
      [crudWidget],
      [crudOf(page)],
      {},
      {},
      { permissions: { auth: [], allAuth: [] } },
    );
    expect(await screen.findByText('zhangsan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '回收站' })).not.toBeInTheDocument();
    first.view.unmount();

    const host = { permissions: { auth: granted('user:recycle'), allAuth: [] } };
    renderWidgets([crudWidget], [crudOf(page)], {}, {}, host);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '回收站' }));
    const drawer = (await screen.findByText('用户回收站')).closest('.ant-drawer') as HTMLElement;
    const row = (await within(drawer).findByText('gone_a')).closest('tr') as HTMLElement;
    expect(within(row).getByText('还原')).toBeInTheDocument();
    expect(within(row).queryByText('彻底删除')).not.toBeInTheDocument();
  });
});
