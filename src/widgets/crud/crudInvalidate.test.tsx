/**
 * Reads refresh after the change that alters them (issue 14): a dialog saving a user, with the page's
 * reload switched off, still refreshes the user list beside it — the save invalidates what lies under
 * /sys/user — and nothing else is asked again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ButtonGroupWidget, CrudWidget, UserRecord } from '../../../schemas';
import { pageOf, userRecord } from '../../test/fixtures/records';
import { envelope, mockHttp } from '../../test/httpMock';
import { renderWidgets } from '../../test/renderWidgets';
import { buttonGroupWidget } from '../button-group';
import { inputWidget } from '../input';
import { crudWidget } from '.';

let users: UserRecord[];
let server: ReturnType<typeof mockHttp>;

beforeEach(() => {
  users = [userRecord({ id: 'u1', username: 'zhangsan', realname: '张三' })];
  server = mockHttp((request) => {
    if (request.method === 'GET' && request.url === '/sys/user/list')
      return { status: 200, body: envelope(200, '', pageOf(users)) };
    if (request.method === 'GET' && request.url === '/sys/role/list')
      return { status: 200, body: envelope(200, '', pageOf([])) };
    if (request.method === 'PUT' && request.url === '/sys/user/edit') {
      const edit = request.data as { id: string; realname: string };
      users = users.map((u) => (u.id === edit.id ? { ...u, ...edit } : u));
      return { status: 200, body: envelope(200, '编辑成功!') };
    }
    return undefined;
  });
});
afterEach(() => server.restore());

const list = (key: string, api: string, title: string): CrudWidget => ({
  type: 'crud',
  key,
  model: key,
  options: { title, api: { list: api }, columns: [{ title: '姓名', dataIndex: 'realname' }] },
});

const rename: ButtonGroupWidget = {
  type: 'button-group',
  key: 'buttons_1',
  model: 'buttons_1',
  options: {
    actions: [
      {
        label: '改名',
        kind: 'dialog',
        api: '/sys/user/edit',
        method: 'put',
        params: { id: 'u1' },
        reload: false,
        form: {
          list: [{ type: 'input', name: '姓名', key: 'input_1', model: 'realname', options: {} }],
          config: {},
        },
      },
    ],
  },
};

const asked = (url: string) => server.requests.filter((r) => r.method === 'GET' && r.url === url).length;

describe('a saved change refreshes what it changed (issue 14)', () => {
  it('saving a user refreshes the user list without a reload, and leaves the role list alone', async () => {
    const user = userEvent.setup();
    renderWidgets(
      [buttonGroupWidget, crudWidget, inputWidget],
      [rename, list('crud_1', '/sys/user/list', '用户'), list('crud_2', '/sys/role/list', '角色')],
    );
    expect(await screen.findByText('张三')).toBeInTheDocument();
    await waitFor(() => expect(asked('/sys/role/list')).toBe(1));
    expect(asked('/sys/user/list')).toBe(1);

    await user.click(screen.getByRole('button', { name: '改名' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), '李四');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

    expect(await screen.findByText('李四')).toBeInTheDocument();
    expect(screen.queryByText('张三')).toBeNull();
    expect(asked('/sys/user/list')).toBe(2);
    expect(asked('/sys/role/list')).toBe(1);
  });
});
