import type { Readiness, ReadinessReport } from './readiness';

const POLL_MS = 100;

/**
 * Resolves with the first readiness report that is not `starting` (normally `ready`): what
 * `npm start` and `ofage serve` wait for before they print their banner. A report is `starting`
 * only while the readers load, which ends (loaded, failed, or refused with the pool closed).
 */
export async function waitUntilReady(readiness: Readiness): Promise<ReadinessReport> {
  for (;;) {
    const report = await readiness.check();
    if (report.status !== 'starting') return report;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
