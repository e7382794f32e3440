/**
 * Reading a fetched page with cheerio (a parser, not a browser: no script runs, nothing is loaded): the
 * detail links and the next-page link of a list page, the fields of a detail page, and the scope rules that
 * decide which links a project follows.
 */
import * as cheerio from 'cheerio';

/** One field to extract: `selector` is CSS, optionally `@attribute` at the end (`a.more@href`). */
export interface FieldRule {
  name: string;
  label: string;
  selector: string;
}

/** What a list page leads to. */
export interface ListLinks {
  details: string[];
  next: string[];
}

function absolute(href: string | undefined, base: string): string | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href.trim(), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    url.hash = '';
    return url.href;
  } catch {
    return undefined;
  }
}

function hrefs($: cheerio.CheerioAPI, selector: string, base: string): string[] {
  const found: string[] = [];
  $(selector).each((_i, element) => {
    const node = $(element);
    const href = node.is('a')
      ? node.attr('href')
      : (node.find('a').first().attr('href') ?? node.attr('href'));
    const url = absolute(href, base);
    if (url && !found.includes(url)) found.push(url);
  });
  return found;
}

/**
 * The detail links (`listSelector`: the links themselves or elements holding one) and the next-page links
 * of a list page, absolute, without fragments.
 *
 * @example
 * listLinks(html, 'https://a.example/list?page=1', 'ul.items a', 'a.next') // { details: [...], next: ['https://a.example/list?page=2'] }
 */
export function listLinks(
  html: string,
  base: string,
  listSelector: string,
  nextSelector: string | null,
): ListLinks {
  const $ = cheerio.load(html);
  return {
    details: hrefs($, listSelector, base),
    next: nextSelector ? hrefs($, nextSelector, base) : [],
  };
}

/** The selector and the attribute of a field rule. @example splitSelector('img.cover@src') // ['img.cover', 'src'] */
export function splitSelector(rule: string): [string, string | undefined] {
  const at = rule.lastIndexOf('@');
  // `a[href@x]`-like selectors have no trailing attribute; only a plain name after the last @ counts.
  if (at > 0 && /^[A-Za-z_:][\w:.-]*$/.test(rule.slice(at + 1)))
    return [rule.slice(0, at), rule.slice(at + 1)];
  return [rule, undefined];
}

/**
 * The fields of a detail page: each the whitespace-collapsed text of the first match, or its attribute
 * (a link or image attribute made absolute); '' when nothing matches.
 *
 * @example
 * extractFields(html, url, [{ name: 'title', label: '标题', selector: 'h1' }]) // { title: '招标公告' }
 */
export function extractFields(
  html: string,
  base: string,
  fields: readonly FieldRule[],
): Record<string, string> {
  const $ = cheerio.load(html);
  const values: Record<string, string> = {};
  for (const field of fields) {
    const [selector, attribute] = splitSelector(field.selector);
    const node = $(selector).first();
    let value = '';
    if (node.length > 0) {
      if (attribute) {
        const raw = node.attr(attribute) ?? '';
        value = ['href', 'src'].includes(attribute) ? (absolute(raw, base) ?? raw) : raw;
      } else value = node.text();
    }
    values[field.name] = value.replace(/\s+/g, ' ').trim().slice(0, 10_000);
  }
  return values;
}

/** Whether `selector` is CSS that cheerio can use; the Chinese reason when not. */
export function selectorProblem(selector: string): string | undefined {
  try {
    cheerio.load('<p></p>')(selector);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** A URL pattern with `*` for any characters, matched against the whole URL. */
function patternRegex(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

export interface Scope {
  sameHost: boolean;
  hosts: ReadonlySet<string>;
  include: readonly string[];
  exclude: readonly string[];
}

/**
 * Whether a link is in the project's scope: on a start URL's host (when sameHost), matching an include
 * pattern (when any) and no exclude pattern.
 *
 * @example
 * inScope('https://a.example/n/1', { sameHost: true, hosts: new Set(['a.example']), include: [], exclude: ['*\/login*'] }) // true
 */
export function inScope(url: string, scope: Scope): boolean {
  const parsed = new URL(url);
  if (scope.sameHost && !scope.hosts.has(parsed.host)) return false;
  if (scope.include.length > 0 && !scope.include.some((p) => patternRegex(p).test(url))) return false;
  return !scope.exclude.some((p) => patternRegex(p).test(url));
}
