import { describe, expect, it } from 'vitest';
import { CardEnv, cardConfig } from '../../../../src/service/methods/credit-card/card-config';
import { checkCurrency } from '../../../../src/service/methods/credit-card/check-currency';

describe('card settings', () => {
  it('names the check in the ISO 4217 currency OFAGE_CARD_CURRENCY gives, or none by default', () => {
    expect(cardConfig(CardEnv.parse({})).currency).toBeUndefined();
    expect(cardConfig(CardEnv.parse({ OFAGE_CARD_CURRENCY: ' eur ' })).currency).toBe('EUR');
    expect(cardConfig(CardEnv.parse({ OFAGE_CARD_CURRENCY: 'USD' })).currency).toBe('USD');
  });

  it("without OFAGE_CARD_CURRENCY, each verification's check is in its jurisdiction's currency", () => {
    const unset = { config: { card: cardConfig(CardEnv.parse({})) } } as Parameters<
      typeof checkCurrency
    >[0];
    expect(checkCurrency(unset, 'US-CA')).toBe('USD');
    expect(checkCurrency(unset, 'GB')).toBe('GBP');
    expect(checkCurrency(unset, 'DE')).toBe('EUR');
    expect(checkCurrency(unset, 'CH')).toBe('CHF');
    expect(checkCurrency(unset, 'PR')).toBe('USD');
    // A country without a currency of its own: none, and the widget writes the amount bare.
    expect(checkCurrency(unset, 'AQ')).toBeUndefined();
    const set = {
      config: { card: cardConfig(CardEnv.parse({ OFAGE_CARD_CURRENCY: 'GBP' })) },
    } as Parameters<typeof checkCurrency>[0];
    expect(checkCurrency(set, 'US-CA')).toBe('GBP');
  });

  it('refuses what is not a currency code at start-up', () => {
    for (const bad of ['EURO', 'E', '€', 'QQQ', '']) {
      const parsed = CardEnv.safeParse({ OFAGE_CARD_CURRENCY: bad });
      expect(parsed.success, bad).toBe(false);
      if (!parsed.success) expect(parsed.error.issues[0]?.message).toMatch(/ISO 4217/);
    }
  });
});
