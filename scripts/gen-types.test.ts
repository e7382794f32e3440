import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_DIR, renderTypes } from './gen-types';

const RUN = 'run `npm run gen:types` and commit schemas/generated/';

/**
 * renderTypes() as `npm run gen:types` runs it, in Node. The unit project runs under jsdom, and with a
 * `window` around json-schema-ref-parser takes the page URL as the base of cross-file $refs
 * (page.schema.json → form-design.schema.json) and tries to download them instead of reading the files.
 */
async function renderInNode(): Promise<Map<string, string>> {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'window');
  if (descriptor) Reflect.deleteProperty(globalThis, 'window');
  try {
    return await renderTypes();
  } finally {
    if (descriptor) Object.defineProperty(globalThis, 'window', descriptor);
  }
}

describe('schemas/generated', () => {
  it('is what `npm run gen:types` writes from schemas/*.schema.json today', { timeout: 60_000 }, async () => {
    const rendered = await renderInNode();
    const onDisk = (await readdir(GENERATED_DIR)).filter((f) => f.endsWith('.ts')).sort();
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
    expect(members).toHaveLength(18);
    for (const member of members) {
      expect(member).toMatch(/^[A-Z]\w+Widget$/);
      expect(source).toContain(`export interface ${member} {`);
    }
  });
});
