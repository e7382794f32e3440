import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../runtime';
import { EXTENSIONS } from './TiptapEditor';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

/** What the editor widget stores for `html`: Tiptap's serialisation of it, through the one sanitizer. */
function stored(html: string): string {
  editor = new Editor({ extensions: EXTENSIONS, content: html });
  return sanitizeHtml(editor.getHTML());
}

describe('editor output under the one HTML policy (issue 14: one sanitizer)', () => {
  it('round-trips everything the toolbar and Tiptap make: headings, lists, quotes, code, links, marks', () => {
    const html =
      '<h2>标题</h2><p><strong>粗</strong><em>斜</em><s>删</s><u>下划线</u><code>c</code>' +
      '<a href="https://dougong.dev">链接</a></p><ul><li><p>一</p></li></ul><ol><li><p>二</p></li></ol>' +
      '<blockquote><p>引用</p></blockquote><pre><code>const a = 1;</code></pre><hr>';
    const first = stored(html);
    expect(first).toContain('<h2>标题</h2>');
    expect(first).toContain('<a rel="noopener noreferrer nofollow" href="https://dougong.dev">链接</a>');
    expect(first).toContain('<ul><li><p>一</p></li></ul><ol><li><p>二</p></li></ol>');
    // Sanitizing removed nothing the editor made, and a second load stores the same HTML.
    expect(sanitizeHtml(editor!.getHTML())).toBe(editor!.getHTML());
    editor!.destroy();
    expect(stored(first)).toBe(first);
  });

  it('stores hostile input without scripts, handlers, javascript: links or styles', () => {
    const out = stored(
      '<p style="position:fixed" class="ant-modal-mask">文字<img src="x" onerror="alert(1)"></p>' +
        '<p><a href="javascript:alert(1)">链接</a></p><script>alert(1)</script>',
    );
    expect(out).toContain('文字');
    expect(out).not.toMatch(/script|onerror|javascript:|style=|class=/);
  });
});
