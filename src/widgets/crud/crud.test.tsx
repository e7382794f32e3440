import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuthItem, CrudWidget, InputWidget, PositionRecord } from '../../../schemas';
import { dictOptions, pageOf, positionRecord } from '../../test/fixtures/records';
import { envelope, mockHttp, type MockRequest } from '../../test/httpMock';
import { inputWidget } from '../input';
import { renderWidgets } from '../../test/renderWidgets';
import { crudWidget } from '.';

let rows: PositionRecord[];
let server: ReturnType<typeof mockHttp>;

/** A small in-memory resource answering like the server's list, add, edit and delete routes. */
function positions(request: MockRequest) {
  const url = new URL(request.uri, 'http://x');
  const q = Object.fromEntries(url.searchParams);
  switch (`${request.method} ${url.pathname}`) {
    case 'GET /platform/sys/position/list': {
      let found = rows.filter((r) => !q.name || r.name.includes(q.name));
      if (q.column === 'name')
        found = [...found].sort((a, b) => a.name.localeCompare(b.name) * (q.order === 'desc' ? -1 : 1));
      const size = Number(q.pageSize);
      const current = Number(q.pageNo);
      const start = (current - 1) * size;
      return {
        status: 200,
        body: envelope(
          200,
          '',
          pageOf(found.slice(start, start + size), { total: found.length, size, current }),
        ),
      };
    }
    case 'GET /platform/sys/dict/getDictItems/position_rank':
      return {
        status: 200,
        body: envelope(
          200,
          '',
          dictOptions([
            ['1', '高级'],
            ['2', '初级'],
          ]),
        ),
      };
    case 'POST /platform/sys/position/add': {
      const added = request.data as Pick<PositionRecord, 'name'>;
      rows.push(positionRecord({ id: String(rows.length + 100), ...added }));
      return { status: 200, body: envelope(200, '添加成功！') };
    }
    case 'PUT /platform/sys/position/edit': {
      const edit = request.data as PositionRecord;
      rows = rows.map((r) => (r.id === edit.id ? { ...r, ...edit } : r));
      return { status: 200, body: envelope(200, '编辑成功!') };
    }
    case 'DELETE /platform/sys/position/delete':
      rows = rows.filter((r) => r.id !== q.id);
      return { status: 200, body: envelope(200, '删除成功!') };
    case 'DELETE /platform/sys/position/deleteBatch':
      rows = rows.filter((r) => !q.ids!.split(',').includes(r.id));
      return { status: 200, body: envelope(200, '批量删除成功!') };
    default:
      return undefined;
  }
}

const nameField = (key: string): InputWidget => ({
  type: 'input',
  name: '职务名称',
  key,
  model: 'name',
  options: { required: key === 'input_2', placeholder: key === 'input_1' ? '搜索职务' : '职务名称' },
});

const crud: CrudWidget = {
  type: 'crud',
  key: 'crud_1',
  model: 'crud_1',
  options: {
    title: '职务列表',
    api: {
      list: '/sys/position/list',
      add: '/sys/position/add',
      edit: '/sys/position/edit',
      delete: '/sys/position/delete',
      deleteBatch: '/sys/position/deleteBatch',
    },
    search: { list: [nameField('input_1')], config: { ui: 'Ant Design' } },
    columns: [
      { title: '职务名称', dataIndex: 'name', sorter: true },
      { title: '职级', dataIndex: 'postRank', dictCode: 'position_rank' },
    ],
    toolbar: [
      { key: 'add', label: '新增', kind: 'add', permission: 'position:add' },
      { key: 'batch', label: '批量删除', kind: 'deleteBatch', permission: 'position:delete' },
    ],
    rowActions: [
      { key: 'edit', label: '编辑', kind: 'edit', permission: 'position:edit' },
      { key: 'delete', label: '删除', kind: 'delete', permission: 'position:delete' },
    ],
    form: { list: [nameField('input_2')], config: { ui: 'Ant Design' } },
  },
};

const grant = (...actions: string[]): AuthItem[] =>
  actions.map((action) => ({ action, type: '1', describe: action }));
const all = grant('position:add', 'position:edit', 'position:delete').map((i) => ({
  ...i,
  status: '1' as const,
}));

function draw(held = ['position:add', 'position:edit', 'position:delete']) {
  return renderWidgets(
    [crudWidget, inputWidget],
    [crud],
    {},
    {},
    {
      permissions: { auth: grant(...held), allAuth: all },
      user: { username: 'admin' },
    },
  );
}

beforeEach(() => {
  // Kept queries and column settings would carry one test's page and sort into the next.
  window.sessionStorage.clear();
  window.localStorage.clear();
  rows = Array.from({ length: 23 }, (_, i) =>
    positionRecord({
      id: String(i + 1),
      name: `职务${String(i + 1).padStart(2, '0')}`,
      postRank: i % 2 ? '2' : '1',
    }),
  );
  server = mockHttp(positions);
});
afterEach(() => server.restore());

describe('crud page widget (issue 3 item 4; SPEC.md §6, §8, §9)', () => {
  it('lists the first page with dictionary text and the pagination of §9', async () => {
    draw();
    expect(await screen.findByText('职务01')).toBeInTheDocument();
    expect((await screen.findAllByText('高级')).length).toBeGreaterThan(0);
    expect(screen.getByText('1-10 共 23 条')).toBeInTheDocument();
    expect(screen.getByText('10 条/页')).toBeInTheDocument();
    expect(document.querySelector('.ant-pagination-options-quick-jumper')).toHaveTextContent('跳至');
  });

  it('pages, sorts and searches through the list endpoint', async () => {
    draw();
    const user = userEvent.setup();
    await screen.findByText('职务01');
    await user.click(screen.getByTitle('3'));
    expect(await screen.findByText('职务21')).toBeInTheDocument();
    expect(screen.getByText('21-23 共 23 条')).toBeInTheDocument();

    await user.click(screen.getAllByText('职务名称', { selector: '.ant-table-column-title' })[0]!);
    await user.click(screen.getAllByText('职务名称', { selector: '.ant-table-column-title' })[0]!);
    await waitFor(() => expect(server.requests.at(-1)?.uri).toContain('order=desc'));
    expect(await screen.findByText('职务23')).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('搜索职务'), '职务1');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('1-10 共 10 条')).toBeInTheDocument();
    expect(server.requests.at(-1)?.uri).toContain('name=');
  });

  it('adds through the modal form: required first, then the server message as a toast', async () => {
    draw();
    const user = userEvent.setup();
    await screen.findByText('职务01');
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('职务名称必须填写')).toBeInTheDocument();
    await user.type(within(dialog).getByPlaceholderText('职务名称'), '架构师');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('添加成功！')).toBeInTheDocument();
    expect(rows.at(-1)?.name).toBe('架构师');
    await waitFor(() => expect(screen.getByText('1-10 共 24 条')).toBeInTheDocument());
  });

  it('edits a row with its values filled in', async () => {
    draw();
    const user = userEvent.setup();
    await screen.findByText('职务01');
    await user.click(screen.getAllByText('编辑')[0]!);
    const dialog = await screen.findByRole('dialog');
    const box = within(dialog).getByDisplayValue('职务01');
    await user.clear(box);
    await user.type(box, '总监');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('编辑成功!')).toBeInTheDocument();
    expect(rows[0]).toMatchObject({ id: '1', name: '总监', postRank: '1' });
  });

  it("deletes one row and batch-deletes with '确定要删除这 N 项吗?'", async () => {
    draw();
    const user = userEvent.setup();
    await screen.findByText('职务01');
    await user.click(screen.getAllByText('删除')[0]!);
    const confirm = (await screen.findByText('确定删除吗?')).closest('.ant-modal-confirm') as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    expect(rows.some((r) => r.id === '1')).toBe(false);

    await screen.findByText('职务02');
    const checks = screen.getAllByRole('checkbox');
    await user.click(checks[1]!);
    await user.click(checks[2]!);
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    expect(await screen.findByText('确定要删除这 2 项吗?')).toBeInTheDocument();
    await act(async () => {
      await user.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1)!);
    });
    expect(await screen.findByText('批量删除成功!')).toBeInTheDocument();
    expect(rows).toHaveLength(20);
  });

  it('removes buttons the user lacks the permission for (§6)', async () => {
    draw(['position:edit']);
    await screen.findByText('职务01');
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '批量删除' })).not.toBeInTheDocument();
    expect(screen.getAllByText('编辑').length).toBe(10);
    expect(screen.queryByText('删除')).not.toBeInTheDocument();
  });
});
