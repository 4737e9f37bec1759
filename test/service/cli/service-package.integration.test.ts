import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  files: string[];
  bin: Record<string, string>;
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
};

/** The face and document methods' libraries: hundreds of megabytes, installed only where used. */
const VISION = [
  '@tensorflow/tfjs-backend-wasm',
  '@tensorflow/tfjs-converter',
  '@tensorflow/tfjs-core',
  '@tesseract.js-data/eng',
  '@vladmandic/human',
  'sharp',
  'tesseract.js',
  'tesseract.js-core',
  'zxing-wasm',
];

/**
 * What `npm pack` of `@ofage/service` would publish, and what installing it brings: the compiled
 * service (dist/), no TypeScript that would need a loader at run time, tsx for development only,
 * and the vision stack as optional peers a deployment installs only for the methods it offers.
 */
describe('the @ofage/service package', () => {
  it('packs no TypeScript source: the service ships compiled', () => {
    const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
    const files = (JSON.parse(out) as { files: { path: string }[] }[])[0]!.files.map((f) => f.path);
    expect(files.filter((f) => f.startsWith('src/'))).toEqual([]);
    // Next.js reads its own next.config.ts; nothing else may need a TypeScript loader.
    expect(files.filter((f) => /\.[cm]?tsx?$/.test(f) && f !== 'next.config.ts')).toEqual([]);
    expect(pkg.files).toEqual(expect.arrayContaining(['dist/service', 'dist/protocol']));
  });

  it('runs its command without tsx, which is a development dependency only', () => {
    const bin = fs.readFileSync(path.join(ROOT, pkg.bin.ofage!), 'utf8');
    expect(bin).not.toMatch(/tsx/);
    expect(bin).toContain("import('../dist/service/cli/main.js')");
    expect(pkg.dependencies.tsx).toBeUndefined();
    expect(pkg.devDependencies.tsx).toBeDefined();
    expect(pkg.scripts.start).not.toMatch(/\btsx\b/);
    expect(pkg.scripts.serve).not.toMatch(/\btsx\b/);
  });

  it('makes the face and document libraries optional peers, installed only where used', () => {
    for (const name of VISION) {
      expect(pkg.dependencies[name], name).toBeUndefined();
      expect(pkg.peerDependencies?.[name], name).toBeDefined();
      expect(pkg.peerDependenciesMeta?.[name]?.optional, name).toBe(true);
      // A clone (tests, benchmarks, npm start) has every method.
      expect(pkg.devDependencies[name], name).toBe(pkg.peerDependencies?.[name]);
    }
  });
});
