import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { waitFor } from '../../support/wait';

const run = promisify(execFile);

/** Where one run of the packages project keeps its installs; set by `installs-setup.ts`. */
export const INSTALLS_DIR_VARIABLE = 'OFAGE_TEST_INSTALLS_DIR';

/** What an install left in the app: its `node_modules`, its lockfile and what npm printed. */
export interface Install {
  log: string;
}

/**
 * The plugin's tarball under a name of its content, in this run's installs folder: every app of
 * the run then names the same `file:` dependency, so apps with the same dependencies have
 * byte-identical package.json files. Without the folder (a file run on its own, outside the
 * packages project), the tarball where it is.
 */
export function sharedTarball(tarball: string): string {
  const dir = process.env[INSTALLS_DIR_VARIABLE];
  if (!dir) return tarball;
  const digest = createHash('sha256').update(fs.readFileSync(tarball)).digest('hex').slice(0, 16);
  const shared = path.join(dir, `ofage-${digest}.tgz`);
  if (!fs.existsSync(shared)) {
    const partial = `${shared}.${process.pid}`;
    fs.copyFileSync(tarball, partial);
    fs.renameSync(partial, shared);
  }
  return shared;
}

/**
 * `npm install` in `dir`, once per run for each package.json: the first app with a package.json
 * installs it for real (`install`); the others with the same bytes get a copy of what that
 * install left (hard links, as a package manager's store gives them) and its log. Each Next.js
 * app's install took 30–80 s of a loaded machine, and eight apps share four package.json files.
 *
 * A copy is what a second `npm install` of the same lockfile from the same cache writes: the
 * tests of an app's installed tree (one copy of next, nothing of the service, no install
 * scripts in the log) hold for it as for the original, which they also check.
 */
export async function installOnce(dir: string, install: () => Promise<string>): Promise<Install> {
  const root = process.env[INSTALLS_DIR_VARIABLE];
  if (!root) return { log: await install() };
  const manifest = fs.readFileSync(path.join(dir, 'package.json'));
  const key = createHash('sha256').update(manifest).digest('hex').slice(0, 16);
  const kept = path.join(root, key);
  const lock = `${kept}.lock`;
  const done = path.join(kept, 'install.log');

  for (;;) {
    if (fs.existsSync(done)) {
      await copyTree(kept, dir);
      return { log: fs.readFileSync(done, 'utf8') };
    }
    try {
      fs.mkdirSync(lock);
    } catch {
      // Another file installs this package.json: wait for its result (or its failure).
      await waitFor(() => fs.existsSync(done) || !fs.existsSync(lock), {
        timeout: 900_000,
        interval: 500,
        message: `the install of ${key} by another test file`,
      });
      continue;
    }
    try {
      const log = await install();
      const partial = `${kept}.partial`;
      fs.rmSync(partial, { recursive: true, force: true });
      fs.mkdirSync(partial);
      await copyTree(dir, partial);
      fs.writeFileSync(path.join(partial, 'install.log'), log);
      fs.renameSync(partial, kept);
      return { log };
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** `node_modules` and `package-lock.json` from `from` into `to`, hard-linked where it can. */
async function copyTree(from: string, to: string): Promise<void> {
  const entries = ['node_modules', 'package-lock.json'].filter((entry) =>
    fs.existsSync(path.join(from, entry)),
  );
  const sources = entries.map((entry) => path.join(from, entry));
  await run('cp', ['-al', ...sources, to]).catch(() => run('cp', ['-a', ...sources, to]));
}
