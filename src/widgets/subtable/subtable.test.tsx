import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SubtableOptions, SubtableWidget } from '../../../schemas/generated/form-design';
import { renderWidgets } from '../../test/renderWidgets';
import { rowsProblem } from './rows';
import { subtableWidget } from '.';

const COLUMNS: SubtableOptions['columns'] = [
  { key: 'name', title: '名称', type: 'input', rules: [{ required: true }, { unique: true }] },
  { key: 'quantity', title: '数量', type: 'inputNumber', rules: [{ pattern: 'z' }], statistics: ['sum'] },
  {
    key: 'unit',
    title: '单位',
    type: 'select',
    options: [
      { value: 'pc', label: '个' },
      { value: 'box', label: '箱' },
    ],
  },
];

const widget = (options: Partial<SubtableOptions> = {}): SubtableWidget => ({
  type: 'subtable',
  name: '明细',
  key: 'subtable_1',
  model: 'items',
  options: { columns: COLUMNS, ...options },
});

/** The grid's cell of a row (0-based) under a column title. */
const cell = (row: number, title: string) => {
  const index = screen
    .getAllByRole('columnheader')
    .findIndex((h) => h.textContent?.replace('*', '') === title);
  const rowElement = document.querySelector(`[aria-rowindex="${row + 2}"]`)!;
  return within(rowElement as HTMLElement).getAllByRole('gridcell')[index]!;
};

/** Types into a cell: a click makes it active, typing starts the edit, Enter commits. */
async function type(user: ReturnType<typeof userEvent.setup>, row: number, title: string, text: string) {
  await user.click(cell(row, title));
  await user.keyboard(`${text}{Enter}`);
}

/** The table is a lazy chunk: the first form of a run waits for it. */
const drawn = () => screen.findByRole('columnheader', { name: '*名称' }, { timeout: 10_000 });

const add = async (user: ReturnType<typeof userEvent.setup>) => {
  await drawn();
  await user.click(screen.getByRole('button', { name: /新\s?增/ }));
};

describe('subtable (子表)', () => {
  beforeAll(() => {
    // jsdom lays nothing out: give the scroller the size a browser would, so the virtualiser shows rows.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('dg-lt-scroller') ? 300 : 0;
    });
  });

  it('draws the edit data in the live table, choices by label and the footer sum', async () => {
    renderWidgets(
      [subtableWidget],
      [widget()],
      {},
      {
        value: {
          items: [
            { id: 7, name: '螺丝', quantity: 10, unit: 'box' },
            { id: 8, name: '螺母', quantity: 5, unit: 'pc' },
          ],
        },
      },
    );
    expect(await drawn()).toBeInTheDocument();
    expect(cell(0, '名称')).toHaveTextContent('螺丝');
    expect(cell(0, '单位')).toHaveTextContent('箱');
    expect(screen.getByTitle('数量 合计')).toHaveTextContent('15');
  });

  it('adds rows, and getData gives the rows typed: new rows without id', async () => {
    const user = userEvent.setup();
    const form = renderWidgets([subtableWidget], [widget()]);
    await add(user);
    await add(user);
    await type(user, 0, '名称', '螺丝');
    await type(user, 0, '数量', '3');
    await type(user, 1, '名称', '垫片');
    await user.dblClick(cell(1, '单位'));
    await user.selectOptions(screen.getByRole('combobox', { name: '单位' }), '个');
    await act(async () =>
      expect(await form.current().getData()).toEqual({
        items: [
          { name: '螺丝', quantity: 3 },
          { name: '垫片', unit: 'pc' },
        ],
      }),
    );
  });

  it("refuses an invalid cell with '第 N 行 列：提示', marks it, and passes once fixed", async () => {
    const user = userEvent.setup();
    const form = renderWidgets([subtableWidget], [widget()]);
    await add(user);
    await add(user);
    await type(user, 0, '名称', '螺丝');
    await type(user, 1, '名称', '螺母');
    await type(user, 1, '数量', '2.5');
    await act(async () => expect(form.current().getData()).rejects.toThrow('表单数据校验失败'));
    expect(await screen.findByText('第 2 行 数量：请输入整数')).toBeInTheDocument();
    expect(cell(1, '数量')).toHaveClass('dg-lt-invalid');

    await user.dblClick(cell(1, '数量'));
    const box = screen.getByRole('textbox', { name: '数量' });
    await user.clear(box);
    await user.type(box, '2{Enter}');
    await waitFor(() => expect(screen.queryByText('第 2 行 数量：请输入整数')).toBeNull());
    await act(async () =>
      expect(await form.current().getData()).toEqual({
        items: [{ name: '螺丝' }, { name: '螺母', quantity: 2 }],
      }),
    );
  });

  it('drops removed rows from the value, saved ones too', async () => {
    const user = userEvent.setup();
    const form = renderWidgets(
      [subtableWidget],
      [widget()],
      {},
      {
        value: {
          items: [
            { id: 1, name: 'A' },
            { id: 2, name: 'B' },
          ],
        },
      },
    );
    await drawn();
    await user.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
    await user.click(screen.getByRole('button', { name: /删\s?除/ }));
    await user.click(await screen.findByRole('button', { name: /确\s?定/ }));
    await act(async () => expect(await form.current().getData()).toEqual({ items: [{ id: 2, name: 'B' }] }));
  });

  it('draws the table afresh when the form is reset or given new data', async () => {
    const user = userEvent.setup();
    const form = renderWidgets([subtableWidget], [widget()]);
    await add(user);
    await type(user, 0, '名称', '螺丝');
    await act(async () => expect(await form.current().getData()).toEqual({ items: [{ name: '螺丝' }] }));
    act(() => form.current().reset());
    await waitFor(() => expect(document.querySelector('[aria-rowindex="2"]')).toBeNull());
    act(() => form.current().setData({ items: [{ id: 3, name: '垫圈' }] }));
    await waitFor(() => expect(cell(0, '名称')).toHaveTextContent('垫圈'));
    await act(async () =>
      expect(await form.current().getData()).toEqual({ items: [{ id: 3, name: '垫圈' }] }),
    );
  });

  it('says how many rows are missing or too many, and required asks for one', async () => {
    const form = renderWidgets([subtableWidget], [widget({ minRows: 2 })]);
    expect(await screen.findByText('至少 2 行', {}, { timeout: 10_000 })).toBeInTheDocument();
    await act(async () => expect(form.current().getData()).rejects.toThrow('表单数据校验失败'));
    expect(await screen.findByText('明细至少需要 2 行，现在有 0 行')).toBeInTheDocument();
    expect(rowsProblem([{}, {}, {}], { maxRows: 2 }, '明细')).toBe(
      '明细最多 2 行，现在有 3 行，请删除多余的行',
    );
    expect(rowsProblem([{ name: 'A' }, { name: 'A' }], { columns: COLUMNS }, '明细')).toBe(
      '第 1 行 名称：名称不能重复（共 2 处需要修改）',
    );
  });

  it('is required like any field', async () => {
    const form = renderWidgets([subtableWidget], [widget({ required: true })]);
    await act(async () => expect(form.current().getData()).rejects.toThrow('表单数据校验失败'));
    expect(await screen.findByText('明细必须填写')).toBeInTheDocument();
  });

  it('shows the rows read-only in a read-pretty form', async () => {
    renderWidgets(
      [subtableWidget],
      [widget()],
      {},
      { readPretty: true, value: { items: [{ name: '螺丝' }] } },
    );
    await drawn();
    expect(cell(0, '名称')).toHaveTextContent('螺丝');
    expect(screen.queryByRole('button', { name: /新\s?增/ })).toBeNull();
  });

  it('has no 新增 or 删除 when disabled', async () => {
    renderWidgets([subtableWidget], [widget({ disabled: true })], {}, { value: { items: [{ name: 'A' }] } });
    await drawn();
    expect(screen.queryByRole('button', { name: /新\s?增/ })).toBeNull();
  });
});
