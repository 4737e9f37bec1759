/**
 * Builds what the example storefront runs on, each step only when its sources changed (by
 * content, not modification time): the plugin's `packages/ofage/dist/` (the example imports
 * `ofage/*` through the workspace link `node_modules/ofage`, whose `exports` point there), then
 * the example's `next build`. Used by `npm start`, the storefront browser tests, the new-app test
 * and the proxy benchmark.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { nextBuild, runIfStale } from '../src/service/server/build-if-stale';

const ROOT = path.resolve(import.meta.dirname, '..');
export const EXAMPLE_DIR = path.join(ROOT, 'example');
/** The plugin package (`ofage`), a workspace of the repository. */
export const PLUGIN_DIR = path.join(ROOT, 'packages', 'ofage');
const DIST = path.join(PLUGIN_DIR, 'dist');
/** The Next.js release the apps are built with: another one means another build. */
export const NEXT_PACKAGE = path.join(ROOT, 'node_modules', 'next', 'package.json');
const LIB_SOURCES = [
  ...['protocol', 'client', 'next', 'react', 'init'].map((d) => path.join(ROOT, 'src', d)),
  path.join(ROOT, 'tsconfig.lib.json'),
  path.join(ROOT, 'scripts', 'build-lib.mjs'),
];

/**
 * `next build` imports `lib/age-gate.ts`, and `createAgeGate` validates its settings when it
 * runs, so the build needs values of the right shape. They are not baked into the output: the
 * server reads the real ones when it starts.
 */
export const BUILD_ENV: Record<string, string> = {
  OFAGE_SERVICE_URL: 'http://localhost:3000',
  OFAGE_API_KEY: 'build-time-placeholder',
  OFAGE_SECRET: 'build-time-placeholder-secret-0123456789',
  NEXTAUTH_SECRET: 'build-time-placeholder-secret-0123456789',
};

/** `npm run build:lib` when `packages/ofage/dist/` is missing or its sources changed. */
export function buildLibIfStale(log: (line: string) => void = console.log): boolean {
  return runIfStale({
    marker: path.join(PLUGIN_DIR, '.dist-fingerprint'),
    output: path.join(DIST, 'next', 'server.js'),
    sources: LIB_SOURCES,
    build: () => {
      log('ofage: building the plugin into packages/ofage/dist/ …');
      execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build-lib.mjs')], {
        cwd: ROOT,
        stdio: ['ignore', 'inherit', 'inherit'],
      });
    },
  });
}

/** Builds the plugin and then the example storefront, each only when stale; whether each built. */
export function buildExampleIfStale(log: (line: string) => void = console.log): {
  lib: boolean;
  example: boolean;
} {
  const lib = buildLibIfStale(log);
  const example = runIfStale({
    marker: path.join(EXAMPLE_DIR, '.next', 'ofage-fingerprint'),
    output: path.join(EXAMPLE_DIR, '.next', 'BUILD_ID'),
    sources: [EXAMPLE_DIR, DIST, path.join(PLUGIN_DIR, 'package.json'), NEXT_PACKAGE],
    build: () => {
      log(
        'ofage: building the example storefront (first start or sources changed: one to two minutes) …',
      );
      nextBuild(EXAMPLE_DIR, 'the example storefront', BUILD_ENV);
    },
  });
  return { lib, example };
}
