import { afterAll, beforeAll } from 'vitest';
import { createWorkerPool, type WorkerPool } from '../../src/service/methods/kit/worker-pool';
import { methodWorkerModules } from '../../src/service/methods/registry';
import { capturingLogger } from './privacy-scan';

/**
 * Method workers (one thread, every method's models) for a test file to share between the
 * services it starts, one per database, as one deployment's pool serves all its requests:
 * each service would otherwise load the models again. Call at the top of the file: the pool
 * starts before its tests and closes after them (closing a service leaves it running). What the
 * pool logs is in `logs`, for the file's privacy scan.
 */
export function shareTestWorkers(): { pool(): WorkerPool; logs: string[] } {
  const logs: string[] = [];
  let pool: WorkerPool | undefined;
  beforeAll(() => {
    pool = createWorkerPool({
      modules: methodWorkerModules(),
      size: 1,
      logger: capturingLogger(logs),
    });
  });
  afterAll(async () => pool?.close());
  return {
    pool: () => {
      if (!pool) throw new Error('shareTestWorkers: the pool starts in beforeAll');
      return pool;
    },
    logs,
  };
}
