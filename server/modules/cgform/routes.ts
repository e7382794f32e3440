/**
 * Binding a form to a table (SPEC.md §7 "Data collection and designer"): the designer's 数据表 choice and
 * the model choices of the bound table. Reading them needs what reading the designs needs (cgform:list).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { OnlineFormFieldsQuery } from '../../../schemas/index';
import { APP_ERR_ONLINE_TABLE_UNKNOWN } from '../../errors';
import { ref } from '../schema-refs';
import { onlineFormFields, onlineTables } from './tables';

const BASE = '/platform/cgform/cgFormField';

/** @example await app.register(cgformRoutes); */
export const cgformRoutes: FastifyPluginAsync = async (app) => {
  app.get(`${BASE}/onlineTables`, { config: { permission: 'cgform:list' } }, async (_request, reply) =>
    reply.ok(onlineTables(), '查询成功'),
  );

  app.get<{ Querystring: OnlineFormFieldsQuery }>(
    `${BASE}/onlineFormFields`,
    { config: { permission: 'cgform:list' }, schema: { querystring: ref('OnlineFormFieldsQuery') } },
    async (request, reply) => {
      const fields = onlineFormFields(request.query.tableId);
      if (!fields) throw new APP_ERR_ONLINE_TABLE_UNKNOWN();
      return reply.ok(fields, '查询成功');
    },
  );
};
