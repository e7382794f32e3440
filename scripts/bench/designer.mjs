#!/usr/bin/env node
/**
 * `npm run bench:designer` (issue 6 item 6): in headless Chromium against the real app, the time from a
 * click to the next painted frame when selecting a widget and when adding one from the palette, on a canvas
 * of 300 widgets — beside the same operations on a 10-widget canvas measured in the same run, as ratios.
 * Target: both under 50 ms with 300 widgets. Builds the app first when dist/ is missing; BENCH_STATIC_DIR
 * measures another build instead (so two engineers can measure side by side, or a before and an after).
 */
// page.evaluate() bodies run in the page, where `document` and `window` exist.
/* global document, requestAnimationFrame */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { launchChromium, startServer } from './server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.BENCH_PORT ?? 3190);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const base = `http://127.0.0.1:${PORT}`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function design(count) {
  const list = Array.from({ length: count }, (_, i) => ({
    type: 'input',
    name: `字段${i + 1}`,
    key: `input_${i + 1}`,
    model: `input_${i + 1}`,
    options: { placeholder: '' },
  }));
  return JSON.stringify({ list, config: {} });
}

const clickToPaint = (page, testId) =>
  page.evaluate(async (id) => {
    const start = performance.now();
    document.querySelector(`[data-testid="${id}"]`).click();
    await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
    return performance.now() - start;
  }, testId);

async function measure(page, count) {
  await page.goto(`${base}/online/designer`);
  await page.getByRole('button', { name: '导入JSON' }).click();
  await page.getByRole('textbox', { name: '表单 JSON' }).fill(design(count));
  await page.getByRole('button', { name: /^导\s*入$/ }).click();
  await page.getByTestId(`canvas-item-input_${count}`).waitFor({ state: 'attached', timeout: 60_000 });
  const select = [];
  const add = [];
  for (let i = 0; i < ROUNDS; i++) {
    select.push(await clickToPaint(page, `canvas-item-input_${1 + ((i * 37) % count)}`));
    add.push(await clickToPaint(page, 'palette-input'));
  }
  return { select: median(select), add: median(add) };
}

async function main() {
  const staticDir = process.env.BENCH_STATIC_DIR ?? join(root, 'dist');
  if (!existsSync(join(staticDir, 'index.html')))
    await build({ root, logLevel: 'warn', build: { outDir: staticDir, emptyOutDir: true } });
  const stop = await startServer({ root, port: PORT, staticDir });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${base}/user/login`);
    await page.locator('#username').fill('admin');
    await page.locator('#password').fill('123456');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/workplace/);
    const small = await measure(page, 10);
    const large = await measure(page, 300);
    const row = (what, a, b) => ({
      what,
      '300 widgets': `${a.toFixed(1)} ms`,
      '10 widgets': `${b.toFixed(1)} ms`,
      ratio: `${(a / b).toFixed(2)}x`,
    });
    console.table([
      row('select a widget', large.select, small.select),
      row('add from the palette', large.add, small.add),
    ]);
    const ok = large.select < 50 && large.add < 50;
    console.log(`target: both under 50 ms with 300 widgets — ${ok ? 'met' : 'NOT met'}`);
  } finally {
    await browser.close();
    stop();
  }
}

main().catch((error) => {
  console.error('bench:designer failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
