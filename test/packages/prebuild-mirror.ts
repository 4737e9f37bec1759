import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

export interface PrebuildMirror {
  /** The environment that points an `npm install` at the mirror. */
  env: Record<string, string>;
  /** How many times the prebuilt binary was downloaded. */
  served(): number;
  close(): Promise<void>;
}

/**
 * A loopback mirror of better-sqlite3's prebuilt binaries, holding the one this checkout built.
 *
 * A self-hoster's `npm install` gets better-sqlite3 as a prebuilt binary (prebuild-install
 * downloads it from the project's GitHub releases); this machine cannot reach GitHub, so without
 * a mirror the install compiles it from source, about 100 s of one core. prebuild-install's
 * documented mirror setting (`npm_config_better_sqlite3_binary_host`) points it here instead,
 * where it finds the same version for the same Node ABI, packed the way the releases pack it.
 * Another version (the registry moved on) is not here: the install then compiles, as before.
 */
export async function startPrebuildMirror(workDir: string): Promise<PrebuildMirror> {
  const moduleDir = path.join(ROOT, 'node_modules', 'better-sqlite3');
  const { version } = JSON.parse(fs.readFileSync(path.join(moduleDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const file = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  const tarball = path.join(workDir, file);
  await run('tar', ['-czf', tarball, '-C', moduleDir, 'build/Release/better_sqlite3.node']);

  let served = 0;
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === `/v${version}/${file}`) {
      served += 1;
      res.writeHead(200, { 'content-type': 'application/gzip' });
      fs.createReadStream(tarball).pipe(res);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: { npm_config_better_sqlite3_binary_host: `http://127.0.0.1:${port}` },
    served: () => served,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
