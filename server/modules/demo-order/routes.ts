/**
 * 订单明细 (issue 18): the demo order items the 实时表格 page edits live — list (by orderNum), add, edit,
 * delete, deleteBatch and sort (many rows' orderNum in one transaction) under /platform/demo/orderItem. The
 * list needs the page's own code (livetable:view); each change its button (demoorder:add, :edit,
 * :batch_delete, :sort — the live table's toolbar prefix `demoorder:`). Every saved row is checked on the
 * server (service.ts) and published to the open tables (live.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { splitIds } from '../../db/ids';
import { currentUser } from '../../plugins/auth';
import { DEMO_ORDER_LIST_PERMISSION, publishDemoOrders, publishRemovedDemoOrders } from './live';
import {
  addDemoOrder,
  deleteDemoOrders,
  editDemoOrder,
  getDemoOrder,
  listDemoOrders,
  MAX_PAGE,
  MAX_SORT,
  sortDemoOrders,
} from './service';

const BASE = '/platform/demo/orderItem';
/** A row id as the server makes them (letters, digits, _ and -): anything else is refused before a lookup. */
const ID = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z_-]+$' } as const;

const LIST_QUERY = {
  type: 'object',
  properties: {
    pageNo: { type: 'integer', minimum: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE },
  },
} as const;
const ID_QUERY = { type: 'object', required: ['id'], properties: { id: ID } } as const;
const IDS_QUERY = {
  type: 'object',
  required: ['ids'],
  properties: { ids: { type: 'string', minLength: 1, maxLength: 65_000, pattern: '^[0-9A-Za-z_,-]+$' } },
} as const;
/** The row's fields are checked by service.ts with messages per field; here only that it is an object. */
const ROW_BODY = { type: 'object' } as const;
const SORT_BODY = {
  type: 'object',
  required: ['items'],
  properties: {
    items: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_SORT,
      items: {
        type: 'object',
        required: ['id', 'orderNum'],
        properties: { id: ID, orderNum: { type: 'integer', minimum: 0, maximum: 1_000_000_000 } },
      },
    },
  },
} as const;

/** @example await app.register(demoOrderRoutes); */
export const demoOrderRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { pageNo?: number; pageSize?: number } }>(
    `${BASE}/list`,
    { config: { permission: DEMO_ORDER_LIST_PERMISSION }, schema: { querystring: LIST_QUERY } },
    async (request, reply) =>
      reply.ok(await listDemoOrders(app.db, request.query, app.readCache.remember), '查询成功'),
  );

  app.get<{ Querystring: { id: string } }>(
    `${BASE}/queryById`,
    { config: { permission: DEMO_ORDER_LIST_PERMISSION }, schema: { querystring: ID_QUERY } },
    async (request, reply) => reply.ok(await getDemoOrder(app.db, request.query.id), '查询成功'),
  );

  app.post<{ Body: Record<string, unknown> }>(
    `${BASE}/add`,
    { config: { permission: 'demoorder:add', log: '添加订单明细' }, schema: { body: ROW_BODY } },
    async (request, reply) => {
      const added = await addDemoOrder(app.db, currentUser(request).username, request.body, app.clock());
      publishDemoOrders(app, [added]);
      return reply.ok(added, '添加成功！');
    },
  );

  app.put<{ Body: Record<string, unknown> }>(
    `${BASE}/edit`,
    { config: { permission: 'demoorder:edit', log: '编辑订单明细' }, schema: { body: ROW_BODY } },
    async (request, reply) => {
      const edited = await editDemoOrder(app.db, currentUser(request).username, request.body, app.clock());
      publishDemoOrders(app, [edited]);
      return reply.ok(edited, '编辑成功!');
    },
  );

  app.delete<{ Querystring: { id: string } }>(
    `${BASE}/delete`,
    {
      config: { permission: 'demoorder:batch_delete', log: '删除订单明细' },
      schema: { querystring: ID_QUERY },
    },
    async (request, reply) => {
      publishRemovedDemoOrders(app, await deleteDemoOrders(app.db, [request.query.id]));
      return reply.ok(null, '删除成功!');
    },
  );

  app.delete<{ Querystring: { ids: string } }>(
    `${BASE}/deleteBatch`,
    {
      config: { permission: 'demoorder:batch_delete', log: '批量删除订单明细' },
      schema: { querystring: IDS_QUERY },
    },
    async (request, reply) => {
      const ids = splitIds(request.query.ids);
      publishRemovedDemoOrders(app, await deleteDemoOrders(app.db, ids));
      return reply.ok(null, '批量删除成功!');
    },
  );

  app.put<{ Body: { items: Array<{ id: string; orderNum: number }> } }>(
    `${BASE}/sort`,
    { config: { permission: 'demoorder:sort', log: '排序订单明细' }, schema: { body: SORT_BODY } },
    async (request, reply) => {
      const rows = await sortDemoOrders(
        app.db,
        currentUser(request).username,
        request.body.items,
        app.clock(),
      );
      publishDemoOrders(app, rows);
      return reply.ok(rows, '排序已保存');
    },
  );
};
