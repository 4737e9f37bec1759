import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { podman, podmanExit } from './podman';

const run = promisify(execFile);
const REPOSITORY = 'localhost/ofage-test-node';
const SUITE = 'bookworm';

/** The Debian mirror this machine's apt uses (its sources), or Debian's own. */
function debianMirror(): string {
  const files = ['/etc/apt/sources.list', '/etc/apt/sources.list.d/debian.sources'];
  for (const file of files) {
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    const uri = /(?:^URIs:\s*|^deb\s+(?:\[[^\]]*\]\s+)?)(\S+\/debian)\/?\s*$/m.exec(text)?.[1];
    if (uri) return uri;
  }
  return 'http://deb.debian.org/debian';
}

/** npm as this Node.js has it: `<prefix>/lib/node_modules/npm` beside `<prefix>/bin/node`. */
function npmDir(): string {
  const dir = path.resolve(path.dirname(process.execPath), '..', 'lib', 'node_modules', 'npm');
  if (!fs.existsSync(path.join(dir, 'package.json'))) {
    throw new Error(`npm not found at ${dir}, beside ${process.execPath}`);
  }
  return dir;
}

/**
 * The CA certificates this machine trusts (`NODE_EXTRA_CA_CERTS`, else the system bundle npm's
 * `cafile` names here): the npm registry is reached through a proxy whose certificate only this
 * bundle vouches for, so the base trusts it too, as the machine's own Node.js and npm do.
 */
const extraCaFile = (): string | undefined =>
  [process.env.NODE_EXTRA_CA_CERTS, '/etc/ssl/certs/ca-certificates.crt'].find(
    (file): file is string => !!file && fs.existsSync(file),
  );

/**
 * The Node.js base image the image test builds the Dockerfile on, made on this machine: no
 * image registry is reachable here, so `node:22-bookworm-slim` cannot be pulled. Debian
 * bookworm (debootstrap's minbase, from the machine's Debian mirror, trimmed like Debian's slim
 * images), the Node.js binary and npm this test runs on, and a `node` user with uid 1000, as the
 * official Node images have. Imported under a tag named after what went into it: a later run
 * finds it and skips all of this. Needs root (debootstrap).
 *
 * Returns the image's name.
 */
export async function nodeBaseImage(env: NodeJS.ProcessEnv): Promise<string> {
  const ca = extraCaFile();
  const content = createHash('sha256')
    .update(fs.readFileSync(import.meta.filename))
    .update(process.version)
    .update(fs.readFileSync(path.join(npmDir(), 'package.json')))
    .update(ca ? fs.readFileSync(ca) : '')
    .digest('hex')
    .slice(0, 16);
  const image = `${REPOSITORY}:${content}`;
  if ((await podmanExit(env, ['image', 'exists', image])).code === 0) return image;
  if (process.getuid?.() !== 0) throw new Error('building the Node.js base image needs root');

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-node-base-'));
  const root = path.join(work, 'rootfs');
  try {
    await run('debootstrap', ['--variant=minbase', SUITE, root, debianMirror()], {
      maxBuffer: 64 * 1024 * 1024,
      timeout: 600_000,
    });
    // What Debian's slim images leave out: package lists and caches, documentation, locales.
    for (const dir of [
      'var/cache/apt/archives',
      'var/lib/apt/lists',
      'usr/share/doc',
      'usr/share/man',
      'usr/share/locale',
    ]) {
      for (const entry of fs.readdirSync(path.join(root, dir))) {
        if (entry !== 'partial')
          fs.rmSync(path.join(root, dir, entry), { recursive: true, force: true });
      }
    }
    // Node.js where the official images have it; its libraries (libstdc++, libgcc) are in minbase.
    const local = path.join(root, 'usr', 'local');
    fs.mkdirSync(path.join(local, 'bin'), { recursive: true });
    fs.mkdirSync(path.join(local, 'lib', 'node_modules'), { recursive: true });
    fs.copyFileSync(process.execPath, path.join(local, 'bin', 'node'));
    fs.chmodSync(path.join(local, 'bin', 'node'), 0o755);
    fs.cpSync(npmDir(), path.join(local, 'lib', 'node_modules', 'npm'), { recursive: true });
    fs.symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', path.join(local, 'bin', 'npm'));
    fs.symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', path.join(local, 'bin', 'npx'));
    const changes = ['--change', 'CMD ["node"]'];
    if (ca) {
      fs.mkdirSync(path.join(root, 'etc', 'ssl', 'certs'), { recursive: true });
      fs.copyFileSync(ca, path.join(root, 'etc', 'ssl', 'certs', 'extra-ca.crt'));
      changes.push('--change', 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/extra-ca.crt');
    }
    await run('chroot', [
      root,
      'sh',
      '-c',
      'groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node && node --version',
    ]);
    const tarball = path.join(work, 'rootfs.tar');
    await run('tar', ['-C', root, '-cf', tarball, '.']);
    await podman(env, ['import', ...changes, tarball, image], { timeout: 300_000 });
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  // Bases made from an earlier recipe or Node.js are no longer used.
  const tags = (await podman(env, ['images', '--format', '{{.Repository}}:{{.Tag}}', REPOSITORY]))
    .split('\n')
    .filter((tag) => tag && tag !== image);
  for (const tag of tags) await podmanExit(env, ['rmi', tag]);
  return image;
}
