import { overEvidence, type Simulator } from '../kit/simulation';

/** An age key presents `age_over_<threshold>` from the passkey's stored age proof. */
export const simulateAgeKey: Simulator = (s) => overEvidence('age-key', s, s.threshold, 'high');
