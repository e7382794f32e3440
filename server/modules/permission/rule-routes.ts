/**
 * Data rules (SPEC.md §7 "Management": getPermRuleListByPermId, queryPermissionRule, and JeecgBoot's
 * addPermissionRule, editPermissionRule, deletePermissionRule, saveDatarule). Rules are part of a menu
 * entry, so writing them needs permission:edit (as the menu page's buttons say); choosing which ones a
 * role uses is role authorisation.
 */
import type { FastifyPluginAsync } from 'fastify';
import type {
  DataRuleAddRequest,
  DataRuleEditRequest,
  DataRuleIdQuery,
  DataRuleListQuery,
  DataRuleSearchQuery,
  RoleDataruleQuery,
  SaveDataruleRequest,
} from '../../../schemas/index';
import { currentUser } from '../../plugins/auth';
import { OPERATE_TYPE } from '../../plugins/operation-log';
import { ref } from '../schema-refs';
import { roleDatarules, saveDatarule } from './role-grants';
import { addRule, deleteRule, editRule, searchRules } from './rule-service';

const BASE = '/platform/sys/permission';

/** @example await app.register(dataRuleRoutes); */
export const dataRuleRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: DataRuleListQuery }>(
    `${BASE}/getPermRuleListByPermId`,
    { config: { permission: 'permission:list' }, schema: { querystring: ref('DataRuleListQuery') } },
    async (request, reply) =>
      reply.ok(await searchRules(app.db, { permissionId: request.query.permissionId }), '查询成功'),
  );

  app.get<{ Querystring: DataRuleSearchQuery }>(
    `${BASE}/queryPermissionRule`,
    { config: { permission: 'permission:list' }, schema: { querystring: ref('DataRuleSearchQuery') } },
    async (request, reply) => reply.ok(await searchRules(app.db, request.query), '查询成功'),
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

  app.get<{ Querystring: RoleDataruleQuery }>(
    `${BASE}/queryRoleDatarule`,
    { config: { permission: 'role:authorize' }, schema: { querystring: ref('RoleDataruleQuery') } },
    async (request, reply) =>
      reply.ok(await roleDatarules(app.db, request.query.permissionId, request.query.roleId), '查询成功'),
  );

  app.post<{ Body: SaveDataruleRequest }>(
    `${BASE}/saveDatarule`,
    {
      config: { permission: 'role:authorize', log: '角色数据规则授权', operateType: OPERATE_TYPE.edit },
      schema: { body: ref('SaveDataruleRequest') },
    },
    async (request, reply) => {
      await saveDatarule(app.db, currentUser(request), request.body);
      return reply.ok(null, '保存成功！');
    },
  );
};
