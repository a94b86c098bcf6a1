import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { phraseBreaks } from './frontend/vite-plugins/phrase-breaks.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: ['shared/**/*.test.ts', 'api/**/*.test.ts', 'worker/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['shared/src/testing/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The same phrase table as the build, so that tests see the <wbr> visitors get.
        plugins: [react(), phraseBreaks()],
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'frontend/src') } },
        test: {
          name: 'frontend',
          include: ['frontend/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['frontend/src/testing/setup-tests.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['frontend/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['frontend/e2e/support/global-setup.ts'],
          // One browser and one server at a time: the machine is small and shared.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
