import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidgets } from '../../test/renderWidgets';
import { inputWidget } from '.';
import type { InputOptions, InputWidget } from '../../../schemas';

const widget = (options: InputOptions): InputWidget => ({
  type: 'input',
  name: '年龄',
  key: 'input_1',
  model: 'age',
  options,
});

describe('input (SPEC.md §3, §5)', () => {
  it('shows its label, placeholder, default and width', async () => {
    renderWidgets([inputWidget], [widget({ placeholder: '请输入年龄', defaultValue: '18', width: '50%' })]);
    expect(await screen.findByText('年龄')).toBeInTheDocument();
    const box = screen.getByPlaceholderText('请输入年龄');
    expect(box).toHaveValue('18');
    expect(box.closest('.ant-input-affix-wrapper, input')).toHaveStyle({ width: '50%' });
  });

  it('stores numbers for a numeric dataType and flags text that is not one', async () => {
    const form = renderWidgets([inputWidget], [widget({ dataType: 'integer' })]);
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox');
    await user.type(box, '42');
    await act(async () => expect(await form.current().getData()).toEqual({ age: 42 }));
    await user.clear(box);
    await user.type(box, '4.5');
    await act(async () => expect(form.current().getData()).rejects.toThrow('表单数据校验失败'));
    expect(await screen.findByText('年龄格式不正确')).toBeInTheDocument();
  });

  it('is disabled when options.disabled is set', async () => {
    renderWidgets([inputWidget], [widget({ disabled: true, defaultValue: 'x' })]);
    expect(await screen.findByRole('textbox')).toBeDisabled();
  });
});
