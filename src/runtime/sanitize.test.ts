import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', '<img src="x">'],
    ['<p>好<script>alert(1)</script></p>', '<p>好</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<p style="position:fixed">x</p>', '<p>x</p>'],
  ])('removes what could run or mislead: %s', (dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });

  it('keeps ordinary rich text', () => {
    const html =
      '<h2>通知</h2><p><strong>重要</strong> <a href="https://dougong.dev">链接</a></p><ul><li>一</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });
});
