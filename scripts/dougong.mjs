#!/usr/bin/env node
/**
 * The `dougong` CLI (codegen, types, validate). Its commands are TypeScript under scripts/cli/, run
 * through tsx's loader so that `npx dougong` and `node scripts/dougong.mjs` work on a fresh checkout
 * without a build step.
 */
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
