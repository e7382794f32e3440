/**
 * GET /platform/sys/permission/getUserPermissionByToken: the signed-in user's menu tree and buttons.
 * Every user of the same roles gets the same answer, so it is built and serialised once per role set and
 * write generation (db/read-cache.ts): a menu, grant or role change shows in the very next request.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { PermissionResult, TokenQuery } from '../../../schemas/index';
import type { Database } from '../../db/index';
import { APP_ERR_NO_MENU } from '../../errors';
import { currentUser } from '../../plugins/auth';
import { JsonText } from '../../plugins/envelope';
import { ref } from '../schema-refs';
import { buildPermissionResult } from '../menu/tree';
import { allButtons, heldPermissions } from './repo';

/**
 * The menu tree and buttons of a user holding `roleCodes`.
 *
 * @example
 * await permissionResultOf(db, ['user']) // { menu: [...], auth: [...], allAuth: [...], sysSafeMode: false }
 */
export async function permissionResultOf(
  db: Kysely<Database>,
  roleCodes: readonly string[],
): Promise<PermissionResult> {
  const [held, buttons] = await Promise.all([heldPermissions(db, roleCodes), allButtons(db)]);
  // sysSafeMode: JeecgBoot's client stores it; Dougong has no 安全模式.
  return { ...buildPermissionResult(held, buttons), sysSafeMode: false };
}

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
      const { roleCodes } = currentUser(request);
      const menu = await app.readCache.remember(`menu:${JSON.stringify(roleCodes)}`, async () => {
        const result = await permissionResultOf(app.db, roleCodes);
        return result.menu.length ? new JsonText(JSON.stringify(result)) : null;
      });
      // The browser cannot build a shell without a menu; a clear error beats an empty screen.
      if (!menu) throw new APP_ERR_NO_MENU();
      return reply.ok(menu, '查询成功');
    },
  );
};
