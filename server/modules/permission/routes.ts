/**
 * GET /platform/sys/permission/getUserPermissionByToken: the signed-in user's menu tree and buttons.
 * Every user of the same roles gets the same answer, so it is built once per role set and write
 * generation (db/read-cache.ts): a menu, grant or role change shows in the very next request.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { PermissionResult, TokenQuery } from '../../../schemas/index';
import type { Database } from '../../db/index';
import { computeEachTime, type Remember } from '../../db/read-cache';
import { APP_ERR_NO_MENU } from '../../errors';
import { currentUser } from '../../plugins/auth';
import { ref } from '../schema-refs';
import { buildPermissionResult } from '../menu/tree';
import { allButtons, heldPermissions } from './repo';

/**
 * The menu tree and buttons of a user holding `roleCodes`, or APP_ERR_NO_MENU (403) when they hold no menu.
 *
 * @example
 * await permissionResultOf(db, ['user'], app.readCache.remember) // { menu: [...], auth: [...], allAuth: [...] }
 */
export async function permissionResultOf(
  db: Kysely<Database>,
  roleCodes: readonly string[],
  remember: Remember = computeEachTime,
): Promise<PermissionResult> {
  const result = await remember(`menu:${JSON.stringify(roleCodes)}`, async () => {
    const [held, buttons] = await Promise.all([heldPermissions(db, roleCodes), allButtons(db)]);
    return buildPermissionResult(held, buttons);
  });
  // The browser cannot build a shell without a menu; a clear error beats an empty screen.
  if (result.menu.length === 0) throw new APP_ERR_NO_MENU();
  return result;
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
      return reply.ok(await permissionResultOf(app.db, roleCodes, app.readCache.remember), '查询成功');
    },
  );
};
