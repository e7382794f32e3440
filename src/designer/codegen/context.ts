/**
 * The generator's state while widgets write their parts: script declarations in order, imports, helpers
 * written once, mount and reset statements, and the identifiers taken. format.ts turns it into an SFC or
 * an HTML page.
 */
import type { FormConfig } from '../../../schemas';
import { h, type Node } from './markup';
import { hiddenAttrs } from './hidden';
import { isIdentifier, jsValue, member } from './js';
import type { EmitContext, Ui, WidgetCodegen } from './types';

/** Names the generated script declares itself, or takes from Vue and the page. */
const TAKEN = [
  'model',
  'rules',
  'formRef',
  'emit',
  'submit',
  'reset',
  'submitted',
  'FormModel',
  'Vue',
  'dayjs',
  'ref',
  'reactive',
  'computed',
  'watch',
  'onMounted',
  'toRaw',
  'ElementPlus',
  'antd',
];

/** Everything collected from the widgets, ready to print. */
export interface Collected {
  vueImports: Set<string>;
  typeImports: Map<string, Set<string>>;
  defaultImports: Map<string, string>;
  scripts: string[];
  helpers: Map<string, string>;
  mounted: string[];
  resets: string[];
  styles: Map<string, string>;
  /** Identifiers the template may use, for the HTML page's setup() to return. */
  exposed: string[];
}

/** The widgets' context, plus what it collected. */
export interface GeneratorContext extends EmitContext {
  collected: Collected;
}

function identifierFrom(base: string, suffix: string): string {
  const words = `${base} ${suffix}`.split(/[^A-Za-z0-9_$]+/).filter(Boolean);
  const camel = words.map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
  return /^[A-Za-z_$]/.test(camel) ? camel : `field${camel[0]?.toUpperCase() ?? ''}${camel.slice(1)}`;
}

/** The template path of a model for Ant Design Vue's form item: a string, or a list for dotted models. */
function antdName(model: string): Record<string, string> {
  const path = model.split('.');
  return path.length === 1 ? { name: model } : { ':name': jsValue(path) };
}

/**
 * A fresh context for one generate() call.
 *
 * @example
 * const ctx = createContext('element', true, design.config, codegenOf);
 * const nodes = ctx.widgets(design.list);
 */
export function createContext(
  ui: Ui,
  ts: boolean,
  config: FormConfig,
  codegenOf: (type: string) => WidgetCodegen,
): GeneratorContext {
  const taken = new Set(TAKEN);
  const collected: Collected = {
    vueImports: new Set(['reactive', 'ref', 'toRaw']),
    typeImports: new Map(),
    defaultImports: new Map(),
    scripts: [],
    helpers: new Map(),
    mounted: [],
    resets: [],
    styles: new Map(),
    exposed: [],
  };

  const ctx: GeneratorContext = {
    ui,
    ts,
    config,
    collected,
    model: (widget) => widget.model.split('.').reduce((object, key) => member(object, key), 'model'),
    name(base, suffix = '') {
      const wanted = identifierFrom(base, suffix);
      let name = isIdentifier(wanted) ? wanted : `${wanted}_`;
      for (let n = 2; taken.has(name); n += 1) name = `${wanted}${n}`;
      taken.add(name);
      collected.exposed.push(name);
      return name;
    },
    script: (code) => void collected.scripts.push(code),
    helper(key, code) {
      if (!collected.helpers.has(key)) collected.helpers.set(key, code);
    },
    vue: (...names) => names.forEach((name) => collected.vueImports.add(name)),
    typeImport(from, ...names) {
      const set = collected.typeImports.get(from) ?? new Set<string>();
      names.forEach((name) => set.add(name));
      collected.typeImports.set(from, set);
    },
    defaultImport: (from, name) => void collected.defaultImports.set(from, name),
    onMounted: (code) => void collected.mounted.push(code),
    onReset: (code) => void collected.resets.push(code),
    style(key, css) {
      if (!collected.styles.has(key)) collected.styles.set(key, css);
    },
    annotate: (type) => (ts ? `: ${type}` : ''),
    generic: (type) => (ts ? `<${type}>` : ''),
    formItem(widget, control, field = true) {
      const options = widget.options as {
        hidden?: unknown;
        customClass?: string;
        isLabelWidth?: boolean;
        labelWidth?: number;
      };
      const where = !field ? {} : ui === 'element' ? { prop: widget.model } : antdName(widget.model);
      // hidden: true keeps the value and submits it (form-making's "隐藏"); an expression is a v-if.
      const hidden = hiddenAttrs(options.hidden);
      const children = Array.isArray(control) ? control : [control];
      return h(
        ui === 'element' ? 'el-form-item' : 'a-form-item',
        {
          label: widget.name,
          ...where,
          ...labelWidthAttrs(ui, options),
          class: options.customClass?.trim() || undefined,
          ...hidden.attrs,
        },
        hidden.note ? [hidden.note, ...children] : children,
      );
    },
    widgets: (list) => list.flatMap((widget): Node[] => codegenOf(widget.type).render(widget, ctx)),
  };
  return ctx;
}

/**
 * The original designer's per-item label width (isLabelWidth with labelWidth), as the renderer draws it:
 * Element's label-width, Ant Design Vue's label-col style.
 *
 * @example
 * labelWidthAttrs('element', { isLabelWidth: true, labelWidth: 150 }) // { 'label-width': '150px' }
 */
function labelWidthAttrs(ui: Ui, options: { isLabelWidth?: boolean; labelWidth?: number }) {
  const width = options.labelWidth;
  if (options.isLabelWidth !== true || typeof width !== 'number' || !(width >= 0)) return {};
  return ui === 'element'
    ? { 'label-width': `${width}px` }
    : { ':label-col': { style: { width: `${width}px` } } };
}
