import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', chunkSizeWarningLimit: 2048 },
  server: {
    port: 5173,
    // `npm run dev:web` talks to `npm run dev:server` through this proxy.
    proxy: { '/platform': `http://127.0.0.1:${apiPort}` },
  },
});
