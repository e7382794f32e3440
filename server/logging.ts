/**
 * Logger options for the real server. Request lines are logged without the session token that
 * getUserPermissionByToken and GET logout carry in the query string, so log files hold no usable session.
 */
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * A URL with the values of `token` query parameters replaced by '***'.
 *
 * @example
 * redactUrl('/platform/sys/logout?token=abc&x=1') // '/platform/sys/logout?token=***&x=1'
 */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1***');
}

/**
 * Fastify logger options at `level`, with the request serializer that redacts tokens.
 *
 * @example
 * buildApp({ db, logger: loggerOptions('info') });
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
