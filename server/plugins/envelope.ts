/**
 * The response envelope of every /platform call (ARCHITECTURE.md "The server"): `reply.ok(result)` for
 * success, and one error handler that turns every failure into `{ success: false, message, code }` with
 * the HTTP status as `code` and a Chinese message, never a stack trace.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Envelope } from '../../schemas/index';
import { formatErrors } from '../../schemas/index';
import {
  APP_ERR_API_NOT_FOUND,
  APP_ERR_BAD_REQUEST,
  APP_ERR_BODY_EMPTY,
  APP_ERR_BODY_TOO_LARGE,
  APP_ERR_CHARSET,
  APP_ERR_INTERNAL,
  APP_ERR_PAGE_NOT_FOUND,
  APP_ERR_UNSUPPORTED_MEDIA_TYPE,
  APP_ERR_VALIDATION,
  AppError,
} from '../errors';

/** Every API path starts here (SPEC.md §7: the browser's base path). */
export const API_PREFIX = '/platform';

/** The envelope with any `result` (the generated type cannot express "any JSON value"). */
export type EnvelopeBody = Omit<Envelope, 'result'> & { result: unknown };

/** The message of a success envelope when the route does not give one (JeecgBoot's wording). */
export const DEFAULT_SUCCESS_MESSAGE = '操作成功！';

/**
 * A result already serialised to JSON: a read remembered for a write generation (a menu, a dictionary) is
 * serialised once then, not on every request — for the menu that was a sixth of its time (issue 15).
 * `reply.ok` puts the text into the envelope as it is; the answer is byte for byte the same.
 *
 * @example
 * const menu = new JsonText(JSON.stringify(result)); // once
 * reply.ok(menu, '查询成功');                         // every request
 */
export class JsonText {
  constructor(readonly text: string) {}
}

declare module 'fastify' {
  interface FastifyReply {
    /** Sends the success envelope `{ success: true, message, code: 200, result, timestamp }`. */
    ok(result?: unknown, message?: string): FastifyReply;
    /** Sends the built app's index.html; present only when plugins/static.ts found one. */
    sendSpaIndex?: () => FastifyReply;
  }
}

/** True for a URL under /platform (with or without a query string). */
export function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

/**
 * The shared schemas' text patterns refuse control characters (`[^\u0000-\u001f\u007f]`); ajv's message
 * would quote the regular expression, which tells a user nothing.
 *
 * @example
 * readablePattern('应当匹配模式 "^[^\\u0000-\\u001f\\u007f]*$"') // '不能包含控制字符（如 NUL、换行、制表符）'
 */
export function readablePattern(message: string): string {
  if (!message.includes('\\u0000-\\u001f')) return message;
  const notBlank = message.includes('\\S') ? '，也不能全是空白' : '';
  return `不能包含控制字符（如 NUL、换行、制表符）${notBlank}`;
}

/**
 * The failure envelope for an error: AppErrors keep their status and message; Fastify's own request
 * errors (validation, unparsable or oversized bodies) become the matching coded AppError; anything else
 * is an internal error whose details stay in the log.
 *
 * @example
 * toAppError(new APP_ERR_FORBIDDEN()) // the same error, 403
 * toAppError(new Error('boom'))       // APP_ERR_INTERNAL, 500 '系统繁忙，请稍后再试'
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.validation) {
    const where = formatErrors(fastifyError.validation as Parameters<typeof formatErrors>[0]);
    return new APP_ERR_VALIDATION(where.map((e) => `${e.path} ${readablePattern(e.message)}`).join('；'));
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new APP_ERR_BAD_REQUEST('请求体不是合法的 JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new APP_ERR_BODY_TOO_LARGE();
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new APP_ERR_UNSUPPORTED_MEDIA_TYPE('请使用 application/json');
  }
  const status = fastifyError.statusCode ?? 500;
  // Other client errors raised by Fastify itself (bad Content-Length, bad URL encoding ...): the
  // status is right, the English message is not for users.
  if (status >= 400 && status < 500)
    return new AppError('APP_ERR_BAD_REQUEST', status, '请求格式错误：无法解析请求');
  return new APP_ERR_INTERNAL();
}

function failure(error: AppError, timestamp: number): EnvelopeBody {
  return { success: false, message: error.message, code: error.statusCode, result: null, timestamp };
}

/** The charset parameter of a Content-Type header, if any. */
function charsetOf(contentType: string | undefined): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
}

/** A route's body schema failed because there was no body at all: say that, not '$ 应当是对象'. */
function isMissingBody(error: unknown, request: FastifyRequest): boolean {
  const { validation, validationContext } = error as Partial<FastifyError>;
  return Boolean(validation) && validationContext === 'body' && request.body === undefined;
}

/** GET/HEAD of something that looks like a page (no file extension), which the SPA's router may own. */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const lastSegment = request.url.split('?')[0].split('/').pop() ?? '';
  return !lastSegment.includes('.');
}

/**
 * Registers `reply.ok`, the error handler and the not-found handler. Register it before any route so
 * that every route's context picks up the error handler.
 *
 * @example
 * await app.register(envelopePlugin);
 * app.get('/platform/x', { config: { permission: 'public' } }, async (_req, reply) => reply.ok({ a: 1 }));
 */
export const envelopePlugin = fp(
  async (app) => {
    app.decorateReply('ok', function (this: FastifyReply, result: unknown = null, message?: string) {
      const body: EnvelopeBody = {
        success: true,
        message: message ?? DEFAULT_SUCCESS_MESSAGE,
        code: 200,
        result,
        timestamp: app.clock().getTime(),
      };
      if (!(result instanceof JsonText)) return this.send(body);
      // The same keys in the same order as JSON.stringify(body) writes them.
      const head = JSON.stringify({ success: body.success, message: body.message, code: body.code });
      return this.type('application/json; charset=utf-8').send(
        `${head.slice(0, -1)},"result":${result.text},"timestamp":${body.timestamp}}`,
      );
    });

    // An empty body sent as application/json means "no body", not a malformed one; routes that need a
    // body still fail their schema. Fastify's own parser (with its prototype-poisoning guard) does the rest.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      // JSON is UTF-8 (RFC 8259); other bytes read as UTF-8 would turn into garbage silently.
      const charset = charsetOf(request.headers['content-type']);
      if (charset && !/^utf-?8$/i.test(charset)) return done(new APP_ERR_CHARSET(charset), undefined);
      const text = body.toString();
      if (text.trim() === '') return done(null, undefined);
      parseJson(request, text, done);
    });
    // axios sends `post(url, null)` as an empty application/x-www-form-urlencoded request (the browser's
    // logout does): any content type is fine when there is no content. A body in a type no route
    // parses is refused with 415.
    app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
      if (body.toString() === '') return done(null, undefined);
      done(new APP_ERR_UNSUPPORTED_MEDIA_TYPE('请使用 application/json'), undefined);
    });

    app.setErrorHandler((error, request, reply) => {
      const appError = isMissingBody(error, request) ? new APP_ERR_BODY_EMPTY() : toAppError(error);
      if (appError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(appError.statusCode).send(failure(appError, app.clock().getTime()));
    });

    app.setNotFoundHandler(async (request, reply) => {
      if (isApiPath(request.url)) throw new APP_ERR_API_NOT_FOUND();
      // History-mode routing: a deep link such as /system/user is the app's page, not a file.
      if (isPageRequest(request) && reply.sendSpaIndex) return reply.sendSpaIndex();
      throw new APP_ERR_PAGE_NOT_FOUND();
    });
  },
  { name: 'envelope', fastify: '5.x', dependencies: ['database'] },
);
