import type { VerificationMethod } from '../../protocol/verification-result';
import { simulateAgeKey } from './age-key/simulate';
import { simulateBankApp } from './bank-app/simulate';
import { simulateCreditCard } from './credit-card/simulate';
import { simulateDigitalWallet } from './digital-wallet/simulate';
import { simulateFacialAgeEstimation } from './facial-age-estimation/simulate';
import { simulateIdDocument } from './id-document/simulate';
import type { Simulator } from './simulation';

/** The test-mode server part of each method: outcome → evidence of that method's kind. */
export const SIMULATORS: Record<VerificationMethod, Simulator> = {
  'age-key': simulateAgeKey,
  'facial-age-estimation': simulateFacialAgeEstimation,
  'id-document': simulateIdDocument,
  'digital-wallet': simulateDigitalWallet,
  'credit-card': simulateCreditCard,
  'bank-app': simulateBankApp,
};

/**
 * Methods with a live implementation that really verifies. Live verifications offer only these;
 * none exist yet (each arrives with its own issue).
 */
export const LIVE_METHODS: readonly VerificationMethod[] = [];
