import type { MethodDefinition } from '../method-definition';
import { simulateBankApp } from './simulate';

/**
 * The bank-app method. Only its test-mode simulator exists so far: its live implementation arrives
 * with its own issue, and until then live verifications do not offer it.
 */
export const bankAppMethod: MethodDefinition = {
  id: 'bank-app',
  simulate: simulateBankApp,
  isLive: () => false,
};
