/**
 * Security headers on every answer (docs/security.md "Headers"): helmet's set for the app's files and the
 * API alike, and on every /platform answer `Cache-Control: no-store`, because API answers carry tokens and
 * personal data that no browser or proxy cache should keep. The built app's files keep the policy and
 * caching plugins/static.ts gives them: @fastify/static sets its headers after helmet, so they win.
 */
import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { isApiPath } from './envelope';
import { CONTENT_SECURITY_POLICY } from './static';

/** What every /platform answer carries besides helmet's headers (errors and the raw-socket ones too). */
export const API_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const;

/**
 * A policy string as helmet's directives object.
 *
 * @example
 * policyDirectives("default-src 'self'; object-src 'none'") // { 'default-src': ["'self'"], 'object-src': ["'none'"] }
 */
export function policyDirectives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/**
 * Registers helmet and the no-store hook. Register it before the auth guard: hooks run in order, and a
 * refused request must still get its headers.
 *
 * @example
 * await app.register(securityHeadersPlugin);
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(fastifyHelmet, {
      // The app's own policy everywhere, so an HTML error page is no weaker than index.html.
      contentSecurityPolicy: { useDefaults: false, directives: policyDirectives(CONTENT_SECURITY_POLICY) },
      // The same as the app's files: other sites do not learn which back-office page linked to them.
      referrerPolicy: { policy: 'same-origin' },
      // HSTS belongs to whoever terminates TLS (the reverse proxy): sent from here over plain HTTP it is
      // ignored, and with includeSubDomains it could pin a company's other hosts to HTTPS.
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', async (request, reply) => {
      if (isApiPath(request.url)) reply.headers(API_HEADERS);
    });
  },
  { name: 'security-headers', fastify: '5.x', dependencies: ['envelope'] },
);
