import { overEvidence, type Simulator } from '../kit/simulation';

/** Cards are issued to adults only, so a card proves 18+ and nothing more, whatever is asked. */
export const CREDIT_CARD_PROVES_OVER = 18;

export const simulateCreditCard: Simulator = (s) =>
  overEvidence('credit-card', s, CREDIT_CARD_PROVES_OVER, 'substantial');
