import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { createRef } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LiveTable, type LiveTableHandle } from './LiveTable';
import type { LiveColumn } from './types';

const columns: LiveColumn[] = [
  { key: 'id', title: 'ID', type: 'hidden' },
  { key: 'code', title: '编码', type: 'input', rules: [{ required: true }, { unique: true }] },
  { key: 'phone', title: '手机', type: 'input', rules: [{ pattern: 'm' }] },
  { key: 'qty', title: '数量', type: 'inputNumber', statistics: ['sum', 'average'] },
  {
    key: 'color',
    title: '颜色',
    type: 'select',
    options: [
      { value: 'r', label: '红' },
      { value: 'g', label: '绿' },
    ],
  },
  { key: 'ok', title: '启用', type: 'checkbox', checkedValue: 'Y', uncheckedValue: 'N' },
];

function setup(rows = [{ id: 1, code: 'A', phone: '', qty: 2, color: 'r', ok: 'N' }]) {
  const ref = createRef<LiveTableHandle>();
  render(
    <App>
      <LiveTable ref={ref} columns={columns} rows={rows} height={300} />
    </App>,
  );
  return { ref, user: userEvent.setup() };
}

const cell = (row: number, title: string) => {
  const index = screen
    .getAllByRole('columnheader')
    .findIndex((h) => h.textContent?.replace('*', '') === title);
  const rowElement = document.querySelector(`[aria-rowindex="${row + 2}"]`)!;
  return within(rowElement as HTMLElement).getAllByRole('gridcell')[index];
};

describe('LiveTable', () => {
  beforeAll(() => {
    // jsdom lays nothing out: give the scroller the size a browser would, so the virtualiser shows rows.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('dg-lt-scroller') ? 300 : 0;
    });
  });

  it('shows row numbers, labels of choices and footer sums; hides hidden columns', () => {
    setup([
      { id: 1, code: 'A', phone: '', qty: 2, color: 'r', ok: 'N' },
      { id: 2, code: 'B', phone: '', qty: 3, color: 'g', ok: 'Y' },
    ]);
    expect(screen.queryByRole('columnheader', { name: 'ID' })).toBeNull();
    expect(cell(1, '#')).toHaveTextContent('2');
    expect(cell(1, '颜色')).toHaveTextContent('绿');
    expect(within(cell(1, '启用')).getByRole('checkbox')).toBeChecked();
    // Footer rows 合计 and 平均, each value under its column, the label in the first column.
    const sumRow = screen.getByRole('row', { name: '合计' });
    expect(sumRow).toHaveTextContent(/^合计/);
    expect(within(sumRow).getByTitle('数量 合计')).toHaveTextContent('5');
    expect(within(screen.getByRole('row', { name: '平均' })).getByTitle('数量 平均')).toHaveTextContent(
      '2.5',
    );
  });

  it('edits a cell by typing and Enter, and marks a bad phone with its message', async () => {
    const { ref, user } = setup();
    await user.click(cell(0, '手机'));
    await user.keyboard('123{Enter}');
    expect(cell(0, '手机')).toHaveClass('dg-lt-invalid');
    expect(within(cell(0, '手机')).getByTitle('请输入正确的手机号码')).toHaveTextContent('123');
    await user.dblClick(cell(0, '手机'));
    await user.clear(screen.getByRole('textbox', { name: '手机' }));
    await user.type(screen.getByRole('textbox', { name: '手机' }), '13812345678{Enter}');
    expect(cell(0, '手机')).not.toHaveClass('dg-lt-invalid');
    expect(ref.current!.getValues().rows[0].phone).toBe('13812345678');
  });

  it('maps a checkbox to its own values and a select to the chosen value', async () => {
    const { ref, user } = setup();
    await user.click(within(cell(0, '启用')).getByRole('checkbox'));
    await user.dblClick(cell(0, '颜色'));
    await user.selectOptions(screen.getByRole('combobox', { name: '颜色' }), '绿');
    expect(ref.current!.getValues().rows[0]).toMatchObject({ ok: 'Y', color: 'g' });
    expect(cell(0, '颜色')).toHaveTextContent('绿');
  });

  it('validates required and unique across rows, and removes rows: new dropped, saved queued as deleted', async () => {
    const { ref, user } = setup([
      { id: 1, code: 'A', phone: '', qty: 1, color: '', ok: 'N' },
      { id: 2, code: 'A', phone: '', qty: 1, color: '', ok: 'N' },
    ]);
    await user.click(screen.getByRole('button', { name: /新\s?增/ }));
    let errors: ReturnType<LiveTableHandle['validate']> = [];
    act(() => {
      errors = ref.current!.validate();
    });
    expect(cell(2, '编码')).toHaveClass('dg-lt-invalid');
    expect(errors.map((e) => `${e.rowIndex}:${e.message}`)).toEqual([
      '0:编码不能重复',
      '1:编码不能重复',
      '2:请输入编码',
    ]);
    await user.click(screen.getByRole('checkbox', { name: '选择第 2 行' }));
    await user.click(screen.getByRole('checkbox', { name: '选择第 3 行' }));
    await user.click(screen.getByRole('button', { name: /删\s?除/ }));
    expect(await screen.findByText('确定要删除这 2 项吗?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /确\s?定/ }));
    const values = ref.current!.getValues();
    expect(values.rows.map((r) => r.id)).toEqual([1]);
    expect(values.deleted.map((r) => r.id)).toEqual([2]);
  });
});

describe('LiveTable keyboard', () => {
  it('moves with arrows and Tab, edits with Enter, cancels with Esc and commits with Tab to the right', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
    const ref = createRef<LiveTableHandle>();
    render(
      <App>
        <LiveTable
          ref={ref}
          columns={[
            { key: 'a', title: '甲', type: 'input' },
            { key: 'b', title: '乙', type: 'input' },
          ]}
          rows={[
            { id: 1, a: 'a1', b: 'b1' },
            { id: 2, a: 'a2', b: 'b2' },
          ]}
          toolbar={false}
        />
      </App>,
    );
    const user = userEvent.setup();
    const at = (row: number, col: number) =>
      within(document.querySelector(`[aria-rowindex="${row + 2}"]`) as HTMLElement).getAllByRole('gridcell')[
        col
      ];
    await user.click(at(0, 1));
    await user.keyboard('{ArrowDown}{Tab}');
    expect(at(1, 2)).toHaveClass('dg-lt-active');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: '乙' })).toHaveValue('b2');
    await user.keyboard('xx{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(at(1, 2)).toHaveTextContent('b2');
    await user.keyboard('{ArrowLeft}');
    await user.keyboard('z{Tab}');
    expect(ref.current!.getValues().rows[1]).toMatchObject({ a: 'z', b: 'b2' });
    expect(at(1, 2)).toHaveClass('dg-lt-active');
  });
});

describe('LiveTable rows from the live socket', () => {
  it('drops rows deleted elsewhere by id (string or number), keeping the others and their values', () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
    const ref = createRef<LiveTableHandle>();
    render(
      <App>
        <LiveTable
          ref={ref}
          columns={[{ key: 'code', title: '编码', type: 'input' }]}
          rows={[
            { id: '1', code: 'A' },
            { id: '2', code: 'B' },
            { id: 3, code: 'C' },
          ]}
          toolbar={false}
        />
      </App>,
    );
    act(() => ref.current!.removeRows(['2', '3', 'unknown']));
    expect(ref.current!.getValues().rows).toEqual([{ id: '1', code: 'A' }]);
    expect(screen.queryByText('B')).not.toBeInTheDocument();
    expect(screen.getByText('A')).toBeInTheDocument();
    // Removed elsewhere, so nothing is queued to delete here.
    expect(ref.current!.getValues().deleted).toEqual([]);
  });
});

describe('LiveTable dates', () => {
  it('shows an ISO instant of a datetime column as YYYY-MM-DD HH:mm:ss', () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
    render(
      <App>
        <LiveTable
          columns={[{ key: 'at', title: '时间', type: 'datetime' }]}
          rows={[{ id: 1, at: '2026-11-24T09:17:59.286Z' }]}
          toolbar={false}
        />
      </App>,
    );
    expect(screen.getByText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)).toBeInTheDocument();
  });
});
