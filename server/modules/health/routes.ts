/**
 * GET /platform/health: the server is up and its database answers. Public, for load balancers and the
 * end-to-end suite's start-up wait.
 */
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { HealthResult } from '../../../schemas/index';

/** @example await app.register(healthRoutes); // GET /platform/health → { status: 'ok', db: 'sqlite' } */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/platform/health', { config: { permission: 'public' } }, async (_request, reply) => {
    await sql`select 1`.execute(app.db);
    const result: HealthResult = { status: 'ok', db: app.dialect };
    return reply.ok(result);
  });
};
