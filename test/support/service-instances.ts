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

/**
 * Starts `count` service instances, each a process of its own (nothing shared in memory), all
 * at once on the database and Redis named in `env` (`DATABASE_URL`, `OFAGE_DATA_DIR`,
 * `OFAGE_REDIS_URL`, …). Resolves with their URLs once every one listens.
 */
export async function startServiceInstances(
  count: number,
  env: Record<string, string>,
): Promise<ServiceInstances> {
  const children: ChildProcess[] = [];
  const started = Array.from({ length: count }, async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      env: { ...process.env, OFAGE_METHOD_WORKERS: '0', OFAGE_LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    const lines = readline.createInterface({ input: child.stdout! });
    return new Promise<{ url: string; pid: number }>((resolve, reject) => {
      lines.once('line', (line) => resolve(JSON.parse(line) as { url: string; pid: number }));
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
