import DOMPurify from 'dompurify';

/**
 * HTML from users (announcements, rich-text fields, html columns) made safe to show: scripts, event
 * handlers, `javascript:` links, forms and embedded frames are removed. Everything HTML that Dougong shows
 * goes through here.
 *
 * @example
 * sanitizeHtml('<p>好</p><img src=x onerror=alert(1)>') // '<p>好</p><img src="x">'
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
