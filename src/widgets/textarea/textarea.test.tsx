import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { checkDesign } from '../shared/designCheck.testing';
import { renderWidgets } from '../../test/renderWidgets';
import { textareaWidget } from '.';
import type { TextareaOptions, TextareaWidget } from '../../../schemas';

const widget = (options: TextareaOptions): TextareaWidget => ({
  type: 'textarea',
  name: '备注',
  key: 'textarea_1',
  model: 'remark',
  options,
});

describe('textarea', () => {
  it('§3: shows its label, placeholder, default and width', async () => {
    renderWidgets(
      [textareaWidget],
      [widget({ placeholder: '请输入备注', defaultValue: '第一行', width: '50%' })],
    );
    expect(await screen.findByText('备注')).toBeInTheDocument();
    const box = screen.getByPlaceholderText('请输入备注');
    expect(box).toHaveValue('第一行');
    expect(box).toHaveStyle({ width: '50%' });
  });

  it('§9: draws 5 rows unless the design says otherwise', async () => {
    renderWidgets([textareaWidget], [widget({}), { ...widget({ rows: 2 }), key: 'k2', model: 'other' }]);
    const [first, second] = await screen.findAllByRole('textbox');
    expect(first).toHaveAttribute('rows', '5');
    expect(second).toHaveAttribute('rows', '2');
  });

  it('§3: getData yields the typed text, line breaks included, as a string', async () => {
    const form = renderWidgets([textareaWidget], [widget({ defaultValue: '' })]);
    await userEvent.type(await screen.findByRole('textbox'), '一{enter}二');
    await act(async () => expect(await form.current().getData()).toEqual({ remark: '一\n二' }));
  });

  it('§5: required shows the name plus 必须填写; pattern flags text that does not match', async () => {
    const form = renderWidgets([textareaWidget], [widget({ required: true, pattern: '^\\d+$' })]);
    await act(async () => expect(form.current().getData()).rejects.toThrow('表单数据校验失败'));
    expect(await screen.findByText('备注必须填写')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox'), 'abc');
    expect(await screen.findByText('备注格式不匹配')).toBeInTheDocument();
  });

  it('§3: disabled, readonly and maxlength with the word count', async () => {
    renderWidgets(
      [textareaWidget],
      [
        widget({ disabled: true, defaultValue: 'x' }),
        { ...widget({ readonly: true, defaultValue: 'y' }), key: 'k2', model: 'ro' },
        { ...widget({ maxlength: 10, showWordLimit: true, defaultValue: 'abc' }), key: 'k3', model: 'max' },
      ],
    );
    const [disabled, readonly, limited] = await screen.findAllByRole('textbox');
    expect(disabled).toBeDisabled();
    expect(readonly).toHaveAttribute('readonly');
    expect(limited).toHaveAttribute('maxlength', '10');
    expect(screen.getByText('3 / 10')).toBeInTheDocument();
  });

  it('§3: hidden keeps the value out of sight but in the model', async () => {
    const form = renderWidgets([textareaWidget], [widget({ hidden: true, defaultValue: '隐藏的' })]);
    await act(async () => expect(await form.current().getData()).toEqual({ remark: '隐藏的' }));
    expect(screen.queryByText('备注')).not.toBeInTheDocument();
  });

  it("§3: renders and yields data in the 'Element' flavour", async () => {
    const form = renderWidgets([textareaWidget], [widget({ defaultValue: '饿了么' })], { ui: 'Element' });
    expect(await screen.findByRole('textbox')).toHaveValue('饿了么');
    expect(document.querySelector('.dg-flavour-element')).not.toBeNull();
    await act(async () => expect(await form.current().getData()).toEqual({ remark: '饿了么' }));
  });

  it('§2, §3: the palette scaffold and property panel are valid designs; the scaffold draws', async () => {
    const { widget: scaffold, errors } = checkDesign(textareaWidget);
    expect(errors).toBe('');
    expect(textareaWidget.design?.label).toBe('多行文本');
    renderWidgets([textareaWidget], [scaffold]);
    await screen.findByRole('textbox');
  });
});
