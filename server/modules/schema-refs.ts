/**
 * `$ref`s of the shared JSON Schemas (schemas/*.schema.json) for route schemas. plugins/schemas.ts adds
 * every schema to Fastify's ajv by `$id`, so a route validates with the same contract as browser and CLI.
 */
import { SHAPES, type ShapeName } from '../../schemas/index';

/**
 * A route-schema reference to a named shape.
 *
 * @example
 * app.post('/platform/sys/login', { schema: { body: ref('LoginRequest') } }, handler)
 */
export function ref(shape: ShapeName): { $ref: string } {
  const id = SHAPES[shape];
  // Fastify resolves a bare $id only with the trailing '#'.
  return { $ref: id.includes('#') ? id : `${id}#` };
}
