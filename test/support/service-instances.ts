import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const CHILD = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'service-instance-process.ts',
);

export interface ServiceInstances {
  urls: string[];
  pids: number[];
  /** SIGTERM to every instance; resolves once all have exited. */
  stop(): Promise<void>;
}

export interface InstanceOptions {
  /**
   * The process each instance runs (default `service-instance-process.ts`); it prints one JSON
   * line `{url, pid}` (the first line that starts `{"url":`) once it listens and exits on SIGTERM.
   */
  script?: string;
  /** Settings of instance `index` alone (its own data directory, its port), over `env`. */
  envOf?: (index: number) => Record<string, string> | Promise<Record<string, string>>;
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
  const children: ChildProcess[] = [];
  const started = Array.from({ length: count }, async (_, index) => {
    const own = (await options.envOf?.(index)) ?? {};
    const child = spawn(process.execPath, ['--import', 'tsx', options.script ?? CHILD], {
      env: { ...process.env, OFAGE_METHOD_WORKERS: '0', OFAGE_LOG_LEVEL: 'warn', ...env, ...own },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    const lines = readline.createInterface({ input: child.stdout! });
    return new Promise<{ url: string; pid: number }>((resolve, reject) => {
      // Its one JSON line; anything else a child prints (Next.js's banner) is passed over.
      lines.on('line', (line) => {
        if (line.startsWith('{"url":')) resolve(JSON.parse(line) as { url: string; pid: number });
      });
      child.once('exit', (code) => reject(new Error(`service instance exited with ${code}`)));
    });
  });
  const stop = async (): Promise<void> => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
  };
  try {
    const instances = await Promise.all(started);
    return { urls: instances.map((i) => i.url), pids: instances.map((i) => i.pid), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
