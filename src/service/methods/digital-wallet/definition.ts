import type { MethodDefinition } from '../method-definition';
import { simulateDigitalWallet } from './simulate';

/**
 * The digital-wallet method. Only its test-mode simulator exists so far: its live implementation arrives
 * with its own issue, and until then live verifications do not offer it.
 */
export const digitalWalletMethod: MethodDefinition = {
  id: 'digital-wallet',
  simulate: simulateDigitalWallet,
  isLive: () => false,
};
