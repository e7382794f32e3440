import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Builds the benchmark page (scripts/bench/livetable.mjs runs this build, then serves tmp/bench-livetable). */
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: '../../../tmp/bench-livetable', emptyOutDir: true, chunkSizeWarningLimit: 4096 },
});
