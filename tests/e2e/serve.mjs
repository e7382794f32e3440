#!/usr/bin/env node
/**
 * Starts the real server for the end-to-end suite: the built app from dist/, a throwaway SQLite database
 * in a temporary DATA_DIR (removed on exit), demo data seeded as on a fresh install. E2E_STATIC_DIR serves
 * another build (`vite build --outDir ...`), so two suites can run side by side on different E2E_PORTs.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'dougong-e2e-'));

// The suite always runs on the embedded database, whatever the shell has configured.
const { DATABASE_URL: _unused, ...env } = process.env;
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...env,
    DATA_DIR: dataDir,
    STATIC_DIR: process.env.E2E_STATIC_DIR ?? join(root, 'dist'),
    NODE_ENV: 'test',
    // As behind a local reverse proxy: a spec may send X-Forwarded-For to act from a client address of its own
    // (the account flows' per-address SMS limit); without the header every client is 127.0.0.1, as before.
    TRUST_PROXY: '127.0.0.1',
  },
});

function cleanUp() {
  rmSync(dataDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
