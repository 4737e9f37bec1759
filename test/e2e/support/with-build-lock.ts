import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const STALE_LOCK_MS = 10 * 60_000;

/**
 * Runs `build` once across the parallel test processes: the first takes a lock directory
 * (atomic `mkdir`), the others wait for it and then find the build fresh (every `build` here
 * skips work whose sources did not change). A lock older than ten minutes is a crashed run's.
 */
export async function withBuildLock(name: string, build: () => void): Promise<void> {
  const lock = path.join(ROOT, name);
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (age > STALE_LOCK_MS) fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    build();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
