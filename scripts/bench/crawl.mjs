#!/usr/bin/env node
/**
 * `npm run bench:crawl` (issue 20): pages/s of Dougong's crawler (server/modules/reptile: node:http +
 * cheerio + robots-parser, its queue in SQLite) beside the runner-up stack, crawlee's CheerioCrawler
 * (@crawlee/cheerio, in-memory queue), on the same local site in the same run:
 *
 * - default politeness: 1 request at a time per host, 1 s between requests (BENCH_POLITE_PAGES pages, default 8);
 * - delay 0: 4 at a time per host, no delay (a list of BENCH_ITEMS detail pages, default 400, 20 a page).
 *
 * The site answers each page after BENCH_LATENCY_MS (default 5) ms, like a nearby server. Prints pages/s of
 * each stack and the ratio Dougong / crawlee. Run with node --import tsx (the npm script does).
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '../../server/db/index.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { addProject } from '../../server/modules/reptile/projects.ts';
import { findRun, startRun } from '../../server/modules/reptile/runs.ts';
import { allowListOf } from '../../server/modules/reptile/safety.ts';
import { ReptileWorker } from '../../server/modules/reptile/worker.ts';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 400);
const POLITE_PAGES = Number(process.env.BENCH_POLITE_PAGES ?? 8);
const LATENCY = Number(process.env.BENCH_LATENCY_MS ?? 5);
const PER_PAGE = 20;

/** A list of `items` detail pages, PER_PAGE a list page, with a robots.txt. */
function startSite(items) {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://site');
    const send = (body, type = 'text/html; charset=utf-8') =>
      setTimeout(() => {
        response.writeHead(200, { 'content-type': type });
        response.end(body);
      }, LATENCY);
    if (url.pathname === '/robots.txt') return send('User-agent: *\nDisallow: /private/\n', 'text/plain');
    if (url.pathname === '/list') {
      const page = Number(url.searchParams.get('page') ?? '1');
      const links = [];
      for (let n = (page - 1) * PER_PAGE + 1; n <= Math.min(items, page * PER_PAGE); n++)
        links.push(`<li><a class="item" href="/item/${n}">第 ${n} 条</a></li>`);
      const next = page * PER_PAGE < items ? `<a class="next" href="/list?page=${page + 1}">下一页</a>` : '';
      return send(`<html><body><ul>${links.join('')}</ul>${next}</body></html>`);
    }
    const n = url.pathname.split('/').pop();
    send(
      `<html><body><h1 class="title">公告 ${n}</h1><p>${'正文 '.repeat(400)}</p>` +
        `<span class="price">${Number(n) * 10}</span><a class="src" href="/files/${n}.pdf">附件</a></body></html>`,
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${server.address().port}` }),
    ),
  );
}

/** Dougong's crawler through its service layer on a throwaway SQLite database. */
async function dougong(origin, { delayMs, concurrency, maxPages }) {
  const dir = mkdtempSync(join(tmpdir(), 'dougong-bench-crawl-'));
  const db = createDb({ dataDir: dir });
  try {
    await migrateToLatest(db);
    const allow = allowListOf('127.0.0.1');
    const project = await addProject(
      db,
      'bench',
      {
        name: 'bench',
        startUrls: `${origin}/list?page=1`,
        listSelector: 'a.item',
        nextSelector: 'a.next',
        fieldsText: 'title|标题|h1.title\nprice|价格|.price\nattachment|附件|a.src@href',
        delayMs,
        concurrency,
        maxPages,
        maxDepth: 50,
      },
      allow,
      new Date(),
    );
    const started = performance.now();
    const worker = new ReptileWorker({
      db,
      clock: () => new Date(),
      allow,
      onProgress: () => {},
      log: console,
    });
    const { id } = await startRun(
      db,
      await db
        .selectFrom('reptile_project')
        .selectAll()
        .where('id', '=', project.id)
        .executeTakeFirstOrThrow(),
      'bench',
      new Date(),
    );
    worker.start();
    let run;
    for (;;) {
      run = await findRun(db, id);
      if (!['queued', 'running'].includes(run.status)) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const seconds = (performance.now() - started) / 1000;
    await worker.stop();
    return { pages: run.pages_fetched, rows: run.rows_new, seconds };
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** crawlee's CheerioCrawler with the same politeness, selectors and extraction. */
async function crawlee(origin, { delayMs, concurrency, maxPages }) {
  const dir = mkdtempSync(join(tmpdir(), 'dougong-bench-crawlee-'));
  process.env.CRAWLEE_STORAGE_DIR = dir;
  const { CheerioCrawler, Configuration } = await import('@crawlee/cheerio');
  const config = new Configuration({ persistStorage: false, purgeOnStart: true, logLevel: 'OFF' });
  let rows = 0;
  let pages = 0;
  const crawler = new CheerioCrawler(
    {
      maxConcurrency: concurrency,
      minConcurrency: concurrency,
      maxRequestsPerCrawl: maxPages,
      sameDomainDelaySecs: delayMs / 1000,
      // sameDomainDelaySecs alone let 8 pages through in 0.6 s here; the rate limit holds it to the delay.
      ...(delayMs > 0 ? { maxRequestsPerMinute: Math.floor(60_000 / delayMs) } : {}),
      respectRobotsTxtFile: true,
      maxRequestRetries: 0,
      async requestHandler({ $, request, enqueueLinks }) {
        pages++;
        if (request.label === 'DETAIL') {
          const value = {
            title: $('h1.title').first().text().trim(),
            price: $('.price').first().text().trim(),
            attachment: $('a.src').first().attr('href'),
          };
          if (value.title) rows++;
          return;
        }
        await enqueueLinks({ selector: 'a.item', label: 'DETAIL' });
        await enqueueLinks({ selector: 'a.next' });
      },
    },
    config,
  );
  const started = performance.now();
  await crawler.run([`${origin}/list?page=1`]);
  const seconds = (performance.now() - started) / 1000;
  await crawler.teardown?.();
  rmSync(dir, { recursive: true, force: true });
  return { pages, rows, seconds };
}

const line = (name, r) =>
  `${name.padEnd(10)} ${String(r.pages).padStart(5)} pages ${String(r.rows).padStart(5)} rows ${r.seconds.toFixed(2).padStart(7)} s ${(r.pages / r.seconds).toFixed(1).padStart(7)} pages/s`;

const { server, origin } = await startSite(ITEMS);
try {
  const lists = Math.ceil(ITEMS / PER_PAGE);
  for (const [title, settings] of [
    [
      'default politeness (1 at a time, 1 s apart)',
      { delayMs: 1000, concurrency: 1, maxPages: POLITE_PAGES },
    ],
    ['delay 0, 4 at a time', { delayMs: 0, concurrency: 4, maxPages: ITEMS + lists }],
  ]) {
    const own = await dougong(origin, settings);
    const other = await crawlee(origin, settings);
    console.log(`bench:crawl — ${title}, ${LATENCY} ms per answer`);
    console.log(line('dougong', own));
    console.log(line('crawlee', other));
    console.log(
      `ratio dougong / crawlee: ${(own.pages / own.seconds / (other.pages / other.seconds)).toFixed(2)}`,
    );
  }
} finally {
  server.closeAllConnections();
  server.close();
}
