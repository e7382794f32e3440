/**
 * The upload action kind (issue 16) on a crud toolbar, through the real renderer: 导入 opens the file
 * dialog, sends the chosen file as the multipart field `file`, shows the server's message and reloads
 * the list; a refusal shows every line of its message in a dialog, so an import's failed rows can be read
 * one by one. And 导出 of the ticked rows exports the whole list when none are ticked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuthItem, CrudWidget, RoleRecord } from '../../../schemas';
import { envelope, mockHttp, type MockReply, type MockRequest } from '../../test/httpMock';
import { renderWidgets } from '../../test/renderWidgets';
import { crudWidget } from '.';

const role = (id: string, roleName: string): RoleRecord => ({
  id,
  roleName,
  roleCode: id,
  description: null,
  createBy: 'admin',
  createTime: '2026-11-24T08:00:00.000Z',
  updateBy: null,
  updateTime: null,
  userCount: 0,
});
const page = (records: RoleRecord[]) => ({
  records,
  total: records.length,
  size: 10,
  current: 1,
  pages: 1,
});

const roles: CrudWidget = {
  type: 'crud',
  key: 'crud_roles',
  model: 'crud_roles',
  options: {
    api: { list: '/sys/role/list', deleteBatch: '/sys/role/deleteBatch' },
    columns: [{ title: '角色名称', dataIndex: 'roleName' }],
    toolbar: [
      {
        key: 'export',
        label: '导出',
        kind: 'download',
        api: '/sys/role/exportXls',
        params: { selections: '{{ $selectedKeys }}' },
        fileName: '角色.xlsx',
        permission: 'role:export',
      },
      {
        key: 'import',
        label: '导入',
        kind: 'upload',
        api: '/sys/role/importExcel',
        accept: '.xlsx',
        permission: 'role:import',
      },
    ],
  },
};

const granted = (...codes: string[]): AuthItem[] =>
  codes.map((action) => ({ action, describe: action, type: '1', status: '1' }));
const host = { permissions: { auth: granted('role:export', 'role:import'), allAuth: [] } };

let listed: RoleRecord[];
let answer: (request: MockRequest) => MockReply | undefined;
let server: ReturnType<typeof mockHttp>;

beforeEach(() => {
  listed = [role('r1', '财务')];
  answer = () => undefined;
  server = mockHttp((request) => {
    if (request.method === 'GET' && request.url === '/sys/role/list')
      return { status: 200, body: envelope(200, '', page(listed)) };
    return answer(request);
  });
});
afterEach(() => server.restore());

const sheet = () =>
  new File(['xlsx bytes'], '角色.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
const lists = () => server.requests.filter((r) => r.url === '/sys/role/list').length;

describe('the upload action kind', () => {
  it('sends the chosen file as the field `file`, shows the server’s message and reloads the list', async () => {
    answer = (request) => {
      if (request.method !== 'POST' || request.url !== '/sys/role/importExcel') return undefined;
      listed = [...listed, role('r2', '出纳')];
      return { status: 200, body: envelope(200, '文件导入成功！数据行数:1') };
    };
    const user = userEvent.setup();
    renderWidgets([crudWidget], [roles], {}, {}, host);
    expect(await screen.findByText('财务')).toBeInTheDocument();
    const chooser = screen.getByLabelText<HTMLInputElement>('选择文件');

    await user.click(screen.getByRole('button', { name: /导入/ }));
    expect(chooser.accept).toBe('.xlsx');
    const before = lists();
    await user.upload(chooser, sheet());

    expect(await screen.findByText('文件导入成功！数据行数:1')).toBeInTheDocument();
    expect(await screen.findByText('出纳')).toBeInTheDocument();
    expect(lists()).toBeGreaterThan(before);
    const sent = server.requests.find((r) => r.url === '/sys/role/importExcel')!;
    expect(sent.data).toBeInstanceOf(FormData);
    expect((sent.data as FormData).get('file')).toMatchObject({ name: '角色.xlsx' });
  });

  it('shows each line of a refusal in a dialog, and does not reload', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => `第 ${i + 2} 行：角色编码已存在`);
    answer = (request) =>
      request.url === '/sys/role/importExcel'
        ? {
            status: 400,
            body: envelope(400, ['共 12 行有误，没有导入任何数据，请改正后重新导入', ...rows].join('；')),
          }
        : undefined;
    const user = userEvent.setup();
    renderWidgets([crudWidget], [roles], {}, {}, host);
    expect(await screen.findByText('财务')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /导入/ }));
    const before = lists();
    await user.upload(screen.getByLabelText('选择文件'), sheet());

    const dialog = await screen.findByRole('dialog', { name: '导入失败' });
    expect(within(dialog).getByText('共 12 行有误，没有导入任何数据，请改正后重新导入')).toBeInTheDocument();
    for (const row of rows) expect(within(dialog).getByText(row)).toBeInTheDocument();
    expect(lists()).toBe(before);
  });

  it('hides 导入 and 导出 from a user without their permission codes', async () => {
    renderWidgets([crudWidget], [roles], {}, {}, { permissions: { auth: [], allAuth: [] } });
    expect(await screen.findByText('财务')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导入|导出/ })).toBeNull();
  });
});

describe('an export of the ticked rows', () => {
  it('exports the whole list when no row is ticked, and only the ticked ones otherwise', async () => {
    answer = (request) =>
      request.url === '/sys/role/exportXls'
        ? ({ status: 200, body: new Blob(['x']) } as MockReply)
        : undefined;
    listed = [role('r1', '财务'), role('r2', '出纳')];
    const user = userEvent.setup();
    renderWidgets([crudWidget], [roles], {}, {}, host);
    expect(await screen.findByText('出纳')).toBeInTheDocument();
    const exports = () => server.requests.filter((r) => r.url === '/sys/role/exportXls');

    await user.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(exports()).toHaveLength(1));
    expect(exports()[0]!.uri).not.toContain('selections=r');
    expect(screen.queryByText('请选择一条记录！')).toBeNull();

    await user.click(screen.getAllByRole('checkbox')[2]!);
    await user.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(exports()).toHaveLength(2));
    expect(exports()[1]!.uri).toContain('selections=r2');
  });
});
