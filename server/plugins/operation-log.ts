/**
 * The operation log: every state-changing /platform request (POST, PUT, PATCH, DELETE) writes one sys_log
 * row of log_type 2 — who, what, when, whether it worked and how long it took — refused ones of signed-in
 * users included, because an attempt is what an audit wants to see. Calls without a valid session are left
 * out: the guard refused them before anything happened, they name nobody, and logging them would let
 * anyone fill the table without an account. Sign-in and sign-out are left out too: they write the
 * login log (modules/auth). A route names its action in `config.log` ('添加用户'); otherwise the log
 * shows the route path. The row is written through the log module (modules/log/repo.ts writeOperationLog).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LOGIN_URL, LOGOUT_URL, writeOperationLog } from '../modules/log/repo';
import { auditBefore, auditTarget } from './audit';
import { isApiPath } from './envelope';

/** operate_type values (dictionary operate_type). */
export const OPERATE_TYPE = { add: 2, edit: 3, delete: 4, import: 5 } as const;
export type OperateType = (typeof OPERATE_TYPE)[keyof typeof OPERATE_TYPE];

const LOGGED_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const NOT_LOGGED = new Set([LOGIN_URL, LOGOUT_URL]);
/** Keys whose values never reach the log, at any depth (modules/log/mask.ts masks them again when shown). */
const SECRET_KEY = /pass(word)?|token|secret|captcha/i;
/** What a redacted value reads as in the log. */
export const REDACTED = '******';
/** Longer parameter text is cut: the log records what was asked, not a copy of every upload. */
const MAX_PARAM_LENGTH = 2000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the operation log calls this action ('添加用户'); the route path when absent. */
    log?: string;
    /** operate_type of the log row when method and path would guess wrong (POST .../saveRolePermission is an edit). */
    operateType?: OperateType;
  }
}

/**
 * A copy of request parameters with every password, token or secret replaced by '******'.
 *
 * @example
 * redact({ username: 'a', password: 'x', nested: { oldpassword: 'y' } })
 * // { username: 'a', password: '******', nested: { oldpassword: '******' } }
 */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEY.test(key) ? REDACTED : redact(item, depth + 1),
    ]),
  );
}

/**
 * operate_type of a request: what the route declares, else its last path segment (add…, edit…,
 * delete…), else its method (POST add, PUT/PATCH edit, DELETE delete).
 *
 * @example
 * operateTypeOf('POST', '/platform/cgform/cgformDesign/edit') // 3
 */
export function operateTypeOf(method: string, routeUrl: string, declared?: OperateType): OperateType {
  if (declared) return declared;
  const last = routeUrl.split('/').pop() ?? '';
  if (/^delete/i.test(last) || method === 'DELETE') return OPERATE_TYPE.delete;
  if (/^add/i.test(last)) return OPERATE_TYPE.add;
  if (/^edit/i.test(last) || method !== 'POST') return OPERATE_TYPE.edit;
  return OPERATE_TYPE.add;
}

function paramsOf(request: FastifyRequest): string | null {
  const query = request.query as Record<string, unknown> | undefined;
  const parts: Record<string, unknown> = {};
  if (query && Object.keys(query).length) parts.query = query;
  if (request.body !== undefined && request.body !== null) parts.body = request.body;
  if (Object.keys(parts).length === 0) return null;
  let text: string;
  try {
    text = JSON.stringify(redact(parts));
  } catch {
    // A body a plugin parsed into something that is not plain JSON (streams, cycles): the row still counts.
    return '[参数无法记录]';
  }
  return text.length > MAX_PARAM_LENGTH ? `${text.slice(0, MAX_PARAM_LENGTH)}…` : text;
}

/**
 * Registers the onSend hook that writes the log. It runs before the answer leaves, so an acknowledged
 * change is always in the log; a failure to write is logged and never breaks the request.
 *
 * @example
 * await app.register(operationLogPlugin);
 * app.post('/platform/sys/user/add', { config: { permission: 'user:add', log: '添加用户' } }, handler);
 */
export const operationLogPlugin = fp(
  async (app) => {
    app.decorateRequest('auditBefore', null);
    // After validation and the guard: the records a call names are read only for calls that may run.
    app.addHook('preHandler', async (request) => {
      if (!LOGGED_METHODS.has(request.method) || !request.user) return;
      request.auditBefore = await auditBefore(app.db, request);
    });
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const routeUrl = request.routeOptions.url;
      if (!routeUrl || !LOGGED_METHODS.has(request.method) || !isApiPath(routeUrl)) return payload;
      if (NOT_LOGGED.has(routeUrl) || !request.user) return payload;
      const config = request.routeOptions.config;
      const userAgent = request.headers['user-agent'];
      try {
        const target = reply.statusCode < 400 ? await auditTarget(app.db, request, payload) : null;
        const action = config.log ?? routeUrl;
        await writeOperationLog(app.db, {
          content: target ? `${action}「${target.name}」` : action,
          operateType: operateTypeOf(request.method, routeUrl, config.operateType),
          userId: request.user.id,
          username: request.user.username,
          ip: request.ip ?? null,
          userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : null,
          method: request.method,
          url: request.url.split('?')[0],
          params: paramsOf(request),
          ok: reply.statusCode < 400,
          costTime: Math.round(reply.elapsedTime),
          target,
          at: app.clock(),
        });
      } catch (error) {
        request.log.error({ err: error }, 'operation log not written');
      }
      return payload;
    });
  },
  { name: 'operation-log', fastify: '5.x', dependencies: ['database', 'auth'] },
);
