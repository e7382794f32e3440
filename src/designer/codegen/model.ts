/**
 * The form's model: one key per field widget (grids are walked, models stay flat as in form-making), its
 * type as JSON Schema and its starting value. The same schema prints the SFC's `FormModel` interface here
 * and, through json-schema-to-typescript, the output of `dougong types`.
 */
import type { Widget } from '../../../schemas';
import { commentText, jsKey } from './js';
import type { FieldModel, FieldWidget, ModelSchema, WidgetCodegen } from './types';

/**
 * Schema builders for the emitters.
 *
 * @example
 * schema.nullable(schema.pair(schema.string())) // [string, string] | null
 */
export const schema = {
  string: (): ModelSchema => ({ type: 'string' }),
  number: (): ModelSchema => ({ type: 'number' }),
  boolean: (): ModelSchema => ({ type: 'boolean' }),
  /** The empty string only: a text box with a numeric dataType starts (and clears) to ''. */
  empty: (): ModelSchema => ({ const: '' }),
  arrayOf: (items: ModelSchema): ModelSchema => ({ type: 'array', items }),
  pair: (item: ModelSchema): ModelSchema => ({
    type: 'array',
    items: [item, item],
    minItems: 2,
    maxItems: 2,
  }),
  object: (properties: Record<string, ModelSchema>): ModelSchema => ({
    type: 'object',
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
  }),
  record: (): ModelSchema => ({ type: 'object', additionalProperties: true }),
  nullable: (inner: ModelSchema): ModelSchema => anyOf(inner, { type: 'null' }),
  anyOf,
};

function anyOf(...schemas: ModelSchema[]): ModelSchema {
  const flat = schemas.flatMap((s) => (s.anyOf && Object.keys(s).length === 1 ? s.anyOf : [s]));
  const unique = flat.filter((s, i) => flat.findIndex((t) => JSON.stringify(t) === JSON.stringify(s)) === i);
  return unique.length === 1 ? unique[0]! : { anyOf: unique };
}

/**
 * The TypeScript type a schema describes, as json-schema-to-typescript would write it.
 *
 * @example
 * tsType({ anyOf: [{ type: 'array', items: [{ type: 'string' }, { type: 'string' }], minItems: 2, maxItems: 2 }, { type: 'null' }] })
 * // '[string, string] | null'
 */
export function tsType(s: ModelSchema, indent = ''): string {
  if (s.anyOf) return s.anyOf.map((t) => tsType(t, indent)).join(' | ');
  if (s.const !== undefined) return `'${s.const}'`;
  switch (s.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
      return s.type;
    case 'array': {
      if (Array.isArray(s.items)) return `[${s.items.map((t) => tsType(t, indent)).join(', ')}]`;
      const item = s.items ? tsType(s.items, indent) : 'unknown';
      return /[|&]/.test(item) ? `(${item})[]` : `${item}[]`;
    }
    case 'object': {
      if (!s.properties) return 'Record<string, unknown>';
      const inner = indent + '  ';
      const lines = Object.entries(s.properties).map(
        ([key, t]) =>
          (t.description ? `${inner}/** ${t.description} */\n` : '') +
          `${inner}${jsKey(key)}: ${tsType(t, inner)};`,
      );
      return lines.length === 0 ? '{}' : `{\n${lines.join('\n')}\n${indent}}`;
    }
    default:
      return 'unknown';
  }
}

/** A field of the form: the widget it comes from and its place in the model. */
export interface Field {
  widget: FieldWidget;
  model: FieldModel;
}

/**
 * The fields of a design in document order, grids walked; a model named twice keeps its first widget
 * (as the renderer binds both to one value).
 *
 * @example
 * collectFields(design.list, codegenOf).map((field) => field.widget.model) // ['realname', 'phone', …]
 */
export function collectFields(list: readonly Widget[], codegen: (type: string) => WidgetCodegen): Field[] {
  const fields = new Map<string, Field>();
  const walk = (widgets: readonly Widget[]) => {
    for (const widget of widgets) {
      if (widget.type === 'grid') {
        for (const column of widget.columns ?? []) walk(column.list ?? []);
        continue;
      }
      const model = codegen(widget.type).field(widget);
      if (model && !fields.has(widget.model)) fields.set(widget.model, { widget, model });
    }
  };
  walk(list);
  return [...fields.values()];
}

/**
 * The JSON Schema of the model a design's form emits: every key required, nothing else allowed, each
 * described by its widget's label. A dotted model ('address.city') is a key of a nested object, as in
 * the renderer; a model that would both hold a value and nest others keeps the first.
 *
 * @example
 * modelSchemaOf(fields) // { type: 'object', properties: { realname: { type: 'string', description: '姓名' } }, ... }
 */
export function modelSchemaOf(fields: readonly Field[]): ModelSchema {
  const root = schema.object({});
  for (const { widget, model } of fields) {
    const path = widget.model.split('.');
    let parent: ModelSchema | undefined = root;
    for (const segment of path.slice(0, -1)) {
      const properties: Record<string, ModelSchema> | undefined = parent?.properties;
      if (!properties) break;
      properties[segment] ??= schema.object({});
      parent = properties[segment];
    }
    const last = path[path.length - 1]!;
    if (!parent?.properties || last in parent.properties) continue;
    parent.properties[last] = { ...model.schema, description: commentText(widget.name || widget.model) };
    parent.required = Object.keys(parent.properties);
  }
  return root;
}

/**
 * The model's starting value: each field's initial value at its (possibly dotted) model path.
 *
 * @example
 * initialModel(fields) // { realname: '', days: 1 }
 */
export function initialModel(fields: readonly Field[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const { widget, model } of fields) {
    const path = widget.model.split('.');
    let parent: Record<string, unknown> | undefined = root;
    for (const segment of path.slice(0, -1)) {
      const next: unknown = (parent[segment] ??= {});
      if (typeof next !== 'object' || next === null || Array.isArray(next)) {
        parent = undefined;
        break;
      }
      parent = next as Record<string, unknown>;
    }
    const last = path[path.length - 1]!;
    if (parent && !(last in parent)) parent[last] = model.initial;
  }
  return root;
}

/**
 * The `FormModel` interface of the SFC, each field's label as its doc comment.
 *
 * @example
 * modelInterface(fields) // 'interface FormModel {\n  /** 姓名 *\/\n  realname: string;\n}'
 */
export function modelInterface(fields: readonly Field[]): string {
  return `interface FormModel ${tsType(modelSchemaOf(fields))}`;
}
