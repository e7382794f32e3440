import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validate } from '../../../schemas';
import { envelope, mockHttp } from '../../test/httpMock';
import { renderWidgets } from '../../test/renderWidgets';
import { crudWidget } from '../crud';
import { processCountsWidget } from '.';

let server: ReturnType<typeof mockHttp>;
let counts = { assigned: 3, claimable: 12 };
beforeEach(() => {
  counts = { assigned: 3, claimable: 12 };
  server = mockHttp((request) => {
    if (request.url === '/process/task/todoCounts') return { status: 200, body: envelope(200, '', counts) };
    if (request.url === '/process/task/todoList')
      return {
        status: 200,
        body: envelope(200, '', { records: [], total: 0, size: 10, current: 1, pages: 0 }),
      };
    return undefined;
  });
});
afterEach(() => server.restore());

describe('process-counts: 我的待办 counts', () => {
  it('shows 待办 and 可认领 from task/todoCounts', async () => {
    renderWidgets([processCountsWidget], [{ type: 'process-counts', key: 'counts_1', options: {} }]);
    const box = screen.getByTestId('process-counts');
    await waitFor(() => expect(box).toHaveTextContent('待办3可认领12'));
  });

  it('reads the counts again after the to-do list beside it is read again (a row claimed)', async () => {
    renderWidgets(
      [processCountsWidget, crudWidget],
      [
        { type: 'process-counts', key: 'counts_1', options: {} },
        {
          type: 'crud',
          key: 'crud_todo',
          options: {
            api: { list: '/process/task/todoList' },
            columns: [{ title: '流程', dataIndex: 'processName' }],
          },
        },
      ],
    );
    const box = screen.getByTestId('process-counts');
    await waitFor(() => expect(box).toHaveTextContent('待办3可认领12'));
    const countReads = () => server.requests.filter((r) => r.url === '/process/task/todoCounts').length;
    await waitFor(() => expect(server.requests.some((r) => r.url === '/process/task/todoList')).toBe(true));
    expect(countReads()).toBe(1);

    counts = { assigned: 4, claimable: 11 };
    await userEvent.setup().click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(box).toHaveTextContent('待办4可认领11'));
    expect(countReads()).toBe(2);
  });

  it('its palette scaffold is a valid page item and its property panel a valid form design', () => {
    const { scaffold, panel } = processCountsWidget.design!;
    expect(validate('PageItem', { ...scaffold, key: 'counts_1' }).errors).toEqual([]);
    expect(validate('FormDesign', panel).errors).toEqual([]);
  });
});
