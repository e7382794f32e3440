import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = process.env.PORT ?? '3000';

/**
 * Test helpers (src/test/, *.testing.*, *.test.*) never reach a bundle: lint bans importing them from browser
 * code, and the build fails if one is loaded anyway.
 */
const noTestModules: Plugin = {
  name: 'dougong:no-test-modules',
  apply: 'build',
  load(id) {
    const file = id.split('?')[0];
    if (file.includes('node_modules')) return;
    if (/[\\/]src[\\/]test[\\/]|\.test(ing)?\.[cm]?[jt]sx?$|[\\/]src[\\/]test-setup\.ts$/.test(file)) {
      this.error(`A test helper is not part of the app build: ${id} (import it only from tests).`);
    }
  },
};

export default defineConfig({
  plugins: [react(), noTestModules],
  build: {
    outDir: 'dist',
    // One chunk is over the default 500 kB: the precompiled schema validators (~1.2 MB raw, ~100 kB
    // compressed), which let the browser run without eval (docs/security.md). Nothing else may grow past it.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and its router change far less often than the app: in a chunk of their own, a release
            // that touches only our code leaves their ~250 kB in the browser's cache (docs/performance.md).
            // antd is not grouped: one antd chunk would put every component on the sign-in page.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            // The validators change only with the schemas: cached apart from the pages that use them.
            {
              name: 'validators',
              test: /schemas[\\/](generated[\\/]validators\.js|[\w-]+\.schema\.json)/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // `npm run dev:web` talks to `npm run dev:server` through this proxy.
    proxy: { '/platform': `http://127.0.0.1:${apiPort}` },
  },
});
