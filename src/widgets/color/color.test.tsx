import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { checkDesign } from '../shared/designCheck.testing';
import { renderWidgets } from '../../test/renderWidgets';
import { colorWidget } from '.';
import type { ColorOptions, ColorWidget } from '../../../schemas';

const widget = (options: ColorOptions): ColorWidget => ({
  type: 'color',
  name: '主题色',
  key: 'color_1',
  model: 'theme',
  options,
});

const swatch = () => document.querySelector('.ant-color-picker-trigger .ant-color-picker-color-block-inner');
const openPanel = async () => userEvent.click(document.querySelector('.ant-color-picker-trigger')!);

describe('color', () => {
  it('§3: shows its label and the default colour; an empty default shows no colour', async () => {
    renderWidgets(
      [colorWidget],
      [
        widget({ defaultValue: '#409EFF' }),
        { ...widget({ defaultValue: '' }), key: 'color_2', model: 'none' },
      ],
    );
    expect(await screen.findAllByText('主题色')).toHaveLength(2);
    const [first, second] = document.querySelectorAll('.ant-color-picker-trigger');
    expect(first!.querySelector('.ant-color-picker-color-block-inner')).toHaveStyle({
      background: 'rgb(64, 158, 255)',
    });
    expect(second!.querySelector('.ant-color-picker-clear')).not.toBeNull();
  });

  it('§3: a typed hex is stored as Element writes it, #RRGGBB', async () => {
    const form = renderWidgets([colorWidget], [widget({ defaultValue: '#409EFF' })]);
    await screen.findByText('主题色');
    await openPanel();
    const hexBox = document.querySelector<HTMLInputElement>(
      '.ant-popover .ant-color-picker-hex-input input',
    )!;
    await userEvent.clear(hexBox);
    await userEvent.type(hexBox, 'ff8000');
    await act(async () => expect(await form.current().getData()).toEqual({ theme: '#FF8000' }));
  });

  it('§3: showAlpha offers alpha and stores rgba(r, g, b, a)', async () => {
    const form = renderWidgets(
      [colorWidget],
      [widget({ showAlpha: true, defaultValue: 'rgba(255, 0, 0, 0.5)' })],
    );
    await screen.findByText('主题色');
    expect(swatch()).toHaveStyle({ background: 'rgba(255, 0, 0, 0.5)' });
    await openPanel();
    const alpha = document.querySelector('.ant-popover .ant-color-picker-alpha-input')!;
    await userEvent.click(alpha.querySelector('[aria-label="Increase Value"]')!);
    await act(async () => expect(await form.current().getData()).toEqual({ theme: 'rgba(255, 0, 0, 0.51)' }));
  });

  it('§3: without showAlpha there is no alpha input', async () => {
    renderWidgets([colorWidget], [widget({ defaultValue: '#409EFF' })]);
    await screen.findByText('主题色');
    await openPanel();
    expect(document.querySelector('.ant-popover .ant-color-picker-alpha-input')).toBeNull();
  });

  it('§5: clearing empties the value (null) and required then shows the name plus 必须填写', async () => {
    const form = renderWidgets([colorWidget], [widget({ required: true, defaultValue: '#409EFF' })]);
    await screen.findByText('主题色');
    await openPanel();
    await userEvent.click(document.querySelector('.ant-popover .ant-color-picker-clear')!);
    expect(form.current().form.values).toEqual({ theme: null });
    await act(async () => expect(form.current().getData()).rejects.toThrow('表单数据校验失败'));
    expect(await screen.findByText('主题色必须填写')).toBeInTheDocument();
  });

  it('§3: disabled does not open the panel', async () => {
    renderWidgets([colorWidget], [widget({ disabled: true, defaultValue: '#409EFF' })]);
    await screen.findByText('主题色');
    expect(document.querySelector('.ant-color-picker-trigger')).toHaveClass(
      'ant-color-picker-trigger-disabled',
    );
    await openPanel();
    expect(document.querySelector('.ant-popover .ant-color-picker-hex-input')).toBeNull();
  });

  it("§3: renders and yields data in the 'Element' flavour", async () => {
    const form = renderWidgets([colorWidget], [widget({ defaultValue: '#67C23A' })], { ui: 'Element' });
    await screen.findByText('主题色');
    expect(swatch()).toHaveStyle({ background: 'rgb(103, 194, 58)' });
    await act(async () => expect(await form.current().getData()).toEqual({ theme: '#67C23A' }));
  });

  it('§2, §3: the palette scaffold and property panel are valid designs; the scaffold draws', async () => {
    const { widget: scaffold, errors } = checkDesign(colorWidget);
    expect(errors).toBe('');
    expect(colorWidget.design?.label).toBe('颜色选择器');
    renderWidgets([colorWidget], [scaffold]);
    await screen.findByText('颜色选择器');
  });
});
