#!/usr/bin/env node
/**
 * `node scripts/bench/bundle.mjs`: what the first load of the sign-in page, of the sign-in page plus the
 * shell after signing in (issue 15's budget: 400 kB gzip), and of a business page (/system/user, signed in)
 * fetches with an empty cache, in headless Chromium against the real server:
 * every JS and CSS file with its size raw and gzipped (level 9), and the totals (docs/performance.md,
 * "Bundle"). Builds the app first when dist/ is missing; BENCH_PORT changes the port (default 3191).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { launchChromium, startServer } from './server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = join(root, 'dist');
const PORT = Number(process.env.BENCH_PORT ?? 3191);
const base = `http://127.0.0.1:${PORT}`;

/**
 * Opens `path` in a fresh page and collects the files under /assets/ it fetches until the network is idle;
 * the set keeps growing with what the page fetches later.
 */
async function firstLoad(context, path, ready) {
  const page = await context.newPage();
  const files = new Set();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/')) files.add(pathname.slice(1));
  });
  await page.goto(base + path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  return { page, files };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** The sign-in page's largest contentful paint, cold (a fresh context each time): the median of `runs`. */
async function loginLcp(browser, options, runs = 5) {
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await page.goto(`${base}/user/login`);
    await page.getByRole('button', { name: '登录' }).waitFor();
    await page.waitForLoadState('networkidle');
    times.push(
      await page.evaluate(
        () =>
          new Promise((done) => {
            new PerformanceObserver((list) => done(list.getEntries().at(-1).startTime)).observe({
              type: 'largest-contentful-paint',
              buffered: true,
            });
          }),
      ),
    );
    await context.close();
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], times };
}

function report(title, files) {
  const rows = files
    .map((file) => {
      const bytes = readFileSync(join(dist, file));
      return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    })
    .sort((a, b) => b.raw - a.raw);
  const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), {
    raw: 0,
    gzip: 0,
  });
  console.log(`\n${title}\n\n| file | raw | gzip |\n| --- | --- | --- |`);
  for (const row of rows) console.log(`| ${row.file} | ${kB(row.raw)} | ${kB(row.gzip)} |`);
  console.log(`| total, ${rows.length} files | ${kB(total.raw)} | ${kB(total.gzip)} |`);
}

if (!existsSync(join(dist, 'index.html'))) await build({ root, logLevel: 'warn' });
const stop = await startServer({ root, port: PORT, staticDir: dist });
const browser = await launchChromium();
try {
  const options = { locale: 'zh-CN', viewport: { width: 1440, height: 900 } };
  const visitor = await browser.newContext(options);
  const login = await firstLoad(visitor, '/user/login', (page) =>
    page.getByRole('button', { name: '登录' }).waitFor(),
  );
  report('/user/login', [...login.files]);

  await login.page.locator('#username').fill('admin');
  await login.page.locator('#password').fill('123456');
  await login.page.getByRole('button', { name: '登录' }).click();
  await login.page.waitForURL(/\/dashboard\/workplace$/);
  await login.page.getByRole('menu').first().waitFor();
  await login.page.waitForLoadState('networkidle');
  report('/user/login, then the shell after signing in (budget 400 kB gzip)', [...login.files]);
  // A returning user: signed in, nothing cached.
  const returning = await browser.newContext({ ...options, storageState: await visitor.storageState() });
  const users = await firstLoad(returning, '/system/user', (page) =>
    page.locator('.ant-table-row').first().waitFor(),
  );
  report('/system/user (signed in)', [...users.files]);

  const lcp = await loginLcp(browser, options);
  console.log(
    `\n/user/login LCP, cold, median of ${lcp.times.length}: ${Math.round(lcp.median)} ms (goal ≤ 1000 ms; runs ${lcp.times.map(Math.round).join(', ')} ms)`,
  );
} finally {
  await browser.close();
  stop();
}
