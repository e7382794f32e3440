/**
 * Server configuration, read once from the environment at start-up (README.md lists every variable).
 */
import { resolve } from 'node:path';

/** The password the demo seed gives `admin` when ADMIN_PASSWORD is not set. */
export const DEMO_PASSWORD = '123456';

export interface Config {
  port: number;
  host: string;
  /** Absolute directory of the embedded SQLite database. */
  dataDir: string;
  /** postgres://... to use PostgreSQL instead of SQLite. */
  databaseUrl?: string;
  /** Read now and kept for the live-table fan-out of a later issue. */
  redisUrl?: string;
  adminPassword?: string;
  nodeEnv: string;
  /** Absolute directory of the built browser app. */
  staticDir: string;
  /** Behind a reverse proxy: trust X-Forwarded-For (true, or the proxies' addresses/CIDRs, comma-separated). */
  trustProxy: boolean | string;
  /**
   * Origins of other web apps allowed to call /platform from the browser (CORS), e.g. JeecgBoot's own client
   * on its dev server: exact origins, comma-separated; none by default.
   */
  corsOrigins: string[];
}

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value : undefined;
}

function parseTrustProxy(raw: string | undefined): boolean | string {
  if (raw === undefined || raw === 'false') return false;
  return raw === 'true' ? true : raw;
}

/** `https://a.example.com,http://localhost:3000` → the origins; throws on anything that is not an origin. */
function parseOrigins(raw: string | undefined): string[] {
  if (raw === undefined) return [];
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => {
      let url: URL | undefined;
      try {
        url = new URL(item);
      } catch {
        url = undefined;
      }
      if (!url || url.origin !== item || !/^https?:$/.test(url.protocol))
        throw new Error(`CORS_ORIGINS must list origins such as http://localhost:3000, got '${item}'`);
      return item;
    });
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got '${raw}'`);
  }
  return port;
}

/**
 * Reads the configuration from an environment (process.env by default); relative directories are resolved
 * against the working directory. Throws on a malformed PORT.
 *
 * @example
 * loadConfig({ PORT: '3055', DATA_DIR: '/tmp/x' }) // { port: 3055, host: '0.0.0.0', dataDir: '/tmp/x', ... }
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: parsePort(env.PORT),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir: resolve(nonEmpty(env.DATA_DIR) ?? './data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    redisUrl: nonEmpty(env.REDIS_URL),
    adminPassword: nonEmpty(env.ADMIN_PASSWORD),
    nodeEnv: nonEmpty(env.NODE_ENV) ?? 'development',
    staticDir: resolve(nonEmpty(env.STATIC_DIR) ?? './dist'),
    trustProxy: parseTrustProxy(nonEmpty(env.TRUST_PROXY)),
    corsOrigins: parseOrigins(nonEmpty(env.CORS_ORIGINS)),
  };
}

/**
 * Why the server must not start with this configuration, or null when it may. Production refuses the
 * demo admin password, because the seed would otherwise publish a well-known credential.
 *
 * @example
 * preflight(loadConfig({ NODE_ENV: 'production' })) // 'Refusing to start in production: ...'
 */
export function preflight(config: Config): string | null {
  if (config.nodeEnv !== 'production') return null;
  if (config.adminPassword === undefined || config.adminPassword === DEMO_PASSWORD) {
    return (
      'Refusing to start in production with the demo admin password (123456). ' +
      'Set ADMIN_PASSWORD to a strong password of your own.'
    );
  }
  return null;
}
