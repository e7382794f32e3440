import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { checkDesign } from '../shared/designCheck.testing';
import { renderWidgets } from '../../test/renderWidgets';
import { rateWidget } from '.';
import type { RateOptions, RateWidget } from '../../../schemas';

const widget = (options: RateOptions): RateWidget => ({
  type: 'rate',
  name: '满意度',
  key: 'rate_1',
  model: 'score',
  options,
});

const stars = () => screen.getAllByRole('radio');

describe('rate', () => {
  it('§9: shows its label and 5 stars by default; max sets the count', async () => {
    renderWidgets([rateWidget], [widget({}), { ...widget({ max: 7 }), key: 'rate_2', model: 'other' }]);
    expect(await screen.findAllByText('满意度')).toHaveLength(2);
    const lists = document.querySelectorAll('ul.ant-rate');
    expect(lists[0]!.querySelectorAll('[role="radio"]')).toHaveLength(5);
    expect(lists[1]!.querySelectorAll('[role="radio"]')).toHaveLength(7);
  });

  it('§3: shows the default and getData yields a number; unrated stays null', async () => {
    const form = renderWidgets([rateWidget], [widget({ defaultValue: 2 })]);
    await screen.findAllByRole('radio');
    expect(stars()[1]).toHaveAttribute('aria-checked', 'true');
    expect(stars()[2]).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(stars()[3]!.querySelector('.ant-rate-star-second')!);
    await act(async () => expect(await form.current().getData()).toEqual({ score: 4 }));
  });

  it('§3: allowHalf shows a half star and moves in half steps', async () => {
    const form = renderWidgets([rateWidget], [widget({ allowHalf: true, defaultValue: 3.5 })]);
    await screen.findAllByRole('radio');
    expect(stars()[3]!.closest('li')).toHaveClass('ant-rate-star-half');
    expect(stars()[2]!.closest('li')).toHaveClass('ant-rate-star-full');
    fireEvent.keyDown(document.querySelector('ul.ant-rate')!, { keyCode: 39 });
    await act(async () => expect(await form.current().getData()).toEqual({ score: 4 }));
    fireEvent.keyDown(document.querySelector('ul.ant-rate')!, { keyCode: 37 });
    fireEvent.keyDown(document.querySelector('ul.ant-rate')!, { keyCode: 37 });
    await act(async () => expect(await form.current().getData()).toEqual({ score: 3 }));
  });

  it('§5: required shows the name plus 必须填写 when not rated', async () => {
    const form = renderWidgets([rateWidget], [widget({ required: true, defaultValue: null })]);
    await screen.findAllByRole('radio');
    await act(async () => expect(form.current().getData()).rejects.toThrow('表单数据校验失败'));
    expect(await screen.findByText('满意度必须填写')).toBeInTheDocument();
  });

  it('§3: disabled ignores clicks', async () => {
    const form = renderWidgets([rateWidget], [widget({ disabled: true, defaultValue: 1 })]);
    await screen.findAllByRole('radio');
    expect(document.querySelector('ul.ant-rate')).toHaveClass('ant-rate-disabled');
    await userEvent.click(stars()[4]!.querySelector('.ant-rate-star-second')!);
    await act(async () => expect(await form.current().getData()).toEqual({ score: 1 }));
  });

  it("§3: renders and yields data in the 'Element' flavour", async () => {
    const form = renderWidgets([rateWidget], [widget({ defaultValue: null })], { ui: 'Element' });
    await screen.findAllByRole('radio');
    await userEvent.click(stars()[2]!.querySelector('.ant-rate-star-second')!);
    await act(async () => expect(await form.current().getData()).toEqual({ score: 3 }));
  });

  it('§2, §3: the palette scaffold and property panel are valid designs; the scaffold draws', async () => {
    const { widget: scaffold, errors } = checkDesign(rateWidget);
    expect(errors).toBe('');
    expect(rateWidget.design?.label).toBe('评分');
    renderWidgets([rateWidget], [scaffold]);
    expect(await screen.findAllByRole('radio')).toHaveLength(5);
  });
});
