import type { AgeGateConfig } from '../age-gate-config';
import { buildAgeGate, type AgeGate } from '../build-age-gate';
import { pagesRouterApis } from './pages-router-apis';

/**
 * `createAgeGate` for a Pages Router app: the same gate, options and handlers as `ofage/server`'s,
 * without `next/headers` and `server-only`, which the Pages Router refuses to build. Its pages use
 * {@link withAgeGate}, its API route {@link toPagesApiHandler}.
 *
 * @example lib/age-gate.ts
 * ```ts
 * import { createAgeGate } from 'ofage/pages';
 *
 * export const ageGate = createAgeGate({
 *   jurisdiction: 'US-CA',
 *   criteria: { ageCategory: 'ADULT' },
 * });
 * ```
 */
export function createAgeGate(config: AgeGateConfig): AgeGate {
  return buildAgeGate(config, pagesRouterApis);
}
