/**
 * The golden examples: every examples/<name>.design.json generated in both libraries and both formats
 * into examples/out/<name>.<ui>.<vue|html>. `npm run examples` rewrites them; examples.test.ts fails
 * when the checked-in outputs drift from what the generator now writes.
 */
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate, type Format, type Ui } from '../src/designer/codegen/index';
import type { FormDesign } from '../schemas/index';

export const EXAMPLES_DIR = resolve(fileURLToPath(import.meta.url), '../../examples');
export const OUT_DIR = join(EXAMPLES_DIR, 'out');

const VARIANTS: ReadonlyArray<{ ui: Ui; format: Format }> = [
  { ui: 'element', format: 'vue' },
  { ui: 'antd', format: 'vue' },
  { ui: 'element', format: 'html' },
  { ui: 'antd', format: 'html' },
];

/**
 * Every output file's name (under examples/out) and text.
 *
 * @example
 * (await renderExamples()).get('small-form.element.vue') // '<script setup lang="ts">…'
 */
export async function renderExamples(): Promise<Map<string, string>> {
  const designs = (await readdir(EXAMPLES_DIR)).filter((file) => file.endsWith('.design.json')).sort();
  const out = new Map<string, string>();
  for (const file of designs) {
    const design = JSON.parse(await readFile(join(EXAMPLES_DIR, file), 'utf8')) as FormDesign;
    const name = file.replace(/\.design\.json$/, '');
    for (const { ui, format } of VARIANTS)
      out.set(`${name}.${ui}.${format}`, generate(design, { ui, format }));
  }
  return out;
}

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  const rendered = await renderExamples();
  for (const [name, text] of rendered) await writeFile(join(OUT_DIR, name), text);
  console.log(`examples: wrote ${rendered.size} files to examples/out/`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
