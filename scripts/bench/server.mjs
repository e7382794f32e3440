/** What the browser benchmarks share: the real server and the system Chromium. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

/**
 * The real server for a benchmark: the built app from `staticDir` on `port`, a throwaway SQLite database
 * seeded as on a fresh install. Resolves when /platform/health answers; the function it resolves to stops
 * the server and removes the database.
 *
 * @example
 * const stop = await startServer({ root, port: 3190, staticDir: join(root, 'dist') });
 * // … measure …
 * stop();
 */
export async function startServer({ root, port, staticDir }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'dougong-bench-'));
  const { DATABASE_URL: _unused, ...env } = process.env;
  const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
    cwd: root,
    stdio: 'ignore',
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: staticDir, NODE_ENV: 'test' },
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/platform/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/**
 * The system Chromium, headless, with the background work that would disturb a measurement turned off
 * (STACK.md: Playwright cannot download browsers here).
 *
 * @example
 * const browser = await launchChromium();
 */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
