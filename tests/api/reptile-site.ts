/**
 * The local website the data-collection API tests and the e2e spec crawl: a list in 3 pages, detail pages,
 * a robots.txt that disallows /private/, a slow page, a 500 page, malformed HTML and a redirect loop
 * (bench:crawl serves a larger, plainer site of its own). It records every path asked for.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestSite {
  origin: string;
  /** Every path requested, in order. */
  hits: string[];
  /** Adds items at the end of the last list page. */
  addItems(count: number): void;
  /** Milliseconds the /slow page waits before answering. */
  slowMs: number;
  close(): Promise<void>;
}

const PER_PAGE = 4;

/**
 * @example
 * const site = await startSite(); … `${site.origin}/list?page=1` … await site.close();
 */
export async function startSite(): Promise<TestSite> {
  let items = 10;
  const hits: string[] = [];
  const site = { slowMs: 1500 } as TestSite;
  const pages = () => Math.ceil(items / PER_PAGE);
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://site');
    hits.push(url.pathname + url.search);
    const html = (body: string, status = 200) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`);
    };
    if (url.pathname === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('User-agent: *\nDisallow: /private/\n');
      return;
    }
    if (url.pathname === '/list') {
      const page = Number(url.searchParams.get('page') ?? '1');
      const links: string[] = [];
      for (let n = (page - 1) * PER_PAGE + 1; n <= Math.min(items, page * PER_PAGE); n++)
        links.push(`<li><a class="item" href="/item/${n}">第 ${n} 条</a></li>`);
      if (page === 1)
        links.push(
          ...['/private/secret', '/slow', '/error500', '/broken', '/loop/a'].map(
            (path) => `<li><a class="item" href="${path}">${path}</a></li>`,
          ),
        );
      const next = page < pages() ? `<a class="next" href="/list?page=${page + 1}">下一页</a>` : '';
      html(`<script>document.title='x'</script><ul>${links.join('')}</ul>${next}`);
      return;
    }
    const item = /^\/item\/(\d+)$/.exec(url.pathname);
    if (item && Number(item[1]) <= items) {
      const n = Number(item[1]);
      html(
        `<h1 class="title">公告 ${n}</h1><p>价格：<span class="price">${n * 10}</span></p>` +
          `<a class="src" href="/files/${n}.pdf">附件</a><script>throw new Error('never run')</script>`,
      );
      return;
    }
    if (url.pathname === '/private/secret') return html('<h1 class="title">secret</h1>');
    if (url.pathname === '/slow') {
      setTimeout(() => html('<h1 class="title">slow</h1>'), site.slowMs);
      return;
    }
    if (url.pathname === '/to-localhost') {
      // The same site under a name that resolves to a loopback address the allow-list does not name.
      response.writeHead(302, { location: `http://localhost:${url.searchParams.get('port')}/item/1` });
      response.end();
      return;
    }
    if (url.pathname === '/error500') return html('<h1>服务器错误</h1>', 500);
    if (url.pathname === '/broken') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html><body><h1 class="title">残缺 <b>页面<div><span class="price">7</span><p><td>');
      return;
    }
    if (url.pathname === '/loop/a' || url.pathname === '/loop/b') {
      response.writeHead(302, { location: url.pathname === '/loop/a' ? '/loop/b' : '/loop/a' });
      response.end();
      return;
    }
    html('<h1>没有这个页面</h1>', 404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(site, {
    origin: `http://127.0.0.1:${port}`,
    hits,
    addItems(count: number) {
      items += count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** The detail pages the site lists, as a project with the defaults below collects them. */
export const FIELDS_TEXT = 'title|标题|h1.title\nprice|价格|.price\nattachment|附件|a.src@href';
