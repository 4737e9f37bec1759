import { overEvidence, type Simulator } from '../kit/simulation';

/**
 * A wallet (EUDI, Apple or Google) is asked for the `age_over_<threshold>` attribute of a
 * government-issued credential (ISO/IEC 18013-5 mdoc, PID); all three kinds prove the same thing.
 */
export const simulateDigitalWallet: Simulator = (s) => ({
  ...overEvidence('digital-wallet', s, s.threshold, 'high'),
  ...(s.walletKind ? { detail: { walletKind: s.walletKind } } : {}),
});
