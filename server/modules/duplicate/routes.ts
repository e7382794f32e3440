/**
 * GET /platform/sys/duplicate/check (SPEC.md §5, §7): the inline "already taken" check of the user, role,
 * department, dictionary, position and menu forms. Only pairs of the server's registry are looked at.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { DuplicateCheckQuery } from '../../../schemas/index';
import { APP_ERR_DUPLICATE_UNSUPPORTED } from '../../errors';
import type { EnvelopeBody } from '../../plugins/envelope';
import { ref } from '../schema-refs';
import { checkedColumn, valueTaken } from './registry';

/** The answers JeecgBoot's screens show, word for word. */
export const VALUE_FREE = '该值可用！';
export const VALUE_TAKEN = '该值不可用，系统中已存在！';

/** @example await app.register(duplicateRoutes); */
export const duplicateRoutes: FastifyPluginAsync = async (app) => {
  // Any signed-in user: the answer says only whether a value is in use, which the save would say too.
  app.get<{ Querystring: DuplicateCheckQuery }>(
    '/platform/sys/duplicate/check',
    { config: { permission: 'session' }, schema: { querystring: ref('DuplicateCheckQuery') } },
    async (request, reply) => {
      const { tableName, fieldName, fieldVal, dataId } = request.query;
      const column = checkedColumn(tableName, fieldName);
      if (!column) throw new APP_ERR_DUPLICATE_UNSUPPORTED();
      if (!fieldVal || !(await valueTaken(app.db, column, fieldVal, dataId || undefined)))
        return reply.ok(null, VALUE_FREE);
      // A taken value is an answer, not a failed request: HTTP 200 with success false, as the browser's
      // validator reads it.
      const body: EnvelopeBody = {
        success: false,
        message: VALUE_TAKEN,
        code: 200,
        result: null,
        timestamp: app.clock().getTime(),
      };
      return reply.send(body);
    },
  );
};
