import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { checkDesign } from '../shared/designCheck.testing';
import { renderWidgets } from '../../test/renderWidgets';
import { sliderWidget } from '.';
import type { SliderOptions, SliderWidget } from '../../../schemas';

const widget = (options: SliderOptions): SliderWidget => ({
  type: 'slider',
  name: '音量',
  key: 'slider_1',
  model: 'volume',
  options,
});

const RIGHT = { key: 'ArrowRight', keyCode: 39 };

describe('slider', () => {
  it('§9: shows its label; 0–100 step 1 by default; getData yields a number', async () => {
    const form = renderWidgets([sliderWidget], [widget({ defaultValue: 30 })]);
    expect(await screen.findByText('音量')).toBeInTheDocument();
    const handle = screen.getByRole('slider');
    expect(handle).toHaveAttribute('aria-valuemin', '0');
    expect(handle).toHaveAttribute('aria-valuemax', '100');
    expect(handle).toHaveAttribute('aria-valuenow', '30');
    fireEvent.keyDown(handle, RIGHT);
    await act(async () => expect(await form.current().getData()).toEqual({ volume: 31 }));
  });

  it('§3: min, max and step bound the value; a default outside them is brought inside', async () => {
    const form = renderWidgets([sliderWidget], [widget({ defaultValue: 95, min: 10, max: 50, step: 5 })]);
    const handle = await screen.findByRole('slider');
    expect(handle).toHaveAttribute('aria-valuenow', '50');
    fireEvent.keyDown(handle, { key: 'ArrowLeft', keyCode: 37 });
    await act(async () => expect(await form.current().getData()).toEqual({ volume: 45 }));
  });

  it('§3: range gives a [start, end] pair; the scaffold default 0 becomes [min, max]', async () => {
    const form = renderWidgets(
      [sliderWidget],
      [
        widget({ range: true, defaultValue: [20, 60] }),
        { ...widget({ range: true, defaultValue: 0 }), model: 'full', key: 's2' },
      ],
    );
    const handles = await screen.findAllByRole('slider');
    expect(handles).toHaveLength(4);
    fireEvent.keyDown(handles[0]!, RIGHT);
    await act(async () =>
      expect(await form.current().getData()).toEqual({ volume: [21, 60], full: [0, 100] }),
    );
  });

  it('§3: showInput adds a number box that moves the slider', async () => {
    const form = renderWidgets([sliderWidget], [widget({ showInput: true, defaultValue: 10 })]);
    const box = await screen.findByRole('spinbutton');
    await userEvent.clear(box);
    await userEvent.type(box, '64');
    await act(async () => expect(await form.current().getData()).toEqual({ volume: 64 }));
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '64');
  });

  it('§5: required shows the name plus 必须填写 when the value is cleared', async () => {
    const form = renderWidgets([sliderWidget], [widget({ required: true })]);
    await screen.findByRole('slider');
    act(() => form.current().setData({ volume: null }));
    await act(async () => expect(form.current().getData()).rejects.toThrow('表单数据校验失败'));
    expect(await screen.findByText('音量必须填写')).toBeInTheDocument();
  });

  it('§3: disabled ignores the keyboard', async () => {
    const form = renderWidgets([sliderWidget], [widget({ disabled: true, defaultValue: 5 })]);
    const handle = await screen.findByRole('slider');
    expect(handle).toHaveAttribute('aria-disabled', 'true');
    fireEvent.keyDown(handle, RIGHT);
    await act(async () => expect(await form.current().getData()).toEqual({ volume: 5 }));
  });

  it("§3: renders and yields data in the 'Element' flavour", async () => {
    const form = renderWidgets([sliderWidget], [widget({ defaultValue: 0 })], { ui: 'Element' });
    fireEvent.keyDown(await screen.findByRole('slider'), RIGHT);
    await act(async () => expect(await form.current().getData()).toEqual({ volume: 1 }));
  });

  it('§2, §3: the palette scaffold and property panel are valid designs; the scaffold draws', async () => {
    const { widget: scaffold, errors } = checkDesign(sliderWidget);
    expect(errors).toBe('');
    expect(sliderWidget.design?.label).toBe('滑块');
    renderWidgets([sliderWidget], [scaffold]);
    expect(await screen.findByRole('slider')).toHaveAttribute('aria-valuenow', '0');
  });
});
