import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { startPrebuildMirror } from '../packages/prebuild-mirror';

/** The repository this test code is in. */
export const ROOT = path.resolve(import.meta.dirname, '../..');
const MIGRATIONS_DIR = 'src/service/db/migrations';
const MIGRATION_FILE = /^\d{4}-.*\.ts$/;

/** The release before this version's newest migration, and why it is that commit. */
export interface PreviousRelease {
  commit: string;
  subject: string;
  /** The newest migration file, which this release does not have. */
  newestMigration: string;
  /** The commit that brought it (on the first-parent line: the merge, if it came in one). */
  addedBy: string;
}

const git = (...args: string[]): string =>
  execFileSync('git', args, {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();

/**
 * The previous release: the last commit before the newest migration file, on the first-parent
 * line of HEAD (tags may not travel with a clone; commits do). Returns why not when this clone
 * cannot say: no git, or a shallow clone without that history.
 */
export function findPreviousRelease(): PreviousRelease | { skip: string } {
  try {
    git('rev-parse', '--git-dir');
  } catch {
    return { skip: `${ROOT} is not a git clone: the previous release is built from its history` };
  }
  if (git('rev-parse', '--is-shallow-repository') === 'true') {
    return {
      skip:
        'this clone is shallow (git clone --depth …): the previous release is built from the ' +
        'commit before the newest migration, which is not in it. Run `git fetch --unshallow` (in ' +
        'CI: actions/checkout with fetch-depth: 0) to run this test.',
    };
  }
  const migrations = fs
    .readdirSync(path.join(ROOT, MIGRATIONS_DIR))
    .filter((f) => MIGRATION_FILE.test(f))
    .sort();
  const newest = migrations.at(-1)!;
  const addedBy = commitThatReached(migrations.length);
  // Uncommitted, the newest migration is not in HEAD: HEAD is then the previous release.
  const commit = addedBy ? git('rev-parse', `${addedBy}^1`) : git('rev-parse', 'HEAD');
  return {
    commit,
    subject: git('log', '-1', '--format=%s', commit),
    newestMigration: newest.replace(/\.ts$/, ''),
    addedBy: addedBy ?? '(not committed yet)',
  };
}

/**
 * The first commit on HEAD's first-parent line that had `count` migrations: the one that brought
 * the newest (the merge, if it came in one), or undefined when HEAD has fewer (not committed yet).
 * By count, not by the newest file's name: a migration renamed before its release (0020-perfapi
 * became 0020-widget-token-alg) is still the one the previous release does not have.
 */
function commitThatReached(count: number): string | undefined {
  const countAt = (commit: string): number =>
    git('ls-tree', '--name-only', `${commit}:${MIGRATIONS_DIR}`)
      .split('\n')
      .filter((f) => MIGRATION_FILE.test(f)).length;
  let reached: string | undefined;
  for (const commit of git('log', '--first-parent', '--format=%H', 'HEAD', '--', MIGRATIONS_DIR)
    .split('\n')
    .filter(Boolean)) {
    if (countAt(commit) < count) break;
    reached = commit;
  }
  return reached;
}

/** A previous release checked out and compiled, and what it took. */
export interface BuiltRelease {
  dir: string;
  /** `node <bin> <command>` runs its `ofage`. */
  bin: string;
  /** Whether a build kept from an earlier run was used. */
  cached: boolean;
  /** How node_modules was provided: linked (same package-lock.json) or installed (`npm ci`). */
  dependencies: 'linked' | 'installed' | 'cached';
  ms: { worktree: number; dependencies: number; build: number; total: number };
}

/**
 * Checks the release out in a git worktree under `cacheDir/<commit>` and compiles its service
 * (`scripts/build-service.mjs`; its pages are not built: `ofage serve` then serves the API, which
 * is what the upgrade test drives). When its package-lock.json is this one's, node_modules is a
 * link to this checkout's instead of an `npm ci`, whose better-sqlite3 comes from a loopback
 * mirror of this checkout's binary where the versions match (`prebuild-mirror.ts`: compiled
 * otherwise, about 100 s of one core). A finished build is kept: a rerun reuses it.
 */
export async function buildPreviousRelease(
  release: PreviousRelease,
  cacheDir: string = process.env.OFAGE_PREVIOUS_RELEASE_CACHE ??
    path.join(os.tmpdir(), 'ofage-previous-release'),
  log: (line: string) => void = () => undefined,
): Promise<BuiltRelease> {
  const dir = path.join(cacheDir, release.commit);
  const marker = path.join(dir, '.ofage-previous-release.json');
  const bin = path.join(dir, 'bin', 'ofage.js');
  // Kept only whole: its build, and the dependencies it links to (a checkout that built it and
  // has been removed since leaves the link dangling).
  const whole = [
    marker,
    path.join(dir, 'dist', 'service', 'cli', 'main.js'),
    path.join(dir, 'node_modules', 'kysely', 'package.json'),
  ].every((file) => fs.existsSync(file));
  if (whole) {
    return {
      dir,
      bin,
      cached: true,
      dependencies: 'cached',
      ms: { worktree: 0, dependencies: 0, build: 0, total: 0 },
    };
  }
  const timed = async (what: string, work: () => void | Promise<void>): Promise<number> => {
    const started = performance.now();
    log(`previous release ${release.commit.slice(0, 10)}: ${what}…`);
    await work();
    return Math.round(performance.now() - started);
  };
  const run = (command: string, args: string[], cwd: string) => {
    const result = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: 'pipe' });
    if (result.status !== 0) {
      throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stderr}`);
    }
  };
  const worktree = await timed('git worktree add', () => {
    fs.mkdirSync(cacheDir, { recursive: true });
    // A worktree left half-made (a run stopped meanwhile) is dropped and made again.
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT, stdio: 'ignore' });
    fs.rmSync(dir, { recursive: true, force: true });
    run('git', ['worktree', 'prune'], ROOT);
    run('git', ['worktree', 'add', '--detach', '--force', dir, release.commit], ROOT);
  });
  const sameLock =
    git('show', `${release.commit}:package-lock.json`) ===
    fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8').trim();
  const dependencies = await timed(sameLock ? 'linking node_modules' : 'npm ci', async () => {
    if (sameLock) {
      fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
      return;
    }
    // Asynchronous, so that this process's mirror answers while npm runs.
    const mirrorDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-prebuild-'));
    const mirror = await startPrebuildMirror(mirrorDir);
    try {
      await promisify(execFile)('npm', ['ci', '--no-audit', '--no-fund'], {
        cwd: dir,
        env: { ...process.env, ...mirror.env },
        maxBuffer: 64 * 1024 * 1024,
      }).catch((error: { stderr?: string }) => {
        throw new Error(`npm ci failed in ${dir}:\n${error.stderr}`);
      });
      if (mirror.served() === 0)
        log('previous release: better-sqlite3 compiled (not on the mirror)');
    } finally {
      await mirror.close();
      fs.rmSync(mirrorDir, { recursive: true, force: true });
    }
  });
  const build = await timed('compiling the service', () =>
    run(process.execPath, ['scripts/build-service.mjs'], dir),
  );
  const ms = { worktree, dependencies, build, total: worktree + dependencies + build };
  fs.writeFileSync(marker, JSON.stringify({ ...release, ms }, null, 2));
  return { dir, bin, cached: false, dependencies: sameLock ? 'linked' : 'installed', ms };
}
