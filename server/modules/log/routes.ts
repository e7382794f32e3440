/**
 * The analysis dashboard's sign-in counters (GET /platform/sys/loginfo and /platform/sys/visitInfo) and
 * the log management page: its list (GET /platform/sys/log/list), one entry for the detail drawer
 * (GET /platform/sys/log/queryById), the export of the filtered list (GET /platform/sys/log/exportXls) and
 * deleting entries (DELETE /platform/sys/log/delete and deleteBatch, log:delete; never one's own, delete.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { SysLogIdsQuery, SysLogListQuery } from '../../../schemas/index';
import { splitIds } from '../../db/ids';
import { AppError } from '../../errors';
import { currentUser } from '../../plugins/auth';
import { ruleScopeOf } from '../data-rule/scope';
import { ref } from '../schema-refs';
import { deleteLogs } from './delete';
import { exportLogs } from './export';
import { listLogs, logDetail } from './list';
import { loginInfo, visitInfo } from './stats';

/** The analysis page's code (seed menus.ts), which its counters demand. */
const ANALYSIS = 'dashboard:analysis';

/** The .xlsx media type. */
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
    async (request, reply) => {
      const scope = await ruleScopeOf(app.db, currentUser(request), 'log:list');
      return reply.ok(await listLogs(app.db, request.query, scope, app.readCache.remember), '查询成功');
    },
  );

  app.get<{ Querystring: { id: string } }>(
    '/platform/sys/log/queryById',
    { config: { permission: 'log:list' }, schema: { querystring: ref('SysLogIdQuery') } },
    async (request, reply) => {
      const record = await logDetail(app.db, request.query.id);
      if (!record) throw new AppError('APP_ERR_LOG_NOT_FOUND', 404, '未找到该日志，可能已被清理，请刷新列表');
      return reply.ok(record, '查询成功');
    },
  );

  // JeecgListMixin's 删除 and 批量删除 on LogList.vue. The request is itself written to the operation log.
  app.delete<{ Querystring: { id: string } }>(
    '/platform/sys/log/delete',
    { config: { permission: 'log:delete', log: '删除日志' }, schema: { querystring: ref('SysLogIdQuery') } },
    async (request, reply) => {
      const caller = currentUser(request);
      await deleteLogs(app.db, caller, [request.query.id], await ruleScopeOf(app.db, caller, 'log:list'));
      return reply.ok(null, '删除成功!');
    },
  );

  app.delete<{ Querystring: SysLogIdsQuery }>(
    '/platform/sys/log/deleteBatch',
    {
      config: { permission: 'log:delete', log: '批量删除日志' },
      schema: { querystring: ref('SysLogIdsQuery') },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const scope = await ruleScopeOf(app.db, caller, 'log:list');
      await deleteLogs(app.db, caller, splitIds(request.query.ids), scope);
      return reply.ok(null, '删除成功!');
    },
  );

  // The same filters as the list; the file is built in memory (at most EXPORT_MAX rows).
  app.get<{ Querystring: SysLogListQuery }>(
    '/platform/sys/log/exportXls',
    { config: { permission: 'log:export' }, schema: { querystring: ref('SysLogListQuery') } },
    async (request, reply) => {
      // The export shows what the list shows: the caller's data rules on 日志管理 apply.
      const scope = await ruleScopeOf(app.db, currentUser(request), 'log:list');
      const { fileName, file } = await exportLogs(app.db, request.query, undefined, scope);
      return reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
        .header('Cache-Control', 'no-store')
        .send(file);
    },
  );
};
