import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { validate } from '../../../schemas';
import { renderWidgets } from '../../test/renderWidgets';
import { editorWidget } from '.';
import type { EditorOptions, EditorWidget } from '../../../schemas';

const widget = (options: EditorOptions): EditorWidget => ({
  type: 'editor',
  name: '正文',
  key: 'editor_1',
  model: 'content',
  options,
});

async function model(form: ReturnType<typeof renderWidgets>) {
  let data: unknown;
  await act(async () => {
    data = await form.current().getData();
  });
  return data;
}

const textbox = () => screen.findByRole('textbox', { name: '正文' });

// Tiptap is a lazy chunk of DgEditor; importing it here keeps its seconds of transform out of the first
// test's time limit.
beforeAll(() => import('./TiptapEditor'));

// jsdom has no layout; ProseMirror measures the selection to keep it in view while typing.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
document.elementFromPoint ??= () => null;

describe('editor (SPEC.md §3 widget options; issue 3: HTML sanitized before it is shown)', () => {
  it('§3: typed text yields HTML (Element flavour)', async () => {
    const form = renderWidgets([editorWidget], [widget({ width: '600px' })], { ui: 'Element' });
    const user = userEvent.setup();
    const box = await textbox();
    expect(document.querySelector('.dg-editor')).toHaveStyle({ width: '600px' });
    await user.click(box);
    await user.keyboard('你好');
    await waitFor(async () => expect(await model(form)).toEqual({ content: '<p>你好</p>' }));
  });

  it('§3: the toolbar formats what is typed next', async () => {
    const form = renderWidgets([editorWidget], [widget({})]);
    const user = userEvent.setup();
    await user.click(await textbox());
    await user.click(screen.getByRole('button', { name: '加粗' }));
    expect(screen.getByRole('button', { name: '加粗' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('世界');
    await waitFor(async () => expect(await model(form)).toEqual({ content: '<p><strong>世界</strong></p>' }));
  });

  it('§5: a required editor emptied again stores nothing and names the widget', async () => {
    const form = renderWidgets([editorWidget], [widget({ required: true })]);
    const user = userEvent.setup();
    await user.click(await textbox());
    await user.keyboard('字');
    await waitFor(async () => expect(await model(form)).toEqual({ content: '<p>字</p>' }));
    await user.click(screen.getByRole('button', { name: '撤销' }));
    await act(async () => {
      await expect(form.current().getData()).rejects.toThrow('表单数据校验失败');
    });
    expect(await screen.findByText('正文必须填写')).toBeInTheDocument();
  });

  it('§3: setData and reset redraw the document from the model', async () => {
    const form = renderWidgets([editorWidget], [widget({ defaultValue: '<p>初稿</p>' })]);
    const box = await textbox();
    expect(box).toHaveTextContent('初稿');
    act(() => form.current().setData({ content: '<p>改稿</p>' }));
    await waitFor(() => expect(box).toHaveTextContent('改稿'));
    act(() => form.current().reset());
    await waitFor(() => expect(box).toHaveTextContent('初稿'));
  });

  it('§3: shows a hostile default sanitized: no script, no onerror in the DOM, and stores it cleaned', async () => {
    const pwned = vi.fn();
    (globalThis as Record<string, unknown>).__pwned = pwned;
    const hostile =
      '<p>安全文字<img src="x" onerror="globalThis.__pwned()"></p><script>globalThis.__pwned()</script>' +
      '<p><a href="javascript:globalThis.__pwned()">链接</a></p>';
    const form = renderWidgets([editorWidget], [widget({ defaultValue: hostile })]);
    expect(await screen.findByText('安全文字')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    const { content } = (await model(form)) as { content: string };
    expect(content).toContain('安全文字');
    expect(content).not.toMatch(/script|onerror|javascript:/);
    expect(pwned).not.toHaveBeenCalled();
  });

  it('§3: disabled is read-only with no toolbar', async () => {
    renderWidgets([editorWidget], [widget({ disabled: true, defaultValue: '<p>只读内容</p>' })]);
    expect(await textbox()).toHaveAttribute('contenteditable', 'false');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });

  it('§3: draws stored HTML in a read-pretty form, still sanitized', async () => {
    renderWidgets(
      [editorWidget],
      [widget({})],
      {},
      {
        readPretty: true,
        value: { content: '<h2>标题</h2><img src="x" onerror="alert(1)">' },
      },
    );
    expect(await screen.findByRole('heading', { name: '标题' })).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('§3: its palette scaffold is a valid widget and its property panel a valid design', () => {
    const { scaffold, panel } = editorWidget.design!;
    expect(validate('Widget', { ...scaffold, key: 'editor_1', model: 'editor_1' }).errors).toEqual([]);
    expect(validate('FormDesign', panel).errors).toEqual([]);
  });
});
