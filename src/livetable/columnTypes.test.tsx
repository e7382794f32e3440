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
