import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkProxyEdit } from '../../src/init/check-proxy-edit';
import { composeProxy, type GateSettings } from '../../src/init/compose-proxy';
import { detectNextApp, type NextApp } from '../../src/init/detect-next-app';
import { proxySnippet } from '../../src/init/proxy-snippet';
import { PLAIN } from './proxy-shapes';

const ROOT = path.resolve(import.meta.dirname, '../..');
const GATE: GateSettings = { protect: ['/spirits'], jurisdiction: 'US-CA', age: undefined };

/**
 * An app as create-next-app lays it out, whose node_modules are this repository's: Next 16,
 * React's types, TypeScript and the plugin as built (`ofage` is the workspace package).
 */
let dir: string;
let app: NextApp;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-check-'));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  fs.mkdirSync(path.join(dir, 'app'));
  fs.writeFileSync(
    path.join(dir, 'app/page.tsx'),
    'export default function Home() { return null; }\n',
  );
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'shop', dependencies: { next: '16.4.5' } }),
  );
  fs.writeFileSync(
    path.join(dir, 'next-env.d.ts'),
    '/// <reference types="next" />\n/// <reference types="next/image-types/global" />\n',
  );
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2017',
        lib: ['dom', 'dom.iterable', 'esnext'],
        skipLibCheck: true,
        strict: true,
        noEmit: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        isolatedModules: true,
        jsx: 'preserve',
        incremental: true,
        paths: { '@/*': ['./*'] },
      },
      include: ['next-env.d.ts', '**/*.ts', '**/*.tsx'],
    }),
  );
  fs.writeFileSync(path.join(dir, 'proxy.ts'), PLAIN.source);
  app = detectNextApp(dir);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('checkProxyEdit', () => {
  it("passes the composed plain proxy with the app's own TypeScript and tsconfig", () => {
    const result = composeProxy(PLAIN.source, 'proxy.ts', GATE);
    if (result.kind !== 'composed') throw new Error(result.kind);
    const check = checkProxyEdit(app, 'proxy.ts', PLAIN.source, result.code);
    expect(check).toEqual({ checkedWith: 'TypeScript 5.9.3 (tsconfig.json)', problems: [] });
  }, 60_000);

  it('reports an error the edit brings, not one the file had before', () => {
    const result = composeProxy(PLAIN.source, 'proxy.ts', GATE);
    if (result.kind !== 'composed') throw new Error(result.kind);
    const broken = `${result.code}\nconst shop: number = 'corner';\n`;
    const check = checkProxyEdit(app, 'proxy.ts', PLAIN.source, broken);
    expect(check.problems).toEqual(["TS2322: Type 'string' is not assignable to type 'number'."]);
    expect(checkProxyEdit(app, 'proxy.ts', broken, `// theirs\n${broken}`).problems).toEqual([]);
  }, 60_000);

  it('refuses what Next could not read, with the parser alone', () => {
    const check = checkProxyEdit(
      app,
      'proxy.ts',
      PLAIN.source,
      `export default function proxy() {}\nexport const config = { matcher: ['/x'] };\n`,
    );
    expect(check.problems).toEqual(["its config.matcher does not list the age gate's entry"]);
    expect(checkProxyEdit(app, 'proxy.ts', '', 'export default (;').problems[0]).toMatch(
      /^it does not parse/,
    );
  });

  it('the snippet printed when a file is not edited compiles as the whole proxy.ts', () => {
    const snippet = proxySnippet('proxy', true, GATE);
    expect(checkProxyEdit(app, 'proxy.ts', '', snippet)).toEqual({
      checkedWith: 'TypeScript 5.9.3 (tsconfig.json)',
      problems: [],
    });
    // The snippet: `event` there was the DOM's window.event, and type-checked all the
    // same. The printed one declares it, typed.
    expect(snippet).toContain('(request: NextRequest, event: NextFetchEvent)');
    const javascript = proxySnippet('middleware', false, GATE);
    expect(checkProxyEdit({ ...app, typescript: false }, 'middleware.js', '', javascript)).toEqual({
      checkedWith: 'the parser',
      problems: [],
    });
  }, 60_000);
});
