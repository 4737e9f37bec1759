/**
 * Cold start of `ofage/proxy`: a fresh Node process imports the proxy as a merchant's build
 * bundles it (`server-only` resolved to an empty module, as Next does on the server) and answers
 * a first gated request carrying a verified cookie, against a fresh Node process that imports an
 * empty module, run alternately in the same run. Wall time from spawn to exit, median of `runs`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { PLUGIN_DIR } from '../scripts/build-example';
import { mintVerifiedCookie } from '../src/next/mint-verified-cookie';

export interface ColdStart {
  /** Median milliseconds: spawn, import the proxy bundle, answer a first gated request, exit. */
  proxyMs: number;
  /** Median milliseconds: spawn, import an empty module, exit. */
  emptyMs: number;
  runs: number;
}

const SECRET = 'cold-start-bench-secret-0123456789abcdef';
const URL_ = 'http://shop.test/spirits/gin';

// The child: import the module named by argv[2]; with a cookie in env, build the gate and answer
// one request with it, failing loudly unless the verified request is let through.
const DRIVER = `
const mod = await import(process.argv[2]);
const cookie = process.env.OFAGE_BENCH_COOKIE;
if (cookie) {
  const gate = mod.ageGateProxy({
    protect: ['/spirits'],
    secret: process.env.OFAGE_BENCH_SECRET,
    jurisdiction: 'US-CA',
    criteria: { ageCategory: 'ADULT' },
  });
  const response = await gate(new Request(process.env.OFAGE_BENCH_URL, { headers: { cookie } }), {});
  if (response !== undefined) {
    console.error('the verified request was not let through:', response.status);
    process.exit(1);
  }
}
`;

function runChild(driver: string, module: string, env: Record<string, string>): number {
  const started = performance.now();
  const child = spawnSync(process.execPath, [driver, module], {
    // A clean environment: only PATH and what the run needs (NODE_ENV is Next's production one).
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const elapsed = performance.now() - started;
  if (child.status !== 0) throw new Error(`cold-start child failed: ${String(child.stderr)}`);
  return elapsed;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

export async function proxyColdStart(runs = 21): Promise<ColdStart> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-proxy-cold-'));
  try {
    const bundle = path.join(dir, 'proxy.mjs');
    await build({
      entryPoints: [path.join(PLUGIN_DIR, 'dist/next/proxy.js')],
      outfile: bundle,
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'node',
      logLevel: 'silent',
      plugins: [
        {
          name: 'server-only-empty',
          setup(b) {
            b.onResolve({ filter: /^server-only$/ }, () => ({
              path: 'server-only',
              namespace: 'empty',
            }));
            b.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '' }));
          },
        },
      ],
    });
    const empty = path.join(dir, 'empty.mjs');
    fs.writeFileSync(empty, '');
    const driver = path.join(dir, 'driver.mjs');
    fs.writeFileSync(driver, DRIVER);
    const minted = await mintVerifiedCookie({
      secret: SECRET,
      url: URL_,
      jurisdiction: 'US-CA',
      criteria: { ageCategory: 'ADULT' },
      ageCategory: 'adult',
      ageLow: 21,
    });
    const proxyEnv = {
      OFAGE_BENCH_COOKIE: minted.cookieHeader,
      OFAGE_BENCH_SECRET: SECRET,
      OFAGE_BENCH_URL: URL_,
    };
    // One of each first, untimed, so the file system cache holds Node and both modules.
    runChild(driver, bundle, proxyEnv);
    runChild(driver, empty, {});
    const proxy: number[] = [];
    const baseline: number[] = [];
    for (let i = 0; i < runs; i++) {
      proxy.push(runChild(driver, bundle, proxyEnv));
      baseline.push(runChild(driver, empty, {}));
    }
    return { proxyMs: median(proxy), emptyMs: median(baseline), runs };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
