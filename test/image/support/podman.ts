import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the image tests keep podman's configuration and storage: outside /tmp so that the base
 * image and the build's layers outlive a run (the next CI run on this machine reuses them), and
 * apart from any other podman storage so that pruning here touches only what these tests made.
 */
export const PODMAN_DIR = process.env.OFAGE_IMAGE_TEST_DIR ?? '/var/tmp/ofage-image-test';

/** Whether podman is installed; the image tests run only then (`.ci/run` installs it). */
export function podmanInstalled(): boolean {
  return spawnSync('podman', ['--version'], { stdio: 'ignore' }).status === 0;
}

const runcInstalled = (): boolean =>
  spawnSync('runc', ['--version'], { stdio: 'ignore' }).status === 0;

/**
 * The environment podman runs with here. These machines run containers with runc and cgroupfs
 * (crun refuses their hybrid cgroup setup) and without default ulimits; storage is overlay in
 * {@link PODMAN_DIR}.
 */
export function podmanEnv(): NodeJS.ProcessEnv {
  fs.mkdirSync(PODMAN_DIR, { recursive: true });
  const containersConf = path.join(PODMAN_DIR, 'containers.conf');
  const storageConf = path.join(PODMAN_DIR, 'storage.conf');
  const engine = runcInstalled()
    ? '\n[engine]\nruntime = "runc"\ncgroup_manager = "cgroupfs"\n'
    : '';
  fs.writeFileSync(containersConf, `[containers]\ndefault_ulimits = []\n${engine}`);
  fs.writeFileSync(
    storageConf,
    [
      '[storage]',
      'driver = "overlay"',
      `graphroot = "${path.join(PODMAN_DIR, 'storage')}"`,
      `runroot = "${path.join(PODMAN_DIR, 'run')}"`,
      '',
    ].join('\n'),
  );
  return { ...process.env, CONTAINERS_CONF: containersConf, CONTAINERS_STORAGE_CONF: storageConf };
}

export interface Exit {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs podman with `args`; resolves with its exit code and output, whatever the code. */
export function podmanExit(
  env: NodeJS.ProcessEnv,
  args: string[],
  options: { timeout?: number; input?: string } = {},
): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'podman',
      args,
      { env, timeout: options.timeout ?? 120_000, maxBuffer: 256 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        if (error && code === -1) reject(new Error(`podman ${args.join(' ')}: ${error.message}`));
        else resolve({ code, stdout, stderr });
      },
    );
    if (options.input !== undefined) child.stdin!.end(options.input);
  });
}

/** Runs podman with `args`; resolves with its standard output, or rejects with its errors. */
export async function podman(
  env: NodeJS.ProcessEnv,
  args: string[],
  options: { timeout?: number; input?: string } = {},
): Promise<string> {
  const exit = await podmanExit(env, args, options);
  if (exit.code !== 0) {
    throw new Error(`podman ${args.join(' ')} exited ${exit.code}:\n${exit.stderr}${exit.stdout}`);
  }
  return exit.stdout;
}
