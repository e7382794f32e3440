import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validate, type Action, type AuthItem, type ButtonWidget, type InputWidget } from '../../../schemas';
import type { HostSession } from '../../runtime';
import { envelope, mockHttp, type MockRequest } from '../../test/httpMock';
import { blankWidget } from '../blank';
import { inputWidget } from '../input';
import { renderWidgets } from '../../test/renderWidgets';
import { buttonWidget } from '.';

let server: ReturnType<typeof mockHttp>;

function roleServer(request: MockRequest) {
  switch (`${request.method} ${request.url}`) {
    case 'PUT /sys/user/frozenBatch':
      return { status: 200, body: envelope(200, '冻结成功') };
    case 'POST /sys/role/add':
      return { status: 200, body: envelope(200, '添加成功！') };
    case 'POST /sys/role/sync':
      return { status: 200, body: envelope(500, '同步失败：上游无响应') };
    default:
      return undefined;
  }
}

beforeEach(() => {
  server = mockHttp(roleServer);
});
afterEach(() => server.restore());

const button = (action: Action, key = 'button_1'): ButtonWidget => ({
  type: 'button',
  key,
  model: key,
  options: { action },
});

const input = (model: string, placeholder: string, required = false): InputWidget => ({
  type: 'input',
  name: placeholder,
  key: `input_${model}`,
  model,
  options: { placeholder, required },
});

/** Shows where the router is, so a test can see a navigate action land (or not): a blank widget's slot. */
function Where() {
  return <output aria-label="当前路径">{useLocation().pathname}</output>;
}

const grant = (...actions: string[]): AuthItem[] =>
  actions.map((action) => ({ action, type: '1', describe: action }));
const host = (auth: AuthItem[], allAuth: AuthItem[] = []): HostSession => ({
  permissions: { auth, allAuth },
  user: { username: 'admin' },
});

describe('button page widget (issue 3 item 4; SPEC.md §6, §7 "Generic and other")', () => {
  it('§7: a request action sends its params resolved from the page state and toasts the server message', async () => {
    renderWidgets(
      [buttonWidget, inputWidget],
      [
        input('ids', '用户ID'),
        button({
          label: '冻结',
          kind: 'request',
          api: '/sys/user/frozenBatch',
          method: 'put',
          params: { ids: '{{ $values.ids }}', status: 2 },
        }),
        button({ label: '同步', kind: 'request', api: '/sys/role/sync' }, 'button_2'),
      ],
    );
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('用户ID'), '1,2');
    await user.click(screen.getByRole('button', { name: '冻结' }));
    expect(await screen.findByText('冻结成功')).toBeInTheDocument();
    expect(server.requests.at(-1)).toMatchObject({ method: 'PUT', data: { ids: '1,2', status: 2 } });

    await user.click(screen.getByRole('button', { name: '同步' }));
    expect(await screen.findByText('同步失败：上游无响应')).toBeInTheDocument();
  });

  it('§7: a dialog action opens its form, validates it and posts it with the params', async () => {
    renderWidgets(
      [buttonWidget, inputWidget],
      [
        button({
          label: '新增角色',
          kind: 'dialog',
          api: '/sys/role/add',
          params: { createBy: '{{ $user.username }}' },
          form: { list: [input('roleName', '角色名称', true)], config: { ui: 'Ant Design' } },
        }),
      ],
      {},
      {},
      host([]),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '新增角色' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增角色')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('角色名称必须填写')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);

    await user.type(within(dialog).getByPlaceholderText('角色名称'), '审计员');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('添加成功！')).toBeInTheDocument();
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      url: '/sys/role/add',
      data: { createBy: 'admin', roleName: '审计员' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('§7: a navigate action goes to an in-app path only', async () => {
    renderWidgets(
      [buttonWidget, blankWidget],
      [
        { type: 'blank', name: '当前路径', key: 'blank_where', model: 'where', options: {} },
        button({ label: '外站', kind: 'navigate', to: '{{ $values.target }}' }, 'button_1'),
        button({ label: '协议相对', kind: 'navigate', to: '//evil.example/x' }, 'button_2'),
        button({ label: '我的公告', kind: 'navigate', to: '/isps/userAnnouncement' }, 'button_3'),
      ],
      {},
      { value: { target: 'https://evil.example/x' }, slots: { where: () => <Where /> } },
    );
    const user = userEvent.setup();
    const where = screen.getByRole('status', { name: '当前路径' });
    expect(where).toHaveTextContent('/');
    await user.click(screen.getByRole('button', { name: '外站' }));
    await user.click(screen.getByRole('button', { name: '协议相对' }));
    expect(where).toHaveTextContent(/^\/$/);
    await user.click(screen.getByRole('button', { name: '我的公告' }));
    expect(where).toHaveTextContent('/isps/userAnnouncement');
  });

  it.each([
    ['held by the user', host(grant('role:add')), true],
    ['switched off by the system (status 0)', host([], [{ ...grant('role:add')[0]!, status: '0' }]), true],
    ['missing', host(grant('role:edit'), [{ ...grant('role:add')[0]!, status: '1' }]), false],
    ['a disable entry only (type 2)', host([{ action: 'role:add', type: '2', describe: '' }]), false],
  ])('§6: a button whose permission is %s is shown: %s', (_, session, shown) => {
    renderWidgets(
      [buttonWidget],
      [button({ label: '新增', kind: 'request', api: '/sys/role/add', permission: 'role:add' })],
      {},
      {},
      session,
    );
    expect(screen.queryByRole('button', { name: '新增' }) !== null).toBe(shown);
  });

  it('its palette scaffold is a valid page item and its property panel a valid form design', () => {
    const { scaffold, panel } = buttonWidget.design!;
    expect(validate('PageItem', { ...scaffold, key: 'button_1' }).errors).toEqual([]);
    expect(validate('FormDesign', panel).errors).toEqual([]);
  });
});
