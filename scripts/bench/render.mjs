#!/usr/bin/env node
/**
 * `npm run bench:render`: first render of a 200- and a 1,000-field form drawn by Dougong's runtime, and
 * keystroke-to-paint latency in the 1,000-field form, each beside a hand-written antd Form with the same
 * fields measured in the same run, printed as ratios (issue 3 item 8). Runs in headless Chromium.
 *
 * Targets: 1,000-field first render at most 1.5x the hand-written form; keystroke-to-paint p95 < 50 ms.
 */
// page.evaluate() bodies run in the page, where `window` exists.
/* global window */
import { createReadStream } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { launchChromium } from './server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = resolve(here, '../../tmp/bench-render');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 40);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];
const ms = (x) => `${x.toFixed(1)} ms`;

function serve(dir) {
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
  };
  const server = createServer((request, response) => {
    const path = join(dir, new URL(request.url, 'http://x').pathname.replace(/^\/$/, '/index.html'));
    if (!path.startsWith(dir)) return response.writeHead(403).end();
    response.setHeader('content-type', types[extname(path)] ?? 'application/octet-stream');
    createReadStream(path)
      .on('error', () => response.writeHead(404).end())
      .pipe(response);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

async function main() {
  await build({ configFile: join(here, 'render/vite.config.ts') });
  const server = await serve(outDir);
  const url = `http://127.0.0.1:${server.address().port}/`;
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(url);
  await page.waitForFunction(() => 'bench' in window);

  const rows = [];
  for (const n of [200, 1000]) {
    const times = { generated: [], handwritten: [] };
    // Alternate the variants so neither profits from a warmer engine.
    for (let round = 0; round < ROUNDS; round++) {
      for (const variant of ['handwritten', 'generated']) {
        times[variant].push(await page.evaluate(([v, count]) => window.bench.mount(v, count), [variant, n]));
      }
    }
    const gen = median(times.generated);
    const hand = median(times.handwritten);
    rows.push([`first render, ${n} fields`, ms(gen), ms(hand), (gen / hand).toFixed(2) + 'x']);
  }

  const keystrokes = {};
  for (const variant of ['handwritten', 'generated']) {
    await page.evaluate(([v]) => window.bench.mount(v, 1000), [variant]);
    const box = page.getByPlaceholder('请输入字段 500', { exact: true });
    await box.click();
    await page.evaluate(() => (window.bench.samples.length = 0));
    for (let i = 0; i < KEYSTROKES; i++) await page.keyboard.type(String(i % 10), { delay: 30 });
    await page.waitForTimeout(200);
    keystrokes[variant] = p95(await page.evaluate(() => window.bench.samples));
  }
  rows.push([
    'keystroke-to-paint p95, 1000 fields',
    ms(keystrokes.generated),
    ms(keystrokes.handwritten),
    (keystrokes.generated / keystrokes.handwritten).toFixed(2) + 'x',
  ]);

  await browser.close();
  server.close();
  console.table(
    rows.map(([what, dougong, antd, ratio]) => ({ what, dougong, 'hand-written antd': antd, ratio })),
  );
  const [, , , ratio1000] = rows[1];
  console.log(
    `targets: 1,000-field first render <= 1.5x (now ${ratio1000}); keystroke p95 < 50 ms (now ${ms(keystrokes.generated)})`,
  );
}

main().catch((error) => {
  console.error('bench:render failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
