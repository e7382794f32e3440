/**
 * The session and permission guard. Every /platform route says who may call it in
 * `config.permission`: 'public', 'session' (any signed-in user) or a permission code such as 'user:add'.
 * A route that says nothing stops the server at start-up, so no endpoint is ever open by omission.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { APP_ERR_FORBIDDEN, APP_ERR_ROUTE_WITHOUT_PERMISSION, APP_ERR_TOKEN_INVALID } from '../errors';
import { LocalGeneration, RedisGeneration, WriteGeneration } from '../db/generation';
import { ReadCache } from '../db/read-cache';
import { SessionCache } from '../modules/auth/session-cache';
import { lookUpSession, type SessionUser } from '../modules/auth/service';
import { isApiPath } from './envelope';

/** 'public', 'session', or the permission code (sys_permission.perms) the caller must hold. */
export type RoutePermission = 'public' | 'session' | (string & {});

/** One registered route and who may call it. */
export interface RouteRecord {
  method: string;
  url: string;
  permission: RoutePermission;
}

/** The header the browser sends the session token in (SPEC.md §7). */
export const TOKEN_HEADER = 'x-access-token';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; required on every /platform route. */
    permission?: RoutePermission;
  }
  interface FastifyInstance {
    /** Every route registered so far, with its permission (a test enumerates it). */
    routeRegistry: RouteRecord[];
    /** The session and permission lookups of the guard (modules/auth/session-cache.ts). */
    sessionCache: SessionCache;
    /** Reads remembered for the current write generation: counts, menus, dictionaries (db/read-cache.ts). */
    readCache: ReadCache;
  }
  interface FastifyRequest {
    /** The signed-in user; null on public routes without a valid token. */
    user: SessionUser | null;
  }
}

/**
 * The session token of a request: the X-Access-Token header only. A `?token=` in the URL is ignored, because
 * URLs end up in server and proxy logs, the browser's history and Referer headers (docs/decisions.md).
 *
 * @example
 * tokenOf(request) // 'q7G0...' or undefined
 */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[TOKEN_HEADER];
  return typeof header === 'string' && header !== '' ? header : undefined;
}

/**
 * The signed-in user of a 'session' or permission-coded route (the guard has already checked it).
 *
 * @example
 * const user = currentUser(request); // { id, username, roleCodes, permissionCodes, ... }
 */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new APP_ERR_TOKEN_INVALID();
  return request.user;
}

function isDeclared(permission: unknown): permission is RoutePermission {
  return typeof permission === 'string' && permission.trim() !== '';
}

/**
 * Registers the route check (onRoute), the registry and the guard. The guard runs on onRequest, before
 * the body is read or validated, so an anonymous caller learns nothing about a protected route.
 *
 * @example
 * await app.register(authPlugin);
 * app.get('/platform/sys/user/list', { config: { permission: 'user:list' } }, handler);
 */
/** Options of the guard. */
export interface AuthPluginOptions {
  /** Share the write generation with other server processes through Redis (REDIS_URL). */
  redisUrl?: string;
}

/** Methods that change state: one that was not refused starts a new write generation (db/generation.ts). */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const authPlugin = fp<AuthPluginOptions>(
  async (app, options) => {
    const registry: RouteRecord[] = [];
    app.decorate('routeRegistry', registry);
    app.decorateRequest('user', null);
    const generation = new WriteGeneration(
      options.redisUrl ? new RedisGeneration(options.redisUrl) : new LocalGeneration(),
    );
    const cache = new SessionCache(generation, (token, now) => lookUpSession(app.db, token, now));
    app.decorate('sessionCache', cache);
    app.decorate('readCache', new ReadCache(generation));
    // Another process may have migrated, seeded or synced pages before this one started: whatever the
    // others remember of the database is of an older generation.
    app.addHook('onReady', () => generation.bump());
    app.addHook('onClose', () => generation.close());

    app.addHook('onRoute', (route) => {
      const methods = ([] as string[]).concat(route.method);
      const permission = route.config?.permission;
      if (!isDeclared(permission) && isApiPath(route.url)) {
        throw new APP_ERR_ROUTE_WITHOUT_PERMISSION(methods.join(','), route.url);
      }
      // Outside /platform there are only the built app's files, which anyone may fetch.
      const declared = isDeclared(permission) ? permission : 'public';
      for (const method of methods) registry.push({ method, url: route.url, permission: declared });
    });

    app.addHook('onRequest', async (request) => {
      const permission = request.routeOptions.config.permission;
      if (permission === undefined) return;
      // Before anything is read: what the caches hold is then of this generation or a later one.
      await generation.sync();
      if (permission === 'public') return;
      const token = tokenOf(request);
      const user = token ? await cache.resolve(token, app.clock()) : null;
      if (!user) throw new APP_ERR_TOKEN_INVALID();
      request.user = user;
      if (permission !== 'session' && !user.permissionCodes.includes(permission))
        throw new APP_ERR_FORBIDDEN();
    });

    // Any change may end a session, change what someone holds (logout, freeze, password, roles, grants,
    // menus) or change what a list counts: after a write, before its answer leaves, every cached session
    // and read is forgotten, so the caller's next request — and anyone's — is answered from the database.
    // Only a refusal (4xx) writes nothing; a 500 may have written part of its work.
    app.addHook('onSend', async (request, reply, payload) => {
      const refused = reply.statusCode >= 400 && reply.statusCode < 500;
      if (WRITES.has(request.method) && !refused && isApiPath(request.url)) await generation.bump();
      return payload;
    });
  },
  { name: 'auth', fastify: '5.x', dependencies: ['database', 'envelope'] },
);
