import { readFile, readdir } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHAPES } from '../schemas/shapes';
import { GENERATED_DIR, renderGenerated } from './gen-types';

const RUN = 'run `npm run gen:types` and commit schemas/generated/';

/** The files under schemas/generated/, `page.ts`, `widgets/input.ts`, sorted. */
const generatedFiles = async () =>
  (await readdir(GENERATED_DIR, { recursive: true, encoding: 'utf8' }))
    .filter((path) => /\.[jt]s$/.test(path))
    .map((path) => path.split(sep).join('/'))
    .sort();
const read = (name: string) => readFile(join(GENERATED_DIR, name), 'utf8');

describe('schemas/generated', () => {
  it('is what `npm run gen:types` writes from schemas/*.schema.json today', { timeout: 60_000 }, async () => {
    const rendered = await renderGenerated();
    const onDisk = await generatedFiles();
    expect(onDisk, `generated files and schema files differ: ${RUN}`).toEqual([...rendered.keys()].sort());
    for (const [name, source] of rendered) {
      const current = await read(name);
      expect(current === source, `schemas/generated/${name} is stale: ${RUN}`).toBe(true);
    }
  });

  it('turns the form design widget union into a union of named interfaces, one per widget file', async () => {
    const source = await read('form-design.ts');
    const union = /export type Widget =([^;]+);/.exec(source)?.[1] ?? '';
    const members = union
      .split('|')
      .map((m) => m.trim())
      .filter(Boolean);
    expect(members).toHaveLength(22); // SPEC §3's 18, icon-select, user-select, depart-select and subtable
    for (const member of members) {
      expect(member).toMatch(/^[A-Z]\w+Widget$/);
      const from = new RegExp(`^import type \\{ ${member} \\} from '\\./(widgets/[\\w-]+)';$`, 'm').exec(
        source,
      );
      expect(from, `${member} is imported from its widget module`).not.toBeNull();
      const widget = await read(`${from?.[1]}.ts`);
      expect(widget).toContain(`export interface ${member} {`);
    }
  });

  it('keeps every widget type importable from the union’s module', async () => {
    const source = await read('form-design.ts');
    expect(source).toContain(
      "export type { DuplicateCheck, InputOptions, InputWidget } from './widgets/input';",
    );
    expect(source).toContain("export type { GridColumn, GridOptions, GridWidget } from './widgets/grid';");
  });

  it('imports the types of another schema file instead of declaring them again', async () => {
    const page = await read('page.ts');
    const importedFrom = (module: string) =>
      new RegExp(`^import type \\{ ([^}]+) \\} from '${module}';$`, 'm').exec(page)?.[1].split(', ') ?? [];
    expect(importedFrom('\\./form-design')).toEqual(expect.arrayContaining(['FormDesign', 'Widget']));
    expect(importedFrom('\\./widgets/grid')).toEqual(['GridOptions']);
    const modules = (await generatedFiles()).filter((name) => name.endsWith('.ts'));
    const sources = await Promise.all(modules.map(read));
    const declared = sources.flatMap((source) =>
      [...source.matchAll(/^export (?:type|interface) (\w+)/gm)].map((m) => m[1]),
    );
    expect(declared.filter((name, i) => declared.indexOf(name) !== i)).toEqual([]);
  });

  it('compiles one validator per shape into a module that needs nothing but the schema files', async () => {
    const source = await read('validators.js');
    const exported = [...source.matchAll(/^export const (\w+) = validate\d+;$/gm)].map((m) => m[1]);
    expect(exported).toEqual(Object.keys(SHAPES));
    const imports = [...source.matchAll(/^import .* from "(.*)";$/gm)].map((m) => m[1]);
    expect(imports.filter((path) => !/^\.\.\/(widgets\/)?[\w-]+\.schema\.json$/.test(path))).toEqual([]);
    expect(source).not.toMatch(/\brequire\(|new Function/);
  });

  it('holds each validator function once, though ajv compiles a shared definition once per file', async () => {
    const source = await read('validators.js');
    const bodies = [...source.matchAll(/^function (validate\d+)\([\s\S]*?^return errors === 0;\n}\n/gm)].map(
      ([fn, name]) => fn.replace(new RegExp(`\\b${name}\\b`, 'g'), 'validate'),
    );
    expect(bodies.length).toBeGreaterThan(100);
    expect(bodies.length - new Set(bodies).size).toBe(0);
  });
});
