/*
 * Next bundles a module once per layer that imports it: the route handlers get one copy of the
 * merchant's `lib/age-gate.ts` (and of this package), the pages, layouts and server actions
 * another, client components' server rendering a third. Module-level state is therefore not one
 * per process. What must be — the default store, where the webhook route records revocations
 * that every page and server action has to see — is kept on `globalThis` instead, which all
 * copies in one process share (the Node proxy of Next 16 too).
 *
 * Versioned key: a copy of another ofage version in the same process keeps its own registry.
 */
const REGISTRY = Symbol.for('ofage.process-wide.v1');

type Registry = Map<string, unknown>;

/**
 * The one value of `kind` for `scope` in this process, created by `create` on first use. `scope`
 * (e.g. the cookie secrets) decides which gates share it; only a SHA-256 digest of it is kept.
 */
export async function processWide<T>(
  kind: string,
  scope: readonly string[],
  create: () => T,
): Promise<T> {
  const id = `${kind}:${await digest(scope)}`;
  // Synchronous from here: two copies asking at once cannot both create.
  const global = globalThis as unknown as Record<symbol, Registry | undefined>;
  const registry = (global[REGISTRY] ??= new Map());
  if (!registry.has(id)) registry.set(id, create());
  return registry.get(id) as T;
}

async function digest(scope: readonly string[]): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(['ofage-process-wide', ...scope]));
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(hash, (b) => b.toString(16).padStart(2, '0')).join('');
}
