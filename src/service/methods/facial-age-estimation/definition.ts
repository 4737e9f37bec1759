import type { MethodDefinition } from '../method-definition';
import { simulateFacialAgeEstimation } from './simulate';

/**
 * The facial-age-estimation method. Only its test-mode simulator exists so far: its live implementation arrives
 * with its own issue, and until then live verifications do not offer it.
 */
export const facialAgeEstimationMethod: MethodDefinition = {
  id: 'facial-age-estimation',
  simulate: simulateFacialAgeEstimation,
  isLive: () => false,
};
