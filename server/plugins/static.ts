/**
 * Serves the built browser app (vite build → dist/) next to the API, when it exists. Hashed files under
 * /assets/ never change, so browsers may keep them for a year; index.html must be re-checked on every
 * visit, or a new release would load old asset names.
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
    await app.register(fastifyStatic, {
      root: staticDir,
      // Our own header per file instead of the plugin's blanket max-age=0.
      cacheControl: false,
      setHeaders: (res, filePath) => res.setHeader('cache-control', cacheControlFor(filePath)),
    });
    if (existsSync(join(staticDir, 'index.html'))) {
      app.decorateReply('sendSpaIndex', function (this: FastifyReply) {
        return this.sendFile('index.html');
      });
    }
  },
  { name: 'static', fastify: '5.x', dependencies: ['envelope'] },
);
