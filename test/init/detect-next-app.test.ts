import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { detectNextApp } from '../../src/init/detect-next-app';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A folder with package.json (next 16) and the given folders and files. */
function app(layout: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-detect-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'package.json'), '{"dependencies":{"next":"^16.0.0"}}');
  for (const entry of layout) {
    const full = path.join(dir, entry);
    if (entry.endsWith('/')) fs.mkdirSync(full, { recursive: true });
    else {
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(full, '{}');
    }
  }
  return dir;
}

describe('detectNextApp: App Router or Pages Router', () => {
  it.each([
    [['app/'], 'app', ''],
    [['src/app/'], 'app', 'src'],
    [['pages/'], 'pages', ''],
    [['src/pages/'], 'pages', 'src'],
    // Mixed: the App Router path, as before (its route handlers serve both routers).
    [['app/', 'pages/'], 'app', ''],
    [['src/app/', 'src/pages/'], 'app', 'src'],
  ] as const)('%j → %s router, srcDir "%s"', (layout, router, srcDir) => {
    const found = detectNextApp(app([...layout]));
    expect([found.router, found.srcDir]).toEqual([router, srcDir]);
  });

  it('a Pages Router app: TypeScript or not, its alias, proxy name and no root segment', () => {
    const dir = app([
      'src/pages/',
      'src/pages/[locale]/index.tsx',
      'tsconfig.json',
      'node_modules/next/package.json',
    ]);
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      '{ "compilerOptions": { "paths": { "@/*": ["./src/*"] } } }',
    );
    fs.writeFileSync(path.join(dir, 'node_modules/next/package.json'), '{"version":"15.5.4"}');
    expect(detectNextApp(dir)).toMatchObject({
      router: 'pages',
      srcDir: 'src',
      typescript: true,
      alias: '@/',
      nextMajor: 15,
      proxyName: 'middleware',
      rootSegment: undefined,
    });
  });

  it('neither app/ nor pages/: refused, saying where to run it', () => {
    expect(() => detectNextApp(app(['components/']))).toThrow(/no app\/ or pages\/ folder/);
  });
});
