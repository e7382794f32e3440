import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inputWidget } from '../input';
import { validate, type GridWidget, type InputWidget } from '../../../schemas';
import { renderWidgets } from '../../test/renderWidgets';
import { gridWidget } from '.';

const input = (model: string, name: string): InputWidget => ({
  type: 'input',
  name,
  key: `input_${model}`,
  model,
  options: { placeholder: name },
});

/** A grid of two columns; the second holds another grid of three columns (two levels). */
const nested: GridWidget = {
  type: 'grid',
  key: 'grid_1',
  model: 'grid_1',
  options: { gutter: 16, justify: 'center', align: 'middle' },
  columns: [
    { span: 12, list: [input('name', '姓名')] },
    {
      span: 12,
      list: [
        {
          type: 'grid',
          key: 'grid_2',
          model: 'grid_2',
          options: { justify: 'space-between', align: 'bottom' },
          columns: [
            { span: 8, list: [input('city', '城市')] },
            { span: 8, list: [input('street', '街道')] },
            { span: 8, list: [] },
          ],
        },
      ],
    },
  ],
};

async function model(form: ReturnType<typeof renderWidgets>) {
  let data: unknown;
  await act(async () => {
    data = await form.current().getData();
  });
  return data;
}

const rowOf = (placeholder: string) => screen.getByPlaceholderText(placeholder).closest('.ant-row')!;
const colOf = (placeholder: string) => screen.getByPlaceholderText(placeholder).closest('.ant-col')!;

describe('grid (SPEC.md §3 grid columns, §9 justify and align)', () => {
  it('§3: nests grids two levels with gutter, justify, align and spans; values stay flat (Element flavour)', async () => {
    const form = renderWidgets([gridWidget, inputWidget], [nested, input('memo', '备注')], { ui: 'Element' });
    const user = userEvent.setup();
    await screen.findByPlaceholderText('姓名');

    const outer = rowOf('姓名');
    expect(outer).toHaveClass('ant-row-center', 'ant-row-middle');
    expect(outer).toHaveStyle({ marginLeft: '-8px', marginRight: '-8px' });
    expect(colOf('姓名')).toHaveClass('ant-col-12');
    expect(colOf('姓名')).toHaveStyle({ paddingLeft: '8px', paddingRight: '8px' });

    const inner = rowOf('城市');
    expect(inner).not.toBe(outer);
    expect(outer).toContainElement(inner as HTMLElement);
    expect(inner).toHaveClass('ant-row-space-between', 'ant-row-bottom');
    expect(inner.children).toHaveLength(3);
    expect(colOf('城市')).toHaveClass('ant-col-8');
    expect(colOf('街道')).toHaveClass('ant-col-8');

    await user.type(screen.getByPlaceholderText('姓名'), '张三');
    await user.type(screen.getByPlaceholderText('城市'), '杭州');
    await user.type(screen.getByPlaceholderText('街道'), '文三路');
    expect(await model(form)).toEqual({ name: '张三', city: '杭州', street: '文三路' });
  });

  it('§3: defaults to justify start and align top; a column without a span takes 12', async () => {
    renderWidgets(
      [gridWidget, inputWidget],
      [
        {
          type: 'grid',
          key: 'g',
          model: 'g',
          options: {},
          columns: [{ span: '', list: [input('a', '甲')] }],
        },
      ],
    );
    await screen.findByPlaceholderText('甲');
    expect(rowOf('甲')).toHaveClass('ant-row-start', 'ant-row-top');
    expect(rowOf('甲').getAttribute('style') ?? '').not.toContain('margin');
    expect(colOf('甲')).toHaveClass('ant-col-12');
  });

  it('a column of labelled fields keeps room for label and control, and one wrapped alone fills its line', async () => {
    const row = (spans: number[]): GridWidget => ({
      type: 'grid',
      key: `g_${spans.join('_')}`,
      model: `g_${spans.join('_')}`,
      options: {},
      columns: spans.map((span, i) => ({
        span,
        list: i === 0 ? [input(`f${spans.length}${i}`, `字段${spans.length}${i}`)] : [],
      })),
    });
    renderWidgets([gridWidget, inputWidget], [row([8, 8, 8]), row([6, 6])], {
      ui: 'Ant Design',
      labelWidth: 70,
    });
    await screen.findByPlaceholderText('字段30');
    // label 70 px + a control of at least 110 px; spans that fill the row grow into a line of their own
    expect(colOf('字段30')).toHaveStyle({ minWidth: 'min(180px, 100%)', flexGrow: '1', maxWidth: 'none' });
    // a row that leaves room on purpose keeps its widths
    expect(colOf('字段20').getAttribute('style')).toContain('min(180px, 100%)');
    expect(colOf('字段20').getAttribute('style')).not.toContain('flex-grow');
    // a column without labelled fields (a tree, a table, or nothing) sizes itself
    expect(rowOf('字段30').children[1]!.getAttribute('style') ?? '').not.toContain('min-width');
  });

  it('§3: its palette scaffold is a valid widget and its property panel a valid design', () => {
    const { scaffold, panel } = gridWidget.design!;
    expect(validate('Widget', { ...scaffold, key: 'grid_1', model: 'grid_1' }).errors).toEqual([]);
    expect(validate('FormDesign', panel).errors).toEqual([]);
  });
});
