import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { validate } from '../../../schemas';
import { useDictionaryServer } from '../shared/choiceDictionary.testing';
import { renderWidgets } from '../../test/renderWidgets';
import { selectWidget } from '.';
import type { SelectOptions, SelectWidget } from '../../../schemas';

const CITIES = [
  { value: 'hz', label: '杭州' },
  { value: 'sh', label: '上海' },
  { value: 'bj', label: '北京' },
];

const widget = (options: SelectOptions): SelectWidget => ({
  type: 'select',
  name: '城市',
  key: 'select_1',
  model: 'city',
  options: { options: CITIES, ...options },
});

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('combobox'));
  return screen.findByRole('listbox');
}

/** The option rows antd draws in the open drop-down, by their text. */
function optionTexts() {
  return [...document.querySelectorAll('.ant-select-item-option-content')].map((node) => node.textContent);
}

async function model(form: ReturnType<typeof renderWidgets>) {
  let data: unknown;
  await act(async () => {
    data = await form.current().getData();
  });
  return data;
}

describe('select (SPEC.md §3 widget options, §4 multiple default, §7 remote options)', () => {
  it('§3: shows values unless showLabel, and stores the chosen value (Element flavour)', async () => {
    const form = renderWidgets([selectWidget], [widget({ placeholder: '请选择城市', width: '240px' })], {
      ui: 'Element',
    });
    const user = userEvent.setup();
    expect(await screen.findByText('请选择城市')).toBeInTheDocument();
    expect(document.querySelector('.ant-select')).toHaveStyle({ width: '240px' });
    await open(user);
    expect(optionTexts()).toEqual(['hz', 'sh', 'bj']);
    await user.click(screen.getByTitle('sh'));
    expect(await model(form)).toEqual({ city: 'sh' });
  });

  it('§3: showLabel draws labels; clearable empties the value', async () => {
    const form = renderWidgets(
      [selectWidget],
      [widget({ showLabel: true, clearable: true, defaultValue: 'bj' })],
    );
    const user = userEvent.setup();
    expect(await screen.findByTitle('北京')).toBeInTheDocument();
    await open(user);
    expect(optionTexts()).toEqual(['杭州', '上海', '北京']);
    await user.click(document.querySelector('.ant-select-clear')!);
    expect(await model(form)).toEqual({ city: undefined });
  });

  it('§3: multiple stores a list of values', async () => {
    const form = renderWidgets([selectWidget], [widget({ multiple: true, showLabel: true })]);
    const user = userEvent.setup();
    await open(user);
    await user.click(screen.getByTitle('杭州'));
    await user.click(screen.getByTitle('北京'));
    expect(await model(form)).toEqual({ city: ['hz', 'bj'] });
  });

  it('§4: a multiple select shows a scalar default wrapped; a single select takes the first of a list', async () => {
    const form = renderWidgets(
      [selectWidget],
      [
        widget({ multiple: true, showLabel: true, defaultValue: 'sh' }),
        { ...widget({ showLabel: true, defaultValue: ['bj', 'hz'] }), key: 'select_2', model: 'home' },
      ],
    );
    const tag = await screen.findByText('上海');
    expect(tag.closest('.ant-select-selection-item')).toBeInTheDocument();
    expect(screen.getByTitle('北京')).toHaveClass('ant-select-selection-item');
    expect(screen.queryByText('杭州')).not.toBeInTheDocument();
    expect(await model(form)).toEqual({ city: ['sh'], home: 'bj' });
  });

  it('§4: edit data of the other shape is shown, not crashed on, and fixed by the next choice', async () => {
    const form = renderWidgets(
      [selectWidget],
      [widget({ multiple: true, showLabel: true })],
      {},
      {
        value: { city: 'hz' },
      },
    );
    const user = userEvent.setup();
    expect(await screen.findByText('杭州')).toBeInTheDocument();
    await open(user);
    await user.click(screen.getByTitle('上海'));
    expect(await model(form)).toEqual({ city: ['hz', 'sh'] });
  });

  it('§3: filterable narrows the options to what is typed', async () => {
    renderWidgets([selectWidget], [widget({ showLabel: true, filterable: true })]);
    const user = userEvent.setup();
    await open(user);
    await user.type(screen.getByRole('combobox'), '上');
    expect(optionTexts()).toEqual(['上海']);
  });

  it('§3: disabled cannot be opened', async () => {
    renderWidgets([selectWidget], [widget({ disabled: true })]);
    expect(await screen.findByRole('combobox')).toBeDisabled();
  });

  it('§7: remote options come from the host function through props, by resolve or by a returned promise', async () => {
    const funcGetCities = vi.fn((resolve: (data: unknown) => void) =>
      resolve([
        { id: 1, name: '杭州' },
        { id: 2, name: '宁波' },
      ]),
    );
    const funcGetTags = vi.fn(async () => [{ code: 'a', text: '甲' }]);
    const form = renderWidgets(
      [selectWidget],
      [
        widget({ remote: true, remoteFunc: 'funcGetCities', props: { value: 'id', label: 'name' } }),
        {
          ...widget({
            remote: true,
            remoteFunc: 'funcGetTags',
            props: { value: 'code', label: 'text' },
            multiple: true,
          }),
          key: 'select_2',
          model: 'tags',
        },
      ],
      {},
      { remote: { funcGetCities, funcGetTags } },
    );
    const user = userEvent.setup();
    const [cities, tags] = await screen.findAllByRole('combobox');
    await user.click(cities);
    await screen.findByRole('listbox');
    expect(optionTexts()).toEqual(['杭州', '宁波']);
    await user.click(screen.getByTitle('宁波'));
    await user.click(tags);
    await user.click(await screen.findByTitle('甲'));
    expect(await model(form)).toEqual({ city: 2, tags: ['a'] });
    expect(funcGetCities).toHaveBeenCalledTimes(1);
  });

  it('§7: without the host function, remoteOptions saved in the design are the options', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWidgets(
      [selectWidget],
      [widget({ remote: true, remoteFunc: 'funcMissing', remoteOptions: [{ value: 'x', label: '缓存项' }] })],
    );
    const user = userEvent.setup();
    await open(user);
    expect(optionTexts()).toEqual(['缓存项']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('funcMissing'));
    warn.mockRestore();
  });

  it('§3: its palette scaffold is a valid widget and its property panel a valid design', () => {
    const { scaffold, panel } = selectWidget.design!;
    expect(validate('Widget', { ...scaffold, key: 'select_1', model: 'select_1' }).errors).toEqual([]);
    // The panel declares its own remote source (the dictionary list) the way a page does.
    expect(validate('PageDesign', panel).errors).toEqual([]);
  });
});

describe('select from a dictionary', () => {
  const requests = useDictionaryServer();

  it.each(['Ant Design', 'Element'] as const)(
    "%s: draws the items' texts, stores their values; a read-only form shows the text",
    async (ui) => {
      const design = widget({ optionSource: 'dict', dictCode: 'sex', remote: true, remoteFunc: 'funcX' });
      const form = renderWidgets([selectWidget], [design], { ui });
      const user = userEvent.setup();
      await open(user);
      await waitFor(() => expect(optionTexts()).toEqual(['男', '女']));
      await user.click(screen.getByTitle('女'));
      expect(await model(form)).toEqual({ city: '2' });
      expect(requests().map((r) => r.url)).toEqual(['/sys/dict/getDictItems/sex']);
    },
  );

  it('a multiple select keeps a list of dictionary values; read-only shows their texts', async () => {
    renderWidgets(
      [selectWidget],
      [widget({ optionSource: 'dict', dictCode: 'sex', multiple: true, defaultValue: ['1', '2'] })],
      {},
      { readPretty: true },
    );
    expect(await screen.findByText('男')).toBeInTheDocument();
    expect(screen.getByText('女')).toBeInTheDocument();
  });
});
