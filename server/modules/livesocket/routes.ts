/**
 * The live table's socket (SPEC.md §7 "Live table socket"): GET /vxeSocket/{userId}/{pageId}, upgraded to
 * a WebSocket. As JeecgBoot's client connects — `new WebSocket(url, [token])` — the session token comes as
 * the only subprotocol (never in the URL, which logs and proxies keep) and is echoed back as the chosen
 * one, which browsers require. Refused before the upgrade, with a status and a Chinese message: no or an
 * ended session (401), a userId that is not the session's user or an Origin that is neither this server's
 * nor in CORS_ORIGINS (403; a cross-site page could otherwise ride a token it read elsewhere), a path
 * that is not a page id (400), a user already holding MAX_SOCKETS_PER_USER sockets (429). docs/live-updates.md describes the messages.
 */
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import { APP_ERR_TOKEN_INVALID } from '../../errors';
import type { SessionUser } from '../auth/service';
import { LocalBus, RedisBus, type LiveBus } from './bus';
import {
  APP_ERR_LIVESOCKET_NOT_UPGRADE,
  APP_ERR_LIVESOCKET_ORIGIN,
  APP_ERR_LIVESOCKET_PATH,
  APP_ERR_LIVESOCKET_TOO_MANY,
  APP_ERR_LIVESOCKET_USER,
} from './errors';
import { LiveHub, MAX_SOCKETS_PER_USER } from './hub';
import { LocalSessionCheck, SharedSessionCheck, type SessionCheck } from './session-check';
import {
  HEART_BEAT_REPLY,
  MAX_MESSAGE_BYTES,
  MESSAGES_PER_SECOND,
  PAGE_ID,
  parseClientMessage,
} from './messages';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live table's sockets: `publish` / `publishRow` after saving a row (modules/livesocket/hub.ts). */
    liveSocket: LiveHub;
  }
}

export interface LiveSocketOptions {
  /** REDIS_URL: fan out through Redis pub/sub to the sockets of every server process. */
  redisUrl?: string;
  /** CORS_ORIGINS: other origins whose pages may connect, besides this server's own. */
  corsOrigins?: readonly string[];
}

/**
 * The paths of the socket. JeecgBoot's client builds `${domianURL}/vxeSocket/${userId}/${pageId}`, and its
 * domianURL is our API base, /platform (docs/jeecg-client.md); ours opens it at the root.
 */
export const LIVE_SOCKET_PATHS = [
  '/vxeSocket/:userId/:pageId',
  '/platform/vxeSocket/:userId/:pageId',
] as const;
/** Ids in the path: ours are short, JeecgBoot's 19-digit numbers or UUIDs. */
const USER_ID = /^[\w-]{1,64}$/;

interface Params {
  userId: string;
  pageId: string;
}

/** The session token a WebSocket handshake offers: its first subprotocol. */
function offeredToken(request: FastifyRequest): string | undefined {
  const header = request.headers['sec-websocket-protocol'];
  const first = typeof header === 'string' ? header.split(',')[0].trim() : '';
  return first === '' ? undefined : first;
}

/** Is the page that opens the socket ours, or one CORS_ORIGINS lists? No Origin: not a browser. */
function originAllowed(request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (allowed.has(origin)) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/** Per socket: at most MESSAGES_PER_SECOND a second; a socket that sends twice that is closed. */
class RateWindow {
  private start = 0;
  private count = 0;
  /** 'ok', 'drop' (over the limit), or 'close' (flooding). */
  take(now: number): 'ok' | 'drop' | 'close' {
    if (now - this.start >= 1000) {
      this.start = now;
      this.count = 0;
    }
    this.count++;
    if (this.count <= MESSAGES_PER_SECOND) return 'ok';
    return this.count > 2 * MESSAGES_PER_SECOND ? 'close' : 'drop';
  }
}

/** The socket route, with @fastify/websocket's hooks kept to it. */
function socketRoutes(hub: LiveHub, sessions: SessionCheck, options: LiveSocketOptions): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    const allowed = new Set(options.corsOrigins ?? []);
    await app.register(fastifyWebsocket, {
      options: {
        maxPayload: MAX_MESSAGE_BYTES,
        // The browser fails a handshake whose answer names none of its subprotocols: name the token.
        handleProtocols: (protocols) => protocols.values().next().value ?? false,
      },
    });

    const opened = new WeakMap<FastifyRequest, { user: SessionUser; token: string }>();

    for (const url of LIVE_SOCKET_PATHS)
      app.route<{ Params: Params }>({
        method: 'GET',
        url,
        // The guard reads X-Access-Token, which a browser's WebSocket cannot send; onRequest below checks
        // the session the socket's way, before the upgrade.
        config: { permission: 'public' },
        onRequest: async (request) => {
          const { userId, pageId } = request.params;
          if (!request.ws) throw new APP_ERR_LIVESOCKET_NOT_UPGRADE();
          if (!USER_ID.test(userId) || !PAGE_ID.test(pageId)) throw new APP_ERR_LIVESOCKET_PATH();
          if (!originAllowed(request, allowed))
            throw new APP_ERR_LIVESOCKET_ORIGIN(request.headers.origin ?? '');
          const token = offeredToken(request);
          const user = token ? await app.sessionCache.resolve(token, app.clock()) : null;
          if (!token || !user) throw new APP_ERR_TOKEN_INVALID();
          if (user.id !== userId) throw new APP_ERR_LIVESOCKET_USER();
          // A page that reconnects in a loop, or a user with many tabs, cannot hold the process's sockets.
          if (hub.userCount(user.id) >= MAX_SOCKETS_PER_USER)
            throw new APP_ERR_LIVESOCKET_TOO_MANY(MAX_SOCKETS_PER_USER);
          opened.set(request, { user, token });
        },
        handler: async () => {
          throw new APP_ERR_LIVESOCKET_NOT_UPGRADE();
        },
        wsHandler: (socket: WebSocket, request) => {
          const session = opened.get(request);
          if (!session) return socket.close(1008, 'Token失效，请重新登录');
          const { user, token } = session;
          // Handshakes that passed the check together: the ones past the cap are closed once upgraded.
          if (hub.userCount(user.id) >= MAX_SOCKETS_PER_USER)
            return socket.close(1008, new APP_ERR_LIVESOCKET_TOO_MANY(MAX_SOCKETS_PER_USER).message);
          const client = hub.client(socket, request.params.pageId, user.id, user.permissionCodes);
          const rate = new RateWindow();
          const log = request.log;
          // One message at a time, in order: each waits for the session check of the one before.
          let queue = Promise.resolve();
          const handle = async (data: Buffer, isBinary: boolean) => {
            const current = await sessions.check(token);
            if (!current) return socket.close(1008, 'Token失效，请重新登录');
            client.permissionCodes = current.permissionCodes;
            if (isBinary) return log.warn({ pageId: client.pageId }, 'livesocket: binary message ignored');
            const message = parseClientMessage(data.toString('utf8'));
            if (message.kind === 'heart_beat') socket.send(HEART_BEAT_REPLY, { binary: false });
            else if (message.kind === 'update') hub.relay(client, message.update);
            else log.warn({ pageId: client.pageId, reason: message.reason }, 'livesocket: message ignored');
          };
          socket.on('message', (data: Buffer, isBinary: boolean) => {
            const now = Date.now();
            client.lastSeen = now;
            const verdict = rate.take(now);
            if (verdict === 'close') return socket.close(1008, '消息过于频繁');
            if (verdict === 'drop') return;
            queue = queue
              .then(() => handle(data, isBinary))
              .catch((error: unknown) => {
                log.error({ err: error }, 'livesocket: message failed');
                socket.close(1011, '服务器错误，请稍后重连');
              });
          });
          socket.on('close', () => hub.leave(client));
          hub.join(client);
        },
      });
  };
}

/**
 * Decorates `app.liveSocket` and serves the socket. Needs the auth plugin (its session cache).
 *
 * @example
 * await app.register(liveSocketPlugin, { redisUrl: config.redisUrl, corsOrigins: config.corsOrigins });
 * app.liveSocket.publishRow('sys-position', 'vxe-default', row, { permission: 'position:list' });
 */
export const liveSocketPlugin = fp<LiveSocketOptions>(
  async (app, options) => {
    const bus: LiveBus = options.redisUrl
      ? new RedisBus(options.redisUrl, (error) => app.log.warn({ err: error }, 'livesocket: Redis'))
      : new LocalBus();
    const hub = new LiveHub(bus);
    app.decorate('liveSocket', hub);
    const sessions: SessionCheck = options.redisUrl
      ? new SharedSessionCheck(options.redisUrl, app.db, app.clock)
      : new LocalSessionCheck(app.sessionCache, app.clock);
    // Messages of the other processes from the start, but a Redis that refuses or does not answer (2 s)
    // does not hold start-up: until it answers, this process's browsers still see each other.
    app.addHook('onReady', async () => {
      const wait = new Promise<void>((resolve) => setTimeout(resolve, 2000).unref());
      await Promise.race([bus.ready(), wait]);
    });
    app.addHook('onClose', async () => {
      hub.stop();
      await Promise.all([bus.close(), sessions.close()]);
    });
    await app.register(socketRoutes(hub, sessions, options));
  },
  { name: 'livesocket', fastify: '5.x', dependencies: ['auth'] },
);
