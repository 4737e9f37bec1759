/**
 * The methods under concurrent attempts. The service (bench/servers/ofage.ts)
 * runs in its own process with its method workers on. Get-status throughput is measured idle,
 * then while `OFAGE_METHOD_LOAD_ATTEMPTS` (default 20) facial-estimation attempts run at once,
 * back to back (real `start` + `submit` of 10 frames made from the face photo shipped in
 * @vladmandic/human), then while as many ID reads run (generated licences and passports).
 * Each window lasts `OFAGE_METHOD_LOAD_S` seconds (default 15).
 *
 * Printed: get-status req/s under load as a ratio of idle (target ≥ 0.7) and its p99; attempts
 * started, answered, and recorded in the database (read back through get-status: every answer
 * that carried a decision must show as PASS or FAIL, every other answer as no attempt used) —
 * lost must be 0; answers by status; attempt latency p50/p95; the service's peak RSS and RSS
 * after; the worker queue's peak depth; and, on Linux, where the CPU went in each window: the
 * service's API thread, its method workers (the niced threads) and the whole machine, in cores.
 *
 * The service takes `OFAGE_METHOD_WORKERS` and `OFAGE_METHOD_WORKER_NICE` from the environment,
 * e.g. `OFAGE_METHOD_WORKER_NICE=19 npm run bench method-load`.
 */
import os from 'node:os';
import path from 'node:path';
import { licencePhoto } from '../src/service/methods/id-document/specimen-licence';
import { mrzDocumentPhoto, mrzLines } from '../src/service/methods/id-document/specimen-passport';
import type { WorkerPoolStats } from '../src/service/methods/kit/worker-pool';
import { faceFrame } from '../test/service/methods/facial-age-estimation/face-fixture';
import {
  load,
  ROOT,
  startChild,
  stopChild,
  table,
  threadCpuMs,
  type LoadResult,
  type ThreadCpu,
} from './support';

const CONCURRENT = Number(process.env.OFAGE_METHOD_LOAD_ATTEMPTS ?? 20);
const WINDOW_S = Number(process.env.OFAGE_METHOD_LOAD_S ?? 15);
const CONNECTIONS = 10;
/** An attempt still unanswered after this is counted as a hang. */
const ATTEMPT_TIMEOUT_MS = 120_000;
const PERFORM = '/api/v1/age-verification/perform';
const STATUS = '/api/v1/age-verification/get-status';
const METHODS = '/api/widget/methods';

interface Service {
  url: string;
  key: string;
}

/** One attempt as the client saw it. */
interface Outcome {
  verificationId: string;
  /** HTTP status of the answer, or `hang` / `network` when none came. */
  answer: string;
  /** The answer carried a decision: an attempt was used and must be in the database. */
  decided: boolean;
  /** Busy answers (429/503 + Retry-After) it waited out first. */
  retries: number;
  /** From the first request to the final answer, waits included. */
  ms: number;
}

interface Stats {
  rss: number;
  workers?: WorkerPoolStats;
}

const pct = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const mb = (bytes: number): string => `${Math.round(bytes / 1e6)} MB`;

async function performFor(s: Service, flow: string): Promise<{ id: string; token: string }> {
  const res = await fetch(s.url + PERFORM, {
    method: 'POST',
    headers: { authorization: `Bearer ${s.key}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      jurisdiction: 'US-CA',
      criteria: { ageCategory: 'ADULT' },
      options: { flow },
    }),
  });
  if (res.status !== 200) throw new Error(`perform ${res.status}: ${await res.text()}`);
  const { id, url } = (await res.json()) as { id: string; url: string };
  return { id, token: new URL(url).searchParams.get('token')! };
}

/** How long a client keeps retrying a busy service (429/503 + Retry-After) before it gives up. */
const GIVE_UP_MS = 90_000;

/**
 * Runs one attempt as the widget would: `send` once, and again after `Retry-After` while the
 * service answers 429 or 503 with one (busy, no attempt used), until it answers otherwise.
 */
async function withRetries(
  verificationId: string,
  send: (signal: AbortSignal) => Promise<Response>,
): Promise<Outcome> {
  const started = performance.now();
  let retries = 0;
  try {
    for (;;) {
      const res = await send(AbortSignal.timeout(ATTEMPT_TIMEOUT_MS));
      const body = (await res.json().catch(() => ({}))) as { decision?: string };
      const after = Number(res.headers.get('retry-after'));
      const busy = (res.status === 429 || res.status === 503) && after > 0;
      if (busy && performance.now() - started < GIVE_UP_MS) {
        retries++;
        await new Promise((r) => setTimeout(r, after * 1000));
        continue;
      }
      return {
        verificationId,
        answer: busy ? `gave up after ${res.status}` : String(res.status),
        decided: typeof body.decision === 'string',
        retries,
        ms: performance.now() - started,
      };
    }
  } catch (error) {
    const hang = error instanceof Error && error.name === 'TimeoutError';
    return {
      verificationId,
      answer: hang ? 'hang' : 'network',
      decided: false,
      retries,
      ms: performance.now() - started,
    };
  }
}

/**
 * A facial-estimation attempt: `start`, then `submit` of the frames, timed from the first
 * `start`. A busy answer to `submit` keeps the nonce (the service refuses before taking it).
 */
async function faceAttempt(s: Service, frames: Buffer[]): Promise<Outcome> {
  const v = await performFor(s, 'facial-age-estimation');
  const base = `${s.url}${METHODS}/facial-age-estimation`;
  const auth = { authorization: `Bearer ${v.token}` };
  let nonce: string | undefined;
  return withRetries(v.id, async (signal) => {
    if (!nonce) {
      const start = await fetch(`${base}/start`, { method: 'POST', headers: auth, signal });
      if (start.status !== 200) return start;
      nonce = ((await start.json()) as { nonce: string }).nonce;
    }
    const form = new FormData();
    form.set('nonce', nonce);
    for (const f of frames) {
      form.append('frame', new Blob([new Uint8Array(f)], { type: 'image/jpeg' }));
    }
    return fetch(`${base}/submit`, { method: 'POST', headers: auth, body: form, signal });
  });
}

/** An ID read: the photo of a document's machine-readable side as the raw body. */
async function idAttempt(s: Service, photo: Buffer): Promise<Outcome> {
  const v = await performFor(s, 'id-scan');
  const type = photo[0] === 0x89 ? 'image/png' : 'image/jpeg';
  return withRetries(v.id, (signal) =>
    fetch(`${s.url}${METHODS}/id-document/submit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${v.token}`, 'content-type': type },
      body: new Uint8Array(photo),
      signal,
    }),
  );
}

/**
 * What the database says of each attempt, read back through get-status: a decided attempt must
 * show PASS or FAIL; an answer without a decision must have left the verification open.
 */
async function recorded(s: Service, outcomes: Outcome[]): Promise<{ ok: number; lost: number }> {
  let ok = 0;
  let lost = 0;
  for (const o of outcomes) {
    const res = await fetch(`${s.url}${STATUS}?id=${o.verificationId}`, {
      headers: { authorization: `Bearer ${s.key}` },
    });
    const { status } = (await res.json()) as { status?: string };
    const finished = status === 'PASS' || status === 'FAIL';
    if (o.decided && finished) ok++;
    else if (o.decided || finished || !/^[2-5]\d\d$/.test(o.answer)) lost++;
  }
  return { ok, lost };
}

/** Get-status load while `CONCURRENT` loops run `attempt` back to back. */
async function underLoad(
  s: Service,
  target: Parameters<typeof load>[1],
  label: string,
  attempt: (i: number) => Promise<Outcome>,
  pid: number | undefined,
): Promise<{ status: LoadResult; outcomes: Outcome[]; started: number; cpu?: CpuShare }> {
  const outcomes: Outcome[] = [];
  let running = true;
  let started = 0;
  const loops = Array.from({ length: CONCURRENT }, async (_, loop) => {
    while (running) {
      started++;
      outcomes.push(await attempt(loop + started));
    }
  });
  // Let the first wave reach the workers before measuring.
  await new Promise((r) => setTimeout(r, 2000));
  const { result: status, cpu } = await measured(pid, () =>
    load(label, { ...target, warmupSeconds: 0 }),
  );
  running = false;
  await Promise.all(loops);
  return { status, outcomes, started, ...(cpu ? { cpu } : {}) };
}

/** Cores used on average during a window, by kind (see `ThreadCpu`). */
type CpuShare = ThreadCpu;

/** Runs `run` and says how many cores each kind of thread used meanwhile (Linux only). */
async function measured<T>(
  pid: number | undefined,
  run: () => Promise<T>,
): Promise<{ result: T; cpu?: CpuShare }> {
  const before = threadCpuMs(pid);
  const started = performance.now();
  const result = await run();
  const after = threadCpuMs(pid);
  if (!before || !after) return { result };
  const ms = performance.now() - started;
  const share = (k: keyof ThreadCpu): number => (after[k] - before[k]) / ms;
  return {
    result,
    cpu: {
      main: share('main'),
      niced: share('niced'),
      other: share('other'),
      machine: share('machine'),
    },
  };
}

const cores = (cpu: CpuShare | undefined): string =>
  cpu
    ? `API ${cpu.main.toFixed(2)}, workers ${cpu.niced.toFixed(2)}, other ${cpu.other.toFixed(2)}; machine ${cpu.machine.toFixed(2)}`
    : '';

export async function benchMethodLoad(): Promise<void> {
  const now = Date.now();
  const frames = await Promise.all(
    Array.from({ length: 10 }, (_, i) => faceFrame({ faceEdge: 280 + i * 4 })),
  );
  const photos = [
    await licencePhoto(now, 34),
    await licencePhoto(now, 52, { country: 'CAN' }),
    await mrzDocumentPhoto(
      mrzLines({ format: 'TD3', dateOfBirth: '1981-04-12', expiry: '2031-06-30' }),
    ),
    await mrzDocumentPhoto(
      mrzLines({ format: 'TD1', dateOfBirth: '1975-09-03', expiry: '2030-01-31' }),
    ),
  ];

  const { info, child, lines } = await startChild<Service>(
    path.join(ROOT, 'bench/servers/ofage.ts'),
    { OFAGE_BENCH_LIVENESS_OFF: '1', OFAGE_BENCH_STATS_MS: '200' },
  );
  const samples: Stats[] = [];
  lines.on('line', (line) => samples.push(JSON.parse(line) as Stats));
  try {
    const probe = await performFor(info, 'facial-age-estimation');
    const target = {
      url: `${info.url}${STATUS}?id=${probe.id}`,
      headers: { authorization: `Bearer ${info.key}` },
      connections: CONNECTIONS,
      duration: WINDOW_S,
      // In a thread of its own: the attempt clients share this process's event loop, and must
      // not slow the measurement they are measured by.
      workers: 1,
    };
    const { result: idle, cpu: idleCpu } = await measured(child.pid, () =>
      load('get-status, idle', target),
    );
    const idleRss = samples.at(-1)?.rss ?? 0;
    const poolSize = samples.at(-1)?.workers?.size ?? 0;

    const phases = [
      {
        name: 'facial estimation',
        ...(await underLoad(info, target, 'face', () => faceAttempt(info, frames), child.pid)),
      },
      {
        name: 'ID reads',
        ...(await underLoad(
          info,
          target,
          'id',
          (i) => idAttempt(info, photos[i % photos.length]!),
          child.pid,
        )),
      },
    ];
    await new Promise((r) => setTimeout(r, 1000));
    const after = samples.at(-1)!;

    const [load1] = os.loadavg();
    console.log(
      `\n## Methods under ${CONCURRENT} concurrent attempts (${WINDOW_S} s windows, ${CONNECTIONS} get-status connections)\n`,
    );
    console.log(
      `  ${os.availableParallelism()} cores, ${poolSize} method worker(s) at nice ${process.env.OFAGE_METHOD_WORKER_NICE ?? 10}, load average ${load1!.toFixed(1)} at the end of the run\n`,
    );
    const rows: (string | number)[][] = [
      [
        'while',
        'get-status req/s',
        'ratio to idle',
        'p99',
        'attempts started',
        'answered',
        'recorded',
        'lost',
        'final answers',
        'busy answers retried',
        'attempt p50',
        'attempt p95',
        'cores used (service threads; machine)',
      ],
      [
        'idle',
        idle.rps.toFixed(0),
        '1.00',
        `${idle.p99} ms`,
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        cores(idleCpu),
      ],
    ];
    for (const p of phases) {
      const db = await recorded(info, p.outcomes);
      const byStatus = new Map<string, number>();
      for (const o of p.outcomes) byStatus.set(o.answer, (byStatus.get(o.answer) ?? 0) + 1);
      const answered = p.outcomes.filter((o) => /^\d+$/.test(o.answer));
      const ms = answered.map((o) => o.ms);
      rows.push([
        p.name,
        p.status.rps.toFixed(0),
        (p.status.rps / idle.rps).toFixed(2),
        `${p.status.p99} ms`,
        p.started,
        answered.length,
        db.ok,
        db.lost + (p.started - p.outcomes.length),
        [...byStatus].map(([k, n]) => `${k}×${n}`).join(' '),
        p.outcomes.reduce((n, o) => n + o.retries, 0),
        `${pct(ms, 50).toFixed(0)} ms`,
        `${pct(ms, 95).toFixed(0)} ms`,
        cores(p.cpu),
      ]);
      if (p.status.errors + p.status.non2xx > 0) {
        console.log(
          `  get-status during ${p.name}: errors ${p.status.errors}, non-2xx ${p.status.non2xx}`,
        );
      }
    }
    console.log(table(rows));
    const peakRss = Math.max(...samples.map((x) => x.rss));
    const peakQueue = Math.max(...samples.map((x) => x.workers?.queued ?? 0));
    console.log(
      `\n  service RSS: idle ${mb(idleRss)}, peak ${mb(peakRss)}, after ${mb(after.rss)}; worker queue peak ${peakQueue} tasks; worker tasks completed ${after.workers?.completed ?? 0}, failed ${after.workers?.failed ?? 0}, timed out ${after.workers?.timedOut ?? 0}`,
    );
    console.log('  Targets: ratio ≥ 0.7, lost 0, memory bounded.');
  } finally {
    await stopChild(child);
  }
}
