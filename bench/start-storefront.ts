import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { EXAMPLE_DIR } from '../scripts/build-example';
import { freePort } from '../test/support/free-port';
import { ROOT, stopChild } from './support';

const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');

/**
 * The example storefront's production build under `next start` on a free loopback port, talking
 * to `service` with its test key; resolves once its gate's status route answers. `env` adds the
 * storefront's other settings (its secrets). The caller builds it first (`buildExampleIfStale`).
 */
export async function startStorefront(
  service: { url: string; key: string },
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess; log: () => string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(
    process.execPath,
    [NEXT_BIN, 'start', EXAMPLE_DIR, '-p', String(port), '-H', '127.0.0.1'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        OFAGE_SERVICE_URL: service.url,
        OFAGE_API_KEY: service.key,
        NEXTAUTH_URL: url,
        ...env,
      },
    },
  );
  // Keep only the tail (2 MB): the storefront logs every webhook it accepts.
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-2_000_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the storefront exited:\n${log}`);
    const up = await fetch(`${url}/api/age-gate/status`).then(
      (r) => r.status < 500,
      () => false,
    );
    if (up) return { url, child, log: () => log };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stopChild(child);
  throw new Error(`the storefront did not start:\n${log}`);
}
