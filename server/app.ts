/**
 * Builds the Fastify application: shared plugins first (database, envelope, schemas, auth guard, static
 * files), then one plugin per domain module. main.ts listens on it; tests call `app.inject`.
 */
import { resolve } from 'node:path';
import fastifyCors from '@fastify/cors';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/index';
import { accountRoutes } from './modules/auth/account-routes';
import { authRoutes } from './modules/auth/routes';
import { cgformRoutes } from './modules/cgform/routes';
import { dataRuleRoutes } from './modules/data-rule/routes';
import { demoOrderRoutes } from './modules/demo-order/routes';
import { departRoutes } from './modules/depart/routes';
import { designRoutes } from './modules/design/routes';
import { dictExcelRoutes } from './modules/dict/excel';
import { dictRoutes } from './modules/dict/routes';
import { duplicateRoutes } from './modules/duplicate/routes';
import { filetypeRoutes } from './modules/filetype/routes';
import { healthRoutes } from './modules/health/routes';
import { liveSocketPlugin } from './modules/livesocket/routes';
import { logRoutes } from './modules/log/routes';
import { menuPathRoutes } from './modules/menu/paths';
import { menuAdminRoutes } from './modules/menu/routes';
import { permissionRoutes } from './modules/permission/routes';
import { positionExcelRoutes } from './modules/position/excel';
import { positionRoutes } from './modules/position/routes';
import { processRoutes } from './modules/process/routes';
import { projectRoutes } from './modules/project/routes';
import { roleExcelRoutes } from './modules/role/excel';
import { roleGrantRoutes } from './modules/role/grant-routes';
import { roleRoutes } from './modules/role/routes';
import { smsRoutes } from './modules/sms/routes';
import { reptileRoutes } from './modules/reptile/routes';
import { ssoRoutes } from './modules/sso/routes';
import { unavailableRoutes } from './modules/unavailable/routes';
import { announcementPlugin } from './modules/announcement/routes';
import { uploadRoutes } from './modules/upload/routes';
import { objectStorageFromEnv, type ObjectStorageSettings } from './modules/upload/storage-settings';
import { objectStorageOrigin } from './modules/upload/storage-settings';
import { userExcelRoutes } from './modules/user/excel';
import { memberRoutes } from './modules/user/member-routes';
import { userRoutes } from './modules/user/routes';
import { apiDocsPlugin } from './plugins/api-docs';
import { authPlugin } from './plugins/auth';
import { clientErrorHandler, frameworkErrors } from './plugins/client-errors';
import { databasePlugin, type Clock } from './plugins/database';
import { envelopePlugin } from './plugins/envelope';
import { finiteNumbersPlugin } from './plugins/finite-numbers';
import { operationLogPlugin } from './plugins/operation-log';
import { resultContractPlugin } from './plugins/result-contract';
import { schemasPlugin } from './plugins/schemas';
import { securityHeadersPlugin } from './plugins/security-headers';
import { staticPlugin } from './plugins/static';
import { contentSecurityPolicy } from './plugins/static';

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
  /** Folder of uploaded files; main.ts passes DATA_DIR/uploads. Default ./data/uploads, created on first upload. */
  uploadDir?: string;
  /** REDIS_URL: server processes share the session cache's generation (and later the live-table bus). */
  redisUrl?: string;
  /** Told of each success answer outside schemas/results.ts (the API tests pass it; production does not). */
  reportContractViolation?: (violation: string) => void;
  /** CORS_ORIGINS: other web apps' origins allowed to call /platform from the browser; none by default. */
  corsOrigins?: readonly string[];
  /** Object storage for uploads (S3_*); absent: read from the environment, null: the disk whatever it says. */
  objectStorage?: ObjectStorageSettings | null;
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
    // Errors before a route (Node's HTTP parser, Fastify's router) answer in the envelope too.
    clientErrorHandler,
    frameworkErrors,
    // A path parameter as long as a URL may be (Node's 16 KB header limit), so the route's own check
    // answers an overlong value with a 400 that says what is wrong, instead of the router's 414.
    routerOptions: { maxParamLength: 16 * 1024 },
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
  if (options.reportContractViolation)
    await app.register(resultContractPlugin, { report: options.reportContractViolation });
  // Browsers PUT files straight to the bucket when uploads go to object storage (docs/uploads.md): its origin
  // joins the policy's connect-src, which the headers and static plugins read.
  const bucket =
    options.objectStorage === undefined ? objectStorageFromEnv(process.env) : options.objectStorage;
  if (bucket) app.decorate('contentSecurityPolicy', contentSecurityPolicy([objectStorageOrigin(bucket)]));
  // Before the guard, whose refusals must carry the headers too.
  await app.register(securityHeadersPlugin);
  if (options.corsOrigins?.length) {
    // Only the listed origins, only the API, no cookies: a session is the X-Access-Token header.
    await app.register(fastifyCors, {
      origin: [...options.corsOrigins],
      credentials: false,
      maxAge: 600,
      hook: 'onRequest',
    });
  }
  await app.register(schemasPlugin);
  // Before any route, like the error handler: a route takes the hooks that exist when it is added.
  await app.register(finiteNumbersPlugin);
  await app.register(authPlugin, { redisUrl: options.redisUrl });
  // Before any route, like the error handler: a route takes the hooks that exist when it is added.
  await app.register(operationLogPlugin);
  // Brotli or gzip, as the browser accepts, for the app's files and the API's JSON above 1 kB: the
  // browser's code is ~3 MB raw and ~0.9 MB compressed (docs/performance.md "Bundle"). Before the routes,
  // whose replies it hooks.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  await app.register(staticPlugin, { staticDir: options.staticDir });
  // Before the routes, which it documents as they are added.
  await app.register(apiDocsPlugin);

  // The live table's socket, and `app.liveSocket` for the modules below that publish saved rows.
  await app.register(liveSocketPlugin, { redisUrl: options.redisUrl, corsOrigins: options.corsOrigins });
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(smsRoutes);
  await app.register(accountRoutes);
  await app.register(permissionRoutes);
  await app.register(menuAdminRoutes);
  await app.register(menuPathRoutes);
  await app.register(dataRuleRoutes);
  await app.register(roleGrantRoutes);
  await app.register(userRoutes);
  await app.register(userExcelRoutes);
  await app.register(memberRoutes);
  await app.register(projectRoutes);
  await app.register(roleRoutes);
  await app.register(roleExcelRoutes);
  await app.register(logRoutes);
  await app.register(designRoutes);
  await app.register(cgformRoutes);
  await app.register(departRoutes);
  await app.register(dictRoutes);
  await app.register(dictExcelRoutes);
  await app.register(positionRoutes);
  await app.register(positionExcelRoutes);
  await app.register(demoOrderRoutes);
  await app.register(processRoutes);
  await app.register(reptileRoutes);
  await app.register(duplicateRoutes);
  await app.register(filetypeRoutes);
  await app.register(uploadRoutes, {
    uploadDir: options.uploadDir ?? resolve('data/uploads'),
    // Read here rather than in config.ts, so main.ts needs no change: S3_BUCKET turns it on (docs/uploads.md).
    objectStorage:
      options.objectStorage === undefined ? objectStorageFromEnv(process.env) : options.objectStorage,
  });
  await app.register(ssoRoutes, { corsOrigins: options.corsOrigins });
  await app.register(unavailableRoutes);
  // 系统通告, the user's messages and the bell socket (after the live socket, whose upgrades it shares).
  await app.register(announcementPlugin, { redisUrl: options.redisUrl, corsOrigins: options.corsOrigins });
  return app;
}
