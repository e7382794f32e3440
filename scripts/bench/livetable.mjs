#!/usr/bin/env node
/**
 * `npm run bench:livetable` (issue 18): 100,000 rows × 20 columns in headless Chromium, Dougong's live table
 * grid (src/livetable/VirtualGrid.tsx, TanStack Virtual) beside AG Grid Community in the same run:
 * - first render: mount until the first cells are painted (goal <= 250 ms), median of BENCH_ROUNDS;
 * - scrolling top to bottom in BENCH_STEPS frames, p95 frame time (goal <= 16.7 ms). Chromium runs with its
 *   frame rate unlimited, so a frame's time is the work it took, not the 60 Hz vsync wait;
 * - editing a cell: Enter on a typed value until the new text is in the grid at the next frame (goal <= 50 ms);
 * - gzip size of each library's production bundle (a build of one grid alone).
 */
// page.evaluate() bodies run in the page, where `window` exists.
/* global window */
import { createReadStream, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { build } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = resolve(here, '../../tmp/bench-livetable');
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const STEPS = Number(process.env.BENCH_STEPS ?? 300);
const EDITS = Number(process.env.BENCH_EDITS ?? 10);
const LIBS = ['dougong', 'aggrid'];
const NAMES = { dougong: 'Dougong (TanStack Virtual)', aggrid: 'AG Grid Community' };

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];
const ms = (x) => `${x.toFixed(1)} ms`;

function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
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

/** Gzip bytes of the JS chunks that hold a module whose path contains `needle` (vite's manualChunks split). */
async function gzipSizes() {
  const sizes = {};
  const split = {
    dougong: ['@tanstack/react-virtual', '@tanstack/virtual-core', 'src/livetable'],
    aggrid: ['ag-grid'],
  };
  await build({
    configFile: join(here, 'livetable/vite.config.ts'),
    build: {
      outDir: resolve(here, '../../tmp/bench-livetable-size'),
      emptyOutDir: true,
      rollupOptions: {
        output: {
          manualChunks: (id) => LIBS.find((lib) => split[lib].some((needle) => id.includes(needle))),
        },
      },
    },
  });
  const assets = resolve(here, '../../tmp/bench-livetable-size/assets');
  for (const file of readdirSync(assets)) {
    const lib = LIBS.find((name) => file.startsWith(name));
    if (lib && (file.endsWith('.js') || file.endsWith('.css'))) {
      sizes[lib] = (sizes[lib] ?? 0) + gzipSync(readFileSync(join(assets, file))).length;
    }
  }
  return sizes;
}

async function main() {
  await build({ configFile: join(here, 'livetable/vite.config.ts') });
  const sizes = await gzipSizes();
  const server = await serve(outDir);
  const url = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-frame-rate-limit',
      '--disable-gpu-vsync',
    ],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  page.on('crash', () => console.error('page crashed'));
  await page.goto(url);
  await page.waitForFunction(() => 'bench' in window);

  const result = Object.fromEntries(LIBS.map((lib) => [lib, { mount: [] }]));
  // Alternate the libraries so neither profits from a warmer engine.
  for (let round = 0; round < ROUNDS; round++) {
    for (const lib of LIBS) {
      result[lib].mount.push(await page.evaluate(([l, n]) => window.bench.mount(l, n), [lib, ROWS]));
    }
  }
  for (const lib of LIBS) {
    await page.evaluate(([l, n]) => window.bench.mount(l, n), [lib, ROWS]);
    await page.evaluate(([l, s]) => window.bench.scroll(l, s), [lib, STEPS]); // warm-up pass
    result[lib].frames = await page.evaluate(([l, s]) => window.bench.scroll(l, s), [lib, STEPS]);
    await page.evaluate(([l, n]) => window.bench.mount(l, n), [lib, ROWS]);
    const edits = [];
    for (let i = 0; i < EDITS; i++) {
      const cell =
        lib === 'dougong'
          ? page.locator(`[aria-rowindex="${i + 2}"] [role=gridcell]`).nth(1)
          : page.locator(`[row-index="${i}"] [col-id="c1"]`).first();
      await cell.click();
      const value = `v${i}x${lib}`;
      await page.keyboard.type(value, { delay: 5 });
      await page.evaluate(
        ([l, v]) => {
          window.pending = window.bench.awaitEdit(l, v);
        },
        [lib, value],
      );
      await page.keyboard.press('Enter');
      edits.push(await page.evaluate(() => window.pending));
      await page.keyboard.press('Escape');
    }
    result[lib].edits = edits;
  }
  await browser.close();
  server.close();

  const table = LIBS.map((lib) => ({
    library: NAMES[lib],
    'first render (median)': ms(median(result[lib].mount)),
    'scroll frame p95': ms(p95(result[lib].frames)),
    'scroll frame median': ms(median(result[lib].frames)),
    'edit to paint (median)': ms(median(result[lib].edits)),
    'edit to paint (max)': ms(Math.max(...result[lib].edits)),
    'gzip JS+CSS': `${((sizes[lib] ?? 0) / 1024).toFixed(1)} kB`,
  }));
  console.log(
    `${ROWS.toLocaleString('en')} rows × 20 columns, ${ROUNDS} mounts, ${STEPS} scroll frames, ${EDITS} edits`,
  );
  console.table(table);
  const ours = result.dougong;
  console.log(
    `goals: first render <= 250 ms (${ms(median(ours.mount))}), scroll p95 <= 16.7 ms (${ms(p95(ours.frames))}), ` +
      `edit to paint <= 50 ms (${ms(median(ours.edits))})`,
  );
}

main().catch((error) => {
  console.error('bench:livetable failed:', error instanceof Error ? error.stack : error);
  process.exit(1);
});
