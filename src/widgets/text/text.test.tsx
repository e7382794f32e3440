import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { textareaWidget } from '../textarea';
import { checkDesign } from '../shared/designCheck.testing';
import { renderWidgets } from '../../test/renderWidgets';
import { textWidget } from '.';
import type { TextareaWidget, TextOptions, TextWidget } from '../../../schemas';

const widget = (options: TextOptions): TextWidget => ({
  type: 'text',
  name: '说明',
  key: 'text_1',
  model: 'text_1',
  options,
});

const remark: TextareaWidget = {
  type: 'textarea',
  name: '备注',
  key: 'textarea_1',
  model: 'remark',
  options: { defaultValue: 'x' },
};

describe('text', () => {
  it('§3: shows its label and its text', async () => {
    renderWidgets([textWidget], [widget({ defaultValue: '请如实填写以下信息' })]);
    expect(await screen.findByText('说明')).toBeInTheDocument();
    expect(screen.getByText('请如实填写以下信息')).toBeInTheDocument();
  });

  it('§3: adds no key to the model', async () => {
    const form = renderWidgets([textWidget, textareaWidget], [widget({ defaultValue: '提示' }), remark]);
    await screen.findByText('提示');
    await act(async () => expect(await form.current().getData()).toEqual({ remark: 'x' }));
  });

  it('§3: customClass lands on the form item; hidden hides the text', async () => {
    renderWidgets(
      [textWidget],
      [
        widget({ defaultValue: '可见', customClass: 'notice' }),
        { ...widget({ defaultValue: '不可见', hidden: true }), key: 't2' },
      ],
    );
    expect((await screen.findByText('可见')).closest('.notice')).not.toBeNull();
    expect(screen.queryByText('不可见')).not.toBeInTheDocument();
  });

  it('§3: an empty or missing text draws an empty line, not an error', async () => {
    renderWidgets([textWidget], [widget({})]);
    expect(await screen.findByText('说明')).toBeInTheDocument();
    expect(document.querySelector('.dg-text')).toHaveTextContent('');
  });

  it("§3: renders in the 'Element' flavour", async () => {
    const form = renderWidgets([textWidget], [widget({ defaultValue: '饿了么风格' })], { ui: 'Element' });
    expect(await screen.findByText('饿了么风格')).toBeInTheDocument();
    await act(async () => expect(await form.current().getData()).toEqual({}));
  });

  it('§2, §3: the palette scaffold and property panel are valid designs; the scaffold draws', async () => {
    const { widget: scaffold, errors } = checkDesign(textWidget);
    expect(errors).toBe('');
    expect(textWidget.design?.label).toBe('文字');
    renderWidgets([textWidget], [scaffold]);
    expect(await screen.findByText('这是一段文字')).toBeInTheDocument();
  });
});
