import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { waitFor } from './wait';

const CHILD = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'service-instance-process.ts',
);

/** What one instance's graceful stop reported (`DrainSummary`, printed by the process). */
export interface Drained {
  accepted: number;
  answered: number;
  cut: number;
  [more: string]: unknown;
}

export interface Restarted {
  /** From SIGTERM to the process's exit, in ms. */
  drainMs: number;
  /** From the new process's start to its readiness answering 200, in ms. */
  readyMs: number;
  drained: Drained | undefined;
}

export interface ServiceInstances {
  urls: string[];
  pids: number[];
  /**
   * A rolling restart's step for instance `index`: SIGTERM, wait for it to drain and exit (0),
   * start it again on the same port, resolve once `/api/health/ready` answers 200.
   */
  restart(index: number): Promise<Restarted>;
  /** SIGTERM to every instance; resolves once all have exited. */
  stop(): Promise<void>;
}

export interface InstanceOptions {
  /**
   * The process each instance runs (default `service-instance-process.ts`); it prints one JSON
   * line `{url, pid}` (the first line that starts `{"url":`) once it listens, listens on
   * `OFAGE_INSTANCE_PORT` when set, and exits on SIGTERM (printing `{"drained": …}` first).
   */
  script?: string;
  /** Settings of instance `index` alone (its own data directory, its port), over `env`. */
  envOf?: (index: number) => Record<string, string> | Promise<Record<string, string>>;
}

interface Running {
  child: ChildProcess;
  drained?: Drained;
}

/**
 * Starts `count` service instances, each a process of its own (nothing shared in memory), all
 * at once on the database and Redis named in `env` (`DATABASE_URL`, `OFAGE_DATA_DIR`,
 * `OFAGE_REDIS_URL`, …). Resolves with their URLs once every one listens.
 */
export async function startServiceInstances(
  count: number,
  env: Record<string, string>,
  options: InstanceOptions = {},
): Promise<ServiceInstances> {
  const running: Running[] = [];

  const spawnOne = async (index: number, port?: string): Promise<{ url: string; pid: number }> => {
    const own = (await options.envOf?.(index)) ?? {};
    const child = spawn(process.execPath, ['--import', 'tsx', options.script ?? CHILD], {
      env: {
        ...process.env,
        OFAGE_METHOD_WORKERS: '0',
        OFAGE_LOG_LEVEL: 'warn',
        ...env,
        ...own,
        ...(port ? { OFAGE_INSTANCE_PORT: port } : {}),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const entry: Running = { child };
    running[index] = entry;
    const lines = readline.createInterface({ input: child.stdout! });
    return new Promise<{ url: string; pid: number }>((resolve, reject) => {
      // Its JSON lines; anything else a child prints (Next.js's banner) is passed over.
      lines.on('line', (line) => {
        if (line.startsWith('{"url":')) resolve(JSON.parse(line) as { url: string; pid: number });
        if (line.startsWith('{"drained":'))
          entry.drained = (JSON.parse(line) as { drained: Drained }).drained;
      });
      child.once('exit', (code) => reject(new Error(`service instance exited with ${code}`)));
    });
  };

  const exited = (child: ChildProcess): Promise<number | null> =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
    });

  const stop = async (): Promise<void> => {
    await Promise.all(
      running.map(({ child }) => {
        const done = exited(child);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        return done;
      }),
    );
  };

  const urls: string[] = [];
  const pids: number[] = [];
  const restart = async (index: number): Promise<Restarted> => {
    const entry = running[index]!;
    const stopped = Date.now();
    const done = exited(entry.child);
    entry.child.kill('SIGTERM');
    const code = await done;
    if (code !== 0) throw new Error(`instance ${index} exited with ${code} on SIGTERM`);
    const drainMs = Date.now() - stopped;
    const started = Date.now();
    const again = await spawnOne(index, new URL(urls[index]!).port);
    pids[index] = again.pid;
    await waitFor(async () => (await fetch(`${again.url}/api/health/ready`)).status === 200, {
      timeout: 60_000,
      interval: 50,
      message: `instance ${index} ready again`,
    });
    return { drainMs, readyMs: Date.now() - started, drained: entry.drained };
  };

  try {
    const instances = await Promise.all(
      Array.from({ length: count }, (_, index) => spawnOne(index)),
    );
    urls.push(...instances.map((i) => i.url));
    pids.push(...instances.map((i) => i.pid));
    return { urls, pids, restart, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
