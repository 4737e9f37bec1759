import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx', 'test/e2e/**/*.spec.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 300_000,
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/setup-testing-library.ts'],
    pool: 'forks',
  },
});
