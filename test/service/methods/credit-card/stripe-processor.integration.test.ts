import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardProcessorError } from '../../../../src/service/methods/credit-card/card-processor';
import { createStripeProcessor } from '../../../../src/service/methods/credit-card/stripe-processor';
import { startStripeApiServer, type StripeApiServer } from './stripe-api-server';

describe('the Stripe adapter, against a local server in Stripe’s documented shapes', () => {
  let stripe: StripeApiServer;
  const processor = () =>
    createStripeProcessor({
      secretKey: 'sk_test_ofage',
      publishableKey: 'pk_test_ofage',
      apiBase: stripe.url,
      timeoutMs: 400,
    });
  beforeAll(async () => {
    stripe = await startStripeApiServer();
  });
  afterAll(() => stripe.close());

  const begun = async () => {
    stripe.scenario = { kind: 'card', funding: 'credit', country: 'GB' };
    return processor().begin({ verificationId: 'v-1' });
  };

  it('creates a card SetupIntent tied to the verification; the browser gets only pk and client secret', async () => {
    const check = await begun();
    expect(check.reference).toMatch(/^seti_/);
    expect(check.browser).toEqual({
      publishableKey: 'pk_test_ofage',
      clientSecret: expect.stringMatching(/^seti_\w+_secret_/),
    });
    expect(JSON.stringify(check.browser)).not.toContain('sk_test');
    const create = stripe.requests.at(-1)!;
    expect(create.line).toBe('POST /v1/setup_intents');
    expect(create.authorization).toBe('Bearer sk_test_ofage');
    const form = new URLSearchParams(create.body);
    expect(form.get('metadata[ofage_verification]')).toBe('v-1');
    expect(form.get('allowed_payment_method_types[0]')).toBe('card');
  });

  it('reads funding and country of a succeeded check', async () => {
    const { reference } = await begun();
    stripe.scenario = { kind: 'card', funding: 'credit', country: 'GB' };
    await expect(processor().settle({ verificationId: 'v-1', reference })).resolves.toEqual({
      kind: 'checked',
      funding: 'credit',
      country: 'GB',
    });
    expect(decodeURIComponent(stripe.requests.at(-1)!.line)).toMatch(
      /^GET \/v1\/setup_intents\/seti_\w+\?expand\[\d*\]=payment_method$/,
    );
    stripe.scenario = { kind: 'card', funding: 'debit', country: 'GB' };
    await expect(processor().settle({ verificationId: 'v-1', reference })).resolves.toEqual({
      kind: 'checked',
      funding: 'debit',
      country: 'GB',
    });
  });

  it('a declined card is a verdict (with its decline code), not an error', async () => {
    const { reference } = await begun();
    stripe.scenario = { kind: 'declined', declineCode: 'insufficient_funds' };
    await expect(processor().settle({ verificationId: 'v-1', reference })).resolves.toEqual({
      kind: 'declined',
      code: 'insufficient_funds',
    });
  });

  it('a check the browser never confirmed is incomplete', async () => {
    const { reference } = await begun();
    stripe.scenario = { kind: 'unconfirmed' };
    await expect(processor().settle({ verificationId: 'v-1', reference })).rejects.toMatchObject({
      code: 'CARD_CHECK_INCOMPLETE',
    });
  });

  it('refuses a SetupIntent made for another verification', async () => {
    const { reference } = await begun();
    await expect(processor().settle({ verificationId: 'v-2', reference })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
  });

  it('refuses card details sent to the service', async () => {
    const { reference } = await begun();
    await expect(
      processor().settle({
        verificationId: 'v-1',
        reference,
        testCard: { number: '4000008260000000', expiry: '12/34', cvc: '123' },
      }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });

  it.each([
    ['api-error', 'CARD_PROCESSOR_UNAVAILABLE'],
    ['bad-key', 'CARD_PROCESSOR_MISCONFIGURED'],
    ['timeout', 'CARD_PROCESSOR_TIMEOUT'],
  ] as const)('Stripe %s → CardProcessorError %s', async (kind, code) => {
    stripe.scenario = { kind };
    const error = await processor()
      .begin({ verificationId: 'v-1' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CardProcessorError);
    expect(error).toMatchObject({ code });
    expect(String((error as Error).message)).not.toContain('sk_test_ofage');
  });
});
