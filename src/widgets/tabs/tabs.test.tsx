import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { validate, type InputWidget, type TabsOptions, type TabsWidget } from '../../../schemas';
import { cardWidget } from '../card';
import { inputWidget } from '../input';
import { renderWidgets } from '../../test/renderWidgets';
import { tabsWidget } from '.';

const input = (model: string, name: string, defaultValue = ''): InputWidget => ({
  type: 'input',
  name,
  key: `input_${model}`,
  model,
  options: { placeholder: name, defaultValue },
});

const tabs = (type?: TabsOptions['type']): TabsWidget => ({
  type: 'tabs',
  key: 'tabs_1',
  options: type ? { type } : {},
  tabs: [
    { label: '基本信息', key: 'base', list: [input('name', '姓名')] },
    {
      label: '联系方式',
      key: 'contact',
      list: [
        {
          type: 'card',
          key: 'card_1',
          options: { title: '电话' },
          list: [input('phone', '手机号', '13800000000')],
        },
      ],
    },
  ],
});

const paneOf = (placeholder: string) => screen.getByPlaceholderText(placeholder).closest('.ant-tabs-tabpane');

async function pageState(form: ReturnType<typeof renderWidgets>) {
  let values: Record<string, unknown> = {};
  await act(async () => {
    values = await form.current().getData();
  });
  return values;
}

describe('tabs page widget (issue 3 item 4; ARCHITECTURE.md "The schema language")', () => {
  it('shows the first pane and switches panes by their tabs', async () => {
    renderWidgets([tabsWidget, cardWidget, inputWidget], [tabs()]);
    const user = userEvent.setup();
    expect(screen.getByRole('tab', { name: '基本信息' })).toHaveAttribute('aria-selected', 'true');
    expect(paneOf('姓名')).toHaveClass('ant-tabs-tabpane-active');
    expect(paneOf('手机号')).not.toHaveClass('ant-tabs-tabpane-active');

    await user.click(screen.getByRole('tab', { name: '联系方式' }));
    expect(screen.getByRole('tab', { name: '联系方式' })).toHaveAttribute('aria-selected', 'true');
    expect(paneOf('手机号')).toHaveClass('ant-tabs-tabpane-active');
    expect(paneOf('姓名')).not.toHaveClass('ant-tabs-tabpane-active');
    expect(screen.getByText('电话')).toBeInTheDocument(); // a card nested in the pane
  });

  it('keeps the fields of every pane flat in the page state, visited or not', async () => {
    const form = renderWidgets([tabsWidget, cardWidget, inputWidget], [tabs()]);
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('姓名'), '张三');
    expect(await pageState(form)).toEqual({ name: '张三', phone: '13800000000' });
  });

  it('draws the card style when options.type is card', () => {
    renderWidgets([tabsWidget, cardWidget, inputWidget], [tabs('card')]);
    expect(document.querySelector('.dg-tabs')).toHaveClass('ant-tabs-card');
  });

  it('its palette scaffold is a valid page item and its property panel a valid form design', () => {
    const { scaffold, panel } = tabsWidget.design!;
    expect(validate('PageItem', { ...scaffold, key: 'tabs_1' }).errors).toEqual([]);
    expect(validate('FormDesign', panel).errors).toEqual([]);
  });
});
