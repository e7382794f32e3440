import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Builds the benchmark page (scripts/bench/render.mjs runs this build, then serves tmp/bench-render). */
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: '../../../tmp/bench-render', emptyOutDir: true, chunkSizeWarningLimit: 4096 },
});
