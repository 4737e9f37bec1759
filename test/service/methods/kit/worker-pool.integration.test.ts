import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { ServiceError } from '../../../../src/service/errors/service-error';
import {
  createWorkerPool,
  WorkerTaskError,
  type WorkerPool,
} from '../../../../src/service/methods/kit/worker-pool';

const ECHO = new URL('./fixtures/echo-tasks.ts', import.meta.url).href;
const BROKEN = new URL('./fixtures/broken-tasks.ts', import.meta.url).href;

describe('createWorkerPool', () => {
  let pool: WorkerPool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('loads task modules once per worker (init options) and runs their tasks', async () => {
    pool = createWorkerPool({ modules: [ECHO], size: 2, options: { prefix: '>' } });
    const readiness = await pool.ready;
    expect(readiness.failed).toEqual([]);
    expect(pool.serves('echo')).toBe(true);
    await expect(pool.run('echo', 'hi')).resolves.toBe('>hi');
  });

  it('moves transferred buffers instead of copying them, both ways', async () => {
    pool = createWorkerPool({ modules: [ECHO], size: 1 });
    const buffer = new Uint8Array([1, 2, 3, 250]).buffer;
    const out = await pool.run<{ sum: number; buffer: ArrayBuffer }>('sum', buffer, [buffer]);
    expect(out.sum).toBe(256);
    expect(buffer.byteLength).toBe(0); // detached: it went to the worker
    expect(out.buffer.byteLength).toBe(4);
  });

  it('keeps the event loop free while a worker computes', async () => {
    pool = createWorkerPool({ modules: [ECHO], size: 1 });
    await pool.ready;
    const order: string[] = [];
    const task = pool.run('spin', 400).then(() => order.push('task'));
    // The timer is the probe: it can only fire while the task runs if the loop is not blocked.
    await new Promise((resolve) => setTimeout(resolve, 10));
    order.push('timer');
    await task;
    expect(order).toEqual(['timer', 'task']);
  });

  it('reports a task that throws with its code, and goes on serving', async () => {
    pool = createWorkerPool({ modules: [ECHO], size: 1 });
    const error = await pool.run('fail', null).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkerTaskError);
    expect(error).toMatchObject({ code: 'WORKER_TASK_FAILED', taskCode: 'UNREADABLE' });
    await expect(pool.run('echo', 'after')).resolves.toBe('after');
  });

  it('replaces a worker that crashes, failing only the task that crashed it', async () => {
    pool = createWorkerPool({ modules: [ECHO], size: 1 });
    const error = await pool.run('crash', null).catch((e: unknown) => e);
    expect((error as WorkerTaskError).code).toBe('WORKER_CRASHED');
    await expect(pool.run('echo', 'again')).resolves.toBe('again');
    expect(pool.stats().restarts).toBe(1);
  });

  it('abandons a task past its timeout and replaces the stuck worker', async () => {
    pool = createWorkerPool({ modules: [ECHO], size: 1, taskTimeoutMs: 200 });
    const error = await pool.run('spin', 5_000).catch((e: unknown) => e);
    expect((error as WorkerTaskError).code).toBe('WORKER_TIMEOUT');
    await expect(pool.run('echo', 'fresh')).resolves.toBe('fresh');
    expect(pool.stats().timedOut).toBe(1);
  });

  it('answers 429 with Retry-After instead of queueing without bound', async () => {
    pool = createWorkerPool({ modules: [ECHO], size: 1, maxQueue: 2 });
    await pool.ready;
    const running = [pool.run('spin', 300), pool.run('spin', 10), pool.run('spin', 10)];
    const refused = await pool.run('spin', 10).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ServiceError);
    expect((refused as ServiceError).status).toBe(429);
    expect((refused as ServiceError).headers['Retry-After']).toBeDefined();
    await Promise.all(running);
  });

  it('admits a batch whole or not at all, so a refused request leaves no work queued', async () => {
    pool = createWorkerPool({ modules: [ECHO], size: 1, maxQueue: 3 });
    await pool.ready;
    expect(pool.hasRoom(4)).toBe(true); // the free worker takes one, the queue three
    expect(pool.hasRoom(5)).toBe(false);
    const first = pool.runAll<number>('spin', [{ input: 200 }, { input: 1 }, { input: 2 }]);
    expect(pool.stats()).toMatchObject({ busy: 1, queued: 2 });
    expect(pool.hasRoom(2)).toBe(false);
    const refused = await pool
      .runAll('spin', [{ input: 3 }, { input: 4 }])
      .catch((e: unknown) => e);
    expect((refused as ServiceError).status).toBe(429);
    expect((refused as ServiceError).headers['Retry-After']).toBeDefined();
    expect(pool.stats().queued).toBe(2); // nothing of the refused batch was queued
    await expect(pool.runAll('spin', [{ input: 5 }])).resolves.toEqual([5]);
    await expect(first).resolves.toEqual([200, 1, 2]);
    expect(pool.stats().completed).toBe(4);
  });

  it('asks busy callers to come back when the queue should have drained (Retry-After)', async () => {
    pool = createWorkerPool({ modules: [ECHO], size: 1, maxQueue: 6 });
    await pool.ready;
    expect(pool.retryAfterSeconds()).toBe(2); // nothing measured yet
    await pool.run('spin', 500);
    const queued = Array.from({ length: 7 }, () => pool!.run('spin', 500).catch(() => 'closed'));
    // Six tasks of at least 500 ms (wall clock) wait for one worker: 3 s or a little more.
    const refused = await pool.run('spin', 500).catch((e: unknown) => e);
    expect((refused as ServiceError).headers['Retry-After']).toBe(String(pool.retryAfterSeconds()));
    expect(pool.retryAfterSeconds()).toBeGreaterThanOrEqual(3);
    expect(pool.retryAfterSeconds()).toBeLessThanOrEqual(6);
    await pool.close();
    await Promise.all(queued);
  });

  it.runIf(process.platform === 'linux')(
    "runs its workers below the API thread's CPU priority",
    async () => {
      pool = createWorkerPool({ modules: [ECHO], size: 1 });
      await pool.ready;
      await expect(pool.run('nice', null)).resolves.toBe(10);
      expect(os.getPriority(0)).toBe(0);
      await pool.close();
      pool = createWorkerPool({ modules: [ECHO], size: 1, nice: 0 });
      await pool.ready;
      await expect(pool.run('nice', null)).resolves.toBe(0);
    },
  );

  it('says which module failed to load, serves the others, and never runs the failed tasks', async () => {
    pool = createWorkerPool({ modules: [BROKEN, ECHO], size: 1 });
    const readiness = await pool.ready;
    expect(readiness.failed).toEqual([
      { module: BROKEN, message: expect.stringContaining('model.json is missing') as string },
    ]);
    expect(pool.serves('never')).toBe(false);
    expect(pool.serves('echo')).toBe(true);
    const error = await pool.run('never', null).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkerTaskError);
  });
});
