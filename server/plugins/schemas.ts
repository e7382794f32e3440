/**
 * Registers every shared JSON Schema (schemas/index.ts ALL_SCHEMAS) with Fastify by `$id`, so route
 * schemas `$ref` the contract the browser and the CLI validate with, instead of a copy of it.
 */
import fp from 'fastify-plugin';
import { ALL_SCHEMAS } from '../../schemas/index';

/**
 * @example
 * await app.register(schemasPlugin);
 * app.post('/platform/sys/login', { schema: { body: { $ref: 'https://dougong.dev/schemas/login.schema.json#' } } }, h);
 */
export const schemasPlugin = fp(
  async (app) => {
    for (const schema of ALL_SCHEMAS) app.addSchema(schema);
  },
  { name: 'schemas', fastify: '5.x' },
);
