/**
 * The precompiled validators of schemas/generated/validators.js against ajv compiling the same schemas at
 * run time, as schemas/index.ts did before they were precompiled: for every shape the same verdict and the
 * same raw errors, so validate() and its Chinese messages cannot drift from what ajv itself would say.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as precompiled from './generated/validators.js';
import formDesignSchema from './form-design.schema.json';
import { AJV_OPTIONS, ALL_SCHEMAS, SHAPES, type ShapeName } from './shapes';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (path: string): unknown => JSON.parse(readFileSync(join(root, path), 'utf8'));
const jsonFiles = (dir: string, suffix = '.json'): string[] =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(suffix))
    .map((f) => join(dir, f));

const ajv = new Ajv(AJV_OPTIONS);
addFormats(ajv);
for (const schema of ALL_SCHEMAS) ajv.addSchema(schema);
const VALIDATORS: Record<ShapeName, ValidateFunction> = precompiled;

/** What each validator answers for `data`: its verdict and its raw errors. */
function answers(shape: ShapeName, data: unknown) {
  const runtime = ajv.getSchema(SHAPES[shape])!;
  const ahead = VALIDATORS[shape];
  return { precompiled: [ahead(data), ahead.errors], runtime: [runtime(data), runtime.errors] };
}

const sameAnswers = (shape: ShapeName, data: unknown) => {
  const { precompiled, runtime } = answers(shape, data);
  expect(precompiled, shape).toEqual(runtime);
};

const PAGES = jsonFiles('src/pages-json', '.page.json').map(readJson);
const FORMS = [
  ...jsonFiles('examples', '.design.json'),
  ...jsonFiles('schemas/fixtures').filter((f) => !f.includes('/invalid/')),
].map(readJson);
const INVALID_FORMS = jsonFiles('schemas/fixtures/invalid').map(readJson);

type Json = Record<string, unknown> | unknown[];
const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** Every place inside a document: its parent and the key of the value there. */
function places(node: unknown): Array<[Json, string | number]> {
  if (!isJson(node)) return [];
  const entries: Array<[string | number, unknown]> = Array.isArray(node)
    ? node.map((child, i) => [i, child])
    : Object.entries(node);
  return entries.flatMap(([key, child]) => [[node, key] as [Json, string | number], ...places(child)]);
}

/** A copy of `doc` with one value somewhere inside replaced or removed, or a stray property added. */
const mutant = (docs: unknown[]) =>
  fc
    .record({
      doc: fc.constantFrom(...docs),
      at: fc.nat(),
      how: fc.constantFrom('replace', 'remove', 'add'),
      value: fc.jsonValue({ maxDepth: 2 }),
    })
    .map(({ doc, at, how, value }) => {
      const copy = structuredClone(doc);
      const all = places(copy);
      const [parent, key] = all[at % all.length];
      if (Array.isArray(parent)) {
        if (how === 'replace') parent[Number(key)] = value;
        else if (how === 'remove') parent.splice(Number(key), 1);
        else parent.push(value);
      } else {
        if (how === 'replace') parent[key] = value;
        else if (how === 'remove') delete parent[key];
        else parent[`${key}x`] = value;
      }
      return copy;
    });

describe('the precompiled validators', () => {
  it('answer the product pages, example forms and invalid fixtures as a run-time compile does', () => {
    expect(PAGES.length).toBeGreaterThan(0);
    for (const page of PAGES) sameAnswers('PageDesign', page);
    for (const form of [...FORMS, ...INVALID_FORMS]) sameAnswers('FormDesign', form);
    expect(INVALID_FORMS.every((form) => !VALIDATORS.FormDesign(form))).toBe(true);
  });

  it('answer damaged designs as a run-time compile does', () => {
    fc.assert(
      fc.property(mutant(PAGES), (page) => sameAnswers('PageDesign', page)),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(mutant(FORMS), (form) => sameAnswers('FormDesign', form)),
      { numRuns: 300 },
    );
  });

  it.each(Object.keys(SHAPES) as ShapeName[])('answer %s as a run-time compile does', (shape) => {
    for (const data of [42, null, 'x', [], {}, { id: '1', extra: true }]) sameAnswers(shape, data);
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), (data) => sameAnswers(shape, data)),
      { numRuns: 20 },
    );
  });

  it('report the schema objects of the schema files themselves, not copies', () => {
    VALIDATORS.FormDesign({ list: [{ type: 'signature' }], config: {} });
    const union = VALIDATORS.FormDesign.errors?.find((e) => e.keyword === 'discriminator');
    expect(union?.parentSchema).toBe(formDesignSchema.definitions.Widget);
  });
});
