import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildExampleIfStale, EXAMPLE_DIR } from '../../../scripts/build-example';
import { buildServicePagesIfStale, runIfStale } from '../../../src/service/server/build-if-stale';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Sets every file's modification time under `dir` to now, as a checkout or a rebuild does. */
function touchAll(dir: string): void {
  const now = new Date();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === '.next') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) touchAll(full);
    else fs.utimesSync(full, now, now);
  }
}

describe('runIfStale: rebuilds when the sources changed, by content', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-stale-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const src = path.join(dir, 'src');
  fs.mkdirSync(src);
  fs.writeFileSync(path.join(src, 'page.tsx'), 'export default 1;\n');
  let builds = 0;
  const step = {
    marker: path.join(dir, 'out', 'fingerprint'),
    output: path.join(dir, 'out', 'BUILD_ID'),
    sources: [src],
    build: () => {
      builds++;
      fs.mkdirSync(path.join(dir, 'out'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'out', 'BUILD_ID'), String(builds));
    },
  };

  it('builds the first time, then not again for the same sources', () => {
    expect(runIfStale(step)).toBe(true);
    expect(runIfStale(step)).toBe(false);
    expect(builds).toBe(1);
  });

  it('new modification times, a rewrite with the same bytes and generated files change nothing', () => {
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(src, 'page.tsx'), later, later);
    fs.writeFileSync(path.join(src, 'page.tsx'), 'export default 1;\n');
    fs.writeFileSync(path.join(src, 'next-env.d.ts'), `// ${Math.random()}\n`);
    fs.writeFileSync(path.join(src, 'tsconfig.tsbuildinfo'), String(Math.random()));
    fs.mkdirSync(path.join(src, '.next'));
    fs.writeFileSync(path.join(src, '.next', 'trace'), String(Math.random()));
    expect(runIfStale(step)).toBe(false);
    expect(builds).toBe(1);
  });

  it('an edit, a new source file or a missing output rebuilds', () => {
    fs.writeFileSync(path.join(src, 'page.tsx'), 'export default 2;\n');
    expect(runIfStale(step)).toBe(true);
    fs.writeFileSync(path.join(src, 'layout.tsx'), 'export default 3;\n');
    expect(runIfStale(step)).toBe(true);
    fs.rmSync(step.output);
    expect(runIfStale(step)).toBe(true);
    expect(builds).toBe(4);
  });
});

describe('a second npm start', () => {
  it('rebuilds neither the plugin nor the storefront when only modification times changed', () => {
    buildExampleIfStale(() => undefined);
    // What `npm install` does through the plugin's prepare: the same dist/, rewritten.
    execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build-lib.mjs')], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    touchAll(EXAMPLE_DIR);
    touchAll(path.join(ROOT, 'src'));
    const lines: string[] = [];
    expect(buildExampleIfStale((line) => lines.push(line))).toEqual({
      lib: false,
      example: false,
    });
    expect(lines).toEqual([]);
  }, 600_000);

  it('does not rebuild the service pages when only modification times changed', () => {
    buildServicePagesIfStale(() => undefined);
    for (const dir of ['app', 'pages', 'src']) touchAll(path.join(ROOT, dir));
    const lines: string[] = [];
    expect(buildServicePagesIfStale((line) => lines.push(line))).toBe(false);
    expect(lines).toEqual([]);
  }, 600_000);
});
