/**
 * JSON Schema → fast-check arbitraries for the fuzz drill: `validValue` draws values a schema accepts (as
 * far as a generator can: patterns with look-arounds are filtered, deep recursion is cut short), and
 * `nearMiss` draws values just outside it — a wrong type, a huge or control-character string, unicode
 * oddities, injection payloads, prototype keys, extra or missing properties. Only the keywords our shared
 * schemas use are understood; anything else is left to chance, which is the point of fuzzing.
 */
import fc, { type Arbitrary } from 'fast-check';
import { INJECTION_PAYLOADS } from '../../server/testing/injection-payloads';

export type Schema = Record<string, unknown>;
/** Looks up `#/components/schemas/<name>` (or any local pointer) of the document. */
export type Resolve = (ref: string) => Schema;

/**
 * Ids of rows that exist, by table, so that some drawn requests reach a handler's real work (edit, delete,
 * move) instead of stopping at 404. Filled by scripts/fuzz/target.ts.
 */
export const KNOWN_IDS = new Map<string, string[]>();
/** Properties and parameters that name rows: `id`, `ids`, `roleId`, `departIds` ... */
const ID_KEY = /^ids?$|Ids?$/;
/** The table an id-like name points at: by its prefix, else the table of the route being fuzzed. */
const ID_TABLES: ReadonlyArray<[RegExp, string]> = [
  [/^(user|frozen)/i, 'sys_user'],
  [/^role/i, 'sys_role'],
  [/^(depart|dep)/i, 'sys_depart'],
  [/^(permission|menu|parent)/i, 'sys_permission'],
  [/^dict/i, 'sys_dict'],
  [/^(position|post)/i, 'sys_position'],
];
const ROUTE_TABLES: ReadonlyArray<[RegExp, string]> = [
  [/\/sys\/user\//, 'sys_user'],
  [/\/sys\/role\//, 'sys_role'],
  [/\/sys\/permission\//, 'sys_permission'],
  [/\/sys\/sysDepart\//, 'sys_depart'],
  [/\/sys\/dictItem\//, 'sys_dict_item'],
  [/\/sys\/dict\//, 'sys_dict'],
  [/\/sys\/position\//, 'sys_position'],
  [/\/cgform\/cgformDesign\//, 'onl_design'],
];
let routeTable = '';

/**
 * Says which route the next arbitraries are for, so that a bare `id` draws that route's rows.
 *
 * @example
 * forRoute('/platform/sys/role/edit'); // `id` now draws sys_role ids
 */
export function forRoute(path: string): void {
  routeTable = ROUTE_TABLES.find(([pattern]) => pattern.test(path))?.[1] ?? '';
}

function knownIdsFor(key: string): string[] {
  const table = /^ids?$/.test(key) ? routeTable : ID_TABLES.find(([pattern]) => pattern.test(key))?.[1];
  return (table && KNOWN_IDS.get(table)) || [];
}

/** A valid value for a property, drawing known ids for id-like ones half of the time. */
function propertyValue(key: string, schema: Schema, resolve: Resolve, depth: number): Arbitrary<unknown> {
  const valid = validValue(schema, resolve, depth);
  if (key === 'jsonStr') return designText(valid, resolve);
  const ids = ID_KEY.test(key) ? knownIdsFor(key) : [];
  if (ids.length === 0) return valid;
  const known = fc.constantFrom(...ids);
  const flat = flatten(schema, resolve);
  const asList = typesOf(flat).includes('array')
    ? fc.array(known, { minLength: 1, maxLength: 3 })
    : fc
        .array(known, { minLength: 1, maxLength: 3 })
        .map((ids) => (key.endsWith('s') ? ids.join(',') : ids[0]!));
  return fc.oneof(valid, asList);
}

/**
 * `jsonStr` is design JSON as text: besides any string, a form design drawn from the form-design schema
 * (when the document has it), valid or a near miss, so the design checks are fuzzed too.
 */
function designText(anyText: Arbitrary<unknown>, resolve: Resolve): Arbitrary<unknown> {
  let design: Schema;
  try {
    design = resolve('#/components/schemas/form-design');
  } catch {
    return anyText;
  }
  return fc.oneof(
    anyText,
    validValue(design, resolve, 1).map((value) => JSON.stringify(value)),
    nearMiss(design, resolve).map((value) => JSON.stringify(value)),
  );
}

/**
 * A valid value of a named query or path parameter.
 *
 * @example
 * fc.sample(parameterValue('id', { type: 'string' }, resolve), 1) // ['3f0c…'] (a known id) or a drawn one
 */
export function parameterValue(name: string, schema: Schema, resolve: Resolve): Arbitrary<unknown> {
  return propertyValue(name, schema, resolve, 0);
}

/** Below this many `$ref` hops a generator takes the smallest value it can (designs nest grids in grids). */
const MAX_REF_DEPTH = 6;

/** Strings a careless handler trips on: unicode edge cases, control characters, markup and paths. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u001b[31m',
  '\u007f',
  '\r\n',
  '\t',
  '\ud800',
  '\udfff',
  '🙂👨‍👩‍👧',
  '\u202e\u202d',
  '\u200b',
  'e\u0301',
  '𠜎𠜱',
  'ＡＢＣ',
  '<script>alert(1)</script>',
  '{{constructor.constructor("x")()}}',
  '../../etc/passwd',
  '%00',
  '%',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '9007199254740993',
  '2026-02-30',
  '0000-00-00T00:00:00Z',
  ...INJECTION_PAYLOADS,
];

/** Values of every JSON type, for "wrong type" mutations. */
export const anyJson: Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 1e308, -0, 2 ** 53 + 1, '', [], {}),
  fc.string(),
  fc.integer(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 }),
);

/** A string near the edges: nasty, very long (up to 100 kB), or random unicode. */
export const nastyString: Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.nat({ max: 100_000 }).map((n) => 'a'.repeat(n)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

/** Merges `allOf` members and follows `$ref`, so that one schema object says everything. */
function flatten(schema: Schema, resolve: Resolve): Schema {
  let out: Schema = schema;
  if (typeof out.$ref === 'string') out = { ...resolve(out.$ref), ...withoutKey(out, '$ref') };
  if (Array.isArray(out.allOf)) {
    const parts = (out.allOf as Schema[]).map((part) => flatten(part, resolve));
    out = withoutKey(out, 'allOf');
    for (const part of parts) {
      out = {
        ...part,
        ...out,
        properties: { ...(part.properties as object), ...(out.properties as object) },
        required: [...((part.required as string[]) ?? []), ...((out.required as string[]) ?? [])],
      };
    }
  }
  return out;
}

function withoutKey(schema: Schema, key: string): Schema {
  const { [key]: _dropped, ...rest } = schema;
  return rest;
}

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return ['string', 'integer', 'boolean', 'null'];
}

function patternString(schema: Schema): Arbitrary<string> {
  const min = (schema.minLength as number | undefined) ?? 0;
  const max = (schema.maxLength as number | undefined) ?? 64;
  const fits = (s: string) => [...s].length >= min && [...s].length <= max;
  if (typeof schema.pattern !== 'string') {
    return fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, min + 40) });
  }
  const full = new RegExp(schema.pattern, 'u');
  // fast-check cannot draw look-arounds: draw without them, keep what the whole pattern accepts.
  const simple = schema.pattern.replace(/\(\?[=!<][^)]*\)/g, '');
  let base: Arbitrary<string>;
  try {
    base = fc.stringMatching(new RegExp(simple, 'u'));
  } catch {
    base = fc.string({ minLength: min, maxLength: Math.min(max, 40) });
  }
  return base
    .map((s) => (fits(s) ? s : [...s].slice(0, max).join('')))
    .filter((s) => fits(s) && full.test(s));
}

function numberArb(schema: Schema, integer: boolean): Arbitrary<number> {
  const min = (schema.minimum as number | undefined) ?? (integer ? -1_000_000 : -1e9);
  const max = (schema.maximum as number | undefined) ?? (integer ? 1_000_000 : 1e9);
  return integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values `schema` accepts (best effort).
 *
 * @example
 * fc.sample(validValue({ type: 'string', enum: ['asc', 'desc'] }, resolve), 2) // ['desc', 'asc']
 */
export function validValue(input: Schema, resolve: Resolve, depth = 0): Arbitrary<unknown> {
  const schema = flatten(input, resolve);
  const deeper = depth + (typeof input.$ref === 'string' ? 1 : 0);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (Array.isArray(branches) && branches.length) {
    // Past the depth limit only the first branch (the simplest widget, in designs) is drawn.
    const pick = deeper > MAX_REF_DEPTH ? branches.slice(0, 1) : branches;
    return fc.oneof(
      ...pick.map((branch) =>
        validValue({ ...withoutKey(withoutKey(schema, 'oneOf'), 'anyOf'), ...branch }, resolve, deeper),
      ),
    );
  }
  return fc.oneof(...typesOf(schema).map((type) => validOfType(type, schema, resolve, deeper)));
}

function validOfType(type: string, schema: Schema, resolve: Resolve, depth: number): Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return patternString(schema);
    case 'integer':
      return numberArb(schema, true);
    case 'number':
      return numberArb(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = (schema.minItems as number | undefined) ?? 0;
      const maxLength =
        depth > MAX_REF_DEPTH ? minLength : Math.min((schema.maxItems as number) ?? 4, minLength + 4);
      const items = schema.items && typeof schema.items === 'object' ? (schema.items as Schema) : {};
      return fc.array(validValue(items, resolve, depth), { minLength, maxLength });
    }
    default:
      return validObject(schema, resolve, depth);
  }
}

function validObject(schema: Schema, resolve: Resolve, depth: number): Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const record: Record<string, Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) {
    if (depth > MAX_REF_DEPTH && !required.has(key)) continue;
    record[key] = propertyValue(key, property, resolve, depth);
  }
  return fc.record(record, { requiredKeys: [...required].filter((key) => key in record) });
}

/** Builds an object with `key` as an own property, even `__proto__` (which a literal would not). */
function withOwnKey(base: unknown, key: string, value: unknown): unknown {
  const object = base && typeof base === 'object' && !Array.isArray(base) ? base : {};
  const rest = JSON.stringify(object).slice(1);
  const entry = `${JSON.stringify(key)}:${JSON.stringify(value ?? null)}`;
  return JSON.parse(rest === '}' ? `{${entry}}` : `{${entry},${rest}`);
}

/** Replaces the value at one property of an object (or the value itself) by `replacement`. */
function replaceOne(value: unknown, pick: number, replacement: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return replacement;
  const keys = Object.keys(value);
  if (keys.length === 0) return replacement;
  return { ...value, [keys[pick % keys.length]!]: replacement };
}

/**
 * Values just outside `schema`: a valid value with one part broken, or something else entirely.
 *
 * @example
 * fc.sample(nearMiss({ type: 'object', properties: { a: { type: 'string' } } }, resolve), 1) // [{ a: 1e308 }]
 */
export function nearMiss(schema: Schema, resolve: Resolve): Arbitrary<unknown> {
  const valid = validValue(schema, resolve);
  const required = (flatten(schema, resolve).required as string[] | undefined) ?? [];
  return fc.oneof(
    fc.tuple(valid, fc.nat(), anyJson).map(([v, pick, other]) => replaceOne(v, pick, other)),
    fc.tuple(valid, fc.nat(), nastyString).map(([v, pick, text]) => replaceOne(v, pick, text)),
    fc
      .tuple(valid, fc.constantFrom('__proto__', 'constructor', 'prototype'), anyJson)
      .map(([v, key, other]) =>
        withOwnKey(v, key, key === 'constructor' ? { prototype: { polluted: other } } : { polluted: other }),
      ),
    fc
      .tuple(valid, fc.string({ maxLength: 12 }), anyJson)
      .map(([v, key, other]) => withOwnKey(v, `x${key}`, other)),
    fc.tuple(valid, fc.nat()).map(([v, pick]) => {
      if (!required.length || !v || typeof v !== 'object') return v;
      return withoutKey(v as Schema, required[pick % required.length]!);
    }),
    anyJson,
  );
}
