/**
 * `ofage serve` from start to ready, and its resident memory, compiled (`dist/`, what the package
 * ships and `npm start` runs) against the same CLI run from TypeScript through tsx's loader (what
 * it ran before), both measured in this run on this machine. Each start has an empty data
 * directory and its own port; the runs alternate so both see the same machine. "Ready" is the
 * first 200 from `/api/health`, which answers only once the database is migrated and the pages
 * are prepared; "workers" is the start-up log's `method workers ready` (models and OCR loaded).
 * RSS is the process's, worker threads included.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildPagesOnce } from '../test/e2e/support/build-pages-once';
import { ROOT, table } from './support';
import { freePort } from '../test/support/free-port';

const RUNS = Number(process.env.OFAGE_BENCH_STARTUP_RUNS ?? 3);

interface Start {
  readyMs: number;
  readyRssMb: number;
  workersMs: number | undefined;
  workersRssMb: number | undefined;
}

/** Resident set of `pid` in MB (Linux /proc; `ps` elsewhere). */
function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    if (kb) return kb / 1024;
  } catch {
    // not Linux
  }
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' })) / 1024;
}

async function startOnce(args: string[]): Promise<Start> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-startup-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...args, 'serve', '--port', String(port)], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      OFAGE_DATA_DIR: dataDir,
      OFAGE_LOG_LEVEL: 'info',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let workersAt: number | undefined;
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (workersAt === undefined && output.includes('method workers ready')) {
      workersAt = performance.now();
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    let readyMs: number | undefined;
    let readyRssMb = 0;
    while (readyMs === undefined) {
      if (child.exitCode !== null) throw new Error(`ofage serve exited:\n${output}`);
      if (performance.now() - started > 300_000) throw new Error(`not ready:\n${output}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) {
        readyMs = performance.now() - started;
        readyRssMb = rssMb(child.pid!);
      } else await new Promise((r) => setTimeout(r, 20));
    }
    for (let i = 0; workersAt === undefined && i < 1200 && child.exitCode === null; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const workersRssMb = workersAt === undefined ? undefined : rssMb(child.pid!);
    return {
      readyMs,
      readyRssMb,
      workersMs: workersAt === undefined ? undefined : workersAt - started,
      workersRssMb,
    };
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export async function benchStartup(): Promise<void> {
  console.log('\n## Start-up: compiled service vs the TypeScript run through tsx\n');
  await buildPagesOnce();
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build-service.mjs')], {
    stdio: 'inherit',
  });
  const variants = {
    compiled: [path.join(ROOT, 'dist', 'service', 'cli', 'main.js')],
    tsx: ['--import', 'tsx', path.join(ROOT, 'src', 'service', 'cli', 'main.ts')],
  };
  const results: Record<keyof typeof variants, Start[]> = { compiled: [], tsx: [] };
  for (let run = 0; run < RUNS; run++) {
    for (const name of ['tsx', 'compiled'] as const) {
      results[name].push(await startOnce(variants[name]));
    }
  }
  const summary = (name: keyof typeof variants) => {
    const starts = results[name];
    const workers = starts.flatMap((s) => (s.workersMs === undefined ? [] : [s]));
    return {
      readyMs: median(starts.map((s) => s.readyMs)),
      readyRssMb: median(starts.map((s) => s.readyRssMb)),
      workersMs: median(workers.map((s) => s.workersMs!)),
      workersRssMb: median(workers.map((s) => s.workersRssMb!)),
    };
  };
  const compiled = summary('compiled');
  const tsx = summary('tsx');
  const f = (n: number): string => (Number.isFinite(n) ? n.toFixed(0) : '–');
  const ratio = (a: number, b: number): string =>
    Number.isFinite(a) && Number.isFinite(b) ? `${(a / b).toFixed(2)}×` : '–';
  console.log(
    table([
      ['', 'ready ms', 'RSS at ready MB', 'workers ready ms', 'RSS with workers MB'],
      ['tsx (before)', f(tsx.readyMs), f(tsx.readyRssMb), f(tsx.workersMs), f(tsx.workersRssMb)],
      [
        'compiled',
        f(compiled.readyMs),
        f(compiled.readyRssMb),
        f(compiled.workersMs),
        f(compiled.workersRssMb),
      ],
      [
        'compiled / tsx',
        ratio(compiled.readyMs, tsx.readyMs),
        ratio(compiled.readyRssMb, tsx.readyRssMb),
        ratio(compiled.workersMs, tsx.workersMs),
        ratio(compiled.workersRssMb, tsx.workersRssMb),
      ],
    ]),
  );
  console.log(`(median of ${RUNS} starts each, ${os.availableParallelism()} cores)`);
}
