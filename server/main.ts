/**
 * Start-up: configuration, database, migrations, demo seed, the product's pages from src/pages-json,
 * then the HTTP server on PORT.
 * README.md lists the environment variables.
 */
import { join } from 'node:path';
import { buildApp } from './app';
import { DEMO_PASSWORD, loadConfig, preflight } from './config';
import { createDb } from './db/index';
import { migrateToLatest } from './db/migrate';
import { seedIfEmpty } from './db/seed/index';
import { describeSync, syncPages } from './db/seed/pages';
import { loggerOptions } from './logging';

async function main(): Promise<void> {
  const config = loadConfig();
  const refusal = preflight(config);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }

  const db = createDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await migrateToLatest(db);
  const seeded = await seedIfEmpty(db, { adminPassword: config.adminPassword });
  console.log(describeSync(await syncPages(db)));

  const app = await buildApp({
    db,
    staticDir: config.staticDir,
    logger: loggerOptions(config.nodeEnv === 'production' ? 'info' : 'warn'),
    trustProxy: config.trustProxy,
    uploadDir: join(config.dataDir, 'uploads'),
    redisUrl: config.redisUrl,
    corsOrigins: config.corsOrigins,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    try {
      await app.close();
      await db.destroy();
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed:', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  console.log(
    `Dougong 斗拱 is running at http://localhost:${config.port} (${where}${seeded ? ', demo data seeded' : ''})`,
  );
  if ((config.adminPassword ?? DEMO_PASSWORD) === DEMO_PASSWORD) console.log('Demo sign-in: admin / 123456');
}

main().catch((error: unknown) => {
  console.error('Dougong failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
