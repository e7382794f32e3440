/**
 * GET /platform/sys/permission/getUserPermissionByToken: the signed-in user's menu tree and buttons.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TokenQuery } from '../../../schemas/index';
import { APP_ERR_NO_MENU } from '../../errors';
import { currentUser } from '../../plugins/auth';
import { ref } from '../schema-refs';
import { buildPermissionResult } from '../menu/tree';
import { allButtons, heldPermissions } from './repo';

/** @example await app.register(permissionRoutes); */
export const permissionRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: TokenQuery }>(
    '/platform/sys/permission/getUserPermissionByToken',
    {
      // Only the X-Access-Token header identifies the session; a `token` parameter is accepted and ignored.
      config: { permission: 'session' },
      schema: { querystring: ref('TokenQuery') },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const [held, buttons] = await Promise.all([
        heldPermissions(app.db, user.id, user.roleCodes),
        allButtons(app.db),
      ]);
      const result = buildPermissionResult(held, buttons);
      // The browser cannot build a shell without a menu; a clear error beats an empty screen.
      if (result.menu.length === 0) throw new APP_ERR_NO_MENU();
      return reply.ok(result, '查询成功');
    },
  );
};
