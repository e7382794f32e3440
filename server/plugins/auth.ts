/**
 * The session and permission guard. Every /platform route says who may call it in
 * `config.permission`: 'public', 'session' (any signed-in user) or a permission code such as 'user:add'.
 * A route that says nothing stops the server at start-up, so no endpoint is ever open by omission.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { APP_ERR_FORBIDDEN, APP_ERR_ROUTE_WITHOUT_PERMISSION, APP_ERR_TOKEN_INVALID } from '../errors';
import { resolveSession, type SessionUser } from '../modules/auth/service';
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
    /** Also accept the token as `?token=` (getUserPermissionByToken, GET logout). */
    acceptsQueryToken?: boolean;
  }
  interface FastifyInstance {
    /** Every route registered so far, with its permission (a test enumerates it). */
    routeRegistry: RouteRecord[];
  }
  interface FastifyRequest {
    /** The signed-in user; null on public routes without a valid token. */
    user: SessionUser | null;
  }
}

/**
 * The session token of a request: the X-Access-Token header, or the `token` query parameter where the
 * route accepts it.
 *
 * @example
 * tokenOf(request) // 'q7G0...' or undefined
 */
export function tokenOf(request: FastifyRequest, acceptsQuery = false): string | undefined {
  const header = request.headers[TOKEN_HEADER];
  if (typeof header === 'string' && header !== '') return header;
  if (!acceptsQuery) return undefined;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.token === 'string' && query.token !== '' ? query.token : undefined;
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
export const authPlugin = fp(
  async (app) => {
    const registry: RouteRecord[] = [];
    app.decorate('routeRegistry', registry);
    app.decorateRequest('user', null);

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
      const config = request.routeOptions.config;
      const permission = config.permission;
      if (permission === undefined || permission === 'public') return;
      const user = await resolveSession(app.db, tokenOf(request, config.acceptsQueryToken), app.clock());
      if (!user) throw new APP_ERR_TOKEN_INVALID();
      request.user = user;
      if (permission !== 'session' && !user.permissionCodes.includes(permission))
        throw new APP_ERR_FORBIDDEN();
    });
  },
  { name: 'auth', fastify: '5.x', dependencies: ['database', 'envelope'] },
);
