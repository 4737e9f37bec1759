import { overEvidence, type Simulator } from '../kit/simulation';

/** The bank app confirms `age_over_<threshold>` from the account holder's KYC record. */
export const simulateBankApp: Simulator = (s) => overEvidence('bank-app', s, s.threshold, 'high');
