import { createWorkerPool, type WorkerPool } from '../../src/service/methods/kit/worker-pool';
import { methodWorkerModules } from '../../src/service/methods/registry';
import { capturingLogger } from './privacy-scan';

/**
 * Method workers (one thread, every method's models) for a test file to share between the
 * services it starts, one per database, as one deployment's pool serves all its requests:
 * each service would otherwise load the models again. What the pool logs goes to `logs`, for the
 * file's privacy scan. The caller closes it; closing a service leaves it running.
 */
export function startTestWorkers(logs: string[]): WorkerPool {
  return createWorkerPool({
    modules: methodWorkerModules(),
    size: 1,
    logger: capturingLogger(logs),
  });
}
