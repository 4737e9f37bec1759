import { describe, expect, it } from 'vitest';
import { CardEnv, cardConfig } from '../../../../src/service/methods/credit-card/card-config';

describe('card settings', () => {
  it('names the check in GBP by default, or in the ISO 4217 currency OFAGE_CARD_CURRENCY gives', () => {
    expect(cardConfig(CardEnv.parse({})).currency).toBe('GBP');
    expect(cardConfig(CardEnv.parse({ OFAGE_CARD_CURRENCY: ' eur ' })).currency).toBe('EUR');
    expect(cardConfig(CardEnv.parse({ OFAGE_CARD_CURRENCY: 'USD' })).currency).toBe('USD');
  });

  it('refuses what is not a currency code at start-up', () => {
    for (const bad of ['EURO', 'E', '€', 'QQQ', '']) {
      const parsed = CardEnv.safeParse({ OFAGE_CARD_CURRENCY: bad });
      expect(parsed.success, bad).toBe(false);
      if (!parsed.success) expect(parsed.error.issues[0]?.message).toMatch(/ISO 4217/);
    }
  });
});
