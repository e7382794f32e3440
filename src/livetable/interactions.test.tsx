import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { createRef, useRef } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePickerServer } from '../pickers/pickers.testing';
import { TestHost } from '../test/testHost';
import { LiveTable, type LiveTableHandle, type LiveTableProps } from './LiveTable';
import { placeFor, SubPopover } from './SubPopover';
import type { LiveColumn, LiveRow } from './types';

const columns: LiveColumn[] = [
  { key: 'code', title: '编码', type: 'input', rules: [{ pattern: 's', message: '编码只能是字母' }] },
  { key: 'ok', title: '启用', type: 'checkbox' },
  { key: 'qty', title: '数量', type: 'inputNumber' },
  {
    key: 'color',
    title: '颜色',
    type: 'select',
    options: [
      { value: 'r', label: '红' },
      { value: 'g', label: '绿' },
    ],
  },
];
const rows = (): LiveRow[] => [
  { id: 1, code: 'A', ok: true, qty: 1, color: 'r' },
  { id: 2, code: 'B', ok: false, qty: 2, color: 'g' },
  { id: 3, code: 'C', ok: true, qty: 3, color: '' },
];

function setup(props: Partial<LiveTableProps> = {}) {
  const ref = createRef<LiveTableHandle>();
  render(
    <TestHost>
      <LiveTable ref={ref} columns={columns} rows={rows()} height={300} toolbar={false} {...props} />
    </TestHost>,
  );
  return { ref, user: userEvent.setup() };
}

const cell = (row: number, title: string) => {
  const index = screen.getAllByRole('columnheader').findIndex((h) => h.textContent === title);
  const element = document.querySelector(`[aria-rowindex="${row + 2}"]`) as HTMLElement;
  return within(element).getAllByRole('gridcell')[index];
};

beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
});

describe('copy and paste of a range', () => {
  it('spans a range with shift+click and shift+arrows and copies it as tab-separated text (labels shown)', async () => {
    const { user } = setup();
    await user.click(cell(0, '编码'));
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    fireEvent.mouseDown(cell(1, '颜色'), { shiftKey: true });
    expect(cell(0, '数量')).toHaveClass('dg-lt-range');
    expect(cell(1, '编码')).toHaveClass('dg-lt-range');
    expect(cell(2, '编码')).not.toHaveClass('dg-lt-range');
    await user.keyboard('{Control>}c{/Control}');
    expect(await navigator.clipboard.readText()).toBe('A\ttrue\t1\t红\nB\tfalse\t2\t绿');
  });

  it('pastes rightwards and downwards through editable cells, parsed and validated, adding no rows', async () => {
    const onRowChange = vi.fn();
    const { ref, user } = setup({ onRowChange });
    await user.click(cell(1, '编码'));
    await user.paste('X\t7\t绿\n9\t1.5x\t红\nZ\t1\t红');
    const values = ref.current!.getValues().rows;
    // The checkbox column is skipped: 7 goes to 数量, 绿 to 颜色 (its value g).
    expect(values[1]).toMatchObject({ code: 'X', ok: false, qty: 7, color: 'g' });
    // A bad number becomes empty as when typed; '9' is no letter and is marked with the rule's message.
    expect(values[2]).toMatchObject({ code: '9', qty: '', color: 'r' });
    expect(cell(2, '编码')).toHaveClass('dg-lt-invalid');
    expect(within(cell(2, '编码')).getByTitle('编码只能是字母')).toBeInTheDocument();
    expect(values).toHaveLength(3);
    expect(onRowChange).toHaveBeenCalledTimes(2);
    expect(onRowChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ code: '9' }),
      'code',
      '编码只能是字母',
      expect.any(String),
    );
  });

  it('pastes nothing into a read-only table', async () => {
    const { ref, user } = setup({ readOnly: true });
    await user.click(cell(0, '编码'));
    await user.paste('Q');
    expect(ref.current!.getValues().rows[0].code).toBe('A');
  });
});

describe('drag sort', () => {
  it('moves a row dragged by its handle and renumbers orderNum', async () => {
    const onReorder = vi.fn();
    const { ref } = setup({ dragSort: true, onReorder });
    const handle = screen.getByRole('button', { name: '拖动第 1 行' });
    // jsdom lays nothing out: rows are 32 px from the scroller's top, so 70 px is nearest the gap below row 2.
    fireEvent.pointerDown(handle, { button: 0, clientY: 10 });
    act(() => {
      window.dispatchEvent(new MouseEvent('pointermove', { clientY: 70 }));
    });
    expect(screen.getByText('移到第 2 行')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new MouseEvent('pointerup', { clientY: 70 }));
    });
    expect(ref.current!.getValues().rows.map((r) => [r.code, r.orderNum])).toEqual([
      ['B', 1],
      ['A', 2],
      ['C', 3],
    ]);
    expect(onReorder).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('移到第 2 行')).toBeNull();

    // Esc during a drag, or a cancelled pointer, drops nothing.
    fireEvent.pointerDown(screen.getByRole('button', { name: '拖动第 3 行' }), { clientY: 70 });
    act(() => {
      window.dispatchEvent(new MouseEvent('pointermove', { clientY: 5 }));
    });
    expect(screen.getByText('移到第 1 行')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
      window.dispatchEvent(new MouseEvent('pointerup', { clientY: 5 }));
    });
    fireEvent.pointerDown(screen.getByRole('button', { name: '拖动第 3 行' }), { clientY: 70 });
    act(() => {
      window.dispatchEvent(new MouseEvent('pointermove', { clientY: 5 }));
      window.dispatchEvent(new MouseEvent('pointercancel'));
      window.dispatchEvent(new MouseEvent('pointerup', { clientY: 5 }));
    });
    expect(screen.queryByText('移到第 1 行')).toBeNull();
    expect(ref.current!.getValues().rows.map((r) => r.code)).toEqual(['B', 'A', 'C']);
    expect(onReorder).toHaveBeenCalledTimes(1);
  });
});

describe('user and department cells', () => {
  let server: ReturnType<typeof fakePickerServer>;
  beforeEach(() => {
    server = fakePickerServer();
  });
  afterEach(() => server.restore());

  it('shows names from labels, picks users by department, stores usernames and shows realnames', async () => {
    const { ref, user } = setup({
      selection: false,
      columns: [
        {
          key: 'owner',
          title: '负责人',
          type: 'user-select',
          fieldExtendJson: '{"multiSelect":true}',
          labels: { admin: '管理员' },
        },
        { key: 'dept', title: '部门', type: 'depart-select', fieldExtendJson: '{"store":"orgCode"}' },
      ],
      rows: [{ id: 1, owner: 'admin', dept: '' }],
    });
    expect(cell(0, '负责人')).toHaveTextContent('管理员');
    expect(screen.getAllByRole('columnheader')[1]).toHaveStyle({ width: '190px' });
    await user.dblClick(cell(0, '负责人'));
    const modal = await screen.findByRole('dialog', { name: '根据部门选择用户' }, { timeout: 5000 });
    await user.click(within(modal).getByText('研发部'));
    await user.click(await within(modal).findByText('张三'));
    await user.click(within(modal).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(cell(0, '负责人')).toHaveTextContent('管理员，张三'));
    expect(ref.current!.getValues().rows[0].owner).toBe('admin,zhangsan');

    await user.dblClick(cell(0, '部门'));
    const tree = await screen.findByRole('dialog', { name: '选择部门' }, { timeout: 5000 });
    await user.click(await within(tree).findByText('财务部'));
    await user.click(within(tree).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(cell(0, '部门')).toHaveTextContent('财务部'));
    // fieldExtendJson store orgCode: the department's code is stored, its name shown.
    expect(ref.current!.getValues().rows[0].dept).toBe('A01A02');
  });
});

describe('popup sub-form', () => {
  it('opens below a row with room under it and above one near the bottom', () => {
    expect(placeFor({ top: 100, bottom: 132, left: 10, width: 500 }, 800)).toEqual({
      left: 10,
      width: 480,
      top: 132,
    });
    expect(placeFor({ top: 500, bottom: 532, left: 10, width: 500 }, 800)).toEqual({
      left: 10,
      width: 480,
      bottom: 300,
    });
  });

  it('edits a row in the popover and applies the changes as if typed', async () => {
    const onRowChange = vi.fn();
    const { ref, user } = setup({
      onRowChange,
      columns: [
        ...columns,
        {
          key: 'sizes',
          title: '尺码',
          type: 'multi-select',
          options: ['S', 'M', 'L'].map((size) => ({ value: size.toLowerCase(), label: size })),
        },
        { key: 'more', title: '子表', type: 'popup', btnText: '详情' },
      ],
    });
    await user.click(within(cell(1, '子表')).getByRole('button', { name: '详情' }));
    const dialog = await screen.findByRole('dialog', { name: '子表：第 2 行' });
    expect(within(dialog).getByLabelText('颜色')).toHaveValue('g');
    await user.clear(within(dialog).getByLabelText('数量'));
    await user.type(within(dialog).getByLabelText('数量'), '42');
    await user.selectOptions(within(dialog).getByLabelText('尺码'), ['M', 'L']);
    await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(ref.current!.getValues().rows[1]).toMatchObject({ code: 'B', qty: 42, sizes: 'm,l' });
    expect(cell(1, '尺码')).toHaveTextContent('M，L');
    expect(onRowChange).toHaveBeenCalledWith(
      expect.objectContaining({ qty: 42 }),
      'qty',
      undefined,
      expect.any(String),
    );
  });

  it('opens with Enter on the popup cell, and Enter toggles a checkbox cell to its other value', async () => {
    const { ref, user } = setup({
      columns: [...columns, { key: 'more', title: '子表', type: 'popup' }],
    });
    await user.click(cell(0, '数量'));
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(ref.current!.getValues().rows[0].ok).toBe(false);
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    expect(await screen.findByRole('dialog', { name: '子表：第 1 行' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says 打开子表失败 after 3 retries 100 ms apart when the row is not in the page', async () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    function Host() {
      const root = useRef<HTMLDivElement>(null);
      return (
        <div ref={root}>
          <SubPopover
            root={root}
            rowKey="missing"
            rowIndex={0}
            row={{}}
            columns={columns}
            readOnly={false}
            label={() => ''}
            onApply={() => undefined}
            onClose={onClose}
          />
        </div>
      );
    }
    render(
      <App>
        <Host />
      </App>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(250);
    });
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    expect(await screen.findByText('打开子表失败')).toBeInTheDocument();
  });
});
