/**
 * Security headers on every answer (docs/security.md "Headers"): helmet's set for the app's files and the
 * API alike, and on every /platform answer `Cache-Control: no-store`, because API answers carry tokens and
 * personal data that no browser or proxy cache should keep. The built app's files keep the policy and
 * caching plugins/static.ts gives them: @fastify/static sets its headers after these, so they win.
 *
 * helmet is asked once, at start-up, which headers its options make; @fastify/helmet built helmet anew
 * for every request, which cost more than half of a cheap read's time (issue 15, docs/performance.md).
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
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

/** helmet's options with the app's own policy everywhere, so an HTML error page is no weaker than index.html. */
const helmetOptions = (policy: string): HelmetOptions => ({
  contentSecurityPolicy: { useDefaults: false, directives: policyDirectives(policy) },
  // The same as the app's files: other sites do not learn which back-office page linked to them.
  referrerPolicy: { policy: 'same-origin' },
  // HSTS belongs to whoever terminates TLS (the reverse proxy): sent from here over plain HTTP it is
  // ignored, and with includeSubDomains it could pin a company's other hosts to HTTPS.
  strictTransportSecurity: false,
});

/**
 * The headers helmet sets with `options`, read off a response it is run on once. They depend on the options
 * only, never on the request.
 *
 * @example
 * helmetHeaders({ strictTransportSecurity: false })['x-frame-options'] // 'SAMEORIGIN'
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Registers the headers hook. Register it before the auth guard: hooks run in order, and a refused
 * request must still get its headers.
 *
 * @example
 * await app.register(securityHeadersPlugin);
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const everywhere = helmetHeaders(helmetOptions(app.contentSecurityPolicy ?? CONTENT_SECURITY_POLICY));
    const onApi = { ...everywhere, ...API_HEADERS };
    app.addHook('onRequest', (request, reply, done) => {
      if (isApiPath(request.url)) reply.headers(onApi);
      // On the raw response, as helmet itself sets them: the app's files set their own on it later
      // (plugins/static.ts), and Fastify's reply headers would override those.
      else for (const [name, value] of Object.entries(everywhere)) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers', fastify: '5.x', dependencies: ['envelope'] },
);
