import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** A cheap fingerprint of source trees: paths, sizes and modification times. */
export function fingerprint(paths: string[]): string {
  const hash = createHash('sha256');
  const walk = (p: string): void => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      if (/^(node_modules|\.next|\.data|test-results)$/.test(path.basename(p))) return;
      for (const entry of fs.readdirSync(p).sort()) walk(path.join(p, entry));
    } else {
      hash.update(`${p}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  paths.forEach(walk);
  return hash.digest('hex');
}

/**
 * Runs `next build` for the Next app in `appDir` unless its last build saw the same `sources`.
 * Used by `npm start` and by the browser tests, so neither needs a manual build step.
 */
export function buildIfStale(
  appDir: string,
  sources: string[],
  label: string,
  log: (line: string) => void = console.log,
): void {
  const marker = path.join(appDir, '.next', 'ofage-fingerprint');
  const current = fingerprint(sources);
  const built = fs.existsSync(path.join(appDir, '.next', 'BUILD_ID'));
  if (built && fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === current) return;
  log(`ofage: building ${label} (first start or sources changed; this takes a minute)…`);
  const nextBin = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
  const result = spawnSync(process.execPath, [nextBin, 'build', appDir], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`building ${label} failed (see the output above)`);
  fs.writeFileSync(marker, current);
}

/** The service's own Next app (widget and console pages). */
export function buildServicePagesIfStale(log?: (line: string) => void): void {
  buildIfStale(
    ROOT,
    ['app', 'pages', 'src', 'next.config.ts', 'package.json'].map((p) => path.join(ROOT, p)),
    'the service pages',
    log,
  );
}
