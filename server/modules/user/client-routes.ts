/**
 * The calls of JeecgBoot's client around users beyond the list and its dialog (issue 16): the recycle bin
 * (recycleBin, putRecycleBin, deleteRecycleBin), the pickers' reads (userDepartList,
 * queryUserComponentData, getMultiUser, queryByIds), generateUserId and the signed-in user's own
 * departments (getCurrentUserDeparts, PUT or POST /sys/selectDepart).
 */
import type { FastifyPluginAsync } from 'fastify';
import type {
  SelectDepartRequest,
  UserComponentQuery,
  UserDepartListQuery,
  UserMultiQuery,
  UserQueryByIdsQuery,
  UserRecycleQuery,
  UserRecycleRequest,
} from '../../../schemas/index';
import { newId, splitIds } from '../../db/ids';
import { currentUser } from '../../plugins/auth';
import { OPERATE_TYPE } from '../../plugins/operation-log';
import { ref } from '../schema-refs';
import { currentUserDeparts, selectDepart } from './own-departs';
import { multiUsers, userComponentPage, userDepartOptions, usersByIds } from './pickers';
import { purgeUsers, recycledUsers, restoreUsers } from './recycle-bin';

const BASE = '/platform/sys/user';

/** @example await app.register(userClientRoutes); */
export const userClientRoutes: FastifyPluginAsync = async (app) => {
  app.get(`${BASE}/recycleBin`, { config: { permission: 'user:recycle' } }, async (request, reply) =>
    reply.ok(await recycledUsers(app.db, currentUser(request), app.readCache.remember), '查询成功'),
  );

  app.put<{ Body: UserRecycleRequest }>(
    `${BASE}/putRecycleBin`,
    {
      config: { permission: 'user:recycle', log: '还原用户', operateType: OPERATE_TYPE.edit },
      schema: { body: ref('UserRecycleRequest') },
    },
    async (request, reply) => {
      const { userIds } = request.body;
      const ids = Array.isArray(userIds) ? userIds : splitIds(userIds);
      await restoreUsers(app.db, currentUser(request), ids, app.clock());
      return reply.ok(null, '还原成功');
    },
  );

  app.delete<{ Querystring: UserRecycleQuery }>(
    `${BASE}/deleteRecycleBin`,
    {
      config: { permission: 'user:recycleDelete', log: '彻底删除用户' },
      schema: { querystring: ref('UserRecycleQuery') },
    },
    async (request, reply) => {
      await purgeUsers(app.db, currentUser(request), splitIds(request.query.userIds));
      return reply.ok(null, '删除成功');
    },
  );

  app.get<{ Querystring: UserDepartListQuery }>(
    `${BASE}/userDepartList`,
    { config: { permission: 'user:list' }, schema: { querystring: ref('UserDepartListQuery') } },
    async (request, reply) =>
      reply.ok(await userDepartOptions(app.db, currentUser(request), request.query.userId), '查找成功'),
  );

  app.get<{ Querystring: UserComponentQuery }>(
    `${BASE}/queryUserComponentData`,
    { config: { permission: 'user:list' }, schema: { querystring: ref('UserComponentQuery') } },
    async (request, reply) =>
      reply.ok(
        await userComponentPage(app.db, currentUser(request), request.query, app.readCache.remember),
        '查询成功',
      ),
  );

  // JeecgBoot answers this one with the bare list, not in the envelope, and its pickers read it so.
  app.get<{ Querystring: UserMultiQuery }>(
    `${BASE}/getMultiUser`,
    { config: { permission: 'user:list' }, schema: { querystring: ref('UserMultiQuery') } },
    async (request) => multiUsers(app.db, currentUser(request), request.query, app.readCache.remember),
  );

  // SysAnnouncementModal.vue:97 echoes the chosen recipients by id (JeecgBoot: listByIds, in the envelope).
  app.get<{ Querystring: UserQueryByIdsQuery }>(
    `${BASE}/queryByIds`,
    { config: { permission: 'user:list' }, schema: { querystring: ref('UserQueryByIdsQuery') } },
    async (request, reply) =>
      reply.ok(
        await usersByIds(app.db, currentUser(request), request.query.userIds, app.readCache.remember),
        '查询成功',
      ),
  );

  // UserModal.vue:196 names it but never calls it: a fresh id as JeecgBoot answers one. Nothing is
  // reserved: POST add gives the new user its own id whatever the body says.
  app.get(`${BASE}/generateUserId`, { config: { permission: 'user:add' } }, async (_request, reply) =>
    reply.ok(newId(), '操作成功'),
  );

  app.get(`${BASE}/getCurrentUserDeparts`, { config: { permission: 'session' } }, async (request, reply) =>
    reply.ok(await currentUserDeparts(app.db, currentUser(request)), '查询成功'),
  );

  // PUT as JeecgBoot's DepartSelect.vue sends it, POST as SPEC.md §7 names it (Dougong's own header).
  for (const method of ['PUT', 'POST'] as const)
    app.route<{ Body: SelectDepartRequest }>({
      method,
      url: '/platform/sys/selectDepart',
      config: { permission: 'session', log: '切换当前部门', operateType: OPERATE_TYPE.edit },
      schema: { body: ref('SelectDepartRequest') },
      handler: async (request, reply) =>
        reply.ok(await selectDepart(app.db, currentUser(request), request.body, app.clock()), '切换成功'),
    });
};
