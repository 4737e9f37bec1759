/**
 * The packages' figures, measured on what `npm pack` would publish: the plugin's packed and
 * unpacked size (target: its own files ≤ 1 MB unpacked), every package a merchant's install adds
 * with it and whether any has an install script or a native module (target: none), the size of
 * `ofage/react` in a client bundle (≤ 6 KB gzipped) and of `ofage/proxy` in a proxy bundle
 * (≤ 100 KB minified) with its cold start against an empty module's (bench/proxy-cold-start.ts,
 * skipped by `--build-only`); and the service package's own size, prebuilt pages included.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { buildLibIfStale, PLUGIN_DIR } from '../scripts/build-example';
import { buildServicePagesIfStale } from '../src/service/server/build-if-stale';
import { proxyColdStart } from './proxy-cold-start';
import { ROOT, table } from './support';

export interface PackSize {
  /** The .tgz, in bytes. */
  packed: number;
  unpacked: number;
  files: number;
}

export interface InstalledDependency {
  name: string;
  version: string;
  /** Bytes on disk, its own node_modules excluded. */
  bytes: number;
  installScript: boolean;
  native: boolean;
}

/** `npm pack --dry-run` of a package directory, its lifecycle scripts skipped (built already). */
export function packSize(dir: string): PackSize {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [info] = JSON.parse(out) as { size: number; unpackedSize: number; entryCount: number }[];
  return { packed: info!.size, unpacked: info!.unpackedSize, files: info!.entryCount };
}

/** Node's lookup: `node_modules/<name>` in `from` or the nearest ancestor that has it. */
function packageDir(name: string, from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed (from ${from})`);
  }
}

function walkFiles(dir: string, visit: (file: string, bytes: number) => void): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walkFiles(full, visit);
    else if (entry.isFile()) visit(full, fs.statSync(full).size);
  }
}

/**
 * Every package installing the package at `dir` brings in (its `dependencies`, transitively, as
 * installed here), with size, install scripts and native code: what `npm install ofage` adds
 * beside the peers a storefront already has.
 */
export function runtimeDependencies(dir: string): InstalledDependency[] {
  const seen = new Map<string, InstalledDependency>();
  const visit = (from: string): void => {
    const manifest = JSON.parse(fs.readFileSync(path.join(from, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      const depDir = packageDir(name, from);
      if (seen.has(depDir)) continue;
      const pkg = JSON.parse(fs.readFileSync(path.join(depDir, 'package.json'), 'utf8')) as {
        version: string;
        scripts?: Record<string, string>;
        gypfile?: boolean;
      };
      let bytes = 0;
      let native = fs.existsSync(path.join(depDir, 'binding.gyp'));
      walkFiles(depDir, (file, size) => {
        bytes += size;
        if (file.endsWith('.node')) native = true;
      });
      const scripts = pkg.scripts ?? {};
      seen.set(depDir, {
        name,
        version: pkg.version,
        bytes,
        // npm runs `node-gyp rebuild` by itself for a package with a binding.gyp.
        installScript: ['preinstall', 'install', 'postinstall'].some((s) => s in scripts) || native,
        native,
      });
      visit(depDir);
    }
  };
  visit(dir);
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Minified (and gzipped) size of one of the plugin's built entries, its peers external. */
export async function bundledSize(
  entry: string,
  options: { platform: 'browser' | 'neutral' },
): Promise<{ minified: number; gzipped: number }> {
  const result = await build({
    entryPoints: [path.join(PLUGIN_DIR, 'dist', entry)],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: options.platform,
    // 'neutral' reads no main field by default: a dependency without `exports` (path-to-regexp,
    // which withMatcher brings into the proxy) would not resolve. Bundlers read these.
    ...(options.platform === 'neutral' ? { mainFields: ['module', 'main'] } : {}),
    write: false,
    external: ['react', 'react/*', 'next', 'next/*', 'server-only'],
    logLevel: 'silent',
  });
  const bytes = result.outputFiles[0]!.contents;
  return { minified: bytes.byteLength, gzipped: gzipSync(bytes, { level: 9 }).byteLength };
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ok: boolean, text: string): string => `${ok ? 'ok' : 'MISSED'}: ${text}`;

export async function benchPackage(options: { timed?: boolean } = {}): Promise<void> {
  buildLibIfStale();
  buildServicePagesIfStale();
  const plugin = packSize(PLUGIN_DIR);
  const service = packSize(ROOT);
  const deps = runtimeDependencies(PLUGIN_DIR);
  const react = await bundledSize('react/index.js', { platform: 'browser' });
  const proxy = await bundledSize('next/proxy.js', { platform: 'neutral' });

  console.log('\n## Packages (what `npm pack` publishes)\n');
  console.log(
    table([
      ['package', 'packed', 'unpacked', 'files', 'verdict'],
      [
        'ofage (plugin)',
        kb(plugin.packed),
        kb(plugin.unpacked),
        plugin.files,
        verdict(plugin.unpacked <= 1024 * 1024, 'own files ≤ 1 MB unpacked'),
      ],
      [
        '@ofage/service (prebuilt pages included)',
        kb(service.packed),
        kb(service.unpacked),
        service.files,
        '',
      ],
    ]),
  );
  console.log('\nofage: runtime dependencies (a storefront already has next and react)\n');
  console.log(
    table([
      ['dependency', 'version', 'on disk', 'install script', 'native'],
      ...deps.map((d) => [
        d.name,
        d.version,
        kb(d.bytes),
        d.installScript ? 'YES' : 'no',
        d.native ? 'YES' : 'no',
      ]),
    ]),
  );
  const clean = deps.every((d) => !d.installScript && !d.native);
  console.log(`\n${verdict(clean, 'no dependency with an install script or a native module')}`);
  console.log(
    `ofage/react: ${kb(react.gzipped)} minified + gzipped (${verdict(react.gzipped <= 6 * 1024, 'budget 6 KB')}).`,
  );
  console.log(
    `ofage/proxy: ${kb(proxy.minified)} minified, ${kb(proxy.gzipped)} gzipped, bundled with its dependencies, next external (${verdict(proxy.minified <= 100 * 1024, 'budget 100 KB minified')}).`,
  );
  if (options.timed === false) return;
  const cold = await proxyColdStart();
  console.log(
    `ofage/proxy cold start: ${cold.proxyMs.toFixed(1)} ms to start Node, import the bundle and answer a first gated request, vs ${cold.emptyMs.toFixed(1)} ms to start Node and import an empty module: +${(cold.proxyMs - cold.emptyMs).toFixed(1)} ms, ratio ${(cold.proxyMs / cold.emptyMs).toFixed(2)} (median of ${cold.runs} alternating runs).`,
  );
}
