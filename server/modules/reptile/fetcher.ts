/**
 * One page fetched politely and safely: node:http(s) with the checking `lookup` of safety.ts (the socket
 * connects to the address checked), redirects followed by hand (each hop checked again, at most 5, a loop
 * reported), the body cut off past a size limit and the whole fetch past a time limit, and an abort signal
 * so a cancelled job stops at once. Nothing of the page is executed: the body is text for cheerio.
 */
import http from 'node:http';
import https from 'node:https';
import { AddressRefused, checkLiteralHost, safeLookup, type AllowList } from './safety';

/** What a page answered. */
export interface Fetched {
  url: string;
  status: number;
  contentType: string;
  body: string;
}

/** A failure of one URL, with the Chinese reason the run's history shows. */
export class FetchFailure extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

export interface FetchOptions {
  userAgent: string;
  timeoutMs: number;
  /** Bytes of body at most; more fails the URL. */
  maxBytes: number;
  allow: AllowList;
  signal?: AbortSignal;
}

const MAX_REDIRECTS = 5;

function once(url: URL, options: FetchOptions, lookup: ReturnType<typeof safeLookup>) {
  return new Promise<{ status: number; location?: string; contentType: string; body: string }>(
    (resolvePage, reject) => {
      const client = url.protocol === 'https:' ? https : http;
      const request = client.request(
        url,
        {
          method: 'GET',
          lookup,
          headers: {
            'user-agent': options.userAgent,
            accept: 'text/html,application/xhtml+xml;q=0.9,text/plain;q=0.5',
          },
          signal: options.signal,
        },
        (response) => {
          const status = response.statusCode ?? 0;
          const contentType = String(response.headers['content-type'] ?? '');
          if (status >= 300 && status < 400 && response.headers.location) {
            response.resume();
            resolvePage({ status, location: response.headers.location, contentType, body: '' });
            return;
          }
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > options.maxBytes) {
              request.destroy(
                new FetchFailure(`页面超过 ${Math.round(options.maxBytes / 1024)} KB，已放弃`, status),
              );
              return;
            }
            chunks.push(chunk);
          });
          response.on('end', () =>
            resolvePage({ status, contentType, body: Buffer.concat(chunks).toString('utf8') }),
          );
          response.on('error', reject);
        },
      );
      // The whole answer within the limit, not only each pause of the socket (a page that trickles).
      const timer = setTimeout(
        () => request.destroy(new FetchFailure(`请求超时（超过 ${options.timeoutMs} 毫秒）`)),
        options.timeoutMs,
      );
      request.on('close', () => clearTimeout(timer));
      request.on('error', reject);
      request.end();
    },
  );
}

function reasonOf(error: unknown): FetchFailure {
  if (error instanceof FetchFailure) return error;
  if (error instanceof AddressRefused) return new FetchFailure(error.message);
  const code = (error as { code?: string }).code;
  const name = (error as { name?: string }).name;
  if (name === 'AbortError' || code === 'ABORT_ERR') return new FetchFailure('采集已取消');
  if (code === 'ECONNREFUSED') return new FetchFailure('连接被拒绝');
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new FetchFailure('无法解析域名');
  if (code === 'ECONNRESET') return new FetchFailure('连接被对方重置');
  return new FetchFailure(`请求失败：${(error as Error).message}`);
}

/**
 * GETs `url`, following redirects; resolves with a 2xx page, rejects with FetchFailure otherwise.
 *
 * @example
 * const page = await fetchPage('https://example.com/', { userAgent, timeoutMs: 15000, maxBytes: 2e6, allow });
 */
export async function fetchPage(url: string, options: FetchOptions): Promise<Fetched> {
  const lookup = safeLookup(options.allow);
  const seen = new Set<string>();
  let current = new URL(url);
  for (let hop = 0; ; hop++) {
    if (current.protocol !== 'http:' && current.protocol !== 'https:')
      throw new FetchFailure(`不支持的地址协议：${current.protocol}`);
    seen.add(current.href);
    let answer;
    try {
      checkLiteralHost(current, options.allow);
      answer = await once(current, options, lookup);
    } catch (error) {
      throw reasonOf(error);
    }
    if (answer.location !== undefined) {
      const next = new URL(answer.location, current);
      if (seen.has(next.href)) throw new FetchFailure(`重定向循环：${next.href}`, answer.status);
      if (hop + 1 >= MAX_REDIRECTS) throw new FetchFailure(`重定向超过 ${MAX_REDIRECTS} 次`, answer.status);
      current = next;
      continue;
    }
    if (answer.status < 200 || answer.status >= 300)
      throw new FetchFailure(`服务器返回 HTTP ${answer.status}`, answer.status);
    return { url: current.href, status: answer.status, contentType: answer.contentType, body: answer.body };
  }
}
