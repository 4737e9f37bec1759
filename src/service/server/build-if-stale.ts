import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { recordExternals } from './prebuilt-externals';
import { ServiceError } from '../errors/service-error';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * What never counts as a source: dependencies, build output, local data, and the files a build
 * writes itself (`next build` rewrites `next-env.d.ts`; `tsc` writes `*.tsbuildinfo`).
 */
const GENERATED = /^(node_modules|\.next|\.data|test-results|next-env\.d\.ts|.*\.tsbuildinfo)$/;

/**
 * A fingerprint of source trees by content: each file's path relative to `base` and the SHA-256
 * of its bytes. Modification times do not count, so `npm install` rebuilding identical output,
 * a checkout or a copy changes nothing; only an edit does.
 */
export function fingerprint(paths: string[], base: string = ROOT): string {
  const hash = createHash('sha256');
  const walk = (p: string): void => {
    const stat = fs.statSync(p, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p).sort()) {
        if (!GENERATED.test(entry)) walk(path.join(p, entry));
      }
    } else if (stat.isFile()) {
      const content = createHash('sha256').update(fs.readFileSync(p)).digest('hex');
      hash.update(`${path.relative(base, p).split(path.sep).join('/')}\0${content}\n`);
    }
  };
  paths.forEach(walk);
  return hash.digest('hex');
}

/** One build step that runs only when its sources changed since it last succeeded. */
export interface BuildStep {
  /** Where the fingerprint of the last successful build is kept. */
  marker: string;
  sources: string[];
  /** A file the build produces: without it the step runs whatever the marker says. */
  output: string;
  build: () => void;
}

/**
 * Runs `step.build` unless the marker holds the current sources' fingerprint and the output is
 * there. The fingerprint is taken again after the build, since a build may rewrite a source of
 * its own (`next build` adds entries to `tsconfig.json`). Returns whether it built.
 */
export function runIfStale(step: BuildStep): boolean {
  const fresh =
    fs.existsSync(step.output) &&
    fs.existsSync(step.marker) &&
    fs.readFileSync(step.marker, 'utf8') === fingerprint(step.sources);
  if (fresh) return false;
  step.build();
  fs.mkdirSync(path.dirname(step.marker), { recursive: true });
  fs.writeFileSync(step.marker, fingerprint(step.sources));
  return true;
}

/**
 * `next build` of the app in `appDir`, with `env` under the caller's environment. Always a
 * production build: under the test runner NODE_ENV is `test`, which would otherwise carry into
 * the build and have it prerender with React's development build.
 */
export function nextBuild(appDir: string, label: string, env: Record<string, string> = {}): void {
  const nextBin = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
  const result = spawnSync(process.execPath, [nextBin, 'build', appDir], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...env, ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0)
    throw new ServiceError('BUILD_FAILED', `building ${label} failed (see the output above)`);
}

/**
 * Runs `next build` for the Next app in `appDir` unless its last build saw the same `sources`.
 * Used by `npm start`, `npm pack` and the browser tests, so none needs a manual build step.
 * Returns whether it built.
 */
export function buildIfStale(
  appDir: string,
  sources: string[],
  label: string,
  log: (line: string) => void = console.log,
): boolean {
  return runIfStale({
    marker: path.join(appDir, '.next', 'ofage-fingerprint'),
    output: path.join(appDir, '.next', 'BUILD_ID'),
    sources,
    build: () => {
      log(
        `ofage: building ${label} (first start or sources changed: a few minutes on a small machine, seconds on later starts)…`,
      );
      nextBuild(appDir, label);
    },
  });
}

/**
 * The service's own Next app (widget and console pages), with the list of its external
 * packages that an installed copy needs (`recordExternals`). Returns whether it built.
 */
export function buildServicePagesIfStale(log?: (line: string) => void): boolean {
  const built = buildIfStale(
    ROOT,
    [
      'app',
      'pages',
      'src/service',
      'src/protocol',
      'next.config.ts',
      'tsconfig.json',
      'package.json',
      'node_modules/next/package.json',
    ].map((p) => path.join(ROOT, p)),
    'the service pages',
    log,
  );
  recordExternals(ROOT);
  return built;
}
