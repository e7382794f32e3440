import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { createRef } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LiveTable, type LiveTableHandle } from './LiveTable';
import type { LiveColumn, LiveRow } from './types';

function setup(columns: LiveColumn[], rows: LiveRow[]) {
  const ref = createRef<LiveTableHandle>();
  render(
    <App>
      <LiveTable ref={ref} columns={columns} rows={rows} height={300} toolbar={false} />
    </App>,
  );
  return { ref, user: userEvent.setup() };
}

const cell = (row: number, title: string) => {
  const index = screen
    .getAllByRole('columnheader')
    .findIndex((h) => h.textContent?.replace('*', '') === title);
  const rowElement = document.querySelector(`[aria-rowindex="${row + 2}"]`) as HTMLElement;
  return within(rowElement).getAllByRole('gridcell')[index];
};

beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
});

describe('tags column', () => {
  it('inserts ; after every 2 characters as the user types and drops typed semicolons', async () => {
    const { ref, user } = setup([{ key: 'tags', title: '标签', type: 'tags' }], [{ id: 1, tags: 'abc' }]);
    expect(cell(0, '标签')).toHaveTextContent('ab;c');
    await user.dblClick(cell(0, '标签'));
    const input = screen.getByRole('textbox', { name: '标签' });
    await user.clear(input);
    await user.type(input, 'x;yz;;w');
    expect(input).toHaveValue('xy;zw');
    await user.keyboard('{Enter}');
    expect(cell(0, '标签')).toHaveTextContent('xy;zw');
    expect(ref.current!.getValues().rows[0].tags).toBe('xy;zw');
  });
});

describe('select-search column', () => {
  const cities: LiveColumn = {
    key: 'city',
    title: '城市',
    type: 'select-search',
    options: [
      { value: 'bj', label: '北京' },
      { value: 'sh', label: '上海' },
      { value: 'nj', label: '南京' },
    ],
  };

  it('shows the label, filters the options by what is typed and stores the picked value', async () => {
    const { ref, user } = setup([cities], [{ id: 1, city: 'bj' }]);
    expect(cell(0, '城市')).toHaveTextContent('北京');
    await user.dblClick(cell(0, '城市'));
    const box = screen.getByRole('combobox', { name: '城市' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['北京', '上海', '南京']);
    await user.type(box, '京');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['北京', '南京']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(cell(0, '城市')).toHaveTextContent('南京');
    expect(ref.current!.getValues().rows[0].city).toBe('nj');
  });

  it('says when nothing matches, keeps the value on Esc, and picks with a click', async () => {
    const { ref, user } = setup([cities], [{ id: 1, city: 'bj' }]);
    await user.dblClick(cell(0, '城市'));
    await user.type(screen.getByRole('combobox', { name: '城市' }), '广州');
    expect(screen.getByText('没有匹配“广州”的选项，请换个关键字')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(cell(0, '城市')).toHaveTextContent('北京');
    await user.dblClick(cell(0, '城市'));
    await user.click(screen.getByRole('option', { name: '上海' }));
    expect(ref.current!.getValues().rows[0].city).toBe('sh');
    expect(cell(0, '城市')).toHaveTextContent('上海');
  });
});
