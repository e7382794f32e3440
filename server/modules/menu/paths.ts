/**
 * Menu paths and parents for the browser. GET /platform/sys/permission/menuOptions: the menu tree
 * without buttons, what the menu form offers as parents (a button cannot hold anything).
 * GET /platform/sys/permission/routeStatus?path=/system/user: whether an address the browser cannot open
 * is a page the caller is not granted (the shell shows its 403 page) or no page at all (its 404 page).
 * It answers for one address at a time and names no page, so it tells a user no more than the address
 * they typed already does.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/index';
import { APP_ERR_BAD_REQUEST } from '../../errors';
import { currentUser } from '../../plugins/auth';
import { menuTree } from './service';
import { heldPermissions } from '../permission/repo';

export type RouteStatus = 'granted' | 'forbidden' | 'missing';

const MAX_PATH = 500;

/**
 * Whether a menu url (absolute, with `:param` segments) matches a path; one segment per parameter.
 *
 * @example
 * urlMatches('/online/form/:id', '/online/form/abc') // true
 * urlMatches('/system/user', '/system/user/extra')   // false
 */
export function urlMatches(url: string, path: string): boolean {
  const want = url.replace(/\/+$/, '').split('/');
  const have = path.replace(/\/+$/, '').split('/');
  if (want.length !== have.length) return false;
  return want.every((segment, i) =>
    segment.startsWith(':') ? have[i] !== '' : segment.toLowerCase() === have[i].toLowerCase(),
  );
}

/**
 * The status of `path` for a user: granted when one of their routed menu entries matches it, forbidden
 * when only entries they do not hold match, missing when none does.
 *
 * @example
 * await routeStatus(db, ['user'], '/system/user') // 'forbidden'
 */
export async function routeStatus(
  db: Kysely<Database>,
  roleCodes: readonly string[],
  path: string,
): Promise<RouteStatus> {
  const routed = (rows: { url: string | null; menu_type: number; is_route: number }[]) =>
    rows.some((row) => row.menu_type !== 2 && row.is_route === 1 && row.url && urlMatches(row.url, path));
  if (routed(await heldPermissions(db, roleCodes))) return 'granted';
  const all = await db.selectFrom('sys_permission').select(['url', 'menu_type', 'is_route']).execute();
  return routed(all) ? 'forbidden' : 'missing';
}

/** The menu type of a button (sys_permission.menu_type 2). */
const BUTTON = 2;

/**
 * A menu tree with its buttons taken out: folders and pages only.
 *
 * @example
 * withoutButtons(await menuTree(db)) // [{ name: '系统管理', children: [{ name: '用户管理' }, ...] }, ...]
 */
export function withoutButtons<T extends { menuType: number; children?: T[] }>(nodes: T[]): T[] {
  return nodes
    .filter((node) => node.menuType !== BUTTON)
    .map((node) => {
      const children = withoutButtons(node.children ?? []);
      const { children: _dropped, ...rest } = node;
      return (children.length ? { ...rest, children } : rest) as T;
    });
}

/** @example await app.register(menuPathRoutes); */
export const menuPathRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/platform/sys/permission/menuOptions',
    { config: { permission: 'permission:list' } },
    async (_request, reply) => reply.ok(withoutButtons(await menuTree(app.db)), '查询成功'),
  );

  app.get<{ Querystring: { path?: unknown } }>(
    '/platform/sys/permission/routeStatus',
    { config: { permission: 'session' } },
    async (request, reply) => {
      const { path } = request.query;
      if (typeof path !== 'string' || !path.startsWith('/') || path.length > MAX_PATH)
        throw new APP_ERR_BAD_REQUEST(`path 应为以 / 开头、不超过 ${MAX_PATH} 个字符的页面地址`);
      const user = currentUser(request);
      return reply.ok({ status: await routeStatus(app.db, user.roleCodes, path) }, '查询成功');
    },
  );
};
