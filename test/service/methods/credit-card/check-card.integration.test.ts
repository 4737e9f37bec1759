import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../../support/databases';
import { startTestService, type TestService } from '../../../support/test-service';
import { perform, STATUS } from '../../widget/support';
import { startStripeApiServer, type StripeApiServer } from './stripe-api-server';

const ADULT_CREDIT = { number: '4000 0082 6000 0000', expiry: '12/34', cvc: '123' };
const card = (number: string) => ({ ...ADULT_CREDIT, number });

describe.each(testDialects())('credit card checks on $dialect', ({ dialect }) => {
  let t: TestService;
  let stripe: StripeApiServer;
  beforeAll(async () => {
    stripe = await startStripeApiServer();
    t = await startTestService(dialect, {
      configure: (c) => {
        c.card.stripe = {
          secretKey: 'sk_test_cardbank',
          publishableKey: 'pk_test_cardbank',
          apiBase: stripe.url,
          timeoutMs: 500,
        };
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const action = (token: string, name: string, body: unknown) =>
    fetch(`${t.url}/api/widget/methods/credit-card/${name}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const start = async (token: string) => {
    const res = await action(token, 'start', {});
    expect(res.status).toBe(200);
    return (await res.json()) as Record<string, string>;
  };
  const check = async (token: string, testCard?: typeof ADULT_CREDIT) => {
    const { check: id } = await start(token);
    return action(token, 'complete', { check: id, ...(testCard ? { testCard } : {}) });
  };
  const status = async (id: string, key = t.testKey) =>
    (await (await t.call(`${STATUS}?id=${id}`, { key })).json()) as Record<string, unknown>;

  describe('test mode (the test processor)', () => {
    it('lists every test card with what a check with it does on this service', async () => {
      const v = await perform(t);
      const { testCards } = (await start(v.token)) as unknown as {
        testCards: { number: string; outcome: string; code?: string }[];
      };
      expect(testCards.map((c) => [c.number, c.outcome, c.code])).toEqual([
        ['4000008260000000', 'pass', undefined],
        // A US credit card: US is not among the default adults-only countries (GB).
        ['4242424242424242', 'country-not-adult-only', undefined],
        ['4000056655665556', 'not-a-credit-card', undefined],
        ['5105105105105100', 'not-a-credit-card', undefined],
        ['4000000000000002', 'declined', 'card_declined'],
        ['4000000000009995', 'declined', 'insufficient_funds'],
        ['4000000000000119', 'error', 'processing_error'],
      ]);
      expect(testCards[1]).toMatchObject({ brand: 'Visa', funding: 'credit', country: 'US' });
    });

    it('an adult credit card (GB) passes: credit-card, 18–100', async () => {
      const v = await perform(t);
      const res = await check(v.token, ADULT_CREDIT);
      expect(await res.json()).toMatchObject({
        decision: 'pass',
        detail: { reason: 'adult-credit-card' },
      });
      expect(await status(v.id)).toMatchObject({
        status: 'PASS',
        method: 'credit-card',
        age: { low: 18, high: 100 },
      });
    });

    it.each([
      ['4000056655665556', 'not-a-credit-card'],
      ['5105105105105100', 'not-a-credit-card'],
      ['4242424242424242', 'country-not-adult-only'],
      ['4000000000000002', 'declined'],
      ['4000000000009995', 'declined'],
    ])('%s proves no age (%s) and, a test card, uses no attempt', async (number, reason) => {
      const v = await perform(t);
      // More tries than the method has attempts: none of them counts.
      for (let i = 0; i < 4; i++) {
        const res = await check(v.token, card(number));
        expect(res.status).toBe(200);
        expect(await res.json()).toMatchObject({ counted: false, detail: { reason } });
      }
      expect((await status(v.id)).status).not.toBe('PASS');
      // …and the next card passes with the method's attempts untouched (3, less this one).
      const again = await check(v.token, ADULT_CREDIT);
      expect(await again.json()).toMatchObject({ decision: 'pass', attemptsLeft: 2 });
    });

    it('a processor error is a 503, not an attempt, with the processor’s code as reason', async () => {
      const v = await perform(t);
      const res = await check(v.token, card('4000000000000119'));
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toMatchObject({
        error: 'SERVICE_UNAVAILABLE',
        reason: 'processing_error',
      });
      expect((await check(v.token, ADULT_CREDIT).then((r) => r.json())) as object).toMatchObject({
        decision: 'pass',
        attemptsLeft: 2,
      });
    });

    it.each([
      ['a number that fails Luhn', card('4000008260000001'), 'invalid_number'],
      ['a valid number that is not a test card', card('4111111111111111'), 'test_card_only'],
      ['an expired card', { ...ADULT_CREDIT, expiry: '01/20' }, 'expired_card'],
      ['a bad expiry', { ...ADULT_CREDIT, expiry: '13/40' }, 'invalid_expiry_month'],
      ['a bad CVC', { ...ADULT_CREDIT, cvc: '12' }, 'invalid_cvc'],
    ])('refuses %s with 400 and counts no attempt', async (_, testCard, reason) => {
      const v = await perform(t);
      const res = await check(v.token, testCard);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'INVALID_INPUT', reason });
      expect(await status(v.id)).toMatchObject({ status: 'PENDING' });
    });

    it('a check works once: a replayed check is refused', async () => {
      const v = await perform(t);
      const { check: id } = await start(v.token);
      const first = await action(v.token, 'complete', {
        check: id,
        testCard: card('4000000000000002'),
      });
      expect(first.status).toBe(200);
      const replay = await action(v.token, 'complete', { check: id, testCard: ADULT_CREDIT });
      expect(replay.status).toBe(400);
      expect(await replay.json()).toMatchObject({
        errorMessage: expect.stringMatching(/used/),
        reason: 'check_expired',
      });
    });

    it("refuses another verification's check", async () => {
      const a = await perform(t);
      const b = await perform(t);
      const { check: id } = await start(a.token);
      const res = await action(b.token, 'complete', { check: id, testCard: ADULT_CREDIT });
      expect(res.status).toBe(400);
    });

    it('answers malformed bodies with 4xx JSON', async () => {
      const v = await perform(t);
      for (const body of [{}, { check: 5 }, { check: 'x', testCard: { number: 1 } }, [1]]) {
        const res = await action(v.token, 'complete', body);
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ error: 'INVALID_INPUT' });
      }
      const big = await fetch(`${t.url}/api/widget/methods/credit-card/complete`, {
        method: 'POST',
        headers: { authorization: `Bearer ${v.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ check: 'x'.repeat(5000) }),
      });
      expect(big.status).toBe(413);
    });
  });

  describe('live mode (Stripe)', () => {
    it('starts a SetupIntent: the browser gets the publishable key and client secret, never the secret key', async () => {
      stripe.scenario = { kind: 'card', funding: 'credit', country: 'GB' };
      const v = await perform(t, {}, t.liveKey);
      const started = await start(v.token);
      expect(started).toMatchObject({
        processor: 'stripe',
        publishableKey: 'pk_test_cardbank',
        clientSecret: expect.stringMatching(/_secret_/),
      });
      expect(JSON.stringify(started)).not.toContain('sk_test');
      const res = await action(v.token, 'complete', { check: started.check });
      expect(await res.json()).toMatchObject({ decision: 'pass' });
      expect(await status(v.id, t.liveKey)).toMatchObject({
        status: 'PASS',
        age: { low: 18, high: 100 },
      });
    });

    it('a debit card is inconclusive with its reason; a decline too; then a credit card passes', async () => {
      const v = await perform(t, {}, t.liveKey);
      stripe.scenario = { kind: 'card', funding: 'debit', country: 'GB' };
      expect(await (await check(v.token)).json()).toMatchObject({
        decision: 'inconclusive',
        detail: { reason: 'not-a-credit-card' },
      });
      stripe.scenario = { kind: 'declined', declineCode: 'generic_decline' };
      expect(await (await check(v.token)).json()).toMatchObject({
        decision: 'inconclusive',
        detail: { reason: 'declined', declineCode: 'generic_decline' },
      });
      stripe.scenario = { kind: 'card', funding: 'credit', country: 'GB' };
      expect(await (await check(v.token)).json()).toMatchObject({ decision: 'pass' });
    });

    it('never takes card numbers in live mode, and never uses the test processor', async () => {
      stripe.scenario = { kind: 'card', funding: 'credit', country: 'GB' };
      const v = await perform(t, {}, t.liveKey);
      const res = await check(v.token, ADULT_CREDIT);
      expect(res.status).toBe(400);
      expect(await status(v.id, t.liveKey)).toMatchObject({ status: 'PENDING' });
    });

    it('Stripe down or slow: 503, no attempt counted', async () => {
      const v = await perform(t, {}, t.liveKey);
      stripe.scenario = { kind: 'card', funding: 'credit', country: 'GB' };
      const { check: id } = await start(v.token);
      for (const kind of ['api-error', 'timeout'] as const) {
        stripe.scenario = { kind };
        const res = await action(v.token, 'start', {});
        expect(res.status).toBe(503);
      }
      stripe.scenario = { kind: 'api-error' };
      const down = await action(v.token, 'complete', { check: id });
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ reason: 'processor_unavailable' });
      expect(await status(v.id, t.liveKey)).toMatchObject({ status: 'PENDING' });
    });
  });
});
