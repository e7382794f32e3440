/**
 * Roles (SPEC.md §7 "Management"): the calls under /platform/sys/role. queryall needs only a session: the
 * user form's role picker reads it, and role names are no secret among staff; it offers only the roles
 * the caller may give (bounded delegation, docs/security.md). queryTreeList is, as in JeecgBoot, the menu
 * tree of role and department authorisation (role:authorize), and datarule/{permissionId}/{roleId} the
 * rules of one entry for a role (JeecgBoot's RoleDataruleModal).
 */
import type { FastifyPluginAsync } from 'fastify';
import { splitIds } from '../../db/ids';
import type {
  RoleDataruleParams,
  SaveDataruleRequest,
  RoleAddRequest,
  RoleCheckQuery,
  RoleEditRequest,
  RoleIdQuery,
  RoleIdsQuery,
  RoleListQuery,
} from '../../../schemas/index';
import type { AuditSpec } from '../../plugins/audit';
import { currentUser } from '../../plugins/auth';
import { OPERATE_TYPE } from '../../plugins/operation-log';
import { negativeAnswer } from '../answers';
import { menuTreeForRoles } from '../menu/service';
import { ref } from '../schema-refs';
import { roleDatarulesForClient, saveDatarule } from './grants';
import { addRole, allRoles, deleteRoles, editRole, listRoles, roleCodeFree } from './service';

const BASE = '/platform/sys/role';

/** What the operation log names for role calls (plugins/audit.ts). */
const ROLE_AUDIT = {
  type: '角色',
  table: 'sys_role',
  name: 'role_name',
  fields: { role_name: '角色名称', role_code: '角色编码', description: '描述' },
} as const satisfies Omit<AuditSpec, 'ids'>;

/** @example await app.register(roleRoutes); */
export const roleRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: RoleListQuery }>(
    `${BASE}/list`,
    { config: { permission: 'role:list' }, schema: { querystring: ref('RoleListQuery') } },
    async (request, reply) =>
      reply.ok(await listRoles(app.db, currentUser(request), request.query), '查询成功'),
  );

  app.get(`${BASE}/queryall`, { config: { permission: 'session' } }, async (request, reply) =>
    reply.ok(await allRoles(app.db, currentUser(request)), '查询成功'),
  );

  // The same tree as /sys/permission/queryTreeList: entries the caller does not hold are disableCheckbox.
  app.get(`${BASE}/queryTreeList`, { config: { permission: 'role:authorize' } }, async (request, reply) =>
    reply.ok(await menuTreeForRoles(app.db, currentUser(request)), '查询成功'),
  );

  app.get<{ Params: RoleDataruleParams }>(
    `${BASE}/datarule/:permissionId/:roleId`,
    { config: { permission: 'role:authorize' }, schema: { params: ref('RoleDataruleParams') } },
    async (request, reply) => {
      const { permissionId, roleId } = request.params;
      return reply.ok(
        await roleDatarulesForClient(app.db, permissionId, roleId, app.readCache.remember),
        '查询成功',
      );
    },
  );

  // The same save as /sys/permission/saveDatarule, on JeecgBoot's path (RoleDataruleModal.vue).
  app.post<{ Body: SaveDataruleRequest }>(
    `${BASE}/datarule`,
    {
      config: { permission: 'role:authorize', log: '角色数据规则授权', operateType: OPERATE_TYPE.edit },
      schema: { body: ref('SaveDataruleRequest') },
    },
    async (request, reply) => {
      await saveDatarule(app.db, currentUser(request), request.body);
      return reply.ok(null, '保存成功！');
    },
  );

  app.get<{ Querystring: RoleCheckQuery }>(
    `${BASE}/checkRoleCode`,
    { config: { permission: 'role:list' }, schema: { querystring: ref('RoleCheckQuery') } },
    async (request, reply) => {
      const { roleCode, id } = request.query;
      if (await roleCodeFree(app.db, roleCode, id)) return reply.ok(true, '该编码可用');
      return reply.send(negativeAnswer('角色编码已存在', app.clock()));
    },
  );

  app.post<{ Body: RoleAddRequest }>(
    `${BASE}/add`,
    {
      config: { permission: 'role:add', log: '添加角色', audit: { ...ROLE_AUDIT, ids: 'result.id' } },
      schema: { body: ref('RoleAddRequest') },
    },
    async (request, reply) =>
      reply.ok(await addRole(app.db, currentUser(request), request.body, app.clock()), '添加成功！'),
  );

  app.put<{ Body: RoleEditRequest }>(
    `${BASE}/edit`,
    {
      config: { permission: 'role:edit', log: '编辑角色', audit: { ...ROLE_AUDIT, ids: 'body.id' } },
      schema: { body: ref('RoleEditRequest') },
    },
    async (request, reply) =>
      reply.ok(await editRole(app.db, currentUser(request), request.body, app.clock()), '修改成功！'),
  );

  app.delete<{ Querystring: RoleIdQuery }>(
    `${BASE}/delete`,
    {
      config: { permission: 'role:delete', log: '删除角色', audit: { ...ROLE_AUDIT, ids: 'query.id' } },
      schema: { querystring: ref('RoleIdQuery') },
    },
    async (request, reply) => {
      await deleteRoles(app.db, [request.query.id]);
      return reply.ok(null, '删除成功!');
    },
  );

  // The seed has no role:deleteBatch button; the page's batch delete is guarded by role:delete.
  app.delete<{ Querystring: RoleIdsQuery }>(
    `${BASE}/deleteBatch`,
    {
      config: { permission: 'role:delete', log: '批量删除角色', audit: { ...ROLE_AUDIT, ids: 'query.ids' } },
      schema: { querystring: ref('RoleIdsQuery') },
    },
    async (request, reply) => {
      await deleteRoles(app.db, splitIds(request.query.ids));
      return reply.ok(null, '批量删除成功!');
    },
  );
};
