import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Five projects in four groups (`sequence.groupOrder`), each group after the one before:
 * - `unit`: no network, database, worker thread or child process (`test/support/unit-guard.ts`
 *   makes each of them throw); the inner loop, `npm run test:unit`.
 * - `integration` (`*.integration.test.ts`): databases, Redis, worker threads, processes. Runs
 *   beside `unit`: its files wait on timers and sockets often enough to leave room.
 * - `e2e` (`test/e2e/**\/*.spec.ts`): Chromium against the service and the example storefront.
 * - `packages` (`test/packages/**\/*.spec.ts`): fresh Next.js apps and the packed service.
 * - `image` (`test/image/**\/*.spec.ts`): the container image, built and run with podman where
 *   it is installed.
 * The apps `integration`, `e2e` and `packages` need are built once, before any test starts
 * (`build-apps.ts`); `image` builds its own, inside the image. `packages` installs each distinct
 * package.json of its apps once per run (`installs-setup.ts`); apps with the same one share it.
 * Chromium keeps both cores busy, so `e2e` and `packages` run two files at a time (a third made
 * the e2e files slower and one of them miss a 30 s wait).
 */
const CORES_FOR_TESTS = 2;

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 300_000,
    setupFiles: ['test/support/setup-testing-library.ts'],
    pool: 'forks',
    // Polled conditions (password hashing, a page's server action) wait for a loaded machine
    // instead of vitest's 1 s default; a real failure still fails, later.
    expect: { poll: { timeout: 15_000 } },
    reporters: ['default', './test/support/project-times-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, 'test/**/*.integration.test.ts'],
          setupFiles: ['test/support/unit-guard.ts'],
          sequence: { groupOrder: 0 },
          maxWorkers: CORES_FOR_TESTS + 1,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/**/*.integration.test.ts'],
          globalSetup: ['test/support/global-setup.ts', 'test/support/build-apps.ts'],
          sequence: { groupOrder: 0 },
          // Each file starts its own services on fresh databases and closes them, so its files
          // can share a worker's loaded modules: importing the service for each file anew took
          // about 100 s of CPU. A third worker fills what waiting on timers and sockets leaves.
          isolate: false,
          maxWorkers: CORES_FOR_TESTS + 1,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.spec.ts'],
          globalSetup: ['test/support/global-setup.ts', 'test/support/build-apps.ts'],
          sequence: { groupOrder: 1 },
          maxWorkers: CORES_FOR_TESTS,
        },
      },
      {
        extends: true,
        test: {
          name: 'packages',
          include: ['test/packages/**/*.spec.ts'],
          globalSetup: [
            'test/support/global-setup.ts',
            'test/support/build-apps.ts',
            'test/packages/installs-setup.ts',
          ],
          sequence: { groupOrder: 2 },
          maxWorkers: CORES_FOR_TESTS,
        },
      },
      {
        extends: true,
        test: {
          name: 'image',
          include: ['test/image/**/*.spec.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          // Last and alone: the image build takes both cores for minutes.
          sequence: { groupOrder: 3 },
          maxWorkers: 1,
        },
      },
    ],
  },
});
