/**
 * Positions (SPEC.md §1 "position selection", §7 "Logs and helpers"): the calls under
 * /platform/sys/position, guarded by the position:* codes. getSelectData needs only a session: the user
 * form of every admin page picks a position from it.
 */
import type { FastifyPluginAsync } from 'fastify';
import { splitIds } from '../../db/ids';
import type {
  PositionAddRequest,
  PositionEditRequest,
  PositionIdQuery,
  PositionIdsQuery,
  PositionListQuery,
} from '../../../schemas/index';
import type { AuditSpec } from '../../plugins/audit';
import { currentUser } from '../../plugins/auth';
import { ruleScopeOf } from '../data-rule/scope';
import { ref } from '../schema-refs';
import {
  addPosition,
  deletePositions,
  editPosition,
  getPosition,
  listPositions,
  positionOptions,
} from './service';
import { publishPositions, publishRemovedPositions } from './live';

const BASE = '/platform/sys/position';

/** What the operation log names for position calls (plugins/audit.ts). */
const POSITION_AUDIT = {
  type: '职务',
  table: 'sys_position',
  name: 'name',
  fields: { name: '职务名称', code: '职务编码', post_rank: '职级' },
} as const satisfies Omit<AuditSpec, 'ids'>;

/** @example await app.register(positionRoutes); */
export const positionRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: PositionListQuery }>(
    `${BASE}/list`,
    { config: { permission: 'position:list' }, schema: { querystring: ref('PositionListQuery') } },
    async (request, reply) => {
      const scope = await ruleScopeOf(app.db, currentUser(request), 'position:list');
      const page = await listPositions(app.db, request.query, scope, app.readCache.remember);
      return reply.ok(page, '查询成功');
    },
  );

  app.get<{ Querystring: PositionIdQuery }>(
    `${BASE}/queryById`,
    { config: { permission: 'position:list' }, schema: { querystring: ref('PositionIdQuery') } },
    async (request, reply) => reply.ok(await getPosition(app.db, request.query.id), '查询成功'),
  );

  app.get(`${BASE}/getSelectData`, { config: { permission: 'session' } }, async (_request, reply) =>
    reply.ok(await positionOptions(app.db), '查询成功'),
  );

  app.post<{ Body: PositionAddRequest }>(
    `${BASE}/add`,
    {
      config: { permission: 'position:add', log: '添加职务', audit: { ...POSITION_AUDIT, ids: 'result.id' } },
      schema: { body: ref('PositionAddRequest') },
    },
    async (request, reply) => {
      const added = await addPosition(app.db, currentUser(request).username, request.body, app.clock());
      await publishPositions(app, [added]);
      return reply.ok(added, '添加成功！');
    },
  );

  app.put<{ Body: PositionEditRequest }>(
    `${BASE}/edit`,
    {
      config: { permission: 'position:edit', log: '编辑职务', audit: { ...POSITION_AUDIT, ids: 'body.id' } },
      schema: { body: ref('PositionEditRequest') },
    },
    async (request, reply) => {
      const edited = await editPosition(app.db, currentUser(request).username, request.body, app.clock());
      await publishPositions(app, [edited]);
      return reply.ok(edited, '编辑成功!');
    },
  );

  app.delete<{ Querystring: PositionIdQuery }>(
    `${BASE}/delete`,
    {
      config: {
        permission: 'position:delete',
        log: '删除职务',
        audit: { ...POSITION_AUDIT, ids: 'query.id' },
      },
      schema: { querystring: ref('PositionIdQuery') },
    },
    async (request, reply) => {
      await deletePositions(app.db, [request.query.id]);
      publishRemovedPositions(app, [request.query.id]);
      return reply.ok(null, '删除成功!');
    },
  );

  app.delete<{ Querystring: PositionIdsQuery }>(
    `${BASE}/deleteBatch`,
    {
      config: {
        permission: 'position:delete',
        log: '批量删除职务',
        audit: { ...POSITION_AUDIT, ids: 'query.ids' },
      },
      schema: { querystring: ref('PositionIdsQuery') },
    },
    async (request, reply) => {
      const ids = splitIds(request.query.ids);
      await deletePositions(app.db, ids);
      publishRemovedPositions(app, ids);
      return reply.ok(null, '批量删除成功!');
    },
  );
};
