/**
 * The lenient reading of a form design from the wild (issue 16): what a fork of form-making added — a
 * widget type of its own (childTable, scanCode), option keys (datasource, prefix), top-level keys (title),
 * a missing config — is no reason to refuse the design. leniencyOf() separates those additions from the
 * rest: it returns the design as strict validation should see it (the additions left out, a missing
 * config as {}) and one warning per addition. The design itself is never changed: what is saved, exported
 * and generated is the design as it came. Wrong values of known keys, prototype keys and unsafe patterns
 * stay errors — schemas/index.ts validateLenient() checks those on the whole design, additions included.
 */
import formDesignSchema from './form-design.schema.json';
import { closestName, type SchemaError } from './errors';
import { FORM_WIDGET_SCHEMAS, PAGE_WIDGET_SCHEMAS } from './widgets/index';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys a closed object of the schema accepts, and what the nested objects under some keys accept. */
interface KnownKeys {
  own: ReadonlySet<string>;
  options?: ReadonlySet<string>;
  /** Grid only: the keys of a column. */
  column?: ReadonlySet<string>;
}

interface SchemaFile {
  properties: Record<string, { const?: string; allOf?: Array<{ $ref?: string }> }>;
  definitions?: Record<string, { properties?: object }>;
}

/** The keys of the definition a `#/definitions/X` reference names in the same file. */
function definitionKeys(file: SchemaFile, ref: string | undefined): ReadonlySet<string> | undefined {
  const name = ref?.startsWith('#/definitions/') ? ref.slice('#/definitions/'.length) : undefined;
  const properties = name ? file.definitions?.[name]?.properties : undefined;
  return properties ? new Set(Object.keys(properties)) : undefined;
}

/** Each form widget type's accepted keys, read from its schema file, so a new option needs no change here. */
const WIDGET_KEYS: ReadonlyMap<string, KnownKeys> = new Map(
  (FORM_WIDGET_SCHEMAS as readonly SchemaFile[]).map((file) => [
    String(file.properties.type?.const),
    {
      own: new Set(Object.keys(file.properties)),
      options: definitionKeys(file, file.properties.options?.allOf?.[0]?.$ref),
      column: definitionKeys(file, file.definitions?.GridColumn ? '#/definitions/GridColumn' : undefined),
    },
  ]),
);

/** Page widgets are Dougong's own: in a form design they are a mistake, not a fork's addition. */
const PAGE_TYPES: ReadonlySet<string> = new Set(
  (PAGE_WIDGET_SCHEMAS as readonly SchemaFile[]).map((file) => String(file.properties.type?.const)),
);

const TOP_KEYS = new Set(Object.keys(formDesignSchema.properties));
const CONFIG_KEYS = new Set(Object.keys(formDesignSchema.definitions.FormConfig.properties));
const RULE_KEYS = new Set(Object.keys(formDesignSchema.definitions.Rule.properties));

const child = (path: string, key: string | number): string =>
  typeof key === 'number'
    ? `${path}[${key}]`
    : /^[A-Za-z_$][\w$]*$/.test(key)
      ? `${path}.${key}`
      : `${path}[${JSON.stringify(key)}]`;

/** What leniencyOf() found. */
export interface Leniency {
  /** The design as strict validation should see it: the additions left out, a missing config as {}. */
  view: unknown;
  /** One per addition, in document order. */
  warnings: SchemaError[];
}

/**
 * Splits a form design into what the schema knows and what a fork added (see the file comment).
 *
 * @example
 * leniencyOf({ title: '请假单', list: [{ type: 'childTable', key: 'c1' }] })
 * // { view: { list: [], config: {} }, warnings: [
 * //   { path: '$.title', message: '未知的属性 title：已原样保留，Dougong 不使用它' },
 * //   { path: '$.config', message: '没有 config：按默认的表单属性显示' },
 * //   { path: '$.list[0]', message: '不支持的控件：childTable，已原样保留，表单里显示为占位块' } ] }
 */
export function leniencyOf(design: unknown): Leniency {
  if (!isObject(design)) return { view: design, warnings: [] };
  const warnings: SchemaError[] = [];
  const keep = (value: JsonObject, known: ReadonlySet<string>, path: string): JsonObject => {
    const kept: JsonObject = {};
    for (const key of Object.keys(value)) {
      if (known.has(key)) kept[key] = value[key];
      else {
        const guess = closestName(key, known);
        warnings.push({
          path: child(path, key),
          message: `未知的属性 ${key}：已原样保留，Dougong 不使用它${guess ? `（是否想写 ${guess}？）` : ''}`,
        });
      }
    }
    return kept;
  };
  const viewOfRules = (rules: unknown, path: string): unknown =>
    Array.isArray(rules)
      ? rules.map((rule, i) => (isObject(rule) ? keep(rule, RULE_KEYS, child(path, i)) : rule))
      : rules;
  const viewOfList = (list: unknown, path: string): unknown => {
    if (!Array.isArray(list)) return list;
    const kept: unknown[] = [];
    list.forEach((widget, i) => {
      const at = child(path, i);
      const type = isObject(widget) ? widget.type : undefined;
      const known = typeof type === 'string' ? WIDGET_KEYS.get(type) : undefined;
      if (!isObject(widget) || typeof type !== 'string' || PAGE_TYPES.has(type)) kept.push(widget);
      else if (!known)
        warnings.push({ path: at, message: `不支持的控件：${type}，已原样保留，表单里显示为占位块` });
      else kept.push(viewOfWidget(widget, known, at));
    });
    return kept;
  };
  const viewOfWidget = (widget: JsonObject, known: KnownKeys, path: string): JsonObject => {
    const view = keep(widget, known.own, path);
    if (known.options && isObject(view.options))
      view.options = keep(view.options, known.options, child(path, 'options'));
    if ('rules' in view) view.rules = viewOfRules(view.rules, child(path, 'rules'));
    if (known.column && Array.isArray(view.columns))
      view.columns = view.columns.map((column, c) => {
        const at = child(child(path, 'columns'), c);
        if (!isObject(column)) return column;
        const kept = keep(column, known.column!, at);
        return 'list' in kept ? { ...kept, list: viewOfList(kept.list, child(at, 'list')) } : kept;
      });
    return view;
  };

  const view = keep(design, TOP_KEYS, '$');
  view.list = viewOfList(design.list, '$.list');
  if (!('list' in design)) delete view.list;
  if (!('config' in design)) {
    warnings.push({ path: '$.config', message: '没有 config：按默认的表单属性显示' });
    view.config = {};
  } else if (isObject(design.config)) view.config = keep(design.config, CONFIG_KEYS, '$.config');
  return { view, warnings };
}
