/**
 * The bell's socket: GET /websocket/{userId} upgraded to a WebSocket, as JeecgBoot's HeaderNotice.vue opens
 * it (`new WebSocket(domain + '/websocket/' + userId, [token])`), on the same terms as the live table's
 * socket (docs/live-updates.md): the session token is the only subprotocol and is named back, the Origin
 * must be this server's or one in CORS_ORIGINS, the userId must be the session's user. The server only
 * sends (bell-hub.ts); what a browser sends is ignored. Every 30 s the server pings each socket and checks
 * its session again: a socket whose browser does not answer, or whose session ended, is closed.
 *
 * Upgrades reach this route through the live socket's @fastify/websocket, which routes every upgrade of
 * the server: the copy registered here listens to no server (`server` is a bare emitter) and only wraps
 * this route, so the two never handle one upgrade twice.
 */
import { EventEmitter } from 'node:events';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { APP_ERR_TOKEN_INVALID } from '../../errors';
import { APP_ERR_LIVESOCKET_ORIGIN, APP_ERR_LIVESOCKET_USER } from '../livesocket/errors';
import type { BellHub } from './bell-hub';
import { APP_ERR_BELL_NOT_UPGRADE, APP_ERR_BELL_PATH } from './errors';

/**
 * The paths JeecgBoot's client builds, `${domianURL}/websocket/${userId}`: at the root, and under /platform for
 * a client whose domianURL is Dougong's API base (docs/jeecg-client.md).
 */
export const BELL_SOCKET_PATHS = ['/websocket/:userId', '/platform/websocket/:userId'] as const;
const USER_ID = /^[\w-]{1,64}$/;
/** How often each socket is pinged and its session checked. */
export const BELL_PING_MS = 30_000;

function offeredToken(request: FastifyRequest): string | undefined {
  const header = request.headers['sec-websocket-protocol'];
  const first = typeof header === 'string' ? header.split(',')[0].trim() : '';
  return first === '' ? undefined : first;
}

function originAllowed(request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin === undefined || allowed.has(origin)) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

interface Open {
  userId: string;
  token: string;
}

/**
 * Serves the bell socket; registered (encapsulated) by the announcement plugin.
 *
 * @example
 * await app.register(bellSocketRoutes(hub, config.corsOrigins));
 */
export function bellSocketRoutes(hub: BellHub, corsOrigins: readonly string[] = []) {
  return async (app: FastifyInstance) => {
    const allowed = new Set(corsOrigins);
    await app.register(fastifyWebsocket, {
      options: {
        maxPayload: 1024,
        handleProtocols: (protocols) => protocols.values().next().value ?? false,
        // Listen to nothing: the live socket's copy routes the server's upgrades (see above).
        server: new EventEmitter() as never,
      },
    });
    const opened = new WeakMap<FastifyRequest, Open>();
    const alive = new Map<WebSocket, Open & { answered: boolean }>();
    const pinger = setInterval(() => {
      for (const [socket, state] of alive) {
        if (!state.answered) {
          socket.terminate();
          continue;
        }
        state.answered = false;
        socket.ping();
        void app.sessionCache.resolve(state.token, app.clock()).then(
          (user) => {
            if (!user) socket.close(1008, 'Token失效，请重新登录');
          },
          () => {},
        );
      }
    }, BELL_PING_MS).unref();
    app.addHook('onClose', async () => clearInterval(pinger));

    for (const url of BELL_SOCKET_PATHS)
      app.route<{ Params: { userId: string } }>({
        method: 'GET',
        url,
        // A browser's WebSocket cannot send X-Access-Token: the session is checked here, before the upgrade.
        config: { permission: 'public' },
        onRequest: async (request) => {
          const { userId } = request.params;
          if (!request.ws) throw new APP_ERR_BELL_NOT_UPGRADE();
          if (!USER_ID.test(userId)) throw new APP_ERR_BELL_PATH();
          if (!originAllowed(request, allowed))
            throw new APP_ERR_LIVESOCKET_ORIGIN(request.headers.origin ?? '');
          const token = offeredToken(request);
          const user = token ? await app.sessionCache.resolve(token, app.clock()) : null;
          if (!token || !user) throw new APP_ERR_TOKEN_INVALID();
          if (user.id !== userId) throw new APP_ERR_LIVESOCKET_USER();
          opened.set(request, { userId, token });
        },
        handler: async () => {
          throw new APP_ERR_BELL_NOT_UPGRADE();
        },
        wsHandler: (socket: WebSocket, request) => {
          const open = opened.get(request);
          if (!open) return socket.close(1008, 'Token失效，请重新登录');
          const state = { ...open, answered: true };
          alive.set(socket, state);
          hub.join(open.userId, socket);
          socket.on('pong', () => (state.answered = true));
          // JeecgBoot's client may send a heartbeat; it counts as an answer, and nothing else is read.
          socket.on('message', () => (state.answered = true));
          socket.on('close', () => {
            alive.delete(socket);
            hub.leave(open.userId, socket);
          });
        },
      });
  };
}
