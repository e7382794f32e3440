/**
 * Errors raised below the routes (issue 11, finding 8): Node's HTTP parser (431 for a 100 KB URL or huge
 * headers, 400 for a bad header byte or request line), Fastify's router (bad URL encoding) and body parsers
 * (413, 415, malformed or empty JSON, a charset other than UTF-8) all answer in the envelope
 * `{ success: false, code, message, result: null, timestamp }` with a Chinese message and the API headers.
 * The parser-level cases go over a real socket: `app.inject` never parses HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../server/testing/api';
import { listenOnFreePort, rawRequest, type RawAnswer } from '../../server/testing/raw-http';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

/** Framework wording that must never reach a user. */
const ENGLISH =
  /Bad Request|Client Error|Request Header Fields|Exceeded|Payload|not a valid|Unsupported|Error/;

function expectEnvelope(answer: RawAnswer, status: number, message: RegExp): void {
  expect(answer.status, answer.body).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'message', 'result', 'success', 'timestamp']);
  expect(body).toMatchObject({ success: false, code: status, result: null });
  expect(typeof body.timestamp).toBe('number');
  expect(body.message).toMatch(message);
  expect(body.message).not.toMatch(ENGLISH);
}

const request = (head: string, body = '') =>
  `${head}\r\nHost: localhost\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

describe.each(dialects())('errors below the routes on $name', (dialect) => {
  let t: TestApp;
  let port: number;
  let admin: string;
  beforeAll(async () => {
    t = await withApp(dialect);
    port = await listenOnFreePort(t.app);
    admin = await tokenFor(t.app, 'admin');
  });
  afterAll(() => t?.close());

  it('answers a 100 KB URL with 431 in the envelope, saying to shorten it', async () => {
    const answer = await rawRequest(port, request(`GET /platform/health?q=${'a'.repeat(100_000)} HTTP/1.1`));
    expectEnvelope(answer, 431, /^请求头过大.*缩短/);
  });

  it('answers huge headers with 431 in the envelope', async () => {
    const answer = await rawRequest(
      port,
      `GET /platform/health HTTP/1.1\r\nHost: x\r\nCookie: ${'c=1; '.repeat(8000)}\r\n\r\n`,
    );
    expectEnvelope(answer, 431, /^请求头过大/);
  });

  it('answers a bad header byte and a broken request line with 400 in the envelope', async () => {
    const badByte = Buffer.from(
      'GET /platform/health HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n\r\n',
      'latin1',
    );
    expectEnvelope(await rawRequest(port, badByte), 400, /^请求格式错误：.*请求头/);
    const badLine = await rawRequest(port, 'GET /platform/health HTTP/9.9 extra\r\nHost: x\r\n\r\n');
    expectEnvelope(badLine, 400, /^请求格式错误/);
    const badLength = await rawRequest(
      port,
      'POST /platform/sys/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}',
    );
    expectEnvelope(badLength, 400, /^请求格式错误/);
  });

  it('answers a URL with broken %-encoding with 400 in the envelope', async () => {
    const answer = await rawRequest(port, request('GET /platform/sys/dict/getDictItems/%E0%A4%A HTTP/1.1'));
    expectEnvelope(answer, 400, /^网址编码错误/);
  });

  it('answers a body over 1 MB with 413 in the envelope', async () => {
    const body = JSON.stringify({ username: 'a'.repeat(1_100_000), password: 'x' });
    const answer = await rawRequest(
      port,
      request('POST /platform/sys/login HTTP/1.1\r\nContent-Type: application/json', body),
    );
    expectEnvelope(answer, 413, /^请求体过大/);
  });

  it('answers an unknown content type with 415, malformed JSON with 400', async () => {
    const xml = await rawRequest(
      port,
      request('POST /platform/sys/login HTTP/1.1\r\nContent-Type: application/xml', '<a/>'),
    );
    expectEnvelope(xml, 415, /^不支持的请求内容类型/);
    const broken = await rawRequest(
      port,
      request('POST /platform/sys/login HTTP/1.1\r\nContent-Type: application/json', '{"username": '),
    );
    expectEnvelope(broken, 400, /^请求格式错误：请求体不是合法的 JSON/);
  });

  it('answers an empty JSON body where one is needed with 400 saying so', async () => {
    const answer = await rawRequest(
      port,
      request('POST /platform/sys/login HTTP/1.1\r\nContent-Type: application/json'),
    );
    expectEnvelope(answer, 400, /^请求体不能为空/);
  });

  it('answers JSON in a charset other than UTF-8 with 415 naming the charset', async () => {
    const utf16 = Buffer.from('{"username":"admin","password":"123456"}', 'utf16le');
    const head = Buffer.from(
      'POST /platform/sys/login HTTP/1.1\r\nHost: x\r\nConnection: close\r\n' +
        `Content-Type: application/json; charset=utf-16le\r\nContent-Length: ${utf16.length}\r\n\r\n`,
    );
    const answer = await rawRequest(port, Buffer.concat([head, utf16]));
    expectEnvelope(answer, 415, /^不支持的字符编码：utf-16le.*UTF-8/);
    const utf8 = await rawRequest(
      port,
      request(
        'POST /platform/sys/login HTTP/1.1\r\nContent-Type: application/json; charset=UTF-8',
        '{"username":"nobody","password":"123456"}',
      ),
    );
    expectEnvelope(utf8, 400, /^用户名或密码错误/);
  });

  it('answers numbers beyond range in a query (1e309, Infinity) with 400 naming the parameter, not a 500', async () => {
    // Found by the fuzz drill: ajv coerces '1e309' to Infinity and lets it through, and the database refused it.
    for (const [url, name] of [
      ['/platform/sys/position/list?pageNo=1e309', 'pageNo'],
      ['/platform/sys/user/list?pageSize=Infinity', 'pageSize'],
      ['/platform/sys/role/list?pageNo=-1e309', 'pageNo'],
    ]) {
      const answer = await rawRequest(port, request(`GET ${url} HTTP/1.1\r\nX-Access-Token: ${admin}`));
      expectEnvelope(answer, 400, new RegExp(`^请求参数错误：\\$\\.${name} 应当是有限的数`));
    }
    const body = '{"dictId":"x","itemText":"a","itemValue":"1","sortOrder":1e309}';
    const answer = await rawRequest(
      port,
      request(
        `POST /platform/sys/dictItem/add HTTP/1.1\r\nX-Access-Token: ${admin}\r\nContent-Type: application/json`,
        body,
      ),
    );
    expect(answer.status, answer.body).toBe(400);
  });
});
