/**
 * A static server for the generated HTML pages in codegen.spec.ts: the pages themselves, the library
 * files under /node_modules (only the packages the page loads), and a stand-in for the upload action
 * that answers as JeecgBoot's /sys/common/upload does ({ success, message: address }).
 */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const PACKAGES = new Set(['vue', 'element-plus', 'ant-design-vue', 'dayjs']);
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
};

/** A 1×1 PNG, the "uploaded" image. */
export const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The address the fake upload answers with. */
export const UPLOADED_URL = '/uploads/evidence.png';

export interface CodegenServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `pages` (path → HTML) on a free port of 127.0.0.1.
 *
 * @example
 * const server = await serveGenerated({ '/element.html': html });
 * await page.goto(`${server.url}/element.html`);
 */
export async function serveGenerated(pages: Record<string, string>): Promise<CodegenServer> {
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const send = (status: number, type: string, body: string | Buffer) => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    if (request.method === 'POST' && path === '/platform/sys/common/upload') {
      request.resume();
      request.on('end', () =>
        send(200, 'application/json', JSON.stringify({ success: true, message: UPLOADED_URL, code: 200 })),
      );
      return;
    }
    if (path === UPLOADED_URL) return send(200, TYPES['.png']!, PIXEL);
    if (pages[path] !== undefined) return send(200, TYPES['.html']!, pages[path]);
    const [, top, pkg] = path.split('/');
    const file = normalize(join(ROOT, path));
    if (
      top !== 'node_modules' ||
      !PACKAGES.has(pkg ?? '') ||
      !file.startsWith(join(ROOT, 'node_modules', pkg!))
    ) {
      return send(404, 'text/plain', 'not found');
    }
    readFile(file).then(
      (body) => send(200, TYPES[extname(file)] ?? 'application/octet-stream', body),
      () => send(404, 'text/plain', 'not found'),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
