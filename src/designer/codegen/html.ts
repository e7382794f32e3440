/**
 * The standalone HTML page: Vue and the library from the CDN (cdn.ts), the form's template in a
 * `<script type="text/x-template">` (raw text to the browser, so the template reads exactly as in the
 * SFC; every user text in it is escaped, so nothing in it can spell `</script`), and the same setup
 * code in plain JavaScript mounted with Vue.createApp. Submitting shows the model in `<pre id="model">`.
 */
import { assets } from './cdn';
import { escapeAttribute, escapeText, h, printMarkup, raw, type Element } from './markup';
import { jsString } from './js';
import { setupBlocks, titleOf, validateCall } from './form';
import type { Field } from './model';
import type { GeneratorContext } from './context';
import type { GenerateOptions, WidgetCodegen } from './types';

const STYLE = `body { margin: 0; padding: 24px; font-family: -apple-system, 'PingFang SC', 'Microsoft YaHei', sans-serif; }
#app { max-width: 960px; margin: 0 auto; }
#model { margin-top: 16px; padding: 12px; background: #f5f7fa; border-radius: 4px; white-space: pre-wrap; }`;

const INSTALL = {
  element: '.use(ElementPlus, { locale: ElementPlusLocaleZhCn })',
  antd: '.use(antd)',
} as const;

function indent(code: string, by: string): string {
  return code
    .split('\n')
    .map((line) => (line === '' ? line : by + line))
    .join('\n');
}

/** The widgets' CSS for a page: no scoping there, so `:deep(x)` is just `x`. */
function pageStyles(ctx: GeneratorContext): string[] {
  return [...ctx.collected.styles.values()].map((css) => css.replace(/:deep\(([^()]*)\)/g, '$1'));
}

/** setup()'s return of the template's names, wrapped when it does not fit on a line. */
function returnStatement(names: readonly string[]): string {
  const line = `return { ${names.join(', ')} };`;
  if (line.length <= 90) return line;
  const rows: string[] = [];
  for (const name of names) {
    const last = rows[rows.length - 1];
    if (last !== undefined && last.length + name.length + 2 <= 88) rows[rows.length - 1] = `${last} ${name},`;
    else rows.push(`${name},`);
  }
  return `return {\n${rows.map((row) => `  ${row}`).join('\n')}\n};`;
}

/**
 * The page of a form whose widgets `ctx` has already rendered into `form`.
 *
 * @example
 * html(ctx, fields, formElement, codegenOf, { ui: 'element', format: 'html' }) // '<!doctype html>…'
 */
export function html(
  ctx: GeneratorContext,
  fields: readonly Field[],
  form: Element,
  codegenOf: (type: string) => WidgetCodegen,
  options: GenerateOptions,
): string {
  ctx.onReset("submitted.value = '';");
  const blocks = setupBlocks(ctx, fields, codegenOf);
  const submit =
    `/** 校验通过后在页面上显示表单数据。 */\nasync function submit() {\n` +
    `  const valid = ${validateCall(ctx.ui)};\n` +
    `  if (valid) submitted.value = JSON.stringify(toRaw(model), null, 2);\n}`;
  const antd = ctx.ui === 'antd';
  const exposed = ['formRef', 'model', 'rules', 'submitted', 'submit', 'reset', ...(antd ? ['locale'] : [])];
  exposed.push(...ctx.collected.exposed);
  const setup = [
    ...(antd
      ? [
          "// Ant Design Vue 与 dayjs 的中文文字。\nconst locale = antd.locales.zh_CN;\ndayjs.locale('zh-cn');",
        ]
      : []),
    ...blocks.slice(0, -1),
    `/** 提交后显示的表单数据（JSON）。 */\nconst submitted = ref('');`,
    submit,
    blocks[blocks.length - 1]!,
    returnStatement(exposed),
  ];
  const content = [form, h('pre', { id: 'model', 'v-if': 'submitted' }, [raw('{{ submitted }}')])];
  const template = antd ? [h('a-config-provider', { ':locale': 'locale' }, content)] : content;
  // The SFC's imports are globals here: Vue's functions from `Vue`, dayjs as `dayjs`.
  const globals = [`const { ${[...ctx.collected.vueImports].sort().join(', ')} } = Vue;`];
  const { styles, scripts } = assets(ctx.ui, options.cdn);
  const head = [
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    // No favicon request: a standalone page has none, and the 404 would be logged as an error.
    '<link rel="icon" href="data:," />',
    `<title>${escapeText(titleOf(ctx.config, options.title).replace(/\s+/g, ' '))}</title>`,
    ...styles.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}" />`),
    ...scripts.map((src) => `<script src="${escapeAttribute(src)}"></script>`),
    `<style>\n${indent([STYLE, ...pageStyles(ctx)].join('\n'), '  ')}\n</style>`,
  ];
  const app =
    `${globals.join('\n')}\n\nVue.createApp({\n  template: ${jsString('#dougong-form')},\n  setup() {\n` +
    `${indent(setup.join('\n\n'), '    ')}\n  },\n})\n  ${INSTALL[ctx.ui]}\n  .mount('#app');`;
  return [
    '<!doctype html>',
    '<html lang="zh-CN">',
    '  <head>',
    indent(head.join('\n'), '    '),
    '  </head>',
    '  <body>',
    '    <div id="app"></div>',
    '    <script type="text/x-template" id="dougong-form">',
    printMarkup(template, '      '),
    '    </script>',
    '    <script>',
    indent(app, '      '),
    '    </script>',
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}
