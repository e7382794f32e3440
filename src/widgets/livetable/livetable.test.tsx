import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { validate } from '../../../schemas';
import page from '../../pages-json/livetable/position-live.page.json';
import { envelope, mockHttp, type MockRequest } from '../../test/httpMock';
import { renderWidgets } from '../../test/renderWidgets';
import { livetableWidget } from '.';

const audit = { createBy: 'admin', createTime: '2026-01-01 08:00:00', updateBy: null, updateTime: null };
const positions = [
  { id: '1', code: 'CEO', name: '首席执行官', postRank: '1', ...audit },
  { id: '2', code: 'QA', name: '测试工程师', postRank: '3', ...audit },
];
let server: ReturnType<typeof mockHttp>;
let puts: MockRequest[] = [];

beforeAll(() => {
  // jsdom lays nothing out: give the grid's scroller a height so the virtualiser shows rows.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
});
beforeEach(() => {
  puts = [];
  server = mockHttp((request) => {
    if (request.url === '/sys/position/list')
      return {
        status: 200,
        body: envelope(200, '', { records: positions, total: 2, size: 100, current: 1, pages: 1 }),
      };
    if (request.url === '/sys/dict/getDictItems/position_rank')
      return {
        status: 200,
        body: envelope(200, '', [
          { value: '1', text: '正高级', title: '正高级', label: '正高级' },
          { value: '3', text: '中级', title: '中级', label: '中级' },
        ]),
      };
    if (request.url === '/sys/position/edit' && request.method === 'PUT') {
      puts.push(request);
      return { status: 200, body: envelope(200, '编辑成功！') };
    }
    return undefined;
  });
});
afterEach(() => server.restore());

const cell = (row: number, column: number) =>
  within(document.querySelector(`[aria-rowindex="${row + 2}"]`) as HTMLElement).getAllByRole('gridcell')[
    column
  ];

describe('livetable: the 实时表格 page', () => {
  it('is a valid page design', () => {
    const check = validate('PageDesign', page);
    expect(check.ok).toBe(true);
  });

  it('shows the positions with the rank dictionary, saves a valid edit and refuses an empty required cell', async () => {
    // The 职务 tab's table (the page's tabs widget is not under test here).
    renderWidgets([livetableWidget], page.list[0]!.tabs![0]!.list as never);
    await waitFor(() => expect(cell(1, 3)).toHaveTextContent('中级'));
    expect(cell(0, 1)).toHaveTextContent('CEO');
    const user = userEvent.setup();

    await user.dblClick(cell(1, 2));
    const editor = screen.getByRole('textbox', { name: '职务名称' });
    await user.clear(editor);
    await user.type(editor, '质量工程师{Enter}');
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0].data).toMatchObject({ id: '2', code: 'QA', name: '质量工程师' });

    await user.dblClick(cell(0, 2));
    await user.clear(screen.getByRole('textbox', { name: '职务名称' }));
    await user.keyboard('{Enter}');
    expect(cell(0, 2)).toHaveClass('dg-lt-invalid');
    expect(within(cell(0, 2)).getByTitle('请输入职务名称')).toBeInTheDocument();
    expect(puts).toHaveLength(1);
  });
});
