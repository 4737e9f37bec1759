import type { Evidence } from '../../verifications/decide';
import type { CardVerdict } from './card-processor';
import { CREDIT_CARD_PROVES_OVER } from './simulate';

/** Why a card check produced, or did not produce, an age signal (shown to the person). */
export type CardReason =
  'adult-credit-card' | 'not-a-credit-card' | 'country-not-adult-only' | 'declined';

/**
 * What a card check proves. Only a **credit** card from a country where credit is adults-only,
 * which the issuer authorised, proves 18+ (`low = 18`, `high = 100`). Debit and prepaid cards
 * are issued to minors too: they prove nothing, and neither does a decline — each is an
 * inconclusive attempt (no age signal), never a FAIL, since none says the person is under 18.
 */
export function cardEvidence(
  verdict: CardVerdict,
  adultCountries: readonly string[],
): { evidence: Evidence; reason: CardReason } {
  const none = (reason: CardReason) => ({
    evidence: { method: 'credit-card', kind: 'none', assurance: 'substantial' } as Evidence,
    reason,
  });
  if (verdict.kind === 'declined') return none('declined');
  if (verdict.funding !== 'credit') return none('not-a-credit-card');
  if (verdict.country === null || !adultCountries.includes(verdict.country.toUpperCase())) {
    return none('country-not-adult-only');
  }
  return {
    evidence: {
      method: 'credit-card',
      kind: 'threshold',
      ageLow: CREDIT_CARD_PROVES_OVER,
      ageHigh: 100,
      assurance: 'substantial',
    },
    reason: 'adult-credit-card',
  };
}
