import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { createRef } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LiveTable, type LiveTableHandle, type LiveTableProps } from './LiveTable';
import type { LiveColumn, LiveRow } from './types';

const columns: LiveColumn[] = [
  { key: 'code', title: '编码', type: 'input', rules: [{ required: true }] },
  { key: 'qty', title: '数量', type: 'inputNumber' },
];
const three = (): LiveRow[] => [
  { id: 1, code: 'A', qty: 1, orderNum: 1 },
  { id: 2, code: 'B', qty: 2, orderNum: 2 },
  { id: 3, code: 'C', qty: 3, orderNum: 3 },
];

function setup(props: Partial<LiveTableProps> = {}) {
  const ref = createRef<LiveTableHandle>();
  render(
    <App>
      <LiveTable ref={ref} columns={columns} rows={three()} height={300} {...props} />
    </App>,
  );
  return { ref, user: userEvent.setup() };
}

/** The codes down the table, as the user reads them. */
const codes = () =>
  [...document.querySelectorAll('[role="row"][aria-rowindex]')]
    .sort((a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')))
    .map((row) => {
      const header = screen.getAllByRole('columnheader').map((h) => h.textContent?.replace('*', ''));
      return within(row as HTMLElement).getAllByRole('gridcell')[header.indexOf('编码')].textContent;
    });
const pick = (user: ReturnType<typeof userEvent.setup>, n: number) =>
  user.click(screen.getByRole('checkbox', { name: `选择第 ${n} 行` }));
/** antd puts a space between the two characters of a button's text. */
const named = (name: string) => new RegExp(`^${[...name].join('\\s?')}$`);
const button = (name: string) => screen.getByRole('button', { name: named(name) });

beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
});

describe('row operations', () => {
  it('moves the selected row up and down and renumbers orderNum 1..n, telling the host which rows changed', async () => {
    const onReorder = vi.fn();
    const { ref, user } = setup({ dragSort: true, onReorder });
    expect(button('上移')).toBeDisabled();
    await pick(user, 3);
    await user.click(button('上移'));
    expect(codes()).toEqual(['A', 'C', 'B']);
    expect(onReorder).toHaveBeenLastCalledWith([
      expect.objectContaining({ id: 3, orderNum: 2 }),
      expect.objectContaining({ id: 2, orderNum: 3 }),
    ]);
    await user.click(button('上移'));
    await user.click(button('上移'));
    expect(codes()).toEqual(['C', 'A', 'B']);
    await user.click(button('下移'));
    expect(codes()).toEqual(['A', 'C', 'B']);
    expect(ref.current!.getValues().rows.map((r) => [r.code, r.orderNum])).toEqual([
      ['A', 1],
      ['C', 2],
      ['B', 3],
    ]);
  });

  it('inserts a new row above the selected one, adds one at the end, and numbers them', async () => {
    const { ref, user } = setup({ sortKey: 'sort' });
    await pick(user, 2);
    await user.click(button('插入'));
    expect(codes()).toEqual(['A', '', 'B', 'C']);
    await user.click(button('新增'));
    expect(codes()).toEqual(['A', '', 'B', 'C', '']);
    expect(ref.current!.getValues().rows.map((r) => r.sort)).toEqual([1, 2, 3, 4, 5]);
  });

  it('inserts above the active row when none is selected', async () => {
    const { user } = setup();
    const row3 = document.querySelector('[aria-rowindex="4"]') as HTMLElement;
    await user.click(within(row3).getAllByRole('gridcell')[3]);
    await user.click(button('插入'));
    expect(codes()).toEqual(['A', 'B', '', 'C']);
  });

  it('queues deleted saved rows for the host, and clearDeleted() empties the queue', async () => {
    const onDeletedChange = vi.fn();
    const { ref, user } = setup({ onDeletedChange });
    await user.click(button('新增'));
    await pick(user, 1);
    await pick(user, 4);
    await user.click(button('删除'));
    expect(await screen.findByText('确定要删除这 2 项吗?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /确\s?定/ }));
    expect(codes()).toEqual(['B', 'C']);
    expect(onDeletedChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: 1 })]);
    act(() => ref.current!.clearDeleted());
    expect(onDeletedChange).toHaveBeenLastCalledWith([]);
    expect(ref.current!.getValues().deleted).toEqual([]);
  });

  it('selects one row with radio selection', async () => {
    const { user } = setup({ selection: 'radio' });
    await user.click(screen.getByRole('radio', { name: '选择第 1 行' }));
    await user.click(screen.getByRole('radio', { name: '选择第 3 行' }));
    expect(screen.getByRole('radio', { name: '选择第 1 行' })).not.toBeChecked();
    await user.click(button('上移'));
    expect(codes()).toEqual(['A', 'C', 'B']);
  });

  it('has no selection column with selection false', () => {
    setup({ selection: false });
    expect(screen.queryByRole('checkbox', { name: '选择第 1 行' })).toBeNull();
  });
});

describe('toolbar authority prefix', () => {
  it('hides the buttons whose code the user lacks; lacking batch_delete hides 删除', () => {
    const held = new Set(['order:add']);
    setup({ authPre: 'order', hasAuth: (code) => held.has(code), onSave: () => undefined });
    expect(button('新增')).toBeInTheDocument();
    expect(button('插入')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: named('删除') })).toBeNull();
    expect(screen.queryByRole('button', { name: named('保存') })).toBeNull();
  });

  it('shows every button without a prefix', () => {
    setup({ hasAuth: () => false, onSave: () => undefined });
    for (const name of ['新增', '插入', '保存', '删除', '上移', '下移'])
      expect(button(name)).toBeInTheDocument();
  });

  it('keeps 删除 with remove and batch_delete held', () => {
    setup({ authPre: 'order:', hasAuth: (code) => code !== 'order:add' });
    expect(button('删除')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: named('新增') })).toBeNull();
  });
});

describe('host contract', () => {
  it('passes the row key with each change; replaceRow gives a new row its id in place; validateRow marks one row', async () => {
    const onRowChange = vi.fn();
    const { ref, user } = setup({ onRowChange });
    await user.click(button('新增'));
    const fourth = document.querySelector('[aria-rowindex="5"]') as HTMLElement;
    await user.dblClick(within(fourth).getAllByRole('gridcell')[2]);
    await user.keyboard('D{Enter}');
    expect(onRowChange).toHaveBeenLastCalledWith({ code: 'D' }, 'code', undefined, expect.any(String));
    const rowKey = onRowChange.mock.calls.at(-1)![3] as string;
    act(() => ref.current!.replaceRow(rowKey, { id: 9, code: 'D', qty: 4 }));
    expect(ref.current!.getValues().rows.map((r) => r.id)).toEqual([1, 2, 3, 9]);
    expect(codes()).toEqual(['A', 'B', 'C', 'D']);

    act(() => ref.current!.replaceRow(rowKey, { id: 9, code: '', qty: 4 }));
    let errors: ReturnType<LiveTableHandle['validateRow']> = [];
    act(() => {
      errors = ref.current!.validateRow(rowKey);
    });
    expect(errors).toEqual([{ rowIndex: 3, key: 'code', message: '请输入编码' }]);
    const cells = within(document.querySelector('[aria-rowindex="5"]') as HTMLElement).getAllByRole(
      'gridcell',
    );
    expect(cells[2]).toHaveClass('dg-lt-invalid');
  });

  it('draws slot cells with renderSlot and keeps minimum widths of date and datetime columns', () => {
    render(
      <App>
        <LiveTable
          columns={[
            { key: 'op', title: '操作', type: 'slot', slotName: 'action' },
            { key: 'day', title: '日期', type: 'date', width: 80 },
            { key: 'at', title: '时间', type: 'datetime' },
          ]}
          rows={[{ id: 7, day: '2026-01-02', at: '2026-01-02 03:04:05' }]}
          toolbar={false}
          renderSlot={(column, row) => <a href="#x">{`${column.slotName} ${row.id}`}</a>}
        />
      </App>,
    );
    expect(screen.getByRole('link', { name: 'action 7' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader');
    expect(headers.find((h) => h.textContent === '日期')).toHaveStyle({ width: '135px' });
    expect(headers.find((h) => h.textContent === '时间')).toHaveStyle({ width: '190px' });
  });

  it('makes the selection column 60 px wide when there are footer statistics', () => {
    render(
      <App>
        <LiveTable
          columns={[{ key: 'qty', title: '数量', type: 'inputNumber', statistics: ['sum'] }]}
          rows={[{ id: 1, qty: 2 }]}
        />
      </App>,
    );
    expect(screen.getAllByRole('columnheader')[0]).toHaveStyle({ width: '60px' });
  });
});
