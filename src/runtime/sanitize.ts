import DOMPurify, { type Config } from 'dompurify';

/**
 * Dougong's one HTML policy (docs/security.md): DOMPurify's HTML profile (no SVG, no MathML), so scripts,
 * event handlers and `javascript:` links never survive; minus what could restyle or cover the page (`style`
 * tags and attributes, `class`, which borrows the app's CSS, `id`, which can shadow globals), forms and their
 * fields, and embedded frames and objects. The editor's own output — headings, lists, quotes, code, links,
 * bold/italic/strike/underline — passes unchanged.
 */
export const HTML_POLICY: Readonly<Config> = Object.freeze({
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style', 'class', 'id'],
});

/**
 * HTML from users (announcements, the editor widget, html columns) made safe to show or store under
 * {@link HTML_POLICY}. Everything HTML that Dougong shows or keeps goes through here. Anything but a
 * non-empty string is ''.
 *
 * @example
 * sanitizeHtml('<p>好</p><img src=x onerror=alert(1)>') // '<p>好</p><img src="x">'
 */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  return DOMPurify.sanitize(html, HTML_POLICY);
}
