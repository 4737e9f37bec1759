// Builds the plugin's entry points (src/protocol, client, next, react) into dist/ as ESM with
// type declarations. Runs on `npm install` (prepare), so a fresh clone has dist/ for the example.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
fs.rmSync(dist, { recursive: true, force: true });
execFileSync(
  process.execPath,
  [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', path.join(root, 'tsconfig.lib.json')],
  {
    stdio: 'inherit',
  },
);

// TypeScript keeps import specifiers as written ('./x'); Node ESM and Next need './x.js'.
const SPECIFIER = /((?:from|import)\s*['"])(\.{1,2}\/[^'"]+?)(['"])/g;
for (const file of fs.readdirSync(dist, { recursive: true })) {
  if (!/\.(js|d\.ts)$/.test(file)) continue;
  const full = path.join(dist, file);
  const source = fs.readFileSync(full, 'utf8');
  fs.writeFileSync(
    full,
    source.replace(SPECIFIER, (_m, a, b, c) => a + (/\.(js|json)$/.test(b) ? b : `${b}.js`) + c),
  );
}
