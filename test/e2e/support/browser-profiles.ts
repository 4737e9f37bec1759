import type { BrowserContext } from 'playwright-core';
import { afterAll, afterEach } from 'vitest';

/**
 * The browser profiles a test file opens (push each to `contexts`), each test's closed when the
 * test ends: a widget left open keeps its event stream and its polls going, and its renderer its
 * memory, while the later tests run. `keep(context)`: a profile later tests go on with, closed
 * with the file. Call at the top of the file, or of a `describe`.
 */
export function profilesClosedAfterEachTest(): {
  contexts: BrowserContext[];
  keep(context: BrowserContext): void;
} {
  const contexts: BrowserContext[] = [];
  const kept = new Set<BrowserContext>();
  const close = (list: BrowserContext[]) =>
    Promise.all(list.map((c) => c.close().catch(() => undefined)));
  afterEach(async () => {
    const done = contexts.filter((c) => !kept.has(c));
    contexts.splice(0, contexts.length, ...kept);
    await close(done);
  });
  afterAll(async () => {
    await close(contexts.splice(0));
  });
  return { contexts, keep: (context) => void kept.add(context) };
}
