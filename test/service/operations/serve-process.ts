import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase } from '../../../src/service/db/create-database';
import { migrateToLatest } from '../../../src/service/db/migrate';
import { createApiKey } from '../../../src/service/keys/api-keys';
import { createProduct } from '../../../src/service/products/products';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const MAIN = path.join(ROOT, 'src/service/cli/main.ts');

/** A SQLite data directory with one product and its test key, as `ofage` commands would leave it. */
export async function prepareDataDir(): Promise<{ dataDir: string; testKey: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-ops-'));
  const handle = createDatabase({ dataDir });
  await migrateToLatest(handle);
  const product = await createProduct(handle.db, { name: 'Operations' }, Date.now());
  const { key } = await createApiKey(
    handle.db,
    { productId: product.id, mode: 'test' },
    Date.now(),
  );
  await handle.close();
  return { dataDir, testKey: key };
}

export interface ServeProcess {
  child: ChildProcess;
  url: string;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** What was written to stdout alone. */
  stdout(): string;
  /** Resolves with the exit code (or the signal) once the process has exited. */
  exited: Promise<number | string>;
}

/**
 * `ofage serve` as a process of its own, on 127.0.0.1:`port` (unless `env.HOST` says otherwise;
 * `undefined` leaves a variable unset), over `dataDir`.
 */
export function startServe(
  port: number,
  dataDir: string,
  env: Record<string, string | undefined> = {},
): ServeProcess {
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    OFAGE_DATA_DIR: dataDir,
    OFAGE_LOG_LEVEL: 'info',
    NODE_ENV: 'production',
    ...env,
  };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', MAIN, 'serve', '--port', String(port)],
    {
      cwd: ROOT,
      env: merged,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
    stdout += chunk.toString('utf8');
  });
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    stdout: () => stdout,
    exited,
  };
}

/** Processes that keep a core busy each (a host with other work), until `stop`. */
export function busyProcesses(count: number): { stop(): void } {
  const children = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }),
  );
  return { stop: () => children.forEach((c) => c.kill('SIGKILL')) };
}
