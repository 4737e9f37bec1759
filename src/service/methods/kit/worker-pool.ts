import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, type Transferable } from 'node:worker_threads';
import { ServiceError } from '../../errors/service-error';
import type { Logger } from '../../logger';

/**
 * A module a worker loads: `tasks` maps task names to handlers, and an optional `init(options)`
 * loads models, wasm or language data once per worker before the first task (and may warm them
 * up). A handler may return `{ value, transfer }` to hand ArrayBuffers back without a copy.
 *
 * @example src/service/methods/facial-age-estimation/face-tasks.ts
 * ```ts
 * export async function init() { await loadModelsFromNodeModules(); }
 * export const tasks = { 'face.estimate': (input: FaceInput) => estimate(input) };
 * ```
 */
export interface WorkerTaskModule {
  init?(options: Record<string, unknown>): Promise<void>;
  tasks: Record<string, (input: never) => unknown>;
}

export interface WorkerPoolOptions {
  /** `file:` URLs of task modules (`new URL('./x-tasks.ts', import.meta.url).href`). */
  modules: string[];
  /** Threads; default: the cores less one for the API's event loop, at least one, at most 4. */
  size?: number;
  /** Passed to every module's `init`. */
  options?: Record<string, unknown>;
  /** A task still running after this is abandoned: its worker is replaced. Default 30 s. */
  taskTimeoutMs?: number;
  /** Tasks waiting for a free worker before `run` answers 429. Default 64. */
  maxQueue?: number;
  /**
   * The workers' nice value on Linux (per thread; the API's thread keeps its own), so the
   * event loop wins the CPU over the reads when cores are few. Default `DEFAULT_WORKER_NICE`
   * (10); 0 leaves it alone.
   */
  nice?: number;
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** How long `whenServes` waits for loading workers by default (`LOADING_WAIT_MS`). */
  loadingWaitMs?: number;
  /** Called after each task ends (metrics): its name, how long it ran, and whether it failed. */
  onTaskEnd?(task: string, ms: number, ok: boolean): void;
}

/** What the workers could load: the task names they serve and the modules that failed. */
export interface PoolReadiness {
  tasks: string[];
  failed: { module: string; message: string }[];
}

export interface WorkerPoolStats {
  size: number;
  busy: number;
  queued: number;
  completed: number;
  failed: number;
  timedOut: number;
  restarts: number;
}

export interface WorkerPool {
  /** Resolves once every worker has loaded its modules (models warm). */
  readonly ready: Promise<PoolReadiness>;
  /** Runs `task` on a free worker; `transfer` lists ArrayBuffers of `input` to move, not copy. */
  run<T>(task: string, input: unknown, transfer?: Transferable[]): Promise<T>;
  /**
   * Runs `task` once per job, all admitted or none: when the queue has no room for every job,
   * it answers 429 and queues nothing, so a refused request (an attempt's frames) leaves no
   * work behind for the workers.
   */
  runAll<T>(task: string, jobs: { input: unknown; transfer?: Transferable[] }[]): Promise<T[]>;
  /** Whether `count` more tasks would be queued now rather than refused. */
  hasRoom(count: number): boolean;
  /**
   * Throws the pool's busy answer (429 + `Retry-After`) unless `count` more tasks would be
   * queued now: for actions that must refuse before they spend a nonce or a metered read.
   */
  admit(count: number): void;
  /**
   * Seconds until the queue has drained enough to take more, estimated from the recent task
   * durations (1–30): the `Retry-After` of a busy answer, so that waiting clients come back
   * when there is room rather than every two seconds.
   */
  retryAfterSeconds(): number;
  /** Whether `task` can run (its module loaded); false before `ready` resolves. */
  serves(task: string): boolean;
  /** Whether the workers are still loading their modules (`ready` has not resolved). */
  readonly loading: boolean;
  /**
   * Whether a method built on `task` may be offered: it is served, or the workers are still
   * loading and may yet serve it. A request for it then waits with `whenServes`, so a method is
   * never called unavailable only because the service started a moment ago.
   */
  offers(task: string): boolean;
  /**
   * Waits (at most `waitMs`, default the pool's `loadingWaitMs`) until the workers have loaded, then
   * answers whether every one of `tasks` can run: false when a module failed, the pool is
   * closed, or loading took longer than the wait.
   */
  whenServes(tasks: readonly string[], waitMs?: number): Promise<boolean>;
  stats(): WorkerPoolStats;
  close(): Promise<void>;
}

/**
 * The answer when the pool has no room: 429 with Retry-After, no attempt used. Actions that check
 * `hasRoom` before spending anything (a nonce, a metered read) answer the same.
 */
export function poolBusy(retryAfterSeconds = 2): ServiceError {
  return new ServiceError(
    'TOO_MANY_REQUESTS',
    'the service is busy with other verifications; try again in a few seconds',
    { headers: { 'Retry-After': String(retryAfterSeconds) } },
  );
}

/**
 * A task failed inside its worker: it threw (`WORKER_TASK_FAILED`, with the code of what it threw
 * as `taskCode`, e.g. a frame's `NOT_AN_IMAGE`), crashed the thread or ran out of time.
 */
export class WorkerTaskError extends ServiceError {
  override readonly name = 'WorkerTaskError';
  declare readonly code: 'WORKER_TASK_FAILED' | 'WORKER_CRASHED' | 'WORKER_TIMEOUT';
  /** The `code` of the error the task threw; only a thrown task has one. */
  readonly taskCode: string | undefined;

  constructor(code: WorkerTaskError['code'], message: string, taskCode?: string) {
    super(code, message);
    this.taskCode = taskCode;
  }
}

interface Job {
  task: string;
  input: unknown;
  transfer: Transferable[];
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job?: Job & { id: number; timer: NodeJS.Timeout; startedAt: number };
  /** Takes tasks: loaded and not being retired. */
  ready: boolean;
  /** Was ever ready (a thread that dies before that would die again at once). */
  started: boolean;
}

/**
 * The worker entry, located at run time from this file: bundlers (Next.js builds this file into
 * its route bundles) must not follow it, since the entry loads tsx for real in its thread. Only
 * the custom server (`npm start`, `ofage serve`) and tests start a pool.
 */
const ENTRY_FILE = 'worker-entry.mjs';
const entryPath = (): string => path.join(path.dirname(fileURLToPath(import.meta.url)), ENTRY_FILE);

/**
 * Lower than the API's thread (0), above the idle class: the reads still run when it is busy.
 * `OFAGE_METHOD_WORKER_NICE` sets another.
 */
export const DEFAULT_WORKER_NICE = 10;

/**
 * How long a request for a method waits for its readers while the workers load at start-up
 * (models and language data take seconds, longer on a busy host) before it is refused.
 * `OFAGE_METHOD_LOADING_WAIT_MS` sets another.
 */
export const LOADING_WAIT_MS = 60_000;

export function defaultPoolSize(): number {
  return Math.min(4, Math.max(1, availableParallelism() - 1));
}

/**
 * Worker threads for the methods' heavy reads (face models, OCR, barcodes, image decoding), so
 * the API's event loop never waits on them (DESIGN.md "Verification pipeline"). Each worker runs
 * one task at a time; further tasks queue up to `maxQueue`, beyond which callers get a 429 with
 * `Retry-After` rather than an ever-growing backlog. A task that crashes its thread or runs past
 * `taskTimeoutMs` fails alone: the worker is replaced and the others carry on.
 */
export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const size = options.size ?? defaultPoolSize();
  const taskTimeoutMs = options.taskTimeoutMs ?? 30_000;
  const maxQueue = options.maxQueue ?? 64;
  const logger = options.logger;
  const queue: Job[] = [];
  const slots: Slot[] = [];
  const counts = { completed: 0, failed: 0, timedOut: 0, restarts: 0 };
  let served = new Set<string>();
  let nextId = 1;
  /** Moving average of task durations, for `retryAfterSeconds`. */
  let averageTaskMs: number | undefined;
  let closed = false;
  let loaded = false;
  let resolveReady!: (r: PoolReadiness) => void;
  const ready = new Promise<PoolReadiness>((resolve) => (resolveReady = resolve)).then((r) => {
    loaded = true;
    return r;
  });
  let readyCount = 0;
  let startFailures = 0;

  const spawn = (index: number): void => {
    const worker = new Worker(entryPath(), {
      workerData: {
        modules: options.modules,
        options: options.options ?? {},
        nice: options.nice ?? DEFAULT_WORKER_NICE,
      },
    });
    const slot: Slot = { worker, ready: false, started: false };
    slots[index] = slot;
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') {
        slot.ready = true;
        slot.started = true;
        if (readyCount++ === 0) {
          served = new Set(message.tasks);
          for (const f of message.failed) {
            logger?.error({ module: f.module, reason: f.message }, 'method worker module failed');
          }
          resolveReady({ tasks: message.tasks, failed: message.failed });
        }
        dispatch();
        return;
      }
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      clearTimeout(job.timer);
      const ms = performance.now() - job.startedAt;
      averageTaskMs = averageTaskMs === undefined ? ms : 0.8 * averageTaskMs + 0.2 * ms;
      slot.job = undefined;
      options.onTaskEnd?.(job.task, ms, message.ok);
      if (message.ok) {
        counts.completed++;
        job.resolve(message.value);
      } else {
        counts.failed++;
        job.reject(
          new WorkerTaskError('WORKER_TASK_FAILED', message.error.message, message.error.code),
        );
      }
      dispatch();
    });
    worker.on('error', (error) => {
      logger?.error({ err: error }, 'method worker crashed');
    });
    worker.on('exit', () => {
      if (slots[index] !== slot) return;
      if (!slot.started && readyCount === 0 && ++startFailures >= 3) {
        // Not one thread could start (tsx or a module's import crashed the thread): say so once
        // and stop trying, rather than respawning forever.
        closed = true;
        resolveReady({
          tasks: [],
          failed: options.modules.map((module) => ({
            module,
            message: 'worker thread failed to start',
          })),
        });
        return;
      }
      const job = slot.job;
      if (job) {
        clearTimeout(job.timer);
        counts.failed++;
        job.reject(
          new WorkerTaskError('WORKER_CRASHED', 'the worker stopped while running this task'),
        );
      }
      if (closed) return;
      counts.restarts++;
      // A thread that dies before it is ready would die again at once: wait a little.
      setTimeout(() => !closed && spawn(index), slot.started ? 0 : 1000).unref();
    });
  };

  const dispatch = (): void => {
    for (const slot of slots) {
      if (queue.length === 0) return;
      if (!slot.ready || slot.job) continue;
      const job = queue.shift()!;
      const id = nextId++;
      const timer = setTimeout(() => {
        if (slot.job?.id !== id) return;
        counts.timedOut++;
        options.onTaskEnd?.(job.task, taskTimeoutMs, false);
        slot.job = undefined;
        slot.ready = false;
        job.reject(
          new WorkerTaskError('WORKER_TIMEOUT', `task ${job.task} ran past ${taskTimeoutMs} ms`),
        );
        // The thread may be stuck in wasm: only terminating it frees it. `exit` respawns.
        void slot.worker.terminate();
      }, taskTimeoutMs);
      timer.unref();
      slot.job = { ...job, id, timer, startedAt: performance.now() };
      try {
        slot.worker.postMessage({ id, task: job.task, input: job.input }, job.transfer);
      } catch (error) {
        clearTimeout(timer);
        slot.job = undefined;
        job.reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
  };

  for (let i = 0; i < size; i++) spawn(i);

  const freeWorkers = (): number => slots.filter((s) => s.ready && !s.job).length;
  /** Tasks that can be taken now: a free worker each, then the queue's room. */
  const hasRoom = (count: number): boolean =>
    !closed && queue.length + Math.max(0, count - freeWorkers()) <= maxQueue;
  const retryAfterSeconds = (): number => {
    if (averageTaskMs === undefined) return 2;
    const drainMs = (queue.length * averageTaskMs) / size;
    return Math.min(30, Math.max(1, Math.ceil(drainMs / 1000)));
  };
  const refusal = (): ServiceError =>
    closed
      ? new ServiceError('SERVICE_UNAVAILABLE', 'the service is stopping')
      : poolBusy(retryAfterSeconds());
  const enqueue = <T>(task: string, input: unknown, transfer: Transferable[]): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      queue.push({ task, input, transfer, resolve: resolve as (v: unknown) => void, reject });
    });

  return {
    ready,
    serves: (task) => served.has(task),
    get loading() {
      return !loaded;
    },
    offers: (task) => served.has(task) || (!loaded && !closed),
    async whenServes(
      tasks: readonly string[],
      waitMs = options.loadingWaitMs ?? LOADING_WAIT_MS,
    ): Promise<boolean> {
      if (!loaded && !closed) {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, waitMs);
          timer.unref();
        });
        await Promise.race([ready, timeout]);
        clearTimeout(timer);
      }
      return !closed && tasks.every((task) => served.has(task));
    },
    hasRoom,
    admit(count: number): void {
      if (!hasRoom(count)) throw refusal();
    },
    retryAfterSeconds,
    run<T>(task: string, input: unknown, transfer: Transferable[] = []): Promise<T> {
      if (!hasRoom(1)) return Promise.reject(refusal());
      const result = enqueue<T>(task, input, transfer);
      dispatch();
      return result;
    },
    runAll<T>(task: string, jobs: { input: unknown; transfer?: Transferable[] }[]): Promise<T[]> {
      if (!hasRoom(jobs.length)) return Promise.reject(refusal());
      const results = jobs.map((j) => enqueue<T>(task, j.input, j.transfer ?? []));
      dispatch();
      return Promise.all(results);
    },
    stats: () => ({
      size,
      busy: slots.filter((s) => s.job).length,
      queued: queue.length,
      ...counts,
    }),
    close: async () => {
      closed = true;
      for (const job of queue.splice(0)) {
        job.reject(new ServiceError('SERVICE_UNAVAILABLE', 'the service is stopping'));
      }
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}

type WorkerMessage =
  | { type: 'ready'; tasks: string[]; failed: { module: string; message: string }[] }
  | {
      type: 'result';
      id: number;
      ok: true;
      value: unknown;
    }
  | { type: 'result'; id: number; ok: false; error: { message: string; code?: string } };
