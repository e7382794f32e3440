/**
 * The analysis dashboard's sign-in counters (GET /platform/sys/loginfo and /platform/sys/visitInfo) and
 * the log management page's list (GET /platform/sys/log/list).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { SysLogListQuery } from '../../../schemas/index';
import { ref } from '../schema-refs';
import { listLogs } from './list';
import { loginInfo, visitInfo } from './stats';

/** The analysis page's code (seed menus.ts), which its counters demand. */
const ANALYSIS = 'dashboard:analysis';

/** @example await app.register(logRoutes); */
export const logRoutes: FastifyPluginAsync = async (app) => {
  // Organisation-wide counts: only for those granted the analysis page (a menu like any other).
  app.get('/platform/sys/loginfo', { config: { permission: ANALYSIS } }, async (_request, reply) =>
    reply.ok(await loginInfo(app.db, app.clock())),
  );
  app.get('/platform/sys/visitInfo', { config: { permission: ANALYSIS } }, async (_request, reply) =>
    reply.ok(await visitInfo(app.db, app.clock())),
  );

  app.get<{ Querystring: SysLogListQuery }>(
    '/platform/sys/log/list',
    { config: { permission: 'log:list' }, schema: { querystring: ref('SysLogListQuery') } },
    async (request, reply) => reply.ok(await listLogs(app.db, request.query), '查询成功'),
  );
};
