import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { createErrorFormatter } from './errors';
import {
  AJV_OPTIONS,
  ALL_SCHEMAS,
  SHAPES,
  describeErrors,
  formatErrors,
  toJsonPath,
  validate,
  type ShapeName,
} from './index';

const here = dirname(fileURLToPath(import.meta.url));

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const described = (value: unknown) =>
  isNode(value) && typeof value.description === 'string' && value.description.trim() !== '';

/**
 * Paths of properties and definitions without a description (STYLE.md rule 1). Subschemas under
 * if/then/else/not only restate constraints on properties declared elsewhere, so they are not checked.
 */
function undescribed(node: unknown, path: string, constraint = false): string[] {
  if (Array.isArray(node)) return node.flatMap((child, i) => undescribed(child, `${path}/${i}`, constraint));
  if (!isNode(node)) return [];
  const missing: string[] = [];
  for (const group of ['properties', 'definitions'] as const) {
    const members = node[group];
    if (!isNode(members)) continue;
    for (const [name, sub] of Object.entries(members)) {
      if (!constraint && !described(sub)) missing.push(`${path}/${group}/${name}`);
      missing.push(...undescribed(sub, `${path}/${group}/${name}`, constraint));
    }
  }
  for (const key of ['items', 'additionalProperties', 'anyOf', 'oneOf', 'allOf', 'patternProperties'])
    if (key in node) missing.push(...undescribed(node[key], `${path}/${key}`, constraint));
  for (const key of ['if', 'then', 'else', 'not'])
    if (key in node) missing.push(...undescribed(node[key], `${path}/${key}`, true));
  return missing;
}

describe('every schema file', () => {
  const files = readdirSync(here, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.schema.json'),
  );

  it.each(files)('%s describes itself and every property and definition', (file) => {
    const schema: unknown = JSON.parse(readFileSync(join(here, file), 'utf8'));
    expect(described(schema), `${file} has no top-level description`).toBe(true);
    expect(undescribed(schema, file), 'add a description to each (STYLE.md rule 1)').toEqual([]);
  });

  it('the walker finds a property without a description', () => {
    const schema = {
      description: 'x',
      properties: { a: { description: 'a', type: 'object', properties: { b: { type: 'string' } } } },
      definitions: { D: { type: 'string' } },
    };
    expect(undescribed(schema, 'x')).toEqual(['x/properties/a/properties/b', 'x/definitions/D']);
  });
});

describe('SHAPES and AJV_OPTIONS', () => {
  it('every shape compiles in a fresh ajv built from AJV_OPTIONS, as the server builds its own', () => {
    const ajv = new Ajv(AJV_OPTIONS);
    for (const schema of ALL_SCHEMAS) ajv.addSchema(schema);
    for (const ref of Object.values(SHAPES)) expect(typeof ajv.compile({ $ref: ref })).toBe('function');
  });

  it.each(Object.keys(SHAPES) as ShapeName[])('validate(%s) rejects a number with a path', (shape) => {
    const outcome = validate(shape, 42);
    expect(outcome.ok).toBe(false);
    expect(outcome.errors[0].path).toMatch(/^\$/);
  });
});

describe('validate', () => {
  it('names $.username when the user name is missing or empty', () => {
    expect(validate('LoginRequest', { password: 'x' }).errors).toEqual([
      { path: '$.username', message: '应当有必需属性 username' },
    ]);
    expect(validate('LoginRequest', { username: '', password: 'x' }).errors.map((e) => e.path)).toEqual([
      '$.username',
    ]);
    expect(validate('LoginRequest', { username: 'admin', password: '123456' })).toEqual({
      ok: true,
      errors: [],
    });
  });

  it('names an extra property by its path and lists enum values', () => {
    const errors = validate('PageQuery', { pageNo: 1, order: 'up' }).errors;
    expect(describeErrors(errors)).toBe('$.order: 应当是 asc、desc 之一');
    expect(validate('LoginRequest', { username: 'a', password: 'b', remember: true }).errors).toEqual([
      { path: '$.remember', message: '不允许有额外的属性' },
    ]);
  });
});

describe('toJsonPath', () => {
  it.each([
    ['', '$'],
    ['/username', '$.username'],
    ['/list/0/options', '$.list[0].options'],
    ['/list/12/columns/1/span', '$.list[12].columns[1].span'],
    ['/0', '$[0]'],
    ['/$ref', '$.$ref'],
    ['/a~1b', '$["a/b"]'],
    ['/x~0y', '$["x~y"]'],
    ['/with space', '$["with space"]'],
    ['/姓名', '$["姓名"]'],
  ])('%j → %s', (pointer, path) => {
    expect(toJsonPath(pointer)).toBe(path);
  });
});

describe('formatErrors', () => {
  it('answers nothing for no errors', () => {
    expect(formatErrors(null)).toEqual([]);
    expect(formatErrors([])).toEqual([]);
  });

  const union = {
    $id: 'https://example.test/union.json',
    type: 'object',
    properties: {
      value: {
        anyOf: [
          { type: 'object', required: ['a'], properties: { a: { type: 'string' } } },
          { type: 'string', minLength: 3 },
        ],
      },
      shape: {
        type: 'object',
        discriminator: { propertyName: 'kind' },
        oneOf: [{ $ref: '#/definitions/Circle' }, { $ref: '#/definitions/Box' }],
      },
    },
    definitions: {
      Circle: {
        type: 'object',
        required: ['kind'],
        properties: { kind: { const: 'circle' }, r: { type: 'number', minimum: 0 } },
      },
      Box: {
        type: 'object',
        required: ['kind'],
        properties: { kind: { enum: ['box', 'square'] }, side: { type: 'number' } },
      },
    },
  };
  const format = createErrorFormatter([union]);
  const check = (data: unknown) => {
    const fn = new Ajv(AJV_OPTIONS).compile(union);
    fn(data);
    return format(fn.errors);
  };

  it('reports the union branch whose shape fits the value', () => {
    expect(check({ value: { a: 1 } })).toEqual([{ path: '$.value.a', message: '应当是字符串' }]);
    expect(check({ value: 'ab' })).toEqual([{ path: '$.value', message: '不应少于 3 个字符' }]);
  });

  it('lists the allowed shapes once when no branch fits', () => {
    expect(check({ value: 5 })).toEqual([{ path: '$.value', message: '应当是 对象 或 字符串' }]);
  });

  it('lists the allowed tags of a discriminated union at the tag’s path', () => {
    expect(check({ shape: { kind: 'star' } })).toEqual([
      { path: '$.shape.kind', message: '应当是 circle、box、square 之一' },
    ]);
    expect(check({ shape: { kind: 'circle', r: -1 } })).toEqual([
      { path: '$.shape.r', message: '应当为 >= 0' },
    ]);
  });

  it('suggests the property a misspelt one was meant to be, only when it is close', () => {
    const errors = validate('FormConfig', { LabelWidth: 100, colour: 'red' }).errors;
    expect(errors).toEqual([
      { path: '$.LabelWidth', message: '不允许有额外的属性；是否想写 labelWidth？' },
      { path: '$.colour', message: '不允许有额外的属性' },
    ]);
  });
});
