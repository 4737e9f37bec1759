import { describe } from 'vitest';
import { describeNewApps } from './new-app/describe-new-apps';

/**
 * The new-app flows of new-app.spec.ts on Next 15.5 (the newest 15.5.x, whose proxy is still
 * `middleware.ts`), with a JavaScript init app without `src/`. Runs when `OFAGE_TEST_NEXT_15=1`,
 * which CI sets: it installs a second Next.js.
 */
describe.runIf(process.env.OFAGE_TEST_NEXT_15 === '1')('Next 15.5', () => {
  describeNewApps({
    label: 'Next 15.5',
    next: '~15.5.0',
    proxy: 'middleware.ts',
    initApp: { typescript: false, src: false },
    // 15.5's per-segment prefetching; Cache Components and PPR are canary-only in 15.5.
    initConfig: '{ experimental: { clientSegmentCache: true } }',
  });
});
