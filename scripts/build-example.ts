/**
 * Builds what the example storefront runs on, each step only when its sources changed:
 * the plugin's `dist/` (the example imports `ofage/*` through package.json `exports`, which
 * point there), then the example's `next build`. Used by `npm start`, the storefront browser
 * tests and the proxy benchmark.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fingerprint } from '../src/service/server/build-if-stale';

const ROOT = path.resolve(import.meta.dirname, '..');
export const EXAMPLE_DIR = path.join(ROOT, 'example');
const DIST = path.join(ROOT, 'dist');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const LIB_SOURCES = [
  ...['protocol', 'client', 'next', 'react'].map((d) => path.join(ROOT, 'src', d)),
  path.join(ROOT, 'tsconfig.lib.json'),
  path.join(ROOT, 'scripts', 'build-lib.mjs'),
];

/**
 * `next build` imports `lib/age-gate.ts`, and `createAgeGate` validates its settings when it
 * runs, so the build needs values of the right shape. They are not baked into the output: the
 * server reads the real ones when it starts.
 */
const BUILD_ENV: Record<string, string> = {
  OFAGE_SERVICE_URL: 'http://localhost:3000',
  OFAGE_API_KEY: 'build-time-placeholder',
  OFAGE_SECRET: 'build-time-placeholder-secret-0123456789',
  NEXTAUTH_SECRET: 'build-time-placeholder-secret-0123456789',
};

/** `npm run build:lib` when `dist/` is missing or older than the plugin's sources. */
export function buildLibIfStale(log: (line: string) => void = console.log): void {
  const marker = path.join(DIST, '.ofage-fingerprint');
  const current = fingerprint(LIB_SOURCES);
  if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === current) return;
  log('ofage: building the plugin into dist/ …');
  run(['scripts/build-lib.mjs'], 'the plugin (dist/)');
  fs.writeFileSync(marker, current);
}

/** Builds `dist/` and then the example storefront, each only when stale. */
export function buildExampleIfStale(log: (line: string) => void = console.log): void {
  buildLibIfStale(log);
  const sources = [EXAMPLE_DIR, DIST, path.join(ROOT, 'package.json')];
  const marker = path.join(EXAMPLE_DIR, '.next', 'ofage-fingerprint');
  const built = fs.existsSync(path.join(EXAMPLE_DIR, '.next', 'BUILD_ID'));
  if (built && fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === fingerprint(sources)) {
    return;
  }
  log('ofage: building the example storefront (first start or sources changed; about a minute) …');
  run([NEXT_BIN, 'build', EXAMPLE_DIR], 'the example storefront', BUILD_ENV);
  // Taken after the build: `next build` itself touches next-env.d.ts and tsconfig.json.
  fs.writeFileSync(marker, fingerprint(sources));
}

function run(args: string[], label: string, defaults: Record<string, string> = {}): void {
  const result = spawnSync(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...defaults, ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`building ${label} failed (see the output above)`);
}
