import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { validate } from '../../../schemas';
import { renderWidgets } from '../../test/renderWidgets';
import { cascaderWidget } from '.';
import type { CascaderOptions, CascaderWidget } from '../../../schemas';

/** The host's records, in its own field names. */
const AREAS = [
  {
    code: 'zj',
    name: '浙江',
    subs: [
      { code: 'hz', name: '杭州', subs: [{ code: 'xh', name: '西湖区' }] },
      { code: 'nb', name: '宁波' },
    ],
  },
  { code: 'js', name: '江苏', subs: [{ code: 'nj', name: '南京' }] },
];

const widget = (options: CascaderOptions): CascaderWidget => ({
  type: 'cascader',
  name: '地区',
  key: 'cascader_1',
  model: 'area',
  options: {
    remote: true,
    remoteFunc: 'funcGetArea',
    props: { value: 'code', label: 'name', children: 'subs' },
    ...options,
  },
});

async function model(form: ReturnType<typeof renderWidgets>) {
  let data: unknown;
  await act(async () => {
    data = await form.current().getData();
  });
  return data;
}

/** The labels of one open column of the cascader menu. */
function column(index: number) {
  const menus = document.querySelectorAll('.ant-cascader-menu');
  return [...(menus[index]?.querySelectorAll('.ant-cascader-menu-item-content') ?? [])].map(
    (n) => n.textContent,
  );
}

describe('cascader (SPEC.md §3 widget options, §7 remote options)', () => {
  it('§7: draws the host tree through props {value, label, children} and stores the path (Element flavour)', async () => {
    const funcGetArea = vi.fn((resolve: (data: unknown) => void) => resolve(AREAS));
    const form = renderWidgets(
      [cascaderWidget],
      [widget({ placeholder: '请选择地区', width: '300px' })],
      { ui: 'Element' },
      {
        remote: { funcGetArea },
      },
    );
    const user = userEvent.setup();
    expect(await screen.findByText('请选择地区')).toBeInTheDocument();
    expect(document.querySelector('.ant-cascader')).toHaveStyle({ width: '300px' });
    await user.click(screen.getByRole('combobox'));
    expect(column(0)).toEqual(['浙江', '江苏']);
    await user.click(screen.getByText('浙江'));
    expect(column(1)).toEqual(['杭州', '宁波']);
    await user.click(screen.getByText('杭州'));
    await user.click(await screen.findByText('西湖区'));
    expect(await model(form)).toEqual({ area: ['zj', 'hz', 'xh'] });
    expect((await screen.findAllByTitle('浙江 / 杭州 / 西湖区'))[0]).toHaveClass('ant-select-selection-item');
  });

  it('§3: shows the default path, and clearable empties it', async () => {
    const funcGetArea = async () => AREAS;
    const form = renderWidgets(
      [cascaderWidget],
      [widget({ defaultValue: ['js', 'nj'], clearable: true })],
      {},
      {
        remote: { funcGetArea },
      },
    );
    const user = userEvent.setup();
    expect(await screen.findByText('江苏 / 南京')).toBeInTheDocument();
    await user.click(document.querySelector('.ant-select-clear')!);
    expect(await model(form)).toEqual({ area: [] });
  });

  it('§3: filterable finds a path by any of its labels', async () => {
    renderWidgets(
      [cascaderWidget],
      [widget({ filterable: true })],
      {},
      { remote: { funcGetArea: () => AREAS } },
    );
    const user = userEvent.setup();
    await user.type(await screen.findByRole('combobox'), '南京');
    expect(await screen.findByText('南京')).toBeInTheDocument();
    expect(document.querySelector('.ant-cascader-menu-item')).toHaveTextContent('江苏 / 南京');
  });

  it('§3: with remote off, the saved remoteOptions tree is the options; disabled cannot open', async () => {
    renderWidgets(
      [cascaderWidget],
      [
        widget({
          remote: false,
          disabled: true,
          defaultValue: ['a', 'b'],
          remoteOptions: [{ value: 'a', label: '甲', children: [{ value: 'b', label: '乙' }] }],
        }),
      ],
    );
    expect(await screen.findByText('甲 / 乙')).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toBeDisabled();
  });

  it('§3: its palette scaffold is a valid widget and its property panel a valid design', () => {
    const { scaffold, panel } = cascaderWidget.design!;
    expect(validate('Widget', { ...scaffold, key: 'cascader_1', model: 'cascader_1' }).errors).toEqual([]);
    expect(validate('FormDesign', panel).errors).toEqual([]);
  });
});
