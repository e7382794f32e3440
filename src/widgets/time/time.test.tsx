import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { checkDesign } from '../shared/designCheck.testing';
import { renderWidgets } from '../../test/renderWidgets';
import { timeWidget } from '.';
import type { TimeOptions, TimeWidget } from '../../../schemas';

const widget = (options: TimeOptions): TimeWidget => ({
  type: 'time',
  name: '上班时间',
  key: 'time_1',
  model: 'start',
  options,
});

const boxes = () => screen.getAllByRole('textbox');

describe('time', () => {
  it('§3, §9: shows its label, placeholder and default in HH:mm:ss; getData yields that text', async () => {
    const form = renderWidgets([timeWidget], [widget({ defaultValue: '09:30:00', placeholder: '请选择' })]);
    expect(await screen.findByText('上班时间')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('请选择')).toHaveValue('09:30:00');
    await act(async () => expect(await form.current().getData()).toEqual({ start: '09:30:00' }));
  });

  it('§3: a typed time is stored as text in the design format', async () => {
    const form = renderWidgets([timeWidget], [widget({ format: 'HH:mm', defaultValue: '08:00' })]);
    await screen.findByText('上班时间');
    const box = boxes()[0]!;
    expect(box).toHaveValue('08:00');
    await userEvent.click(box);
    await userEvent.clear(box);
    await userEvent.type(box, '10:15{enter}');
    await act(async () => expect(await form.current().getData()).toEqual({ start: '10:15' }));
  });

  it('§3: isRange draws two boxes with their placeholders and yields a [start, end] pair', async () => {
    const form = renderWidgets(
      [timeWidget],
      [
        widget({
          isRange: true,
          defaultValue: ['08:00:00', '17:30:00'],
          startPlaceholder: '开始',
          endPlaceholder: '结束',
        }),
      ],
    );
    expect(await screen.findByPlaceholderText('开始')).toHaveValue('08:00:00');
    expect(screen.getByPlaceholderText('结束')).toHaveValue('17:30:00');
    await act(async () =>
      expect(await form.current().getData()).toEqual({ start: ['08:00:00', '17:30:00'] }),
    );
  });

  it('§4: a range design whose default is still a single time starts empty (null)', async () => {
    const form = renderWidgets([timeWidget], [widget({ isRange: true, defaultValue: '21:19:56' })]);
    await screen.findByText('上班时间');
    expect(boxes()).toHaveLength(2);
    boxes().forEach((box) => expect(box).toHaveValue(''));
    await act(async () => expect(await form.current().getData()).toEqual({ start: null }));
  });

  it('§5: required shows the name plus 必须填写', async () => {
    const form = renderWidgets([timeWidget], [widget({ required: true, defaultValue: '' })]);
    await screen.findByText('上班时间');
    await act(async () => expect(form.current().getData()).rejects.toThrow('表单数据校验失败'));
    expect(await screen.findByText('上班时间必须填写')).toBeInTheDocument();
  });

  it('§3: disabled, readonly and editable false', async () => {
    renderWidgets(
      [timeWidget],
      [
        widget({ disabled: true, defaultValue: '01:00:00' }),
        { ...widget({ readonly: true, defaultValue: '02:00:00' }), key: 't2', model: 'ro' },
        { ...widget({ editable: false, defaultValue: '03:00:00' }), key: 't3', model: 'pick' },
      ],
    );
    await screen.findAllByText('上班时间');
    const [disabled, readonly, pickOnly] = boxes();
    expect(disabled).toBeDisabled();
    expect(readonly).toHaveAttribute('readonly');
    await userEvent.click(readonly!);
    expect(document.querySelector('.ant-picker-dropdown')).toBeNull();
    expect(pickOnly).toHaveAttribute('readonly');
    await userEvent.click(pickOnly!);
    expect(document.querySelector('.ant-picker-dropdown')).not.toBeNull();
  });

  it("§3: renders and yields data in the 'Element' flavour", async () => {
    const form = renderWidgets([timeWidget], [widget({ defaultValue: '12:00:00' })], { ui: 'Element' });
    await screen.findByText('上班时间');
    expect(boxes()[0]).toHaveValue('12:00:00');
    await act(async () => expect(await form.current().getData()).toEqual({ start: '12:00:00' }));
  });

  it('§2, §3: the palette scaffold and property panel are valid designs; the scaffold draws', async () => {
    const { widget: scaffold, errors } = checkDesign(timeWidget);
    expect(errors).toBe('');
    expect(timeWidget.design?.label).toBe('时间选择器');
    renderWidgets([timeWidget], [scaffold]);
    expect(await screen.findByRole('textbox')).toHaveValue('');
  });
});
