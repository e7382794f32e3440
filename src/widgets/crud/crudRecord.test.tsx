/**
 * The record of a crud's edit dialog through the query cache (issue 14): opening the same row again while
 * its read is fresh asks the server once; a save marks it stale, so the next opening reads it again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PositionRecord } from '../../../schemas';
import { envelope, mockHttp, type MockRequest } from '../../test/httpMock';
import { renderWidgets } from '../../test/renderWidgets';
import { inputWidget } from '../input';
import { crudWidget } from '.';

let rows: PositionRecord[];
let server: ReturnType<typeof mockHttp>;

const position = (id: string, name: string): PositionRecord => ({
  id,
  code: `P${id}`,
  name,
  postRank: null,
  createBy: 'admin',
  createTime: '2026-11-22T02:00:00.000Z',
  updateBy: null,
  updateTime: null,
});

/** The position routes over `rows`. */
function positions(request: MockRequest) {
  const id = new URL(request.uri, 'http://x').searchParams.get('id');
  switch (`${request.method} ${request.url}`) {
    case 'GET /sys/position/list':
      return {
        status: 200,
        body: envelope(200, '', { records: rows, total: rows.length, size: 10, current: 1, pages: 1 }),
      };
    case 'GET /sys/position/queryById':
      return {
        status: 200,
        body: envelope(
          200,
          '',
          rows.find((row) => row.id === id),
        ),
      };
    case 'PUT /sys/position/edit': {
      const edit = request.data as { id: string; name: string };
      rows = rows.map((row) => (row.id === edit.id ? { ...row, name: edit.name } : row));
      return { status: 200, body: envelope(200, '编辑成功!') };
    }
    default:
      return undefined;
  }
}

/** The crud as a page holds it (typed as the widgets renderWidgets draws). */
const crud: Parameters<typeof renderWidgets>[1][number] = {
  type: 'crud',
  key: 'crud_1',
  model: 'crud_1',
  options: {
    title: '职务列表',
    api: { list: '/sys/position/list', queryById: '/sys/position/queryById', edit: '/sys/position/edit' },
    columns: [{ title: '职务名称', dataIndex: 'name' }],
    rowActions: [{ key: 'edit', label: '编辑', kind: 'edit' }],
    form: {
      list: [{ type: 'input', name: '职务名称', key: 'input_1', model: 'name', options: {} }],
      config: { ui: 'Ant Design' },
    },
  },
};

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  rows = [position('1', '职务01'), position('2', '职务02')];
  server = mockHttp(positions);
});
afterEach(() => server.restore());

const readsOf = (id: string) =>
  server.requests.filter((r) => r.url === '/sys/position/queryById' && r.uri.endsWith(`id=${id}`)).length;

describe("a crud's edit dialog", () => {
  it('reads the record once while fresh, and again after a save', async () => {
    const user = userEvent.setup();
    renderWidgets([crudWidget, inputWidget], [crud]);
    await screen.findByText('职务01');
    const editFirst = async () => {
      await user.click(screen.getAllByText('编辑')[0]!);
      return screen.findByRole('dialog');
    };

    let dialog = await editFirst();
    expect(within(dialog).getByDisplayValue('职务01')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await editFirst();
    expect(within(dialog).getByDisplayValue('职务01')).toBeInTheDocument();
    expect(readsOf('1')).toBe(1);

    const box = within(dialog).getByDisplayValue('职务01');
    await user.clear(box);
    await user.type(box, '总监');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('编辑成功!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await editFirst();
    expect(await within(dialog).findByDisplayValue('总监')).toBeInTheDocument();
    expect(readsOf('1')).toBe(2);
  }, 30_000);
});
