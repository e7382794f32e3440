import { hasPlaceholder, renderTemplate, type ExpressionScope } from '../../runtime/expression';

/** A host name: dotted labels of letters, digits and hyphens, or an IPv4 or bracketed IPv6 address. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$|^\[[0-9a-f:.]+\]$/i;

/**
 * True for an absolute http(s) address with a valid host.
 *
 * @example
 * isHttpUrl('https://example.com/doc') // true
 * isHttpUrl('javascript:alert(1)') // false
 */
export function isHttpUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && HOST.test(url.hostname);
}

/**
 * A menu item's meta url with its `{{ }}` placeholders evaluated by the safe evaluator, kept only if
 * the result is an http(s) address (SPEC.md §2); a failed evaluation or a bad address drops it.
 *
 * @example
 * resolveMenuUrl('{{ $config.apiBase }}/doc', { $config: { apiBase: 'http://h/platform' } }) // 'http://h/platform/doc'
 * resolveMenuUrl("{{constructor.constructor('alert(1)')()}}", scope) // undefined
 */
export function resolveMenuUrl(raw: string | undefined, scope: ExpressionScope): string | undefined {
  if (!raw) return undefined;
  let url = raw;
  if (hasPlaceholder(raw)) {
    try {
      url = renderTemplate(raw, scope).trim();
    } catch {
      return undefined;
    }
  }
  return isHttpUrl(url) ? url : undefined;
}
