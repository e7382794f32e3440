/**
 * Vue template markup: a small tree of elements that emitters build with h(), printed with indentation.
 * Static attribute values and text are user input (labels, placeholders, option texts), so the printer
 * escapes them for Vue's template compiler: they stay text, never markup, never an `{{ }}` interpolation,
 * and never a `</script` that would end the x-template element of the HTML page.
 */
import { jsValue } from './js';

/** An element of the template. */
export interface Element {
  tag: string;
  attrs: Array<[name: string, value: string | true]>;
  children: Node[];
}

/** Template content: an element, user text (escaped), our own template text (`{{ item.label }}`), a comment. */
export type Node = Element | { text: string } | { raw: string } | { comment: string };

/**
 * An attribute's value in h(): for `:x`, `@x`, `#x` and `v-*` a string is an expression as written and
 * any other value is printed as a JavaScript literal; for a plain name a string is a static value (escaped),
 * `true` the bare attribute, a number the bound literal (`:max="5"`); false, null and undefined leave the
 * attribute out.
 */
export type AttrValue = string | number | boolean | null | undefined | object;

const isDynamic = (name: string) => /^[:@#]|^v-/.test(name);

/**
 * An element. Attributes keep their order; see AttrValue for how values are read.
 *
 * @example
 * h('el-input', { 'v-model': 'model.name', placeholder: '请输入', clearable: true, ':maxlength': 20 })
 * // <el-input v-model="model.name" placeholder="请输入" clearable :maxlength="20" />
 */
export function h(tag: string, attrs: Record<string, AttrValue> = {}, children: Node[] = []): Element {
  const list: Element['attrs'] = [];
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (isDynamic(name)) list.push([name, typeof value === 'string' ? value : jsValue(value)]);
    else if (value === true) list.push([name, true]);
    else if (typeof value === 'string') list.push([name, value]);
    else list.push([`:${name}`, jsValue(value)]);
  }
  return { tag, attrs: list, children };
}

/**
 * Child nodes: user text (escaped when printed), template text of our own (printed as is), a comment.
 *
 * @example
 * h('span', {}, [text(widget.name)]); h('el-radio', {}, [raw('{{ item.label }}')]); comment('富文本')
 */
export const text = (value: string): Node => ({ text: value });
export const raw = (value: string): Node => ({ raw: value });
export const comment = (value: string): Node => ({ comment: value });

/**
 * An attribute value for Vue's compiler, which decodes character references in it: quotes are written
 * as references, and so is an `&` that could start one, and a `<` before `/` or `!` (in the HTML page's
 * x-template, `</script` would end the element and `<!--` change how the rest is read).
 *
 * @example
 * escapeAttribute('say "hi"') // 'say &quot;hi&quot;'
 */
export function escapeAttribute(value: string): string {
  return value
    .replace(/&(?=[#\w])/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/<(?=[/!])/g, '&lt;');
}

/**
 * Text content for Vue's compiler: `<` and a reference-like `&` as references, and `{{` as `&#123;&#123;`
 * so it is shown, not interpolated (the compiler finds delimiters before it decodes references).
 *
 * @example
 * escapeText('{{ a }} <b>') // '&#123;&#123; a }} &lt;b&gt;'
 */
export function escapeText(value: string): string {
  return value
    .replace(/&(?=[#\w])/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\{\{/g, '&#123;&#123;');
}

const WIDTH = 100;

function attributeText([name, value]: Element['attrs'][number]): string {
  return value === true ? name : `${name}="${escapeAttribute(value)}"`;
}

const isElement = (node: Node): node is Element => 'tag' in node;

function inline(node: Node): string | null {
  if ('text' in node) return escapeText(node.text);
  if ('raw' in node) return node.raw;
  return null;
}

function printNode(node: Node, indent: string, out: string[]): void {
  if ('comment' in node) {
    out.push(`${indent}<!-- ${node.comment.replace(/--|[<>]/g, ' ')} -->`);
    return;
  }
  if (!isElement(node)) {
    out.push(indent + inline(node));
    return;
  }
  const attrs = node.attrs.map(attributeText);
  const oneLine = `<${node.tag}${attrs.map((a) => ' ' + a).join('')}`;
  const fits = indent.length + oneLine.length + 3 <= WIDTH;
  const open = fits ? [indent + oneLine] : [indent + `<${node.tag}`, ...attrs.map((a) => `${indent}  ${a}`)];
  if (node.children.length === 0) {
    out.push(...open.slice(0, -1), open[open.length - 1] + (fits ? ' />' : ''));
    if (!fits) out.push(`${indent}/>`);
    return;
  }
  const only = node.children.length === 1 ? inline(node.children[0]!) : null;
  if (fits && only !== null && !only.includes('\n')) {
    const whole = `${oneLine}>${only}</${node.tag}>`;
    if (indent.length + whole.length <= WIDTH) {
      out.push(indent + whole);
      return;
    }
  }
  if (fits) out.push(open[0] + '>');
  else out.push(...open, `${indent}>`);
  for (const child of node.children) printNode(child, indent + '  ', out);
  out.push(`${indent}</${node.tag}>`);
}

/**
 * The template text of `nodes`, indented by `indent`; short elements on one line, long ones with one
 * attribute per line, as Prettier prints Vue templates.
 *
 * @example
 * printMarkup([h('span', {}, [text('说明')])], '  ') // '  <span>说明</span>'
 */
export function printMarkup(nodes: readonly Node[], indent = ''): string {
  const out: string[] = [];
  for (const node of nodes) printNode(node, indent, out);
  return out.join('\n');
}
