import { AsyncLocalStorage } from 'node:async_hooks';

/** One server-function call as the front door follows it. */
export interface ActionCall {
  /** Next.js decoded the arguments and the service's function began to run. */
  started: boolean;
}

const KEY = Symbol.for('ofage.actionCalls');
type Registry = { [KEY]?: AsyncLocalStorage<ActionCall> };

/**
 * Shared through `globalThis`: Next.js bundles the console's code separately from the server's,
 * so a module-level instance would not be the same object on both sides.
 */
function calls(): AsyncLocalStorage<ActionCall> {
  const registry = globalThis as Registry;
  registry[KEY] ??= new AsyncLocalStorage<ActionCall>();
  return registry[KEY];
}

/** Runs `handle` (Next.js answering a server-function call) with the call followed. */
export function followActionCall<T>(call: ActionCall, handle: () => T): T {
  return calls().run(call, handle);
}

/**
 * Called first thing by every console server function: from here on a failure is the service's.
 * Before it, Next.js was still decoding what the client sent, and a failure there (a body that is
 * not a server-function call at all) is the client's.
 */
export function markActionStarted(): void {
  const call = calls().getStore();
  if (call) call.started = true;
}
