// `npm run check:package` (part of `npm run check`): builds the plugin's dist/, packs it exactly as
// it would be published, checks the packed package.json has no install-time scripts, and lints
// the tarball with publint (package.json fields,
// exports, files) and @arethetypeswrong/cli (types resolve for every entry point under Node 16+
// and bundler resolution). Exits non-zero on any error or warning.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-pack-'));
try {
  execFileSync(process.execPath, [path.join(root, 'scripts', 'build-lib.mjs')], {
    stdio: 'inherit',
  });
  const manifest = JSON.parse(
    fs.readFileSync(path.join(root, 'packages', 'ofage', 'package.json'), 'utf8'),
  );
  // npm runs a dependency's install scripts on every merchant's install (and warns about them).
  if (manifest.scripts) throw new Error('packages/ofage/package.json must have no scripts');
  const service = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  for (const name of ['preinstall', 'install', 'postinstall', 'prepare']) {
    if (service.scripts?.[name])
      throw new Error(`package.json (@ofage/service) has a ${name} script`);
  }
  const packed = execFileSync(
    'npm',
    ['pack', '--json', '--pack-destination', out, '--workspace', 'ofage'],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const tarball = path.join(out, JSON.parse(packed)[0].filename);
  console.log(`check:package: ${path.basename(tarball)}`);
  execFileSync(bin('publint'), ['run', tarball, '--strict'], { stdio: 'inherit' });
  // ESM only by design (no `require` condition): the esm-only profile skips the CommonJS checks.
  execFileSync(bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'table-flipped'], {
    stdio: 'inherit',
  });
} finally {
  fs.rmSync(out, { recursive: true, force: true });
}
