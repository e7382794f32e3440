import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { checkDesign } from '../shared/designCheck.testing';
import { renderWidgets } from '../../test/renderWidgets';
import { numberWidget } from '.';
import type { NumberOptions, NumberWidget } from '../../../schemas';

const widget = (options: NumberOptions, model = 'count'): NumberWidget => ({
  type: 'number',
  name: '数量',
  key: `number_${model}`,
  model,
  options,
});

describe('number', () => {
  it('§3: shows its label, default and width; getData yields a number', async () => {
    const form = renderWidgets([numberWidget], [widget({ defaultValue: 3, width: '200px' })]);
    expect(await screen.findByText('数量')).toBeInTheDocument();
    const box = screen.getByRole('spinbutton');
    expect(box).toHaveValue('3');
    expect(box.closest('.dg-number')).toHaveStyle({ width: '200px' });
    await userEvent.clear(box);
    await userEvent.type(box, '42');
    await act(async () => expect(await form.current().getData()).toEqual({ count: 42 }));
  });

  it('§3: step moves by its size and stops at max; min and max keep the default inside', async () => {
    const form = renderWidgets(
      [numberWidget],
      [
        widget({ defaultValue: 1, step: 5, min: 0, max: 8 }),
        widget({ defaultValue: -5, min: 0, max: '' }, 'low'),
      ],
    );
    const [plus] = await screen.findAllByRole('button', { name: '增加' });
    await userEvent.click(plus);
    await act(async () => expect(await form.current().getData()).toEqual({ count: 6, low: 0 }));
    await userEvent.click(plus);
    await act(async () => expect(await form.current().getData()).toEqual({ count: 8, low: 0 }));
    expect(plus).toBeDisabled();
    await userEvent.click(screen.getAllByRole('button', { name: '减少' })[0]!);
    await act(async () => expect(await form.current().getData()).toEqual({ count: 3, low: 0 }));
  });

  it("min 0 and max 0 mean no limit (older form-making's saved pair): 5 is accepted and kept", async () => {
    const form = renderWidgets([numberWidget], [widget({ defaultValue: 0, min: 0, max: 0 })]);
    const box = await screen.findByRole('spinbutton');
    await userEvent.clear(box);
    await userEvent.type(box, '5');
    await userEvent.tab();
    await act(async () => expect(await form.current().getData()).toEqual({ count: 5 }));
    expect(screen.getByRole('button', { name: '增加' })).toBeEnabled();
  });

  it('§3: a decimal step adds without floating-point noise', async () => {
    const form = renderWidgets([numberWidget], [widget({ defaultValue: 0.1, step: 0.2 })]);
    await userEvent.click(await screen.findByRole('button', { name: '增加' }));
    await act(async () => expect(await form.current().getData()).toEqual({ count: 0.3 }));
  });

  it("§3: controlsPosition 'right' draws antd's stacked buttons instead of minus and plus", async () => {
    renderWidgets([numberWidget], [widget({ controlsPosition: 'right' })]);
    await screen.findByRole('spinbutton');
    expect(document.querySelector('.ant-input-number-handler-up')).not.toBeNull();
    expect(screen.queryByRole('button', { name: '增加' })).not.toBeInTheDocument();
  });

  it('§5: required shows the name plus 必须填写 when the box is empty', async () => {
    const form = renderWidgets([numberWidget], [widget({ required: true, defaultValue: null })]);
    await act(async () => expect(form.current().getData()).rejects.toThrow('表单数据校验失败'));
    expect(await screen.findByText('数量必须填写')).toBeInTheDocument();
  });

  it('§3: disabled locks the box and its buttons', async () => {
    renderWidgets([numberWidget], [widget({ disabled: true, defaultValue: 2 })]);
    expect(await screen.findByRole('spinbutton')).toBeDisabled();
    expect(screen.getByRole('button', { name: '增加' })).toBeDisabled();
  });

  it("§3: renders and yields data in the 'Element' flavour", async () => {
    const form = renderWidgets([numberWidget], [widget({ defaultValue: 7 })], { ui: 'Element' });
    expect(await screen.findByRole('spinbutton')).toHaveValue('7');
    await userEvent.click(screen.getByRole('button', { name: '减少' }));
    await act(async () => expect(await form.current().getData()).toEqual({ count: 6 }));
  });

  it('§2, §3: the palette scaffold and property panel are valid designs; the scaffold draws', async () => {
    const { widget: scaffold, errors } = checkDesign(numberWidget);
    expect(errors).toBe('');
    expect(numberWidget.design?.label).toBe('计数器');
    renderWidgets([numberWidget], [scaffold]);
    expect(await screen.findByRole('spinbutton')).toHaveValue('0');
  });
});
