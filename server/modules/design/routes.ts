/**
 * Saved designs and the product's pages (SPEC.md §7 "Data collection and designer"): the calls under
 * /platform/cgform/cgformDesign and GET /platform/sys/page/get. Route schemas (schemas/design.schema.json)
 * check the envelope fields; the design JSON inside jsonStr is checked by the service (check.ts), because
 * a route schema would silently drop misspelt keys instead of naming them. A form design's save answers
 * what a fork of form-making added as warnings, in result and in the message.
 */
import type { FastifyPluginAsync } from 'fastify';
import { splitIds } from '../../db/ids';
import type {
  DesignAddRequest,
  DesignEditRequest,
  DesignIdQuery,
  DesignIdsQuery,
  DesignListQuery,
  DesignRollbackRequest,
  DesignVersionQuery,
  StoredPageQuery,
} from '../../../schemas/index';
import { currentUser } from '../../plugins/auth';
import { ref } from '../schema-refs';
import { savedMessage } from './check';
import { addDesign, deleteDesigns, editDesign, getDesign, getPage, listDesigns } from './service';
import { rollbackDesign, versionOf, versionsOf } from './versions';

const BASE = '/platform/cgform/cgformDesign';

/** @example await app.register(designRoutes); */
export const designRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: DesignListQuery }>(
    `${BASE}/list`,
    { config: { permission: 'cgform:list' }, schema: { querystring: ref('DesignListQuery') } },
    async (request, reply) => reply.ok(await listDesigns(app.db, request.query), '查询成功'),
  );

  app.get<{ Querystring: DesignIdQuery }>(
    `${BASE}/queryById`,
    { config: { permission: 'cgform:list' }, schema: { querystring: ref('DesignIdQuery') } },
    async (request, reply) => reply.ok(await getDesign(app.db, request.query.id), '查询成功'),
  );

  app.post<{ Body: DesignAddRequest }>(
    `${BASE}/add`,
    { config: { permission: 'cgform:add' }, schema: { body: ref('DesignAddRequest') } },
    async (request, reply) => {
      const result = await addDesign(app.db, currentUser(request), request.body, app.clock());
      return reply.ok(result, savedMessage('添加成功！', result.warnings));
    },
  );

  // The designer saves with POST, the list page's rename with PUT (SPEC.md §7 allows both).
  app.route<{ Body: DesignEditRequest }>({
    method: ['POST', 'PUT'],
    url: `${BASE}/edit`,
    config: { permission: 'cgform:edit' },
    schema: { body: ref('DesignEditRequest') },
    handler: async (request, reply) => {
      const result = await editDesign(app.db, currentUser(request), request.body, app.clock());
      return reply.ok(result, savedMessage('保存成功！', result.warnings));
    },
  });

  app.delete<{ Querystring: DesignIdQuery }>(
    `${BASE}/delete`,
    { config: { permission: 'cgform:delete' }, schema: { querystring: ref('DesignIdQuery') } },
    async (request, reply) => {
      await deleteDesigns(app.db, [request.query.id]);
      return reply.ok(null, '删除成功!');
    },
  );

  app.delete<{ Querystring: DesignIdsQuery }>(
    `${BASE}/deleteBatch`,
    { config: { permission: 'cgform:delete' }, schema: { querystring: ref('DesignIdsQuery') } },
    async (request, reply) => {
      await deleteDesigns(app.db, splitIds(request.query.ids));
      return reply.ok(null, '批量删除成功!');
    },
  );

  app.get<{ Querystring: DesignIdQuery }>(
    `${BASE}/versions`,
    { config: { permission: 'cgform:list' }, schema: { querystring: ref('DesignIdQuery') } },
    async (request, reply) => reply.ok(await versionsOf(app.db, request.query.id), '查询成功'),
  );

  app.get<{ Querystring: DesignVersionQuery }>(
    `${BASE}/version`,
    { config: { permission: 'cgform:list' }, schema: { querystring: ref('DesignVersionQuery') } },
    async (request, reply) =>
      reply.ok(await versionOf(app.db, request.query.id, request.query.version), '查询成功'),
  );

  app.post<{ Body: DesignRollbackRequest }>(
    `${BASE}/rollback`,
    { config: { permission: 'cgform:edit' }, schema: { body: ref('DesignRollbackRequest') } },
    async (request, reply) =>
      reply.ok(await rollbackDesign(app.db, currentUser(request), request.body, app.clock()), '回滚成功！'),
  );

  // Any signed-in user: the page JSON only describes a screen; its data calls check their own codes.
  app.get<{ Querystring: StoredPageQuery }>(
    '/platform/sys/page/get',
    { config: { permission: 'session' }, schema: { querystring: ref('StoredPageQuery') } },
    async (request, reply) => reply.ok(await getPage(app.db, request.query.name), '查询成功'),
  );
};
