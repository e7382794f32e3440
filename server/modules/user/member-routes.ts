/**
 * 角色用户 and 部门用户: the users of a role and of a department, listed and changed from the role page and
 * the department page, under JeecgBoot's paths (/sys/user/userRoleList … deleteUserInDepartBatch).
 * Listing needs the page's list code; changing needs role:authorize (giving a role is authorising) or
 * depart:edit. members.ts holds the rules. userIdList is a list of ids or the user picker's comma string.
 */
import type { FastifyPluginAsync } from 'fastify';
import type {
  DepartUserBatchQuery,
  DepartUserListQuery,
  DepartUserQuery,
  DepartUsersRequest,
  RoleUserBatchQuery,
  RoleUserListQuery,
  RoleUserQuery,
  RoleUsersRequest,
} from '../../../schemas/generated/user';
import { splitIds } from '../../db/ids';
import type { AuditSpec } from '../../plugins/audit';
import { currentUser } from '../../plugins/auth';
import { OPERATE_TYPE } from '../../plugins/operation-log';
import { requireRole } from '../role/service';
import { ref } from '../schema-refs';
import { addUsersToDepart, addUsersToRole, removeUsersFromDepart, removeUsersFromRole } from './members';
import { idsOf } from './profile';
import { departUsersPage, listUsers } from './service';

const BASE = '/platform/sys/user';

/** The role whose users change, named in the operation log. */
const ROLE_AUDIT = {
  type: '角色',
  table: 'sys_role',
  name: 'role_name',
  ids: 'body.roleId',
} as const satisfies AuditSpec;

/** @example await app.register(memberRoutes); */
export const memberRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: RoleUserListQuery }>(
    `${BASE}/userRoleList`,
    { config: { permission: 'role:list' }, schema: { querystring: ref('RoleUserListQuery') } },
    async (request, reply) => {
      const { roleId, ...query } = request.query;
      await requireRole(app.db, roleId);
      return reply.ok(
        await listUsers(app.db, currentUser(request), query, { roleId, remember: app.readCache.remember }),
        '查询成功',
      );
    },
  );

  app.post<{ Body: RoleUsersRequest }>(
    `${BASE}/addSysUserRole`,
    {
      config: {
        permission: 'role:authorize',
        log: '添加角色用户',
        operateType: OPERATE_TYPE.edit,
        audit: ROLE_AUDIT,
      },
      schema: { body: ref('RoleUsersRequest') },
    },
    async (request, reply) => {
      await addUsersToRole(
        app.db,
        currentUser(request),
        request.body.roleId,
        idsOf(request.body.userIdList) ?? [],
      );
      return reply.ok(null, '添加成功!');
    },
  );

  app.delete<{ Querystring: RoleUserQuery }>(
    `${BASE}/deleteUserRole`,
    {
      config: { permission: 'role:authorize', log: '移除角色用户', operateType: OPERATE_TYPE.edit },
      schema: { querystring: ref('RoleUserQuery') },
    },
    async (request, reply) => {
      await removeUsersFromRole(app.db, currentUser(request), request.query.roleId, [request.query.userId]);
      return reply.ok(null, '删除成功!');
    },
  );

  app.delete<{ Querystring: RoleUserBatchQuery }>(
    `${BASE}/deleteUserRoleBatch`,
    {
      config: { permission: 'role:authorize', log: '批量移除角色用户', operateType: OPERATE_TYPE.edit },
      schema: { querystring: ref('RoleUserBatchQuery') },
    },
    async (request, reply) => {
      await removeUsersFromRole(
        app.db,
        currentUser(request),
        request.query.roleId,
        splitIds(request.query.userIds),
      );
      return reply.ok(null, '删除成功!');
    },
  );

  app.get<{ Querystring: DepartUserListQuery }>(
    `${BASE}/departUserList`,
    { config: { permission: 'depart:list' }, schema: { querystring: ref('DepartUserListQuery') } },
    async (request, reply) => {
      const { depId, ...query } = request.query;
      return reply.ok(
        await departUsersPage(app.db, currentUser(request), depId, query, app.readCache.remember),
        '查询成功',
      );
    },
  );

  app.post<{ Body: DepartUsersRequest }>(
    `${BASE}/editSysDepartWithUser`,
    {
      config: { permission: 'depart:edit', log: '添加部门用户', operateType: OPERATE_TYPE.edit },
      schema: { body: ref('DepartUsersRequest') },
    },
    async (request, reply) => {
      await addUsersToDepart(
        app.db,
        currentUser(request),
        request.body.depId,
        idsOf(request.body.userIdList) ?? [],
      );
      return reply.ok(null, '添加成功!');
    },
  );

  app.delete<{ Querystring: DepartUserQuery }>(
    `${BASE}/deleteUserInDepart`,
    {
      config: { permission: 'depart:edit', log: '移出部门用户', operateType: OPERATE_TYPE.edit },
      schema: { querystring: ref('DepartUserQuery') },
    },
    async (request, reply) => {
      await removeUsersFromDepart(app.db, currentUser(request), request.query.depId, [request.query.userId]);
      return reply.ok(null, '删除成功!');
    },
  );

  app.delete<{ Querystring: DepartUserBatchQuery }>(
    `${BASE}/deleteUserInDepartBatch`,
    {
      config: { permission: 'depart:edit', log: '批量移出部门用户', operateType: OPERATE_TYPE.edit },
      schema: { querystring: ref('DepartUserBatchQuery') },
    },
    async (request, reply) => {
      await removeUsersFromDepart(
        app.db,
        currentUser(request),
        request.query.depId,
        splitIds(request.query.userIds),
      );
      return reply.ok(null, '删除成功!');
    },
  );
};
