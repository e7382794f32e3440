/**
 * A small client of the JeecgBoot-style API for the drills: every call resolves (never throws) to what
 * happened — the HTTP status (0 when no answer came: refused, reset, timed out), the envelope, the time.
 */
import http from 'node:http';
import zlib from 'node:zlib';

/** How long a drill waits for one answer before counting a timeout. */
export const TIMEOUT_MS = 10_000;

// node:http rather than fetch: at 200 requests a second fetch costs the drill's own process about 2 ms
// of CPU a request, CPU the server on the same two cores then lacks.
const agent = new http.Agent({ keepAlive: true });

function decode(buffer, encoding) {
  if (encoding === 'br') return zlib.brotliDecompressSync(buffer).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(buffer).toString();
  return buffer.toString();
}

/**
 * Calls `method path` on `base` with the session `token`, as the browser does (JSON, compressed answers
 * accepted); `query` values are URL-encoded.
 *
 * @example
 * const r = await call(base, token, 'POST', '/platform/sys/position/add', { body: { code: 'p1', name: '职务' } });
 * r.ok       // true when 2xx and success: the write was acknowledged
 * r.result   // the envelope's result
 * r.status   // 0 with r.error 'timeout' | 'network' when nothing came back
 */
export function call(base, token, method, path, { query, body } = {}) {
  const url = new URL(base + path);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
  const headers = { 'accept-encoding': 'br, gzip' };
  if (token) headers['X-Access-Token'] = token;
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  if (payload)
    Object.assign(headers, { 'content-type': 'application/json', 'content-length': payload.length });
  const started = performance.now();
  return new Promise((done) => {
    const failed = (error) => done({ status: 0, ok: false, error, ms: performance.now() - started });
    const request = http.request(url, { method, headers, agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', () => failed('network'));
      response.on('end', () => {
        clearTimeout(timer);
        const ms = performance.now() - started;
        let text = '';
        let envelope = null;
        try {
          text = decode(Buffer.concat(chunks), response.headers['content-encoding']);
          envelope = JSON.parse(text);
        } catch {
          // not JSON: kept as text for the report
        }
        const status = response.statusCode;
        const ok = status >= 200 && status < 300 && envelope?.success === true;
        done({ status, ok, result: envelope?.result, message: envelope?.message ?? text.slice(0, 200), ms });
      });
    });
    const timer = setTimeout(() => {
      request.destroy();
      failed('timeout');
    }, TIMEOUT_MS);
    request.on('error', () => {
      clearTimeout(timer);
      failed('network');
    });
    request.end(payload);
  });
}

/**
 * `send()` again, once, when it got no answer at all: after a server was killed and restarted on the same
 * port, a kept-alive socket to the dead process can still be picked for the first request.
 *
 * @example
 * const answer = await retried(() => call(base, token, 'GET', '/platform/sys/dict/list'));
 */
export async function retried(send) {
  const answer = await send();
  return answer.status === 0 && answer.error === 'network' ? send() : answer;
}

/**
 * Signs in and returns the token; throws when the server refuses (a drill cannot go on without it).
 *
 * @example
 * const token = await signIn(base); // admin / ADMIN_PASSWORD or 123456
 */
export async function signIn(base, username = 'admin', password = process.env.ADMIN_PASSWORD ?? '123456') {
  const answer = await retried(() =>
    call(base, null, 'POST', '/platform/sys/login', { body: { username, password } }),
  );
  if (!answer.ok) throw new Error(`sign-in failed: ${answer.status} ${answer.message ?? answer.error}`);
  return answer.result.token;
}

/**
 * Every row of a paged list (pageSize 100, a unique sort column so pages neither skip nor repeat rows).
 *
 * @example
 * const positions = await listAll(base, token, '/platform/sys/position/list', { column: 'code', order: 'asc' });
 */
export async function listAll(base, token, path, query) {
  const rows = [];
  for (let pageNo = 1; ; pageNo++) {
    const answer = await retried(() =>
      call(base, token, 'GET', path, { query: { ...query, pageNo, pageSize: 100 } }),
    );
    if (!answer.ok) throw new Error(`${path} failed: ${answer.status} ${answer.message ?? answer.error}`);
    rows.push(...answer.result.records);
    if (pageNo >= answer.result.pages) return rows;
  }
}
