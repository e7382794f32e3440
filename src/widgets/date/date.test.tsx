import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { checkDesign } from '../shared/designCheck.testing';
import { renderWidgets } from '../../test/renderWidgets';
import { dateWidget } from '.';
import type { DateOptions, DateWidget } from '../../../schemas';

const widget = (options: DateOptions, model = 'day'): DateWidget => ({
  type: 'date',
  name: '日期',
  key: `date_${model}`,
  model,
  options,
});

const boxes = () => screen.getAllByRole('textbox');
const data = async (form: ReturnType<typeof renderWidgets>) => {
  let values: unknown;
  await act(async () => {
    values = await form.current().getData();
  });
  return values;
};
const pickCell = async (title: string) => {
  await userEvent.click(boxes()[0]!);
  await userEvent.click(document.querySelector(`.ant-picker-dropdown td[title="${title}"]`)!);
};

describe('date', () => {
  it('§9: shows its label and default in yyyy-MM-dd; a picked day is stored as that text', async () => {
    const form = renderWidgets(
      [dateWidget],
      [widget({ defaultValue: '2024-05-06', placeholder: '选择日期' })],
    );
    expect(await screen.findByText('日期')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('选择日期')).toHaveValue('2024-05-06');
    await pickCell('2024-05-10');
    expect(await data(form)).toEqual({ day: '2024-05-10' });
  });

  it('§3: format uses Element tokens for display and value', async () => {
    const form = renderWidgets(
      [dateWidget],
      [widget({ format: 'yyyy年MM月dd日', defaultValue: '2024年05月06日' })],
    );
    await screen.findByText('日期');
    expect(boxes()[0]).toHaveValue('2024年05月06日');
    await pickCell('2024-05-20');
    expect(await data(form)).toEqual({ day: '2024年05月20日' });
  });

  it('§3: timestamp stores milliseconds (a number) and shows them formatted', async () => {
    const start = dayjs('2024-05-06').valueOf();
    const form = renderWidgets([dateWidget], [widget({ timestamp: true, defaultValue: start })]);
    await screen.findByText('日期');
    expect(boxes()[0]).toHaveValue('2024-05-06');
    await pickCell('2024-05-07');
    expect(await data(form)).toEqual({ day: dayjs('2024-05-07').valueOf() });
  });

  it('§9: year and month modes open their own panels and store yyyy / yyyy-MM', async () => {
    const form = renderWidgets(
      [dateWidget],
      [
        widget({ type: 'year', format: 'yyyy', defaultValue: '2024' }),
        widget({ type: 'month', format: 'yyyy-MM' }, 'ym'),
      ],
    );
    await screen.findAllByText('日期');
    await userEvent.click(boxes()[0]!);
    expect(document.querySelector('.ant-picker-year-panel')).not.toBeNull();
    await userEvent.click(document.querySelector('.ant-picker-dropdown td[title="2026"]')!);
    await userEvent.click(boxes()[1]!);
    expect(document.querySelector('.ant-picker-month-panel')).not.toBeNull();
    expect(await data(form)).toEqual({ day: '2026' });
  });

  it('§9: datetime shows the time columns and keeps yyyy-MM-dd HH:mm:ss', async () => {
    const form = renderWidgets(
      [dateWidget],
      [widget({ type: 'datetime', format: 'yyyy-MM-dd HH:mm:ss', defaultValue: '2024-05-06 08:30:00' })],
    );
    await screen.findByText('日期');
    expect(boxes()[0]).toHaveValue('2024-05-06 08:30:00');
    await userEvent.click(boxes()[0]!);
    expect(document.querySelector('.ant-picker-dropdown .ant-picker-time-panel')).not.toBeNull();
    expect(await data(form)).toEqual({ day: '2024-05-06 08:30:00' });
  });

  it('§9: daterange and datetimerange draw a range picker and yield [start, end]', async () => {
    const form = renderWidgets(
      [dateWidget],
      [
        widget({ type: 'daterange', defaultValue: ['2024-05-01', '2024-05-03'], startPlaceholder: '起' }),
        widget(
          { type: 'datetimerange', format: 'yyyy-MM-dd HH:mm:ss', timestamp: true, defaultValue: '' },
          'span',
        ),
      ],
    );
    expect(await screen.findByPlaceholderText('起')).toHaveValue('2024-05-01');
    expect(document.querySelectorAll('.ant-picker-range')).toHaveLength(2);
    expect(await data(form)).toEqual({ day: ['2024-05-01', '2024-05-03'], span: null });
  });

  it('§9: dates picks several days and yields a list', async () => {
    const form = renderWidgets([dateWidget], [widget({ type: 'dates', defaultValue: ['2024-05-01'] })]);
    await screen.findByText('日期');
    expect(document.querySelector('.ant-picker-multiple')).not.toBeNull();
    expect(screen.getByText('2024-05-01')).toBeInTheDocument();
    await userEvent.click(document.querySelector('.ant-picker-multiple')!);
    // The panel opens asynchronously; wait for the day rather than assume it is there.
    const day = await waitFor(() => {
      const cell = document.querySelector('.ant-picker-dropdown td[title="2024-05-09"]');
      if (!cell) throw new Error('the date panel is not open yet');
      return cell;
    });
    await userEvent.click(day);
    // Like Element's dates panel, the choice is committed when the panel closes.
    await userEvent.click(document.body);
    await waitFor(async () => expect(await data(form)).toEqual({ day: ['2024-05-01', '2024-05-09'] }));
  });

  it('§5: required shows the name plus 必须填写', async () => {
    const form = renderWidgets([dateWidget], [widget({ required: true, defaultValue: '' })]);
    await screen.findByText('日期');
    await act(async () => expect(form.current().getData()).rejects.toThrow('表单数据校验失败'));
    expect(await screen.findByText('日期必须填写')).toBeInTheDocument();
  });

  it('§3: disabled, readonly (no panel) and editable false (no typing)', async () => {
    renderWidgets(
      [dateWidget],
      [
        widget({ disabled: true }),
        widget({ readonly: true, defaultValue: '2024-01-01' }, 'ro'),
        widget({ editable: false }, 'pick'),
      ],
    );
    await screen.findAllByText('日期');
    const [disabled, readonly, pickOnly] = boxes();
    expect(disabled).toBeDisabled();
    await userEvent.click(readonly!);
    expect(document.querySelector('.ant-picker-dropdown')).toBeNull();
    expect(pickOnly).toHaveAttribute('readonly');
  });

  it("§3: renders and yields data in the 'Element' flavour", async () => {
    const form = renderWidgets([dateWidget], [widget({ defaultValue: '2024-05-06' })], { ui: 'Element' });
    await screen.findByText('日期');
    await pickCell('2024-05-08');
    expect(await data(form)).toEqual({ day: '2024-05-08' });
  });

  it('§2, §3: the palette scaffold and property panel are valid designs; the scaffold draws', async () => {
    const { widget: scaffold, errors } = checkDesign(dateWidget);
    expect(errors).toBe('');
    expect(dateWidget.design?.label).toBe('日期选择器');
    renderWidgets([dateWidget], [scaffold]);
    expect(await screen.findByRole('textbox')).toHaveValue('');
  });
});
