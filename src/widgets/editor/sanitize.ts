import DOMPurify from 'dompurify';

/**
 * Rich text as it may be shown or stored: DOMPurify's default HTML profile, so scripts, event handler
 * attributes (`onerror`), `javascript:` links and the like never survive. Anything but a string is ''.
 *
 * @example
 * sanitizeHtml('<p>hi<img src=x onerror=alert(1)></p>') // '<p>hi<img src="x"></p>'
 */
export function sanitizeHtml(html: unknown): string {
  return typeof html === 'string' && html !== '' ? DOMPurify.sanitize(html) : '';
}
