/**
 * Data rules (SPEC.md §7 "Management": getPermRuleListByPermId, queryPermissionRule, and JeecgBoot's
 * addPermissionRule, editPermissionRule, deletePermissionRule). Rules are part of a menu entry, so writing
 * them needs permission:edit (as the menu page's buttons say); choosing which ones a role uses is role
 * authorisation (saveDatarule in role/grant-routes.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type {
  DataRuleAddRequest,
  DataRuleEditRequest,
  DataRuleIdQuery,
  DataRuleListQuery,
  DataRuleSearchQuery,
} from '../../../schemas/index';
import { currentUser } from '../../plugins/auth';
import { ref } from '../schema-refs';
import { addRule, deleteRule, editRule, searchRules } from './service';

const BASE = '/platform/sys/permission';

/** @example await app.register(dataRuleRoutes); */
export const dataRuleRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: DataRuleListQuery }>(
    `${BASE}/getPermRuleListByPermId`,
    { config: { permission: 'permission:list' }, schema: { querystring: ref('DataRuleListQuery') } },
    async (request, reply) =>
      reply.ok(
        await searchRules(app.db, { permissionId: request.query.permissionId }, app.readCache.remember),
        '查询成功',
      ),
  );

  app.get<{ Querystring: DataRuleSearchQuery }>(
    `${BASE}/queryPermissionRule`,
    { config: { permission: 'permission:list' }, schema: { querystring: ref('DataRuleSearchQuery') } },
    async (request, reply) =>
      reply.ok(await searchRules(app.db, request.query, app.readCache.remember), '查询成功'),
  );

  app.post<{ Body: DataRuleAddRequest }>(
    `${BASE}/addPermissionRule`,
    {
      config: { permission: 'permission:edit', log: '添加数据规则' },
      schema: { body: ref('DataRuleAddRequest') },
    },
    async (request, reply) =>
      reply.ok(await addRule(app.db, currentUser(request), request.body, app.clock()), '添加成功！'),
  );

  app.put<{ Body: DataRuleEditRequest }>(
    `${BASE}/editPermissionRule`,
    {
      config: { permission: 'permission:edit', log: '编辑数据规则' },
      schema: { body: ref('DataRuleEditRequest') },
    },
    async (request, reply) =>
      reply.ok(await editRule(app.db, currentUser(request), request.body, app.clock()), '修改成功！'),
  );

  app.delete<{ Querystring: DataRuleIdQuery }>(
    `${BASE}/deletePermissionRule`,
    {
      config: { permission: 'permission:edit', log: '删除数据规则' },
      schema: { querystring: ref('DataRuleIdQuery') },
    },
    async (request, reply) => {
      await deleteRule(app.db, request.query.id);
      return reply.ok(null, '删除成功!');
    },
  );
};
