/**
 * Sign-in and sign-out (SPEC.md §7 "Authentication and session").
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { LoginRequest, TokenQuery } from '../../../schemas/index';
import { tokenOf } from '../../plugins/auth';
import { ref } from '../schema-refs';
import { departsOfUser, multiDepartOf } from '../user/own-departs';
import { schedulePurge } from './purge';
import { signIn, signOut, type RequestOrigin } from './service';

/** Longer user agents are cut; the log only needs to recognise the browser. */
const MAX_USER_AGENT = 500;

function originOf(request: FastifyRequest): RequestOrigin {
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip ?? null,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, MAX_USER_AGENT) : null,
    method: request.method,
  };
}

/**
 * POST /platform/sys/login, POST and GET /platform/sys/logout, and the hourly purge of ended sessions and
 * old login failures.
 *
 * @example
 * await app.register(authRoutes);
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  schedulePurge(app);

  app.post<{ Body: LoginRequest }>(
    '/platform/sys/login',
    { config: { permission: 'public' }, schema: { body: ref('LoginRequest') } },
    async (request, reply) => {
      const result = await signIn(app.db, request.body, originOf(request), app.clock());
      // What JeecgBoot's client reads to ask which department to work in (LoginSelectTenant.vue).
      const departs = await departsOfUser(app.db, result.userInfo.id);
      return reply.ok({ ...result, departs, multi_depart: multiDepartOf(departs.length) }, '登录成功');
    },
  );

  // Public and idempotent: signing out with an expired or unknown token still succeeds, so the browser
  // can always finish its logout.
  const logout = {
    config: { permission: 'public' },
    schema: { querystring: ref('TokenQuery') },
  };
  const handleLogout = async (request: FastifyRequest<{ Querystring: TokenQuery }>) => {
    await signOut(app.db, tokenOf(request), originOf(request), app.clock());
    // GET logout changes state too, which the guard's write hook does not see: forget the session here.
    await app.sessionCache.invalidate();
  };
  app.post<{ Querystring: TokenQuery }>('/platform/sys/logout', logout, async (request, reply) => {
    await handleLogout(request);
    return reply.ok(null, '退出登录成功！');
  });
  app.get<{ Querystring: TokenQuery }>('/platform/sys/logout', logout, async (request, reply) => {
    await handleLogout(request);
    return reply.ok(null, '退出登录成功！');
  });
};
