import { describe, expect, it } from 'vitest';
import { HTML_POLICY, sanitizeHtml } from './sanitize';

describe('sanitizeHtml: the one HTML policy (docs/security.md)', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', '<img src="x">'],
    ['<p>好<script>alert(1)</script></p>', '<p>好</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<p onclick="alert(1)" onmouseover="alert(1)">x</p>', '<p>x</p>'],
    ['<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['<object data="x.swf"></object><embed src="x.swf">ok', 'ok'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<svg onload="alert(1)"><circle r="1"></circle></svg>ok', 'ok'],
    ['<math><mi>x</mi></math>ok', 'ok'],
    ['<p style="position:fixed">x</p>', '<p>x</p>'],
    ['<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['<div class="ant-modal-mask">x</div>', '<div>x</div>'],
    ['<p id="location">x</p>', '<p>x</p>'],
    ['<form action="https://evil.example"><input name="password"><button>登录</button></form>ok', '登录ok'],
    ['<a href="https://dougong.dev" target="_blank">x</a>', '<a href="https://dougong.dev">x</a>'],
  ])('removes what could run, restyle or mislead: %s', (dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });

  it('keeps ordinary rich text: headings, lists, quotes, code, links and marks', () => {
    const html =
      '<h2>通知</h2><p><strong>重要</strong> <em>斜体</em> <s>删除</s> <u>下划线</u> <code>x</code> ' +
      '<a rel="noopener noreferrer nofollow" href="https://dougong.dev">链接</a><br><img src="/a.png" alt="图"></p>' +
      '<ul><li><p>一</p></li></ul><ol><li><p>二</p></li></ol><blockquote><p>引用</p></blockquote>' +
      '<pre><code>const a = 1;</code></pre><hr>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([undefined, null, 0, 12, true, {}, ['<p>x</p>'], ''])(
    'answers "" for anything but HTML text: %j',
    (value) => {
      expect(sanitizeHtml(value)).toBe('');
    },
  );

  it('is one frozen policy that callers cannot loosen', () => {
    expect(Object.isFrozen(HTML_POLICY)).toBe(true);
    expect(HTML_POLICY.FORBID_ATTR).toEqual(expect.arrayContaining(['style', 'class', 'id']));
  });
});
