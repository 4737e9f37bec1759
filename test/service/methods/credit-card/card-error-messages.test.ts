import { describe, expect, it } from 'vitest';
import {
  CARD_ERROR_MESSAGES,
  cardDeclineText,
  cardErrorText,
} from '../../../../src/service/methods/credit-card/card-error-messages';
import { creditCardMessages } from '../../../../src/service/methods/credit-card/messages';
import { MethodCallError } from '../../../../src/service/methods/kit/call-method';

const { en, de } = creditCardMessages;

describe('card processor codes → the widget’s words', () => {
  it('every code of the table has a sentence in English and German', () => {
    expect(Object.keys(CARD_ERROR_MESSAGES).length).toBeGreaterThan(20);
    for (const [code, key] of Object.entries(CARD_ERROR_MESSAGES)) {
      expect(en[key], code).toMatch(/^[A-Z].*\.$/);
      expect(de[key], code).toMatch(/^[A-ZÄÖÜ].*\.$/);
      expect(de[key], code).not.toBe(en[key]);
    }
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });

  it('words an action’s error by its reason, never with the API’s own text', () => {
    const raw = 'the test processor reported a processing error';
    const error = new MethodCallError('SERVICE_UNAVAILABLE', raw, 'processing_error');
    expect(cardErrorText(en, error)).toBe(en['card.error.processing']);
    expect(cardErrorText(de, error)).toBe(de['card.error.processing']);
    const cvc = new MethodCallError(
      'INVALID_INPUT',
      'the security code (CVC) is not valid',
      'invalid_cvc',
    );
    expect(cardErrorText(en, cvc)).toBe(en['card.error.cvc']);
    for (const text of [cardErrorText(en, error), cardErrorText(en, cvc)]) {
      expect(text).not.toContain('processor reported');
      expect(text).not.toMatch(/^[a-z]/);
    }
  });

  it('falls back by the API code, then to a generic sentence', () => {
    const unknown = new MethodCallError(
      'INVALID_INPUT',
      'card_velocity_exceeded',
      'card_velocity_exceeded',
    );
    expect(cardErrorText(en, unknown)).toBe(en['card.error.generic']);
    expect(cardErrorText(en, new MethodCallError('SERVICE_UNAVAILABLE', 'down'))).toBe(
      en['card.error.unavailable'],
    );
    expect(
      cardErrorText(
        en,
        new MethodCallError('SERVICE_UNREACHABLE', 'the service could not be reached'),
      ),
    ).toBe(en['card.error.network']);
    expect(cardErrorText(en, new TypeError('Failed to fetch'))).toBe(en['card.error.generic']);
  });

  it('words Stripe.js field codes and decline codes', () => {
    expect(cardErrorText(en, 'incomplete_number')).toBe(en['card.error.number']);
    expect(cardErrorText(de, 'invalid_expiry_year_past')).toBe(de['card.error.expired']);
    expect(cardErrorText(en, 'some_new_stripe_code')).toBe(en['card.error.generic']);
    expect(cardDeclineText(en, 'insufficient_funds')).toBe(en['card.decline.insufficient-funds']);
    // Lost or stolen: a plain decline, as Stripe advises.
    expect(cardDeclineText(en, 'stolen_card')).toBe(en['card.reason.declined']);
    expect(cardDeclineText(de, undefined)).toBe(de['card.reason.declined']);
  });
});
