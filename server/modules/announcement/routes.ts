/**
 * 系统通告 and the user's messages (SPEC.md §7 "Announcements"): /platform/sys/annountCement/* for the admin
 * (announcement:* codes) and the bell, /platform/sys/sysAnnouncementSend/* for the user's own list and read
 * marks, and the bell socket /websocket/{userId} (bell-socket.ts). Publishing and revoking tell the
 * affected bells after the commit. docs/announcements.md is the guide.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { splitIds } from '../../db/ids';
import { currentUser } from '../../plugins/auth';
import { BellHub, type BellAudience } from './bell-hub';
import { bellSocketRoutes } from './bell-socket';
import { markAllRead, markRead, myAnnouncement, myAnnouncements, readerOf, unreadByCategory } from './inbox';
import {
  ADD_BODY,
  EDIT_BODY,
  ID_QUERY,
  IDS_QUERY,
  LIST_BY_USER_QUERY,
  LIST_QUERY,
  MARK_READ,
  MY_LIST_QUERY,
  SYNC_QUERY,
  type AnnouncementInput,
  type ListQuery,
  type MyListQuery,
} from './schemas';
import {
  addAnnouncement,
  deleteAnnouncements,
  editAnnouncement,
  findAnnouncement,
  listAnnouncements,
  managesAnnouncements,
  publishAnnouncement,
  revokeAnnouncement,
  toRecord,
  type Audience,
} from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The bells' push (announcement/bell-hub.ts): `notify(audience, { cmd, msgId, msgTxt })` after a commit. */
    bells: BellHub;
  }
}

export interface AnnouncementOptions {
  /** REDIS_URL: the bells of every server process hear a publish. */
  redisUrl?: string;
  /** CORS_ORIGINS: other origins whose pages may open the bell socket. */
  corsOrigins?: readonly string[];
}

const BASE = '/platform/sys/annountCement';
const SEND = '/platform/sys/sysAnnouncementSend';

const bellAudience = (audience: Audience): BellAudience =>
  audience.all ? { all: true } : { all: false, userIds: audience.userIds };

const routes: FastifyPluginAsync = async (app) => {
  const reader = (request: FastifyRequest) => readerOf(app.db, currentUser(request).id);
  /** Tells the caller's own bells to reload (after a read mark in one tab, the others follow). */
  const refreshOwnBells = (request: FastifyRequest, anntId = '') =>
    app.bells.notify(
      { all: false, userIds: [currentUser(request).id] },
      { cmd: 'user', msgId: anntId, msgTxt: '' },
    );

  app.get<{ Querystring: ListQuery }>(
    `${BASE}/list`,
    { config: { permission: 'announcement:list' }, schema: { querystring: LIST_QUERY } },
    async (request, reply) => {
      const viewer = managesAnnouncements(currentUser(request).permissionCodes)
        ? undefined
        : await reader(request);
      return reply.ok(await listAnnouncements(app.db, request.query, viewer), '查询成功');
    },
  );

  app.post<{ Body: AnnouncementInput }>(
    `${BASE}/add`,
    { config: { permission: 'announcement:add', log: '添加系统通告' }, schema: { body: ADD_BODY } },
    async (request, reply) =>
      reply.ok(
        await addAnnouncement(app.db, currentUser(request).username, request.body, app.clock()),
        '添加成功！',
      ),
  );

  const edit = async (
    request: FastifyRequest<{ Body: AnnouncementInput & { id: string } }>,
    reply: FastifyReply,
  ) =>
    reply.ok(
      await editAnnouncement(
        app.db,
        currentUser(request).username,
        request.body.id,
        request.body,
        app.clock(),
      ),
      '修改成功!',
    );
  app.route<{ Body: AnnouncementInput & { id: string } }>({
    method: ['PUT', 'POST'],
    url: `${BASE}/edit`,
    config: { permission: 'announcement:edit', log: '编辑系统通告' },
    schema: { body: EDIT_BODY },
    handler: edit,
  });

  app.delete<{ Querystring: { id: string } }>(
    `${BASE}/delete`,
    { config: { permission: 'announcement:delete', log: '删除系统通告' }, schema: { querystring: ID_QUERY } },
    async (request, reply) => {
      await deleteAnnouncements(app.db, [request.query.id]);
      return reply.ok(null, '删除成功!');
    },
  );

  app.delete<{ Querystring: { ids: string } }>(
    `${BASE}/deleteBatch`,
    {
      config: { permission: 'announcement:delete', log: '批量删除系统通告' },
      schema: { querystring: IDS_QUERY },
    },
    async (request, reply) => {
      await deleteAnnouncements(app.db, [...new Set(splitIds(request.query.ids))]);
      return reply.ok(null, '批量删除成功!');
    },
  );

  // A manager reads any announcement; anyone else only a published one sent to them (404 otherwise).
  app.get<{ Querystring: { id: string } }>(
    `${BASE}/queryById`,
    { config: { permission: 'session' }, schema: { querystring: ID_QUERY } },
    async (request, reply) => {
      const { id } = request.query;
      if (managesAnnouncements(currentUser(request).permissionCodes))
        return reply.ok(toRecord(await findAnnouncement(app.db, id)), '查询成功');
      return reply.ok(await myAnnouncement(app.db, await reader(request), id), '查询成功');
    },
  );

  app.get<{ Querystring: { id: string } }>(
    `${BASE}/doReleaseData`,
    {
      config: { permission: 'announcement:release', log: '发布系统通告' },
      schema: { querystring: ID_QUERY },
    },
    async (request, reply) => {
      const { row, audience } = await publishAnnouncement(
        app.db,
        currentUser(request).username,
        request.query.id,
        app.clock(),
      );
      app.bells.notify(bellAudience(audience), {
        cmd: audience.all ? 'topic' : 'user',
        msgId: row.id,
        msgTxt: row.titile,
      });
      return reply.ok(toRecord(row), '该系统通知发布成功');
    },
  );

  app.get<{ Querystring: { id: string } }>(
    `${BASE}/doReovkeData`,
    { config: { permission: 'announcement:revoke', log: '撤销系统通告' }, schema: { querystring: ID_QUERY } },
    async (request, reply) => {
      const { row, audience } = await revokeAnnouncement(
        app.db,
        currentUser(request).username,
        request.query.id,
        app.clock(),
      );
      app.bells.notify(bellAudience(audience), {
        cmd: audience.all ? 'topic' : 'user',
        msgId: row.id,
        msgTxt: '',
      });
      return reply.ok(toRecord(row), '该系统通知撤销成功');
    },
  );

  app.get<{ Querystring: { pageSize?: number } }>(
    `${BASE}/listByUser`,
    { config: { permission: 'session' }, schema: { querystring: LIST_BY_USER_QUERY } },
    async (request, reply) =>
      reply.ok(
        await unreadByCategory(app.db, await reader(request), request.query.pageSize ?? 5),
        '查询成功',
      ),
  );

  // JeecgBoot's lists call this after a read mark so the header bell follows; it reaches the caller only.
  app.get<{ Querystring: { anntId?: string } }>(
    `${BASE}/syncNotic`,
    { config: { permission: 'session' }, schema: { querystring: SYNC_QUERY } },
    async (request, reply) => {
      refreshOwnBells(request, request.query.anntId);
      return reply.ok(null, '同步成功');
    },
  );

  app.route<{ Body: { anntId: string } }>({
    method: ['PUT', 'POST'],
    url: `${SEND}/editByAnntIdAndUserId`,
    config: { permission: 'session' },
    schema: { body: MARK_READ },
    handler: async (request, reply) => {
      await markRead(app.db, await reader(request), request.body.anntId, app.clock());
      refreshOwnBells(request, request.body.anntId);
      return reply.ok(null, '已标记为已读');
    },
  });

  app.get<{ Querystring: MyListQuery }>(
    `${SEND}/getMyAnnouncementSend`,
    { config: { permission: 'session' }, schema: { querystring: MY_LIST_QUERY } },
    async (request, reply) =>
      reply.ok(await myAnnouncements(app.db, await reader(request), request.query), '查询成功'),
  );

  // Dougong's own: 我的消息's 查看 reads the announcement and marks it read in one call (its page JSON's queryById).
  app.get<{ Querystring: { id: string } }>(
    `${SEND}/openMine`,
    { config: { permission: 'session' }, schema: { querystring: ID_QUERY } },
    async (request, reply) => {
      const me = await reader(request);
      await markRead(app.db, me, request.query.id, app.clock());
      refreshOwnBells(request, request.query.id);
      return reply.ok(await myAnnouncement(app.db, me, request.query.id), '查询成功');
    },
  );

  app.route({
    method: ['PUT', 'POST'],
    url: `${SEND}/readAll`,
    config: { permission: 'session' },
    handler: async (request, reply) => {
      const count = await markAllRead(app.db, await reader(request), app.clock());
      refreshOwnBells(request);
      return reply.ok(count, count > 0 ? `已将 ${count} 条消息标为已读` : '没有未读消息');
    },
  });
};

/**
 * Decorates `app.bells` and serves the announcement calls and the bell socket. Needs the auth plugin and
 * the live socket (whose @fastify/websocket routes the server's upgrades).
 *
 * @example
 * await app.register(announcementPlugin, { redisUrl: config.redisUrl, corsOrigins: config.corsOrigins });
 */
export const announcementPlugin = fp<AnnouncementOptions>(
  async (app, options) => {
    const hub = new BellHub(options.redisUrl, (error) => app.log.warn({ err: error }, 'announcement: Redis'));
    app.decorate('bells', hub);
    app.addHook('onClose', () => hub.close());
    await app.register(bellSocketRoutes(hub, options.corsOrigins));
    await app.register(routes);
  },
  { name: 'announcement', fastify: '5.x', dependencies: ['auth', 'livesocket'] },
);
