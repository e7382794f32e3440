import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidgets } from '../../test/renderWidgets';
import { iconSelectWidget } from '.';
import type { IconSelectOptions, IconSelectWidget } from '../../../schemas';

const widget = (options: IconSelectOptions = {}): IconSelectWidget => ({
  type: 'icon-select',
  name: '菜单图标',
  key: 'icon_select_1',
  model: 'icon',
  options: { placeholder: '点击选择图标', ...options },
});

describe('icon-select', () => {
  it('opens a grid of previews, narrows it by search and stores the picked name', async () => {
    const form = renderWidgets([iconSelectWidget], [widget()]);
    await userEvent.click(await screen.findByPlaceholderText('点击选择图标'));
    const grid = await screen.findByRole('listbox', { name: '图标' }, { timeout: 5000 });
    const before = within(grid).getAllByRole('option').length;
    expect(before).toBeGreaterThan(40);
    expect(within(grid).getByRole('option', { name: 'UserOutlined' }).querySelector('svg')).toBeTruthy();

    await userEvent.type(screen.getByPlaceholderText(/搜索图标名/), 'user');
    const narrowed = within(screen.getByRole('listbox', { name: '图标' })).getAllByRole('option');
    expect(narrowed.map((cell) => cell.getAttribute('aria-label'))).toEqual([
      'UserOutlined',
      'UserSwitchOutlined',
    ]);
    await userEvent.click(narrowed[0]!);
    expect((screen.getByPlaceholderText('点击选择图标') as HTMLInputElement).value).toBe('UserOutlined');
    await act(async () => expect(await form.current().getData()).toEqual({ icon: 'UserOutlined' }));
  });

  it('says so when nothing matches, and is required like any field', async () => {
    const form = renderWidgets([iconSelectWidget], [widget({ required: true })]);
    await userEvent.click(await screen.findByPlaceholderText('点击选择图标'));
    await userEvent.type(await screen.findByPlaceholderText(/搜索图标名/, {}, { timeout: 5000 }), 'zzz');
    expect(screen.getByText('没有匹配的图标，换个英文名试试')).toBeInTheDocument();
    await act(async () => expect(form.current().getData()).rejects.toThrow('表单数据校验失败'));
    expect(await screen.findByText('菜单图标必须填写')).toBeInTheDocument();
  });
});
