import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { checkDesign } from '../shared/designCheck.testing';
import { renderWidgets } from '../../test/renderWidgets';
import { switchWidget } from '.';
import type { SwitchOptions, SwitchWidget } from '../../../schemas';

const widget = (options: SwitchOptions): SwitchWidget => ({
  type: 'switch',
  name: '启用',
  key: 'switch_1',
  model: 'enabled',
  options,
});

describe('switch', () => {
  it('§3: shows its label and default; getData yields a boolean', async () => {
    const form = renderWidgets([switchWidget], [widget({ defaultValue: true })]);
    expect(await screen.findByText('启用')).toBeInTheDocument();
    const toggle = screen.getByRole('switch');
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await act(async () => expect(await form.current().getData()).toEqual({ enabled: false }));
  });

  it('§3: a design without a default starts off and yields false', async () => {
    const form = renderWidgets([switchWidget], [widget({})]);
    expect(await screen.findByRole('switch')).not.toBeChecked();
    await act(async () => expect(await form.current().getData()).toEqual({ enabled: false }));
  });

  it('§5: required accepts off (as the original rules do) but shows the name plus 必须填写 for no value', async () => {
    const form = renderWidgets([switchWidget], [widget({ required: true })]);
    await screen.findByRole('switch');
    await act(async () => expect(await form.current().getData()).toEqual({ enabled: false }));
    act(() => form.current().setData({ enabled: null }));
    await act(async () => expect(form.current().getData()).rejects.toThrow('表单数据校验失败'));
    expect(await screen.findByText('启用必须填写')).toBeInTheDocument();
  });

  it('§3: disabled cannot be toggled', async () => {
    const form = renderWidgets([switchWidget], [widget({ disabled: true, defaultValue: true })]);
    const toggle = await screen.findByRole('switch');
    expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    await act(async () => expect(await form.current().getData()).toEqual({ enabled: true }));
  });

  it("§3: renders and yields data in the 'Element' flavour", async () => {
    const form = renderWidgets([switchWidget], [widget({ defaultValue: false })], { ui: 'Element' });
    await userEvent.click(await screen.findByRole('switch'));
    await act(async () => expect(await form.current().getData()).toEqual({ enabled: true }));
  });

  it('§2, §3: the palette scaffold and property panel are valid designs; the scaffold draws', async () => {
    const { widget: scaffold, errors } = checkDesign(switchWidget);
    expect(errors).toBe('');
    expect(switchWidget.design?.label).toBe('开关');
    renderWidgets([switchWidget], [scaffold]);
    expect(await screen.findByRole('switch')).not.toBeChecked();
  });
});
