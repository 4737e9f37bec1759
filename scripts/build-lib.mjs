// Builds the plugin (src/protocol, client, next, react, and the `ofage init` command in src/init)
// into packages/ofage/dist as ESM with type declarations: the `ofage` package's files beside its
// launcher, bin/ofage.js. `npm run build:lib`; `npm start`, the tests and the benchmarks run it
// when its sources changed (scripts/build-example.ts), and `npm run pack:plugin` before packing.
// Neither package has an install-time script: npm warns about those on every install.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'packages/ofage/dist');

/**
 * Entry points that only a server may import. `server-only` makes a client component that
 * imports them fail at build time instead of shipping server code to the browser (Next resolves
 * it to an empty module on the server). Added here rather than in src/ because plain Node
 * (the plugin's own tests) resolves `server-only` to a module that throws. `ofage/webhooks` and
 * `ofage/testing` stay without it: both run outside Next (a webhook endpoint on any server, a
 * merchant's test runner).
 */
const SERVER_ENTRIES = ['next/server.js', 'next/proxy.js', 'next/next-auth.js'];

// Built beside dist/ and swapped in at the end, so whatever reads dist/ meanwhile (a running dev
// server, a test in another process) sees the old tree or the new one, never a half-written one.
const staging = `${dist}.staging-${process.pid}`;
fs.rmSync(staging, { recursive: true, force: true });
execFileSync(
  process.execPath,
  [
    path.join(root, 'node_modules/typescript/bin/tsc'),
    '-p',
    path.join(root, 'tsconfig.lib.json'),
    '--outDir',
    staging,
  ],
  { stdio: 'inherit' },
);

// TypeScript keeps import specifiers as written ('./x'); Node ESM and Next need './x.js'.
const SPECIFIER = /((?:from|import)\s*['"])(\.{1,2}\/[^'"]+?)(['"])/g;
const USE_CLIENT = /^(['"])use client\1;?/;
for (const file of fs.readdirSync(staging, { recursive: true })) {
  if (!/\.(js|d\.ts)$/.test(file)) continue;
  const full = path.join(staging, file);
  let source = fs.readFileSync(full, 'utf8');
  source = source.replace(
    SPECIFIER,
    (_m, a, b, c) => a + (/\.(js|json)$/.test(b) ? b : `${b}.js`) + c,
  );
  if (file.endsWith('.js')) {
    // A client module's directive must stay its first statement, or Next treats it as server code.
    const sourceFile = path.join(root, 'src', file.replace(/\.js$/, ''));
    const original = ['.ts', '.tsx'].map((ext) => sourceFile + ext).find((f) => fs.existsSync(f));
    const client = original && USE_CLIENT.test(fs.readFileSync(original, 'utf8'));
    if (client && !USE_CLIENT.test(source)) source = `'use client';\n${source}`;
    if (SERVER_ENTRIES.includes(file.split(path.sep).join('/'))) {
      source = `import 'server-only';\n${source}`;
    }
  }
  fs.writeFileSync(full, source);
}

const previous = `${dist}.previous-${process.pid}`;
if (fs.existsSync(dist)) fs.renameSync(dist, previous);
fs.renameSync(staging, dist);
fs.rmSync(previous, { recursive: true, force: true });
