import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'schemas/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          environment: 'jsdom',
          setupFiles: ['src/test-setup.ts'],
          // antd screens in jsdom take 1–3 s each, several times that on a loaded 2-core CI machine;
          // a timeout is not a speed check here (speed is `npm run bench`'s job).
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['server/**/*.test.ts', 'tests/api/**/*.test.ts'],
          environment: 'node',
          // Each file builds its own app on its own database; argon2 hashing is CPU-bound.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
