import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RemoteFunction } from '../../runtime';
import { useDictionaryServer } from '../shared/choiceDictionary.testing';
import { checkDesign } from '../shared/designCheck.testing';
import { renderWidgets } from '../../test/renderWidgets';
import { radioWidget } from '.';
import type { RadioOptions, RadioWidget } from '../../../schemas';

const OPTIONS = [
  { value: 'm', label: '男' },
  { value: 'f', label: '女' },
];

const widget = (options: RadioOptions): RadioWidget => ({
  type: 'radio',
  name: '性别',
  key: 'radio_1',
  model: 'sex',
  options: { options: OPTIONS, ...options },
});

describe('radio', () => {
  it('§3: shows its label (showLabel is about options) and option values when showLabel is false', async () => {
    renderWidgets([radioWidget], [widget({ showLabel: false, defaultValue: 'f' })]);
    expect(await screen.findByText('性别')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'f' })).toBeChecked();
    expect(screen.queryByText('女')).not.toBeInTheDocument();
  });

  it('§3: showLabel shows option labels; getData yields the chosen value as a string', async () => {
    const form = renderWidgets([radioWidget], [widget({ showLabel: true, defaultValue: '' })]);
    await act(async () => expect(await form.current().getData()).toEqual({ sex: '' }));
    await userEvent.click(await screen.findByRole('radio', { name: '男' }));
    await act(async () => expect(await form.current().getData()).toEqual({ sex: 'm' }));
  });

  it('§7: remote options come from the host function, mapped by props', async () => {
    const funcGetLevels: RemoteFunction = () => [
      { code: 'A', text: '甲级' },
      { code: 'B', text: '乙级' },
    ];
    const form = renderWidgets(
      [radioWidget],
      [widget({ remote: true, remoteFunc: 'funcGetLevels', props: { value: 'code', label: 'text' } })],
      {},
      { remote: { funcGetLevels } },
    );
    await userEvent.click(await screen.findByRole('radio', { name: '乙级' }));
    await act(async () => expect(await form.current().getData()).toEqual({ sex: 'B' }));
  });

  it('§5: required shows the name plus 必须填写 when nothing is chosen', async () => {
    const form = renderWidgets([radioWidget], [widget({ required: true, defaultValue: '' })]);
    await act(async () => expect(form.current().getData()).rejects.toThrow('表单数据校验失败'));
    expect(await screen.findByText('性别必须填写')).toBeInTheDocument();
  });

  it('§3: disabled locks the options; one per line unless inline', async () => {
    renderWidgets(
      [radioWidget],
      [widget({ disabled: true }), { ...widget({ inline: true }), key: 'radio_2', model: 'other' }],
    );
    const radios = await screen.findAllByRole('radio');
    expect(radios[0]).toBeDisabled();
    expect(radios[0]!.closest('label')).toHaveStyle({ display: 'flex' });
    expect(radios[2]).toBeEnabled();
    expect(radios[2]!.closest('label')).not.toHaveStyle({ display: 'flex' });
  });

  it('§3: readPretty shows the chosen option as text', async () => {
    renderWidgets([radioWidget], [widget({ showLabel: true, defaultValue: 'm' })], {}, { readPretty: true });
    expect(await screen.findByText('男')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it("§3: renders and yields data in the 'Element' flavour", async () => {
    const form = renderWidgets([radioWidget], [widget({ showLabel: true })], { ui: 'Element' });
    await userEvent.click(await screen.findByRole('radio', { name: '女' }));
    await act(async () => expect(await form.current().getData()).toEqual({ sex: 'f' }));
  });

  it('§2, §3: the palette scaffold and property panel are valid designs; the scaffold draws', async () => {
    const { widget: scaffold, errors } = checkDesign(radioWidget);
    expect(errors).toBe('');
    expect(radioWidget.design?.label).toBe('单选框组');
    renderWidgets([radioWidget], [scaffold]);
    expect(await screen.findAllByRole('radio')).toHaveLength(3);
  });
});

describe('radio from a dictionary', () => {
  const requests = useDictionaryServer();
  const fromDict = (dictCode: string, extra: Record<string, unknown> = {}) =>
    widget({ optionSource: 'dict', dictCode, showLabel: false, ...extra });

  it("draws the items' texts, stores their values; two widgets share one request", async () => {
    const form = renderWidgets(
      [radioWidget],
      [fromDict('sex'), { ...fromDict('sex', { defaultValue: '2' }), key: 'radio_2', model: 'sex2' }],
      { ui: 'Element' },
    );
    const [male] = await screen.findAllByRole('radio', { name: '男' });
    // The default is a dictionary value; the static options are not drawn.
    expect(screen.getAllByRole('radio', { name: '女' })[1]).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'm' })).toBeNull();
    await userEvent.click(male!);
    await act(async () => expect(await form.current().getData()).toEqual({ sex: '1', sex2: '2' }));
    expect(requests().filter((r) => r.url === '/sys/dict/getDictItems/sex')).toHaveLength(1);
  });

  it('§8: a dictionary that fails to load shows no options and is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWidgets([radioWidget], [fromDict('nope')]);
    expect(await screen.findByText('性别')).toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("dictionary 'nope'"), expect.anything());
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
    warn.mockRestore();
  });

  it('静态选项 (optionSource static) keeps the static options even with a dictCode written', async () => {
    renderWidgets([radioWidget], [widget({ optionSource: 'static', dictCode: 'sex', showLabel: true })]);
    expect(await screen.findByRole('radio', { name: '男' })).toBeInTheDocument();
    expect(requests()).toHaveLength(0);
  });
});
