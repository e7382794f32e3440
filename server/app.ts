/**
 * Builds the Fastify application: shared plugins first (database, envelope, schemas, auth guard, static
 * files), then one plugin per domain module. main.ts listens on it; tests call `app.inject`.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/index';
import { authRoutes } from './modules/auth/routes';
import { designRoutes } from './modules/design/routes';
import { healthRoutes } from './modules/health/routes';
import { logRoutes } from './modules/log/routes';
import { permissionRoutes } from './modules/permission/routes';
import { authPlugin } from './plugins/auth';
import { databasePlugin, type Clock } from './plugins/database';
import { envelopePlugin } from './plugins/envelope';
import { schemasPlugin } from './plugins/schemas';
import { staticPlugin } from './plugins/static';

export interface BuildAppOptions {
  db: Kysely<Database>;
  /** The built browser app; served when it exists. */
  staticDir?: string;
  /** Fastify's logger option; off by default (tests), main.ts turns it on. */
  logger?: FastifyServerOptions['logger'];
  /** The current time; tests pass a movable clock. */
  clock?: Clock;
  /** Trust X-Forwarded-For for the client address (behind a reverse proxy). */
  trustProxy?: FastifyServerOptions['trustProxy'];
}

/**
 * The application, with every plugin and route registered but not yet ready: callers may still add
 * routes (tests do), then `inject` or `listen`. The caller owns `db`.
 *
 * @example
 * const app = await buildApp({ db, staticDir: resolve('dist'), logger: true });
 * await app.listen({ port: 3000 });
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // Design JSON is the largest body: a megabyte holds a form of well over a thousand widgets.
    bodyLimit: 1024 * 1024,
    ajv: {
      // What the shared schemas need (schemas/index.ts AJV_OPTIONS): union types, the form design's
      // discriminated widget union, and errors that carry their schema for readable Chinese messages.
      // Fastify's own defaults (type coercion of query strings, removal of undeclared properties) stay.
      customOptions: { allowUnionTypes: true, discriminator: true, verbose: true },
    },
  });

  await app.register(databasePlugin, { db: options.db, clock: options.clock });
  // Before any route: each route's context takes the error handler that exists when it is added.
  await app.register(envelopePlugin);
  await app.register(schemasPlugin);
  await app.register(authPlugin);
  await app.register(staticPlugin, { staticDir: options.staticDir });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(permissionRoutes);
  await app.register(logRoutes);
  await app.register(designRoutes);
  return app;
}
