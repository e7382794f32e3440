/**
 * A worker thread's entry (engine-pool.ts): the server runs TypeScript through tsx, whose loader a worker does
 * not inherit, so this plain module loads engine-worker.ts through tsx's API.
 */
import { tsImport } from 'tsx/esm/api';

await tsImport('./engine-worker.ts', import.meta.url);
