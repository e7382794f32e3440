/**
 * Third-party sign-in (OpenID Connect, JeecgBoot's /sys/thirdLogin/*), CAS single sign-on (JeecgBoot's
 * /sys/cas/client/validateLogin) and the public settings the sign-in page reads to offer them (docs/sso.md).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { toAppError } from '../../plugins/envelope';
import type { RequestOrigin } from '../auth/service';
import { casSignIn } from './cas';
import { APP_ERR_CAS_OFF, APP_ERR_SSO_UNKNOWN_PROVIDER } from './errors';
import { ATTEMPT_TTL_MS, finishSignIn, redeemExchange, startSignIn } from './oidc';
import { finishPage, FINISH_SCRIPT } from './finish-page';
import { ssoFromEnv, type OidcProviderSettings, type SsoSettings } from './settings';

export interface SsoRoutesOptions {
  /** The providers and the CAS server; absent: read from the environment (OIDC_PROVIDERS, CAS_URL, CAS_SERVICE). */
  settings?: SsoSettings;
  /** CORS_ORIGINS: JeecgBoot's client on another origin, which opens the sign-in in a popup and hears the code. */
  corsOrigins?: readonly string[];
}

/** The cookie that ties a started sign-in to its browser; only the sign-in's own paths see it. */
const BROWSER_COOKIE = 'dougong_sso';
const COOKIE_PATH = '/platform/sys/thirdLogin';
const MAX_USER_AGENT = 500;

const THIRD_TYPE_PARAM = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' } as const;
const CALLBACK_PARAM = { type: 'string', maxLength: 4096 } as const;

function originOf(request: FastifyRequest): RequestOrigin {
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip ?? null,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, MAX_USER_AGENT) : null,
    method: request.method,
  };
}

function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * Registers the routes. Every one is public: they are how someone without a session gets one.
 *
 * @example
 * await app.register(ssoRoutes, { corsOrigins: ['http://localhost:3000'] });
 */
export const ssoRoutes: FastifyPluginAsync<SsoRoutesOptions> = async (app, options) => {
  const settings = options.settings ?? ssoFromEnv(process.env);
  const providers = new Map(settings.oidc.map((provider) => [provider.thirdType, provider]));
  const providerOf = (thirdType: string): OidcProviderSettings => {
    const provider = providers.get(thirdType);
    if (!provider) throw new APP_ERR_SSO_UNKNOWN_PROVIDER(thirdType);
    return provider;
  };
  const sendPage = (reply: FastifyReply, status: number, page: Parameters<typeof finishPage>[0]) =>
    reply
      .code(status)
      // JeecgBoot's client opens the sign-in in a popup on its own origin and reads the code through
      // window.opener, which the default same-origin opener policy would cut.
      .header('cross-origin-opener-policy', 'unsafe-none')
      .type('text/html; charset=utf-8')
      .send(finishPage(page));

  app.get('/platform/sys/sso/config', { config: { permission: 'public' } }, async (_request, reply) =>
    reply.ok({
      thirdLogin: settings.oidc.map(({ thirdType, name }) => ({ thirdType, name })),
      cas: settings.cas ? { loginUrl: `${settings.cas.url}/login`, service: settings.cas.services[0] } : null,
    }),
  );

  app.get<{ Params: { thirdType: string } }>(
    '/platform/sys/thirdLogin/render/:thirdType',
    {
      config: { permission: 'public' },
      schema: {
        params: { type: 'object', required: ['thirdType'], properties: { thirdType: THIRD_TYPE_PARAM } },
      },
    },
    async (request, reply) => {
      try {
        const provider = providerOf(request.params.thirdType);
        const { url, browserSecret } = await startSignIn(app.db, provider, app.clock());
        const secure = provider.redirectUri.startsWith('https:') ? '; Secure' : '';
        reply.header(
          'set-cookie',
          `${BROWSER_COOKIE}=${browserSecret}; Path=${COOKIE_PATH}; Max-Age=${ATTEMPT_TTL_MS / 1000}; HttpOnly; SameSite=Lax${secure}`,
        );
        return reply.redirect(url, 302);
      } catch (error) {
        const failure = toAppError(error);
        return sendPage(reply, failure.statusCode, { error: failure.message });
      }
    },
  );

  app.get<{ Params: { thirdType: string }; Querystring: Record<string, string> }>(
    '/platform/sys/thirdLogin/:thirdType/callback',
    {
      config: { permission: 'public' },
      schema: {
        params: { type: 'object', required: ['thirdType'], properties: { thirdType: THIRD_TYPE_PARAM } },
        // The provider's answer (RFC 6749 §4.1.2, OIDC session management); others pass on as text. Named, so
        // the API description lists them as parameters rather than the schema's own keys.
        querystring: {
          type: 'object',
          properties: Object.fromEntries(
            ['code', 'state', 'iss', 'session_state', 'error', 'error_description'].map((name) => [
              name,
              CALLBACK_PARAM,
            ]),
          ),
          additionalProperties: CALLBACK_PARAM,
        },
      },
    },
    async (request, reply) => {
      const { thirdType } = request.params;
      // The cookie has done its work (or failed it): it never outlives the attempt it belongs to.
      reply.header(
        'set-cookie',
        `${BROWSER_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax`,
      );
      try {
        const provider = providerOf(thirdType);
        const code = await finishSignIn(
          app.db,
          provider,
          request.query,
          cookieOf(request, BROWSER_COOKIE),
          app.clock(),
        );
        const origins = [new URL(provider.redirectUri).origin, ...(options.corsOrigins ?? [])];
        return sendPage(reply, 200, { code, thirdType, origins });
      } catch (error) {
        const failure = error instanceof AppError ? error : toAppError(error);
        if (failure.statusCode >= 500) request.log.error({ err: error }, 'third-party sign-in failed');
        return sendPage(reply, failure.statusCode, { error: failure.message });
      }
    },
  );

  app.get(
    '/platform/sys/thirdLogin/finish.js',
    { config: { permission: 'public' } },
    async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(FINISH_SCRIPT),
  );

  app.get<{ Params: { token: string; thirdType: string } }>(
    '/platform/sys/thirdLogin/getLoginUser/:token/:thirdType',
    {
      config: { permission: 'public' },
      schema: {
        params: {
          type: 'object',
          required: ['token', 'thirdType'],
          properties: {
            token: { type: 'string', minLength: 1, maxLength: 200 },
            thirdType: THIRD_TYPE_PARAM,
          },
        },
      },
    },
    async (request, reply) => {
      providerOf(request.params.thirdType);
      const result = await redeemExchange(
        app.db,
        request.params.token,
        request.params.thirdType,
        originOf(request),
        app.clock(),
      );
      return reply.ok(result, '登录成功');
    },
  );

  app.get<{ Querystring: { ticket: string; service: string } }>(
    '/platform/sys/cas/client/validateLogin',
    {
      config: { permission: 'public' },
      schema: {
        querystring: {
          type: 'object',
          required: ['ticket', 'service'],
          properties: {
            ticket: { type: 'string', minLength: 1, maxLength: 512 },
            service: { type: 'string', minLength: 1, maxLength: 2048 },
          },
        },
      },
    },
    async (request, reply) => {
      if (!settings.cas) throw new APP_ERR_CAS_OFF();
      const { ticket, service } = request.query;
      const result = await casSignIn(app.db, settings.cas, ticket, service, originOf(request), app.clock());
      return reply.ok(result, '登录成功');
    },
  );
};
