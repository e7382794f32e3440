/**
 * The errors raised before a request reaches a route, in the envelope with a Chinese message like every
 * other error (docs/security.md "Error envelope"). Two Fastify options take them, so app.ts passes these
 * functions to `Fastify()`:
 * - `clientErrorHandler`: Node's HTTP parser refused the bytes (431 for a URL plus headers over 16 KB, 400
 *   for a bad header byte, request line or Content-Length, 408 for a request that never finished). There is
 *   no request object yet, only the socket, so the answer is written by hand and the connection closed.
 * - `frameworkErrors`: Fastify's router refused the URL (broken %-encoding, a path parameter over
 *   maxParamLength).
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  APP_ERR_BAD_URL,
  APP_ERR_HEADERS_TOO_LARGE,
  APP_ERR_MALFORMED_HTTP,
  APP_ERR_REQUEST_TIMEOUT,
  type AppError,
} from '../errors';
import { toAppError } from './envelope';
import { API_HEADERS } from './security-headers';

/** The envelope of a refusal, as bytes ready for the socket. */
function envelopeBytes(error: AppError, timestamp: number): Buffer {
  const body = { success: false, message: error.message, code: error.statusCode, result: null, timestamp };
  return Buffer.from(JSON.stringify(body));
}

/** The current time of the app (tests move it), or the wall clock before the database plugin is ready. */
function nowOf(app: FastifyInstance): number {
  return typeof app.clock === 'function' ? app.clock().getTime() : Date.now();
}

/**
 * The AppError for an error of Node's HTTP parser.
 *
 * @example
 * parserError(Object.assign(new Error(), { code: 'HPE_HEADER_OVERFLOW' })) // APP_ERR_HEADERS_TOO_LARGE, 431
 */
export function parserError(error: NodeJS.ErrnoException): AppError {
  if (error.code === 'HPE_HEADER_OVERFLOW') return new APP_ERR_HEADERS_TOO_LARGE();
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return new APP_ERR_REQUEST_TIMEOUT();
  return new APP_ERR_MALFORMED_HTTP();
}

/**
 * Fastify's `clientErrorHandler`: answers in the envelope on the raw socket, then closes it (the parser
 * cannot continue on that connection).
 *
 * @example
 * Fastify({ clientErrorHandler });
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
): void {
  // A reset connection has no one to answer (Node's own handler does the same).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const appError = parserError(error);
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const body = envelopeBytes(appError, nowOf(this));
    const headers = {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': body.length,
      ...API_HEADERS,
      Connection: 'close',
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    const status = `HTTP/1.1 ${appError.statusCode} ${http.STATUS_CODES[appError.statusCode]}\r\n`;
    socket.write(Buffer.concat([Buffer.from(`${status}${head.join('')}\r\n`), body]));
  }
  socket.destroy();
}

/**
 * Fastify's `frameworkErrors`: the router's refusals (bad URL encoding, an overlong path parameter) as
 * envelope errors. The reply has no route, so the API headers are set here.
 *
 * @example
 * Fastify({ frameworkErrors });
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const appError = error.code === 'FST_ERR_BAD_URL' ? new APP_ERR_BAD_URL() : toAppError(error);
  void reply
    .headers(API_HEADERS)
    .code(appError.statusCode)
    .type('application/json; charset=utf-8')
    .send({
      success: false,
      message: appError.message,
      code: appError.statusCode,
      result: null,
      timestamp: nowOf(request.server),
    });
}
