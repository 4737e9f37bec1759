import type { MethodDefinition } from '../method-definition';
import { CREDIT_CARD_PROVES_OVER, simulateCreditCard } from './simulate';

/**
 * The credit-card method. Only its test-mode simulator exists so far: its live implementation arrives
 * with its own issue, and until then live verifications do not offer it.
 */
export const creditCardMethod: MethodDefinition = {
  id: 'credit-card',
  simulate: simulateCreditCard,
  proofCeiling: CREDIT_CARD_PROVES_OVER,
  isLive: () => false,
};
