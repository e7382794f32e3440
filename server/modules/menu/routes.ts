/**
 * Menu management (SPEC.md §7 "Management"): the calls under /platform/sys/permission besides
 * getUserPermissionByToken (permission/routes.ts), the data rules (data-rule/routes.ts) and the role
 * grants (role/grant-routes.ts). Reading the menu tree needs permission:list; queryTreeList, the role
 * drawer's tree, needs role:authorize.
 */
import type { FastifyPluginAsync } from 'fastify';
import { splitIds } from '../../db/ids';
import type {
  MenuAddRequest,
  MenuEditRequest,
  MenuAsyncQuery,
  MenuIdQuery,
  MenuIdsQuery,
  MenuSubmenuBatchQuery,
  MenuSubmenuQuery,
} from '../../../schemas/index';
import type { AuditSpec } from '../../plugins/audit';
import { APP_ERR_BAD_REQUEST } from '../../errors';
import { currentUser } from '../../plugins/auth';
import { ref } from '../schema-refs';
import { childrenOf, topMenus } from './repo';
import { deleteMenu, deleteMenus } from './delete';
import {
  addMenu,
  editMenu,
  listedMenus,
  menuLevelForRoles,
  menuTreeForRoles,
  requireMenu,
  searchMenuTree,
  submenusOf,
} from './service';

const BASE = '/platform/sys/permission';
/** The longest 菜单名称 search: a name is at most 50 characters anyway. */
const MAX_KEYWORD = 50;
/** What the operation log names for menu calls (plugins/audit.ts). */
const MENU_AUDIT = {
  type: '菜单',
  table: 'sys_permission',
  name: 'name',
  fields: {
    name: '名称',
    url: '路径',
    perms: '授权标识',
    parent_id: '上级菜单',
    sort_no: '排序',
    status: '状态',
  },
} as const satisfies Omit<AuditSpec, 'ids'>;
/** @example await app.register(menuAdminRoutes); */
export const menuAdminRoutes: FastifyPluginAsync = async (app) => {
  // The menu page's list: the whole tree, or with `name` the entries whose name holds it (and their
  // ancestors and children). The crud's paging parameters are accepted and ignored: a tree has no pages.
  app.get<{ Querystring: { name?: unknown } }>(
    `${BASE}/list`,
    { config: { permission: 'permission:list' } },
    async (request, reply) => {
      const { name } = request.query;
      if (name !== undefined && (typeof name !== 'string' || name.length > MAX_KEYWORD))
        throw new APP_ERR_BAD_REQUEST(`菜单名称最多 ${MAX_KEYWORD} 个字符`);
      return reply.ok(await searchMenuTree(app.db, name, app.readCache.remember), '查询成功');
    },
  );

  app.get(
    `${BASE}/getSystemMenuList`,
    { config: { permission: 'permission:list' } },
    async (_request, reply) =>
      reply.ok(await listedMenus(app.db, await topMenus(app.db), app.readCache.remember), '查询成功'),
  );

  app.get<{ Querystring: MenuSubmenuQuery }>(
    `${BASE}/getSystemSubmenu`,
    { config: { permission: 'permission:list' }, schema: { querystring: ref('MenuSubmenuQuery') } },
    async (request, reply) => {
      await requireMenu(app.db, request.query.parentId);
      const rows = await childrenOf(app.db, request.query.parentId);
      return reply.ok(await listedMenus(app.db, rows, app.readCache.remember), '查询成功');
    },
  );

  // JeecgBoot's NewPermissionList reloads the rows it has expanded in one call.
  app.get<{ Querystring: MenuSubmenuBatchQuery }>(
    `${BASE}/getSystemSubmenuBatch`,
    { config: { permission: 'permission:list' }, schema: { querystring: ref('MenuSubmenuBatchQuery') } },
    async (request, reply) =>
      reply.ok(
        await submenusOf(app.db, splitIds(request.query.parentIds), app.readCache.remember),
        '查询成功',
      ),
  );

  app.post<{ Body: MenuAddRequest }>(
    `${BASE}/add`,
    {
      config: { permission: 'permission:add', log: '添加菜单', audit: { ...MENU_AUDIT, ids: 'result.id' } },
      schema: { body: ref('MenuAddRequest') },
    },
    async (request, reply) =>
      reply.ok(await addMenu(app.db, currentUser(request), request.body, app.clock()), '添加成功！'),
  );

  app.put<{ Body: MenuEditRequest }>(
    `${BASE}/edit`,
    {
      config: { permission: 'permission:edit', log: '编辑菜单', audit: { ...MENU_AUDIT, ids: 'body.id' } },
      schema: { body: ref('MenuEditRequest') },
    },
    async (request, reply) =>
      reply.ok(await editMenu(app.db, currentUser(request), request.body, app.clock()), '修改成功！'),
  );

  app.delete<{ Querystring: MenuIdQuery }>(
    `${BASE}/delete`,
    {
      config: { permission: 'permission:delete', log: '删除菜单', audit: { ...MENU_AUDIT, ids: 'query.id' } },
      schema: { querystring: ref('MenuIdQuery') },
    },
    async (request, reply) => {
      // Everything under the entry goes too: the client's confirm says so (PermissionList.vue).
      await deleteMenu(app.db, currentUser(request), request.query.id);
      return reply.ok(null, '删除成功!');
    },
  );

  // JeecgBoot's batch delete (DELETE deleteBatch?ids=a,b,); guarded by the single delete's code.
  app.delete<{ Querystring: MenuIdsQuery }>(
    `${BASE}/deleteBatch`,
    {
      config: {
        permission: 'permission:delete',
        log: '批量删除菜单',
        audit: { ...MENU_AUDIT, ids: 'query.ids' },
      },
      schema: { querystring: ref('MenuIdsQuery') },
    },
    async (request, reply) => {
      const count = await deleteMenus(app.db, currentUser(request), splitIds(request.query.ids));
      return reply.ok(null, `已删除 ${count} 项`);
    },
  );

  app.get(`${BASE}/queryTreeList`, { config: { permission: 'role:authorize' } }, async (request, reply) =>
    reply.ok(await menuTreeForRoles(app.db, currentUser(request)), '查询成功'),
  );

  // JeecgBoot's api/api.js:31 exports it (no page of v3.3 calls it): one level of the same tree.
  app.get<{ Querystring: MenuAsyncQuery }>(
    `${BASE}/queryListAsync`,
    { config: { permission: 'role:authorize' }, schema: { querystring: ref('MenuAsyncQuery') } },
    async (request, reply) =>
      reply.ok(await menuLevelForRoles(app.db, currentUser(request), request.query.pid), '查询成功'),
  );
};
