import { CliError } from './cli-error';
import { parseJson } from './read-json';

/** SPEC.md §9: HTTP calls give up after 60 s. */
const TIMEOUT_MS = 60_000;

/** The server's answer envelope (ARCHITECTURE.md "The server"). */
interface Envelope {
  success?: boolean;
  message?: string;
  result?: { jsonStr?: unknown; kind?: unknown } | null;
}

/**
 * The design JSON saved on a Dougong server: GET <server>/platform/cgform/cgformDesign/queryById?id=…
 * with the session token as X-Access-Token, then its jsonStr parsed. Network failures, refusals and
 * unparsable answers are CliErrors saying what to fix.
 *
 * @example
 * const json = await fetchDesign('http://localhost:3000', '42', process.env.DOUGONG_TOKEN);
 */
export async function fetchDesign(server: string, id: string, token: string | undefined): Promise<unknown> {
  let base: URL;
  try {
    base = new URL(server);
  } catch {
    throw new CliError(`--server 不是有效的地址：${server}`);
  }
  // Accept the server's root or its /platform base alike.
  const root = base.href.replace(/\/+$/, '').replace(/\/platform$/, '');
  const url = `${root}/platform/cgform/cgformDesign/queryById?id=${encodeURIComponent(id)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: token
        ? { 'X-Access-Token': token, accept: 'application/json' }
        : { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new CliError(`无法连接 ${root}：${cause?.code ?? cause?.message ?? (error as Error).message}`);
  }
  const text = await response.text();
  const body = (() => {
    try {
      return JSON.parse(text) as Envelope;
    } catch {
      return undefined;
    }
  })();
  const said = body?.message ? `：${body.message}` : '';
  if (response.status === 401) {
    throw new CliError(`${url} 拒绝了请求（401 未登录${said}）。请把登录令牌放进环境变量 DOUGONG_TOKEN。`);
  }
  if (!response.ok) throw new CliError(`${url} 答复 HTTP ${response.status}${said}`);
  if (!body) throw new CliError(`${url} 的答复不是 JSON`);
  if (body.success === false || !body.result) throw new CliError(`${url} 没有取到设计${said}`);
  if (typeof body.result.jsonStr !== 'string') throw new CliError(`${url} 的答复里没有 jsonStr`);
  return parseJson(body.result.jsonStr, `设计 ${id} 的 jsonStr`);
}
