/**
 * JavaScript text from design values. Labels, placeholders and option texts are user input, and the code
 * they land in sits inside a `<script>` (of an SFC, or of an HTML page) and sometimes inside a template
 * attribute: every string is printed so that it can close neither the literal, nor the comment, nor the
 * script element around it.
 */
import { parsePattern } from '../../../schemas/patterns';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const RESERVED = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally ' +
    'for function if import in instanceof new null return super switch this throw true try typeof var void ' +
    'while with yield let static implements interface package private protected public await'
  ).split(' '),
);

/**
 * True when `name` can be written bare: as an object key, after a dot, or as a variable name.
 *
 * @example
 * isIdentifier('realname') // true; isIdentifier('user-name') // false
 */
export function isIdentifier(name: string): boolean {
  return IDENTIFIER.test(name) && !RESERVED.has(name);
}

// U+2028/2029 because older parsers end a line there.
const STRING_ESCAPES: Record<string, string> = {
  "'": "\\'",
  '\\': '\\\\',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * What a string must not spell where it lands: `</` could end the script element (`</script`), `<!--`
 * would change how the browser reads the rest, and `{{` / `}}` would open or close a template
 * interpolation the string sits in. The escapes mean the same characters and read almost as well.
 */
function guardScript(text: string): string {
  return text
    .replace(/<\//g, '<\\/')
    .replace(/<!/g, '\\x3c!')
    .replace(/\{\{/g, '{\\x7b')
    .replace(/\}\}/g, '}\\x7d');
}

/**
 * A single-quoted JavaScript string literal, safe inside a script element and a template attribute.
 *
 * @example
 * jsString("it's </script>") // "'it\\'s <\\/script>'"
 */
export function jsString(text: string): string {
  let out = '';
  for (const c of text) {
    const code = c.charCodeAt(0);
    out += STRING_ESCAPES[c] ?? (code < 0x20 ? `\\u${code.toString(16).padStart(4, '0')}` : c);
  }
  return `'${guardScript(out)}'`;
}

/**
 * An object key: bare when it can be, quoted otherwise.
 *
 * @example
 * jsKey('a-b') // "'a-b'"
 */
export function jsKey(name: string): string {
  return isIdentifier(name) ? name : jsString(name);
}

/**
 * Property access on `object`: `object.name`, or `object['odd-name']` when the name is no identifier.
 *
 * @example
 * member('model', 'user-name') // "model['user-name']"
 */
export function member(object: string, name: string): string {
  return isIdentifier(name) ? `${object}.${name}` : `${object}[${jsString(name)}]`;
}

const MAX_LINE = 96;

/**
 * A JSON-like value as JavaScript source: single-quoted strings, bare keys, one line when it fits in
 * `MAX_LINE` columns after `indent`, otherwise one item per line.
 *
 * @example
 * jsValue({ value: 'a', label: '甲' }) // "{ value: 'a', label: '甲' }"
 */
export function jsValue(value: unknown, indent = ''): string {
  if (value === undefined) return 'undefined';
  if (value === null || typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'string') return jsString(value);
  const inner = indent + '  ';
  if (Array.isArray(value)) {
    const items = value.map((item) => jsValue(item, inner));
    const flat = `[${items.join(', ')}]`;
    if (flat.length + indent.length <= MAX_LINE && !flat.includes('\n')) return flat;
    return `[\n${items.map((item) => inner + item).join(',\n')},\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  const parts = entries.map(([key, v]) => `${jsKey(key)}: ${jsValue(v, inner)}`);
  const flat = `{ ${parts.join(', ')} }`;
  if (flat.length + indent.length <= MAX_LINE && !flat.includes('\n')) return flat;
  return `{\n${parts.map((part) => inner + part).join(',\n')},\n${indent}}`;
}

/**
 * Text for a line or block comment: on one line, unable to end the comment or the script element
 * (a star-slash becomes star-backslash-slash; `</` and `<!` get a backslash too).
 *
 * @example
 * commentText('第一行\n第二行') // '第一行 第二行'
 */
export function commentText(text: string): string {
  return text
    .replace(/[\r\n\u2028\u2029]+/g, ' ')
    .replace(/\*\//g, '*\\/')
    .replace(/<\//g, '<\\/')
    .replace(/<!/g, '<\\!');
}

/**
 * A pattern's text (bare '^\d+$' or form-making's '/^\d+$/i', read by schemas/patterns.ts parsePattern as
 * the renderer reads it) as a regex literal, or null when it does not compile. The source comes from RegExp itself, so
 * slashes and line breaks are escaped; `<` is written \x3c so the literal never spells `</script`.
 *
 * @example
 * regexLiteral('/^1[3-9]\\d{9}$/') // '/^1[3-9]\\d{9}$/'
 */
export function regexLiteral(pattern: string): string | null {
  let regexp: RegExp;
  try {
    const { source, flags } = parsePattern(pattern);
    regexp = new RegExp(source, flags);
  } catch {
    return null;
  }
  let source = '';
  for (let i = 0; i < regexp.source.length; i += 1) {
    const c = regexp.source[i]!;
    if (c === '\\') {
      const next = regexp.source[i + 1] ?? '';
      source += next === '<' ? '\\x3c' : c + next;
      i += 1;
    } else source += c === '<' ? '\\x3c' : c;
  }
  return `/${source}/${regexp.flags}`;
}
