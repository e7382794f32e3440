/**
 * Role grants (SPEC.md §7 "Management"): which menus and buttons a role holds (queryRolePermission,
 * saveRolePermission) and which data rules of an entry it uses (queryRoleDatarule, saveDatarule). They
 * keep JeecgBoot's paths under /platform/sys/permission and need role:authorize.
 */
import type { FastifyPluginAsync } from 'fastify';
import type {
  RoleDataruleQuery,
  RolePermissionQuery,
  SaveDataruleRequest,
  SaveRolePermissionRequest,
} from '../../../schemas/index';
import type { AuditSpec } from '../../plugins/audit';
import { currentUser } from '../../plugins/auth';
import { OPERATE_TYPE } from '../../plugins/operation-log';
import { ref } from '../schema-refs';
import { roleDatarules, rolePermissionIds, saveDatarule, saveRolePermission } from './grants';

const BASE = '/platform/sys/permission';

/** The role whose grants 角色授权 changes. */
const ROLE_GRANT_AUDIT = {
  type: '角色',
  table: 'sys_role',
  name: 'role_name',
} as const satisfies Omit<AuditSpec, 'ids'>;

/** @example await app.register(roleGrantRoutes); */
export const roleGrantRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: RolePermissionQuery }>(
    `${BASE}/queryRolePermission`,
    { config: { permission: 'role:authorize' }, schema: { querystring: ref('RolePermissionQuery') } },
    async (request, reply) => reply.ok(await rolePermissionIds(app.db, request.query.roleId), '查询成功'),
  );

  app.post<{ Body: SaveRolePermissionRequest }>(
    `${BASE}/saveRolePermission`,
    {
      config: {
        permission: 'role:authorize',
        log: '角色授权',
        audit: { ...ROLE_GRANT_AUDIT, ids: 'body.roleId' },
        operateType: OPERATE_TYPE.edit,
      },
      schema: { body: ref('SaveRolePermissionRequest') },
    },
    async (request, reply) => {
      await saveRolePermission(app.db, currentUser(request), request.body);
      return reply.ok(null, '保存成功！');
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
