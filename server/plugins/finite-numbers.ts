/**
 * No Infinity reaches a handler. ajv coerces a query value such as `1e309` or `Infinity` to Infinity and
 * then lets it pass `type: integer` and `maximum`, and JSON.parse reads `1e309` in a body as Infinity; a
 * handler that pages or sorts with it makes the database fail (a 500, found by the fuzz drill). After
 * validation, this hook refuses any non-finite number in the query, the path parameters or the body.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { APP_ERR_VALIDATION } from '../errors';

/** Bodies nest shallowly (designs travel as text); deeper values are left to the route's schema. */
const MAX_DEPTH = 32;

/**
 * The JSON path of the first non-finite number in `value`, or null.
 *
 * @example
 * nonFinitePath({ pageNo: Infinity }) // '$.pageNo'
 * nonFinitePath({ list: [1, 2] })     // null
 */
export function nonFinitePath(value: unknown, path = '$', depth = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nonFinitePath(item, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Registers the preHandler hook; register it before the routes.
 *
 * @example
 * await app.register(finiteNumbersPlugin);
 */
export const finiteNumbersPlugin = fp(
  async (app) => {
    app.addHook('preHandler', async (request: FastifyRequest) => {
      const where =
        nonFinitePath(request.query) ?? nonFinitePath(request.params) ?? nonFinitePath(request.body);
      if (where)
        throw new APP_ERR_VALIDATION(`${where} 应当是有限的数（不能是 1e309、Infinity 这样超出范围的值）`);
    });
  },
  { name: 'finite-numbers', fastify: '5.x', dependencies: ['envelope'] },
);
