import { describe } from 'vitest';
import { describePagesRouterApp } from './new-app/describe-pages-router-app';

/**
 * The Pages Router app of pages-router-app.spec.ts on Next 15.5 (its proxy still
 * `middleware`), in JavaScript under src/pages. Runs when `OFAGE_TEST_NEXT_15=1`, which CI sets:
 * it installs a second Next.js.
 */
describe.runIf(process.env.OFAGE_TEST_NEXT_15 === '1')('Next 15.5', () => {
  describePagesRouterApp({
    label: 'Next 15.5',
    next: '~15.5.0',
    proxy: 'middleware',
    typescript: false,
    src: true,
  });
});
