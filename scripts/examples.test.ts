import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUT_DIR, renderExamples } from './examples';

const RUN = 'run `npm run examples` and commit examples/out/';

describe('examples/out', () => {
  it('is what the generator writes from examples/*.design.json today', async () => {
    const rendered = await renderExamples();
    expect(rendered.size).toBeGreaterThanOrEqual(3 * 4);
    const onDisk = (await readdir(OUT_DIR)).sort();
    expect(onDisk, `example outputs and designs differ: ${RUN}`).toEqual([...rendered.keys()].sort());
    for (const [name, text] of rendered) {
      const current = await readFile(join(OUT_DIR, name), 'utf8');
      expect(current === text, `examples/out/${name} is stale: ${RUN}`).toBe(true);
    }
  });
});
