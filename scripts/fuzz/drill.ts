/**
 * The fuzz drill: every operation of the OpenAPI document (GET /platform/docs) called with requests drawn
 * from its own schemas — valid ones and near misses — through `app.inject`, as admin. A request fails the
 * drill when the answer is a 5xx, is not the envelope, or speaks English framework text to the user.
 * Used by tests/api/fuzz.test.ts (200 cases a route) and `npm run fuzz` (scripts/fuzz/run.ts).
 */
import fc, { type Arbitrary } from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  forRoute,
  nastyString,
  nearMiss,
  parameterValue,
  validValue,
  type Resolve,
  type Schema,
} from './arbitrary';

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema?: Schema;
}

/** One method of one path of the document. */
export interface Operation {
  method: string;
  /** The document's path, `{name}` for parameters. */
  path: string;
  permission: string;
  parameters: Parameter[];
  body?: Schema;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, Schema> };
}

/** Answers that are not the envelope when they succeed: files, and getMultiUser's bare list (as JeecgBoot's). */
const FILE_ROUTES = new Set([
  'GET /platform/sys/common/static/{*}',
  'GET /platform/sys/user/getMultiUser',
  ...['log', 'user', 'role', 'dict', 'position'].map((area) => `GET /platform/sys/${area}/exportXls`),
]);
/**
 * Pages a browser navigates to rather than calls (third-party sign-in: the way to the provider, its way back,
 * the script of the page that hands the one-time code on): they answer HTML or script, a refusal as a Chinese
 * page, since the envelope would show the user raw JSON.
 */
const PAGE_ROUTES = new Set([
  'GET /platform/sys/thirdLogin/render/{thirdType}',
  'GET /platform/sys/thirdLogin/{thirdType}/callback',
  'GET /platform/sys/thirdLogin/finish.js',
]);
/** Framework or programming wording that must never reach a user. */
const ENGLISH =
  /FST_ERR|Error\b|Bad Request|Internal Server|Not Found|must (have|be|match|NOT)|should (have|be)|is not a valid|Unexpected (token|end)|Cannot (read|set)|\[object |(\b[A-Za-z]{2,}\b[ ,]+){4}/;
const CJK = /[\u4e00-\u9fff]/;
const ENVELOPE_KEYS = 'code,message,result,success,timestamp';

/**
 * The operations of a document, and a resolver for its `$ref`s.
 *
 * @example
 * const { operations } = operationsOf(document); // [{ method: 'GET', path: '/platform/sys/user/list', ... }]
 */
export function operationsOf(document: OpenApiDocument): { operations: Operation[]; resolve: Resolve } {
  const components = document.components?.schemas ?? {};
  const resolve: Resolve = (ref) => {
    const schema = components[ref.replace('#/components/schemas/', '')];
    if (!schema) throw new Error(`unresolved $ref ${ref}`);
    return schema;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const content = (operation.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)
        ?.content;
      operations.push({
        method: method.toUpperCase(),
        path,
        permission: String(operation['x-permission'] ?? 'public'),
        parameters: (operation.parameters as Parameter[] | undefined) ?? [],
        body: content?.['application/json']?.schema,
      });
    }
  }
  return { operations, resolve };
}

/** A valid value of a parameter as URL text. */
function parameterText(parameter: Parameter, resolve: Resolve): Arbitrary<string> {
  return parameterValue(parameter.name, parameter.schema ?? { type: 'string' }, resolve).map((value) =>
    typeof value === 'string' ? value : JSON.stringify(value),
  );
}

/** Encodes text for a URL; a lone surrogate, which encodeURIComponent refuses, goes as a raw broken escape. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** Body text sent as is: what JSON.stringify cannot write, such as a number beyond a double's range. */
class RawJson {
  constructor(readonly text: string) {}
}

/** A valid body's text with its first number replaced by one JSON allows but JavaScript cannot hold. */
function outOfRange(valid: Arbitrary<unknown>): Arbitrary<RawJson> {
  const numbers = fc.constantFrom('1e309', '-1e309', '1e-400', '123456789012345678901234567890', '-0');
  return fc
    .tuple(valid, numbers)
    .map(
      ([value, number]) =>
        new RawJson(JSON.stringify(value ?? {}).replace(/(:)-?\d+(\.\d+)?/, `$1${number}`)),
    );
}

/** How a request's parameters are spoilt: not at all, one value nasty, one repeated, or one unknown added. */
type Spoil = { kind: 'none' } | { kind: 'nasty' | 'twice' | 'extra'; pick: number; text: string };

const spoils: Arbitrary<Spoil> = fc.oneof(
  { weight: 2, arbitrary: fc.constant<Spoil>({ kind: 'none' }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom('nasty' as const, 'twice' as const, 'extra' as const),
      pick: fc.nat(),
      text: nastyString.map((s) => s.slice(0, 4000)),
    }),
  },
);

/**
 * Requests for an operation: valid path and query parameters (optional ones sometimes left out) with at
 * most one of them spoilt, and, where the operation takes one, a JSON body that is valid half of the time.
 *
 * @example
 * fc.sample(requestsFor(operation, resolve), 1) // [{ method: 'GET', url: '/platform/sys/user/list?pageNo=3' }]
 */
export function requestsFor(operation: Operation, resolve: Resolve): Arbitrary<InjectOptions> {
  forRoute(operation.path);
  const parameters = operation.parameters.filter((p) => p.in === 'path' || p.in === 'query');
  const values = fc.tuple(
    ...parameters.map((p) =>
      p.in === 'path' || p.required
        ? parameterText(p, resolve)
        : fc.option(parameterText(p, resolve), { freq: 2 }),
    ),
  );
  const valid = operation.body ? validValue(operation.body, resolve) : undefined;
  const body: Arbitrary<unknown> = valid
    ? fc.oneof(
        { weight: 5, arbitrary: valid },
        { weight: 4, arbitrary: nearMiss(operation.body!, resolve) },
        { weight: 1, arbitrary: outOfRange(valid) },
      )
    : fc.option(nearMiss({ type: 'object' }, resolve), { freq: 4 });
  return fc.tuple(values, spoils, body).map(([drawn, spoil, payload]) => {
    const texts = [...drawn];
    const at = spoil.kind === 'none' || !parameters.length ? -1 : spoil.pick % parameters.length;
    if (spoil.kind === 'nasty' && at >= 0) texts[at] = spoil.text;
    let url = operation.path;
    const query: string[] = [];
    parameters.forEach((parameter, i) => {
      const text = texts[i];
      if (text === null || text === undefined) return;
      if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encode(text));
      else query.push(`${encode(parameter.name)}=${encode(text)}`);
      if (spoil.kind === 'twice' && i === at && parameter.in === 'query') query.push(query.at(-1)!);
    });
    if (spoil.kind === 'extra') query.push(`x${encode(spoil.text.slice(0, 20))}=${encode(spoil.text)}`);
    const request: InjectOptions = {
      method: operation.method as InjectOptions['method'],
      url: query.length ? `${url}?${query.join('&')}` : url,
    };
    if (payload !== null && payload !== undefined && operation.method !== 'GET') {
      request.payload = payload instanceof RawJson ? payload.text : JSON.stringify(payload);
      request.headers = { 'content-type': 'application/json' };
    }
    return request;
  });
}

/**
 * What is wrong with an answer, or null when it is a proper one.
 *
 * @example
 * verdict(operation, request, response) // null, or '500: {"success":false,...}'
 */
export function verdict(
  operation: Operation,
  request: InjectOptions,
  response: LightMyRequestResponse,
): string | null {
  const status = response.statusCode;
  const text = response.body.slice(0, 300);
  if (status >= 500) return `${status}: ${text}`;
  if (status < 400 && FILE_ROUTES.has(`${operation.method} ${operation.path}`)) return null;
  if (PAGE_ROUTES.has(`${operation.method} ${operation.path}`)) {
    if (status < 400) return null;
    return CJK.test(response.body) ? null : `${status}, a refusal page without Chinese: ${text}`;
  }
  let body: Record<string, unknown>;
  try {
    body = response.json();
  } catch {
    return `${status}, not JSON: ${text}`;
  }
  if (!body || typeof body !== 'object' || Object.keys(body).sort().join() !== ENVELOPE_KEYS) {
    return `${status}, not the envelope: ${text}`;
  }
  // JeecgBoot's "no" is HTTP 200 with success false (a check that finds a value taken, a feature not
  // enabled, a refused import): allowed, and held to the same Chinese message as a refusal.
  const no = status < 400 && body.success === false;
  if (body.success !== status < 400 && !no) return `${status} with success ${String(body.success)}: ${text}`;
  if (status >= 400 || no) {
    const message = String(body.message);
    if (status >= 400 && body.code !== status) return `${status} with code ${String(body.code)}: ${text}`;
    // What the caller sent and the message names back (用户不存在：<their text>) is theirs, not ours.
    const sent = [request.url, String(request.payload ?? '')].join(' ');
    const own = message.replace(/：(.+)$/, (whole, named: string) => (sent.includes(named) ? '：' : whole));
    if (!CJK.test(message) || ENGLISH.test(own)) return `${status}, English message: ${message}`;
    // A value that went missing in a template; unless the request itself said 'undefined'.
    const asked = `${request.url} ${String(request.payload ?? '')}`;
    if (message.includes('undefined') && !asked.includes('undefined'))
      return `${status}, message: ${message}`;
  }
  return null;
}

/** A caller that keeps its token valid; a fuzzed call may end the session (logout, password change). */
export type Caller = (request: InjectOptions) => Promise<LightMyRequestResponse>;

export interface RouteResult {
  route: string;
  runs: number;
  /** Answers by status class, e.g. { '2xx': 120, '4xx': 80 }. */
  statuses: Record<string, number>;
  failure?: { seed: number; path?: string; request: InjectOptions; problem: string };
}

/**
 * Fuzzes one operation `numRuns` times; stops at the first failure (shrunk) and reports how to replay it.
 *
 * @example
 * const result = await fuzzOperation(call, operation, resolve, { numRuns: 200 });
 */
export async function fuzzOperation(
  call: Caller,
  operation: Operation,
  resolve: Resolve,
  options: { numRuns: number; seed?: number; path?: string },
): Promise<RouteResult> {
  const statuses: Record<string, number> = {};
  let problem = '';
  const property = fc.asyncProperty(requestsFor(operation, resolve), async (request) => {
    const response = await call(request);
    const kind = `${String(response.statusCode)[0]}xx`;
    statuses[kind] = (statuses[kind] ?? 0) + 1;
    const wrong = verdict(operation, request, response);
    if (wrong) problem = wrong;
    return wrong === null;
  });
  const details = await fc.check(property, { ...options, endOnFailure: false, maxSkipsPerRun: 0 });
  const route = `${operation.method} ${operation.path}`;
  const result: RouteResult = { route, runs: details.numRuns, statuses };
  if (details.failed) {
    result.failure = {
      seed: details.seed,
      path: details.counterexamplePath ?? undefined,
      request: (details.counterexample?.[0] ?? {}) as InjectOptions,
      problem: problem || String(details.errorInstance),
    };
  }
  return result;
}

/**
 * The admin's caller for a fuzzed app: injects with the token of `mintToken()`, and mints a new one when
 * an answer says the session ended, so the next request is admin's again.
 *
 * @example
 * const call = adminCaller(app, () => mintAdminToken(db));
 */
export function adminCaller(app: FastifyInstance, mintToken: () => Promise<string>): Caller {
  let token: Promise<string> | undefined;
  return async (request) => {
    token ??= mintToken();
    const headers = { ...request.headers, 'x-access-token': await token };
    const response = await app.inject({ ...request, headers });
    if (response.statusCode === 401) token = undefined;
    return response;
  };
}
