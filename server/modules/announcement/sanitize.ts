/**
 * The server's copy of Dougong's one HTML policy (src/runtime/sanitize.ts HTML_POLICY, docs/security.md):
 * an announcement's body is cleaned before it is stored, so a client that skips the browser's sanitizer
 * (JeecgBoot's own, curl) still never stores `<script>` or an event handler. The browser cleans again when it
 * shows the body. DOMPurify needs a DOM: one jsdom window, made on first use.
 */
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

/** The same policy as the browser's (server code may not import src/): keep the two in step. */
const HTML_POLICY: Readonly<Config> = Object.freeze({
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style', 'class', 'id'],
});

let purify: DOMPurify | null = null;

/**
 * `html` without scripts, event handlers, `javascript:` links, styles, forms or frames; '' for null or ''.
 *
 * @example
 * cleanHtml('<p>好</p><img src=x onerror=alert(1)><script>alert(2)</script>') // '<p>好</p><img src="x">'
 */
export function cleanHtml(html: string | null | undefined): string {
  if (!html) return '';
  purify ??= createDOMPurify(new JSDOM('').window as Parameters<typeof createDOMPurify>[0]);
  return purify.sanitize(html, HTML_POLICY) as string;
}
