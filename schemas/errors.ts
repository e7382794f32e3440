/**
 * Turns ajv's errors into what an admin can act on: a readable JSON path and one Chinese message per
 * problem. A failed union (anyOf, oneOf, a discriminated `type`) would otherwise report every branch it
 * tried; here it reports the branch the data was evidently meant for, or one line listing what is allowed.
 */
import type { ErrorObject } from 'ajv';
import localize from 'ajv-i18n/localize/zh';
import { forbiddenSegment } from './safe-names';

/** One validation failure: where in the document, and what is wrong there (in Chinese). */
export interface SchemaError {
  path: string;
  message: string;
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const TYPE_NAMES: Record<string, string> = {
  string: '字符串',
  number: '数字',
  integer: '整数',
  boolean: '布尔值',
  array: '数组',
  object: '对象',
  null: 'null',
};

/** ajv's `type` param ('integer' or 'string,number') in Chinese. */
const typeNames = (type: unknown): string[] =>
  String(type)
    .split(',')
    .map((t) => TYPE_NAMES[t] ?? t);

/** Keywords that say a value has the wrong shape altogether, so a union branch does not apply to it. */
const SHAPE_KEYWORDS = new Set(['type', 'const', 'enum']);

/** Turns ajv's JSON Pointer (`/list/0/options`) into a readable JSON path (`$.list[0].options`). */
export function toJsonPath(pointer: string): string {
  if (!pointer) return '$';
  return (
    '$' +
    pointer
      .split('/')
      .slice(1)
      .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
      .map((seg) =>
        /^\d+$/.test(seg)
          ? `[${seg}]`
          : /^[A-Za-z_$][\w$]*$/.test(seg)
            ? `.${seg}`
            : `[${JSON.stringify(seg)}]`,
      )
      .join('')
  );
}

function showValue(value: unknown): string {
  return value === '' ? '空串' : typeof value === 'string' ? value : JSON.stringify(value);
}

function oneOfList(values: readonly unknown[]): string {
  return `应当是 ${values.map(showValue).join('、')} 之一`;
}

/**
 * The allowed tag values of every discriminated union in `schemas`, keyed by the union's schema object. A
 * branch may `$ref` another of the schemas, relative to its file's `$id` (`widgets/input.schema.json`).
 */
function discriminatorTags(schemas: readonly object[]): WeakMap<object, string[]> {
  const tags = new WeakMap<object, string[]>();
  const byId = new Map<string, JsonObject>();
  for (const schema of schemas as JsonObject[])
    if (typeof schema.$id === 'string') byId.set(schema.$id, schema);
  const resolve = (root: JsonObject, ref: string): unknown => {
    const [file, pointer = ''] = ref.split('#');
    const base = typeof root.$id === 'string' ? root.$id : undefined;
    const doc = !file ? root : base ? byId.get(new URL(file, base).href) : undefined;
    return pointer
      .split('/')
      .slice(1)
      .reduce<unknown>((node, seg) => (isObject(node) ? node[seg] : undefined), doc);
  };
  const walk = (root: JsonObject, node: unknown): void => {
    if (Array.isArray(node)) return node.forEach((child) => walk(root, child));
    if (!isObject(node)) return;
    const discriminator = node.discriminator;
    if (
      isObject(discriminator) &&
      typeof discriminator.propertyName === 'string' &&
      Array.isArray(node.oneOf)
    ) {
      const tag = discriminator.propertyName;
      const values = node.oneOf.flatMap((branch: unknown) => {
        const target =
          isObject(branch) && typeof branch.$ref === 'string' ? resolve(root, branch.$ref) : branch;
        const prop = isObject(target) && isObject(target.properties) ? target.properties[tag] : undefined;
        if (!isObject(prop)) return [];
        return prop.const !== undefined
          ? [String(prop.const)]
          : Array.isArray(prop.enum)
            ? prop.enum.map(String)
            : [];
      });
      tags.set(node, values);
    }
    Object.values(node).forEach((child) => walk(root, child));
  };
  for (const schema of schemas) walk(schema as JsonObject, schema);
  return tags;
}

/** A small edit distance, to suggest the property an extra (misspelt) one was meant to be. */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}

/**
 * The known name an unknown one was most likely meant to be (edit distance under 3, case ignored), if any.
 *
 * @example
 * closestName('plceholder', ['placeholder', 'width']) // 'placeholder'
 * closestName('datasource', ['placeholder', 'width']) // undefined
 */
export function closestName(extra: string, known: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const name of known) {
    const d = name.toLowerCase() === extra.toLowerCase() ? 0 : distance(extra, name);
    if (d < bestDistance) [best, bestDistance] = [name, d];
  }
  return best;
}

function closestProperty(extra: string, parentSchema: unknown): string | undefined {
  if (!isObject(parentSchema) || !isObject(parentSchema.properties)) return undefined;
  return closestName(extra, Object.keys(parentSchema.properties));
}

const depth = (e: ErrorObject): number => e.instancePath.split('/').length;
const within = (e: ErrorObject, union: ErrorObject): boolean =>
  e.instancePath === union.instancePath || e.instancePath.startsWith(union.instancePath + '/');

/**
 * Replaces each failed anyOf/oneOf by the errors of the branch the data was meant for: among branches
 * whose type/const/enum fit the value, the one whose errors reach deepest. When no branch fits, one
 * error at the union's path lists the shapes that would. Branches are found by their schemaPath under
 * the union's; a branch that ajv compiled as a separate function (a large $ref) reports under its own
 * path and is left as ajv gave it.
 */
function collapseUnions(errors: ErrorObject[]): Array<ErrorObject | SchemaError> {
  const dropped = new Set<ErrorObject>();
  const replaced = new Map<ErrorObject, SchemaError>();
  const unions = errors
    .filter(
      (e) => (e.keyword === 'anyOf' || e.keyword === 'oneOf') && !(e.params as JsonObject).passingSchemas,
    )
    .sort((a, b) => a.schemaPath.length - b.schemaPath.length);
  for (const union of unions) {
    if (dropped.has(union)) continue;
    const prefix = union.schemaPath + '/';
    const end = errors.indexOf(union);
    const branches = new Map<string, ErrorObject[]>();
    for (const e of errors.slice(0, end)) {
      if (dropped.has(e) || !e.schemaPath.startsWith(prefix) || !within(e, union)) continue;
      const branch = e.schemaPath.slice(prefix.length).split('/')[0];
      branches.set(branch, [...(branches.get(branch) ?? []), e]);
    }
    if (branches.size === 0) continue;
    const misfit = (list: ErrorObject[]) =>
      list.some((e) => e.instancePath === union.instancePath && SHAPE_KEYWORDS.has(e.keyword));
    const fitting = [...branches.values()].filter((list) => !misfit(list));
    const all = [...branches.values()].flat();
    if (fitting.length > 0) {
      const score = (list: ErrorObject[]) => Math.max(...list.map(depth)) * 1000 - list.length;
      const best = fitting.reduce((a, b) => (score(b) > score(a) ? b : a));
      for (const e of all) if (!best.includes(e)) dropped.add(e);
      dropped.add(union);
      continue;
    }
    const shapes = all
      .filter((e) => e.instancePath === union.instancePath && SHAPE_KEYWORDS.has(e.keyword))
      .flatMap((e) => {
        const params = e.params as JsonObject;
        if (e.keyword === 'type') return typeNames(params.type);
        if (e.keyword === 'const') return [showValue(params.allowedValue)];
        return (params.allowedValues as unknown[]).map(showValue);
      });
    for (const e of all) dropped.add(e);
    replaced.set(union, {
      path: toJsonPath(union.instancePath),
      message: `应当是 ${[...new Set(shapes)].join(' 或 ')}`,
    });
  }
  return errors.filter((e) => !dropped.has(e)).map((e) => replaced.get(e) ?? e);
}

/**
 * Builds the error formatter for a set of schemas (it reads their discriminated unions to list the allowed
 * `type` values). Works best with ajv's `verbose` option, which lets it name allowed tags and suggest the
 * property a misspelt one was meant to be.
 *
 * @example
 * const formatErrors = createErrorFormatter(ALL_SCHEMAS);
 * formatErrors(validateFn.errors); // [{ path: '$.list[0].type', message: '应当是 input、textarea、… 之一' }]
 */
export function createErrorFormatter(
  schemas: readonly object[],
): (errors: ErrorObject[] | null | undefined) => SchemaError[] {
  const tags = discriminatorTags(schemas);
  return (errors) => {
    if (!errors?.length) return [];
    const copy = errors.map((e) => ({ ...e }));
    localize(copy);
    const out: SchemaError[] = [];
    for (const item of collapseUnions(copy)) {
      if (!('keyword' in item)) {
        out.push(item);
        continue;
      }
      const e = item;
      // Its `then` errors say what is wrong, as the failing name's own error does for propertyNames.
      if (e.keyword === 'if' || e.keyword === 'propertyNames') continue;
      const params = e.params as JsonObject;
      let path = toJsonPath(e.instancePath);
      let message = e.message ?? '不符合格式';
      if (typeof params.propertyName === 'string')
        path = toJsonPath(
          `${e.instancePath}/${params.propertyName.replace(/~/g, '~0').replace(/\//g, '~1')}`,
        );
      const named = typeof params.propertyName === 'string' ? params.propertyName : e.data;
      const forbidden =
        e.keyword === 'pattern' && typeof named === 'string' ? forbiddenSegment(named) : undefined;
      if (forbidden)
        message = `不能用 ${forbidden} 作字段名或路径的一段（它会改写所有对象共有的原型），请改名`;
      if (e.keyword === 'required' && typeof params.missingProperty === 'string')
        path = toJsonPath(`${e.instancePath}/${params.missingProperty}`);
      if (e.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
        path = toJsonPath(`${e.instancePath}/${params.additionalProperty}`);
        const guess = closestProperty(params.additionalProperty, e.parentSchema);
        if (guess) message += `；是否想写 ${guess}？`;
      }
      if (e.keyword === 'enum' && Array.isArray(params.allowedValues))
        message = oneOfList(params.allowedValues);
      if (e.keyword === 'type') message = `应当是${typeNames(params.type).join('或')}`;
      if (e.keyword === 'discriminator' && typeof params.tag === 'string') {
        path = toJsonPath(`${e.instancePath}/${params.tag}`);
        const allowed = e.parentSchema ? tags.get(e.parentSchema) : undefined;
        if (allowed?.length) message = oneOfList(allowed);
      }
      out.push({ path, message });
    }
    const seen = new Set<string>();
    return out.filter((e) => {
      const id = `${e.path}\n${e.message}`;
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
  };
}
