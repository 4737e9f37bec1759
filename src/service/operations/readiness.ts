import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import type { VerificationMethod } from '../../protocol/verification-result';
import type { Database } from '../db/schema';
import type { WorkerPool } from '../methods/kit/worker-pool';
import { METHODS } from '../methods/registry';

/** Where one method's readers are: loading in the worker pool, loaded, or off (and why). */
export type ReaderState =
  { state: 'loading' } | { state: 'loaded' } | { state: 'off'; reason: string };

/**
 * The readiness answer (`GET /api/health/ready`): `ready` when every check passes; `starting`
 * while the readers load; `draining` from SIGTERM on; `unavailable` when the database stopped
 * answering. `waitingFor` names, in words, what keeps it from `ready`.
 */
export interface ReadinessReport {
  status: 'ready' | 'starting' | 'draining' | 'unavailable';
  checks: {
    database: { ok: boolean; error?: string };
    migrations: { ok: boolean };
    signingKeys: { ok: boolean };
    readers: Partial<Record<VerificationMethod, ReaderState>>;
  };
  waitingFor: string[];
}

export interface Readiness {
  /** Runs the checks (the database at most once a second) and says whether to send traffic. */
  check(): Promise<ReadinessReport>;
  /** From now on the answer is `draining` (SIGTERM): load balancers stop sending traffic. */
  startDraining(): void;
  readonly draining: boolean;
}

export interface ReadinessDeps {
  db: Kysely<Database>;
  /** The worker pool, absent when `OFAGE_METHOD_WORKERS=0` or inside Next's own server. */
  workers: WorkerPool | undefined;
  /** The task modules the pool was given (those of methods whose libraries are installed). */
  workerModules: readonly string[];
  /** Methods left off because their libraries are not installed, with what to install. */
  missingLibraries: readonly { method: VerificationMethod; message: string }[];
  /** Whether a signing key is loaded (the widget's tokens need one). */
  signingKeysLoaded(): boolean;
  /** How long the database may take to answer `select 1` before it counts as unreachable. */
  databaseTimeoutMs?: number;
}

/** A probe every second from several balancers costs one query a second at most. */
const DATABASE_CHECK_CACHE_MS = 1_000;

/**
 * Readiness as Kubernetes and load balancers mean it: the process can serve every method it
 * offers. Migrations ran and the signing keys loaded before the server listened
 * (`createService`), so what is left at run time is the database answering, the readers of every
 * method with worker modules loaded (or reported off: their files are missing, or
 * `OFAGE_METHOD_WORKERS=0`), and not draining.
 */
export function createReadiness(deps: ReadinessDeps): Readiness {
  const timeoutMs = deps.databaseTimeoutMs ?? 2_000;
  let draining = false;
  let lastDatabase: { at: number; result: Promise<{ ok: boolean; error?: string }> } | undefined;

  const pingDatabase = (): Promise<{ ok: boolean; error?: string }> => {
    const at = performance.now();
    if (lastDatabase && at - lastDatabase.at < DATABASE_CHECK_CACHE_MS) return lastDatabase.result;
    let timer: NodeJS.Timeout | undefined;
    const result = Promise.race([
      sql`select 1`.execute(deps.db).then(() => ({ ok: true })),
      new Promise<{ ok: boolean; error: string }>((resolve) => {
        timer = setTimeout(
          () => resolve({ ok: false, error: `no answer within ${timeoutMs} ms` }),
          timeoutMs,
        );
      }),
    ])
      .catch((error: unknown) => ({
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      }))
      .finally(() => clearTimeout(timer));
    lastDatabase = { at, result };
    return result;
  };

  const readers = async (): Promise<ReadinessReport['checks']['readers']> => {
    const out: ReadinessReport['checks']['readers'] = {};
    const pool = deps.workers;
    const loadedPool = pool && !pool.loading ? await pool.ready : undefined;
    for (const method of Object.values(METHODS)) {
      const modules = method.workerModules ?? [];
      if (modules.length === 0) continue;
      const missing = deps.missingLibraries.find((m) => m.method === method.id);
      if (missing || !modules.some((m) => deps.workerModules.includes(m))) {
        out[method.id] = {
          state: 'off',
          reason: missing?.message ?? 'its libraries are not installed',
        };
      } else if (!pool) {
        out[method.id] = { state: 'off', reason: 'no worker threads (OFAGE_METHOD_WORKERS=0)' };
      } else if (!loadedPool) {
        out[method.id] = { state: 'loading' };
      } else {
        const failed = loadedPool.failed.find((f) => modules.includes(f.module));
        out[method.id] = failed ? { state: 'off', reason: failed.message } : { state: 'loaded' };
      }
    }
    return out;
  };

  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
    async check() {
      const [database, readerStates] = await Promise.all([pingDatabase(), readers()]);
      const signingKeys = { ok: deps.signingKeysLoaded() };
      const waitingFor: string[] = [];
      if (draining) waitingFor.push('nothing: the service is draining (stopping)');
      if (!database.ok) waitingFor.push(`the database (${database.error ?? 'no answer'})`);
      if (!signingKeys.ok) waitingFor.push('the signing keys');
      for (const [method, state] of Object.entries(readerStates)) {
        if (state.state === 'loading') waitingFor.push(`the readers of ${method} (loading)`);
      }
      const status: ReadinessReport['status'] = draining
        ? 'draining'
        : !database.ok
          ? 'unavailable'
          : waitingFor.length > 0
            ? 'starting'
            : 'ready';
      return {
        status,
        checks: { database, migrations: { ok: true }, signingKeys, readers: readerStates },
        waitingFor,
      };
    },
  };
}
