/**
 * The app serving a stand-in for the built browser app (vite build → dist/): an index.html and one hashed
 * asset in a temporary folder, removed on close. For the suites about serving files and their headers.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dialects, withApp, type TestApp } from './test-db';

/** The stand-in asset's address, and its text: big enough (8 kB) to be sent compressed. */
export const BUILT_ASSET = '/assets/index-3f9a1c.js';
export const BUILT_ASSET_TEXT = 'console.log("app");\n'.repeat(400);

/**
 * @example
 * let t: TestApp;
 * beforeAll(async () => { t = await withBuiltApp(); });
 * afterAll(() => t?.close());
 * await t.app.inject({ method: 'GET', url: '/' }); // index.html
 */
export async function withBuiltApp(): Promise<TestApp> {
  const staticDir = mkdtempSync(join(tmpdir(), 'dougong-dist-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(
    join(staticDir, 'index.html'),
    '<!doctype html><title>Dougong 斗拱</title><div id="root"></div>',
  );
  writeFileSync(join(staticDir, BUILT_ASSET.slice(1)), BUILT_ASSET_TEXT);
  const t = await withApp(dialects()[0]!, { seed: false, staticDir });
  return {
    ...t,
    close: async () => {
      await t.close();
      rmSync(staticDir, { recursive: true, force: true });
    },
  };
}
