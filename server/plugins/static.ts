/**
 * Serves the built browser app (vite build → dist/) next to the API, when it exists. Hashed files under
 * /assets/ never change, so browsers may keep them for a year; index.html must be re-checked on every
 * visit, or a new release would load old asset names. Every file goes out with the app's
 * Content-Security-Policy (docs/security.md).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

export interface StaticPluginOptions {
  /** Directory of the built app; nothing is served when it is missing. */
  staticDir?: string;
}

/**
 * What the app may load and run. Scripts come only from our own files and never from strings: the app
 * needs no `eval` or `new Function` (precompiled ajv validators, an interpreter for `{{ }}` expressions), so
 * an injected string cannot become code. `connectSources` are origins the browser may call besides our own:
 * the S3 bucket's when uploads go to object storage (docs/uploads.md), which the browser PUTs files to
 * directly. Tests: server/plugins/static.test.ts, tests/e2e/csp.spec.ts, tests/api/csp-object-storage.test.ts.
 *
 * @example
 * contentSecurityPolicy(['https://files.example.com']) // "...; connect-src 'self' https://files.example.com; ..."
 */
export function contentSecurityPolicy(connectSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // antd's CSS-in-JS writes <style> elements at run time and components set style attributes.
    "style-src 'self' 'unsafe-inline'",
    // Image URLs in designs and rich text may point anywhere on https; previews before upload are blob: URLs.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectSources].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The policy of a server whose uploads stay on its disk. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

declare module 'fastify' {
  interface FastifyInstance {
    /** The policy this server sends (app.ts decorates it when object storage adds an origin). */
    contentSecurityPolicy?: string;
  }
}

/** Sent with every file of the app (the policy is the server's, app.contentSecurityPolicy). */
const SECURITY_HEADERS = {
  // Browsers take each file as its declared type and never guess one (no text run as a script).
  'x-content-type-options': 'nosniff',
  // Other sites do not learn which page of the back office a link was followed from.
  'referrer-policy': 'same-origin',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * The Cache-Control header for a served file.
 *
 * @example
 * cacheControlFor('/srv/dist/assets/index-3f9a.js') // 'public, max-age=31536000, immutable'
 * cacheControlFor('/srv/dist/index.html')           // 'no-cache'
 */
export function cacheControlFor(filePath: string): string {
  return /[\\/]assets[\\/]/.test(filePath) ? IMMUTABLE : REVALIDATE;
}

/**
 * Registers @fastify/static for `staticDir` and, when it holds index.html, `reply.sendSpaIndex()` for the
 * not-found handler's history-mode fallback.
 *
 * @example
 * await app.register(staticPlugin, { staticDir: resolve('dist') });
 */
export const staticPlugin = fp<StaticPluginOptions>(
  async (app, { staticDir }) => {
    if (!staticDir || !existsSync(staticDir)) return;
    const policy = app.contentSecurityPolicy ?? CONTENT_SECURITY_POLICY;
    await app.register(fastifyStatic, {
      root: staticDir,
      // Our own header per file instead of the plugin's blanket max-age=0.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', cacheControlFor(filePath));
        res.setHeader('content-security-policy', policy);
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
      },
    });
    if (existsSync(join(staticDir, 'index.html'))) {
      app.decorateReply('sendSpaIndex', function (this: FastifyReply) {
        return this.sendFile('index.html');
      });
    }
  },
  { name: 'static', fastify: '5.x', dependencies: ['envelope'] },
);
