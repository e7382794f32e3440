/**
 * Departments (SPEC.md §7 "Management"): the calls under /platform/sys/sysDepart. The trees need only a
 * session, because the department pickers of many pages draw them; the rest need the depart:* codes.
 * 部门授权 (queryDepartPermission, saveDepartPermission) keeps JeecgBoot's paths under /sys/permission.
 */
import type { FastifyPluginAsync } from 'fastify';
import { splitIds } from '../../db/ids';
import type {
  DepartAddRequest,
  DepartEditRequest,
  DepartIdQuery,
  DepartIdsQuery,
  DepartPermissionQuery,
  DepartSearchQuery,
  DepartTreeSyncQuery,
  SaveDepartPermissionRequest,
} from '../../../schemas/index';
import type { AuditSpec } from '../../plugins/audit';
import { currentUser } from '../../plugins/auth';
import { OPERATE_TYPE } from '../../plugins/operation-log';
import { ref } from '../schema-refs';
import { departPermissionIds, saveDepartPermission } from './permissions';
import {
  addDepart,
  deleteDeparts,
  departLevel,
  departTree,
  myDepartTree,
  editDepart,
  getDepart,
  idTree,
  searchDeparts,
} from './service';

const BASE = '/platform/sys/sysDepart';

/** What the operation log names for department calls (plugins/audit.ts). */
const DEPART_AUDIT = {
  type: '部门',
  table: 'sys_depart',
  name: 'depart_name',
  fields: {
    depart_name: '部门名称',
    parent_id: '上级部门',
    depart_order: '排序',
    description: '描述',
    mobile: '电话',
    fax: '传真',
    address: '地址',
    memo: '备注',
    director_user_ids: '负责人',
  },
} as const satisfies Omit<AuditSpec, 'ids'>;

/** @example await app.register(departRoutes); */
export const departRoutes: FastifyPluginAsync = async (app) => {
  app.get(`${BASE}/queryTreeList`, { config: { permission: 'session' } }, async (_request, reply) =>
    reply.ok(await departTree(app.db, app.readCache.remember), '查询成功'),
  );

  // JeecgBoot's 我的部门 (DepartUserList.vue) reads the tree from result and the caller's identity from
  // message ('2' a 上级, '1' anyone else), as JeecgBoot answers it.
  app.get(`${BASE}/queryMyDeptTreeList`, { config: { permission: 'session' } }, async (request, reply) => {
    const { identity, tree } = await myDepartTree(app.db, currentUser(request), app.readCache.remember);
    return reply.ok(tree, identity);
  });

  // JeecgBoot's lazily loaded trees (DepartListSync.vue, JSelectUserByDepModal.vue): one level at a time.
  app.get<{ Querystring: DepartTreeSyncQuery }>(
    `${BASE}/queryDepartTreeSync`,
    { config: { permission: 'session' }, schema: { querystring: ref('DepartTreeSyncQuery') } },
    async (request, reply) =>
      reply.ok(await departLevel(app.db, request.query, app.readCache.remember), '查询成功'),
  );

  app.get(`${BASE}/queryIdTree`, { config: { permission: 'session' } }, async (_request, reply) =>
    reply.ok(await idTree(app.db), '查询成功'),
  );

  app.get<{ Querystring: DepartSearchQuery }>(
    `${BASE}/searchBy`,
    { config: { permission: 'depart:list' }, schema: { querystring: ref('DepartSearchQuery') } },
    async (request, reply) =>
      reply.ok(
        await searchDeparts(app.db, currentUser(request), request.query.keyWord, app.readCache.remember),
        '查询成功',
      ),
  );

  app.get<{ Querystring: DepartIdQuery }>(
    `${BASE}/queryById`,
    { config: { permission: 'depart:list' }, schema: { querystring: ref('DepartIdQuery') } },
    async (request, reply) =>
      reply.ok(await getDepart(app.db, request.query.id, app.readCache.remember), '查询成功'),
  );

  app.post<{ Body: DepartAddRequest }>(
    `${BASE}/add`,
    {
      config: { permission: 'depart:add', log: '添加部门', audit: { ...DEPART_AUDIT, ids: 'result.id' } },
      schema: { body: ref('DepartAddRequest') },
    },
    async (request, reply) =>
      reply.ok(
        await addDepart(app.db, currentUser(request).username, request.body, app.clock()),
        '添加成功！',
      ),
  );

  app.put<{ Body: DepartEditRequest }>(
    `${BASE}/edit`,
    {
      config: { permission: 'depart:edit', log: '编辑部门', audit: { ...DEPART_AUDIT, ids: 'body.id' } },
      schema: { body: ref('DepartEditRequest') },
    },
    async (request, reply) =>
      reply.ok(
        await editDepart(app.db, currentUser(request).username, request.body, app.clock()),
        '编辑成功!',
      ),
  );

  app.delete<{ Querystring: DepartIdQuery }>(
    `${BASE}/delete`,
    {
      config: { permission: 'depart:delete', log: '删除部门', audit: { ...DEPART_AUDIT, ids: 'query.id' } },
      schema: { querystring: ref('DepartIdQuery') },
    },
    async (request, reply) => {
      // The whole branch goes: the client's confirm says '以及子节点数据' (DepartList.vue).
      await deleteDeparts(app.db, currentUser(request), [request.query.id]);
      return reply.ok(null, '删除成功!');
    },
  );

  app.delete<{ Querystring: DepartIdsQuery }>(
    `${BASE}/deleteBatch`,
    {
      config: {
        permission: 'depart:delete',
        log: '批量删除部门',
        audit: { ...DEPART_AUDIT, ids: 'query.ids' },
      },
      schema: { querystring: ref('DepartIdsQuery') },
    },
    async (request, reply) => {
      await deleteDeparts(app.db, currentUser(request), splitIds(request.query.ids));
      return reply.ok(null, '批量删除成功!');
    },
  );

  app.get<{ Querystring: DepartPermissionQuery }>(
    '/platform/sys/permission/queryDepartPermission',
    { config: { permission: 'depart:list' }, schema: { querystring: ref('DepartPermissionQuery') } },
    async (request, reply) => reply.ok(await departPermissionIds(app.db, request.query.departId), '查询成功'),
  );

  app.post<{ Body: SaveDepartPermissionRequest }>(
    '/platform/sys/permission/saveDepartPermission',
    {
      config: {
        permission: 'depart:edit',
        log: '部门授权',
        operateType: OPERATE_TYPE.edit,
      },
      schema: { body: ref('SaveDepartPermissionRequest') },
    },
    async (request, reply) => {
      await saveDepartPermission(app.db, currentUser(request), request.body);
      return reply.ok(null, '保存成功！');
    },
  );
};
