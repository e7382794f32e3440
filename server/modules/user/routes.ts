/**
 * Users (SPEC.md §7 "Management" and "Authentication and session"): the calls under /platform/sys/user.
 * updatePassword needs only a session: it changes the caller's own password and nobody else's. Both
 * password calls answer under JeecgBoot's names and methods (PUT changePassword, PUT updatePassword) and
 * under Dougong's earlier ones (PUT changPassword, POST updatePassword). The recycle bin, the pickers'
 * reads and the caller's own departments: client-routes.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { splitIds } from '../../db/ids';
import type {
  UserAddRequest,
  UserCheckQuery,
  UserEditRequest,
  UserFrozenRequest,
  UserIdQuery,
  UserIdsQuery,
  UserListQuery,
  UserPasswordRequest,
  UserRoleQuery,
  UserUpdatePasswordRequest,
} from '../../../schemas/index';
import type { AuditSpec } from '../../plugins/audit';
import { currentUser } from '../../plugins/auth';
import { JsonText } from '../../plugins/envelope';
import { OPERATE_TYPE } from '../../plugins/operation-log';
import { negativeAnswer } from '../answers';
import { ref } from '../schema-refs';
import { changePassword, freezeUsers, updatePassword, usernameFree } from './account';
import { userClientRoutes } from './client-routes';
import { userScopeOf } from './scope';
import { addUser, deleteUsers, departUsers, editUser, getUser, listUsers } from './service';

const BASE = '/platform/sys/user';

/** What the operation log names for user calls (plugins/audit.ts). */
const USER_AUDIT = {
  type: '用户',
  table: 'sys_user',
  name: 'username',
  fields: {
    realname: '姓名',
    avatar: '头像',
    sex: '性别',
    birthday: '生日',
    email: '邮箱',
    phone: '手机号',
    telephone: '座机',
    work_no: '工号',
    post: '职务',
    org_code: '当前部门',
    user_identity: '身份',
    depart_ids: '负责部门',
    status: '状态',
  },
} as const satisfies Omit<AuditSpec, 'ids'>;

/** @example await app.register(userRoutes); */
export const userRoutes: FastifyPluginAsync = async (app) => {
  await app.register(userClientRoutes);

  app.get<{ Querystring: UserListQuery }>(
    `${BASE}/list`,
    { config: { permission: 'user:list' }, schema: { querystring: ref('UserListQuery') } },
    async (request, reply) => {
      const caller = currentUser(request);
      const { remember } = app.readCache;
      const list = () => listUsers(app.db, caller, request.query, { remember });
      // With no data rule narrowing it the page is the same for every caller: remembered whole, as text,
      // for the write generation (issue 15: the list's p99), like a dictionary's items.
      if ((await remember(`user-scope:${caller.id}`, () => userScopeOf(app.db, caller))).length > 0)
        return reply.ok(await list(), '查询成功');
      const key = `user-list-json:${JSON.stringify(request.query)}`;
      return reply.ok(
        await remember(key, async () => new JsonText(JSON.stringify(await list()))),
        '查询成功',
      );
    },
  );

  app.get<{ Querystring: UserIdQuery }>(
    `${BASE}/queryById`,
    { config: { permission: 'user:list' }, schema: { querystring: ref('UserIdQuery') } },
    async (request, reply) =>
      reply.ok(await getUser(app.db, currentUser(request), request.query.id), '查询成功'),
  );

  app.get<{ Querystring: UserRoleQuery }>(
    `${BASE}/queryUserRole`,
    { config: { permission: 'user:list' }, schema: { querystring: ref('UserRoleQuery') } },
    async (request, reply) =>
      reply.ok((await getUser(app.db, currentUser(request), request.query.userid)).roleIds, '查询成功'),
  );

  app.get<{ Querystring: UserIdQuery }>(
    `${BASE}/queryUserByDepId`,
    { config: { permission: 'user:list' }, schema: { querystring: ref('UserIdQuery') } },
    async (request, reply) =>
      reply.ok(await departUsers(app.db, currentUser(request), request.query.id), '查询成功'),
  );

  app.get<{ Querystring: UserCheckQuery }>(
    `${BASE}/checkOnlyUser`,
    { config: { permission: 'user:list' }, schema: { querystring: ref('UserCheckQuery') } },
    async (request, reply) => {
      const { username, id } = request.query;
      if (await usernameFree(app.db, username, id)) return reply.ok(true, '该用户账号可用');
      return reply.send(negativeAnswer('用户账号已存在', app.clock()));
    },
  );

  app.post<{ Body: UserAddRequest }>(
    `${BASE}/add`,
    {
      config: { permission: 'user:add', log: '添加用户', audit: { ...USER_AUDIT, ids: 'result.id' } },
      schema: { body: ref('UserAddRequest') },
    },
    async (request, reply) =>
      reply.ok(await addUser(app.db, currentUser(request), request.body, app.clock()), '添加成功！'),
  );

  app.put<{ Body: UserEditRequest }>(
    `${BASE}/edit`,
    {
      config: { permission: 'user:edit', log: '编辑用户', audit: { ...USER_AUDIT, ids: 'body.id' } },
      schema: { body: ref('UserEditRequest') },
    },
    async (request, reply) =>
      reply.ok(await editUser(app.db, currentUser(request), request.body, app.clock()), '修改成功！'),
  );

  app.delete<{ Querystring: UserIdQuery }>(
    `${BASE}/delete`,
    {
      config: { permission: 'user:delete', log: '删除用户', audit: { ...USER_AUDIT, ids: 'query.id' } },
      schema: { querystring: ref('UserIdQuery') },
    },
    async (request, reply) => {
      await deleteUsers(app.db, currentUser(request), [request.query.id], app.clock());
      return reply.ok(null, '删除成功!');
    },
  );

  app.delete<{ Querystring: UserIdsQuery }>(
    `${BASE}/deleteBatch`,
    {
      config: {
        permission: 'user:deleteBatch',
        log: '批量删除用户',
        audit: { ...USER_AUDIT, ids: 'query.ids' },
      },
      schema: { querystring: ref('UserIdsQuery') },
    },
    async (request, reply) => {
      await deleteUsers(app.db, currentUser(request), splitIds(request.query.ids), app.clock());
      return reply.ok(null, '批量删除成功!');
    },
  );

  app.put<{ Body: UserFrozenRequest }>(
    `${BASE}/frozenBatch`,
    {
      config: { permission: 'user:frozen', log: '冻结/解冻用户', audit: { ...USER_AUDIT, ids: 'body.ids' } },
      schema: { body: ref('UserFrozenRequest') },
    },
    async (request, reply) => {
      await freezeUsers(app.db, currentUser(request), request.body, app.clock());
      return reply.ok(null, request.body.status === 2 ? '冻结成功!' : '解冻成功!');
    },
  );

  const changePasswordRoute = {
    config: {
      permission: 'user:password',
      log: '修改用户密码',
      audit: { ...USER_AUDIT, ids: 'body.username' },
    },
    schema: { body: ref('UserPasswordRequest') },
  } as const;
  for (const path of ['changePassword', 'changPassword'])
    app.put<{ Body: UserPasswordRequest }>(`${BASE}/${path}`, changePasswordRoute, async (request, reply) => {
      await changePassword(app.db, currentUser(request), request.body, app.clock());
      return reply.ok(null, '密码修改成功！');
    });

  const updatePasswordRoute = {
    config: { permission: 'session', log: '修改我的密码', operateType: OPERATE_TYPE.edit },
    schema: { body: ref('UserUpdatePasswordRequest') },
  } as const;
  for (const method of ['PUT', 'POST'] as const)
    app.route<{ Body: UserUpdatePasswordRequest }>({
      method,
      url: `${BASE}/updatePassword`,
      ...updatePasswordRoute,
      handler: async (request, reply) => {
        await updatePassword(app.db, currentUser(request), request.body, app.clock());
        return reply.ok(null, '密码修改成功！');
      },
    });
};
