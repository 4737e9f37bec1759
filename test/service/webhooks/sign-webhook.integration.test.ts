import { describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../../src/client/verify-webhook';
import { signWebhook } from '../../../src/service/webhooks/sign-webhook';
import { newSecret } from './support/fixtures';
import { verifyHmacHeader, verifyStandardHeader } from './support/webhook-receiver';

const body = JSON.stringify({ eventType: 'Test', data: { message: 'hi', emoji: 'ü✓' } });
const lower = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

describe('signWebhook', () => {
  it('carries both schemes, verifiable with node:crypto alone', () => {
    const secret = newSecret();
    const headers = signWebhook({ secret, id: 'msg_1', timestamp: 1_768_478_400, body });
    expect(headers).toMatchObject({
      'Content-Type': 'application/json',
      'User-Agent': 'ofage-webhooks/1',
      'X-Event-Type': 'Test',
      'X-Signature-Timestamp': '1768478400',
      'webhook-id': 'msg_1',
      'webhook-timestamp': '1768478400',
    });
    expect(headers['X-Signature-Hmac-Sha256']).toMatch(/^[0-9a-f]{64}$/);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(verifyHmacHeader(secret, lower(headers), body)).toBe(true);
    expect(verifyStandardHeader([secret], lower(headers), body)).toBe(true);
  });

  it('signs the exact bytes: a changed body, id or timestamp no longer verifies', () => {
    const secret = newSecret();
    const headers = lower(signWebhook({ secret, id: 'msg_1', timestamp: 1_768_478_400, body }));
    const tampered = body.replace('hi', 'ho');
    expect(verifyHmacHeader(secret, headers, tampered)).toBe(false);
    expect(verifyStandardHeader([secret], headers, tampered)).toBe(false);
    expect(verifyStandardHeader([secret], { ...headers, 'webhook-id': 'msg_2' }, body)).toBe(false);
    expect(
      verifyHmacHeader(secret, { ...headers, 'x-signature-timestamp': '1768478401' }, body),
    ).toBe(false);
    expect(verifyHmacHeader(newSecret(), headers, body)).toBe(false);
  });

  it('during a rotation signs Standard Webhooks with both secrets and the hex header with the current one', () => {
    const current = newSecret();
    const previous = newSecret();
    const headers = lower(
      signWebhook({
        secret: current,
        secrets: [previous],
        id: 'msg_1',
        timestamp: 1_768_478_400,
        body,
      }),
    );
    expect(headers['webhook-signature']?.split(' ')).toHaveLength(2);
    expect(verifyStandardHeader([previous], headers, body)).toBe(true);
    expect(verifyStandardHeader([current], headers, body)).toBe(true);
    expect(verifyHmacHeader(current, headers, body)).toBe(true);
    expect(verifyHmacHeader(previous, headers, body)).toBe(false);
  });

  it('takes X-Event-Type from the body when the caller does not give it', () => {
    const body2 = JSON.stringify({ eventType: 'Verification.Result', data: {} });
    expect(
      signWebhook({ secret: newSecret(), id: 'm', timestamp: 1, body: body2 })['X-Event-Type'],
    ).toBe('Verification.Result');
  });

  it("is accepted by the plugin's verifyWebhook under either scheme, and a wrong secret is not", async () => {
    const secret = newSecret();
    const timestamp = 1_768_478_400;
    const headers = signWebhook({ secret, id: 'msg_1', timestamp, body });
    const request = (h: Record<string, string>) =>
      new Request('https://shop.example/api/webhooks', { method: 'POST', headers: h, body });
    const now = () => timestamp * 1000;
    const legacyOnly = Object.fromEntries(
      Object.entries(headers).filter(([k]) => !k.startsWith('webhook-')),
    );

    expect(await verifyWebhook(request(headers), secret, { now })).toMatchObject({
      verified: true,
      scheme: 'standard-webhooks',
      id: 'msg_1',
    });
    expect(await verifyWebhook(request(legacyOnly), secret, { now })).toMatchObject({
      verified: true,
      scheme: 'hmac-sha256',
    });
    expect(await verifyWebhook(request(headers), newSecret(), { now })).toEqual({
      verified: false,
      reason: 'invalid-signature',
    });
  });
});
