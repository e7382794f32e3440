import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHAPES } from '../schemas/shapes';
import { GENERATED_DIR, renderGenerated } from './gen-types';

const RUN = 'run `npm run gen:types` and commit schemas/generated/';

describe('schemas/generated', () => {
  it('is what `npm run gen:types` writes from schemas/*.schema.json today', { timeout: 60_000 }, async () => {
    const rendered = await renderGenerated();
    const onDisk = (await readdir(GENERATED_DIR)).sort();
    expect(onDisk, `generated files and schema files differ: ${RUN}`).toEqual([...rendered.keys()].sort());
    for (const [name, source] of rendered) {
      const current = await readFile(join(GENERATED_DIR, name), 'utf8');
      expect(current === source, `schemas/generated/${name} is stale: ${RUN}`).toBe(true);
    }
  });

  it('turns the form design widget union into a union of named interfaces', async () => {
    const source = await readFile(join(GENERATED_DIR, 'form-design.ts'), 'utf8');
    const union = /export type Widget =([^;]+);/.exec(source)?.[1] ?? '';
    const members = union
      .split('|')
      .map((m) => m.trim())
      .filter(Boolean);
    expect(members).toHaveLength(19); // SPEC §3's 18 and icon-select
    for (const member of members) {
      expect(member).toMatch(/^[A-Z]\w+Widget$/);
      expect(source).toContain(`export interface ${member} {`);
    }
  });

  it('imports the types of another schema file instead of declaring them again', async () => {
    const page = await readFile(join(GENERATED_DIR, 'page.ts'), 'utf8');
    const formDesign = await readFile(join(GENERATED_DIR, 'form-design.ts'), 'utf8');
    const imported = /^import type \{ ([^}]+) \} from '\.\/form-design';$/m.exec(page)?.[1].split(', ') ?? [];
    expect(imported).toEqual(expect.arrayContaining(['FormDesign', 'Widget', 'GridOptions']));
    const declared = (source: string) =>
      [...source.matchAll(/^export (?:type|interface) (\w+)/gm)].map((m) => m[1]);
    expect(declared(page).filter((name) => declared(formDesign).includes(name))).toEqual([]);
  });

  it('compiles one validator per shape into a module that needs nothing but the schema files', async () => {
    const source = await readFile(join(GENERATED_DIR, 'validators.js'), 'utf8');
    const exported = [...source.matchAll(/^export const (\w+) = validate\d+;$/gm)].map((m) => m[1]);
    expect(exported).toEqual(Object.keys(SHAPES));
    const imports = [...source.matchAll(/^import .* from "(.*)";$/gm)].map((m) => m[1]);
    expect(imports.filter((path) => !/^\.\.\/[\w-]+\.schema\.json$/.test(path))).toEqual([]);
    expect(source).not.toMatch(/\brequire\(|new Function/);
  });
});
