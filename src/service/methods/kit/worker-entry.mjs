// Entry of every method worker thread (see worker-pool.ts). Plain JavaScript so that it starts
// the same way in the compiled service (`ofage serve`, `npm start`: JavaScript task modules from
// dist/) and from source (the test runner, benchmarks: TypeScript task modules, for which it
// registers tsx's loader in this thread first), then imports the task modules it was given.
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

// Below the API's thread in CPU priority: on a small machine (2 cores) the heavy reads must not
// take the core that answers get-status. Linux sets it per thread (pid 0 = this thread), and the
// threads this one starts (the models' own) inherit it; elsewhere it would renice the whole
// process, so it is left alone there.
if (process.platform === 'linux' && workerData.nice) {
  try {
    os.setPriority(0, workerData.nice);
  } catch {
    // Not allowed here (a container's policy): run at the process's priority.
  }
}

// tsx is a development dependency: only a thread given TypeScript loads it.
if (workerData.modules.some((url) => /\.tsx?$/.test(url))) {
  const { register } = await import('tsx/esm/api');
  register();
}

/** task name → handler */
const handlers = new Map();
const failed = [];
for (const url of workerData.modules) {
  try {
    const mod = await import(url);
    // A module loads its models / wasm / language data once per worker, here, before any task.
    if (typeof mod.init === 'function') await mod.init(workerData.options ?? {});
    for (const [name, handler] of Object.entries(mod.tasks ?? {})) handlers.set(name, handler);
  } catch (error) {
    failed.push({ module: url, message: error instanceof Error ? error.message : String(error) });
  }
}
parentPort.postMessage({ type: 'ready', tasks: [...handlers.keys()], failed });

parentPort.on('message', async (message) => {
  const { id, task, input } = message;
  const handler = handlers.get(task);
  if (!handler) {
    parentPort.postMessage({
      type: 'result',
      id,
      ok: false,
      error: { message: `no task ${task}` },
    });
    return;
  }
  try {
    const output = await handler(input);
    // A handler may return { value, transfer } to hand ArrayBuffers back without a copy.
    const isTransfer =
      output && typeof output === 'object' && 'transfer' in output && 'value' in output;
    parentPort.postMessage(
      { type: 'result', id, ok: true, value: isTransfer ? output.value : output },
      isTransfer ? output.transfer : [],
    );
  } catch (error) {
    parentPort.postMessage({
      type: 'result',
      id,
      ok: false,
      error: {
        message: error instanceof Error ? error.message : String(error),
        code:
          error && typeof error === 'object' && 'code' in error ? String(error.code) : undefined,
      },
    });
  }
});
