import { describe, expect, it } from 'vitest';
import { OfageError } from '../../src/client/ofage-error';
import { verifyWebhook } from '../../src/client/verify-webhook';
import { signWebhook, webhookRequest } from './sign-webhook';

const SECRET = 'whsec_' + Buffer.from('0123456789abcdef0123456789abcdef').toString('base64');
const OLD_SECRET = 'whsec_' + Buffer.from('fedcba9876543210fedcba9876543210').toString('base64');
const PLAIN_SECRET = 'a-plain-webhook-secret-of-some-length';
const NOW = 1_780_000_000_000;
const TS = NOW / 1000;
const URL_ = 'https://shop.test/api/age-gate/webhook';
const BODY = JSON.stringify({
  eventType: 'Verification.Result',
  data: {
    id: '2b1c1e57-8d0b-4a8e-9d62-0d6c7c6b8e11',
    status: 'PASS',
    ageCategory: 'adult',
    method: 'id-document',
    age: { low: 30, high: 30 },
  },
});
const now = () => NOW;

describe('verifyWebhook', () => {
  it('accepts a Standard Webhooks signature and returns the event and webhook-id', async () => {
    const headers = signWebhook(SECRET, BODY, { timestamp: TS, scheme: 'standard', id: 'msg_42' });
    const result = await verifyWebhook(webhookRequest(URL_, BODY, headers), SECRET, { now });
    expect(result).toMatchObject({ verified: true, id: 'msg_42', scheme: 'standard-webhooks' });
    if (result.verified) expect(result.event.eventType).toBe('Verification.Result');
  });

  it('accepts the x-signature-hmac-sha256 scheme (hex of timestamp + body)', async () => {
    const headers = signWebhook(SECRET, BODY, { timestamp: TS, scheme: 'hmac' });
    const result = await verifyWebhook(webhookRequest(URL_, BODY, headers), SECRET, { now });
    expect(result).toMatchObject({ verified: true, scheme: 'hmac-sha256' });
  });

  it('uses the UTF-8 bytes of a secret without the whsec_ prefix', async () => {
    for (const scheme of ['standard', 'hmac'] as const) {
      const headers = signWebhook(PLAIN_SECRET, BODY, { timestamp: TS, scheme });
      const result = await verifyWebhook(webhookRequest(URL_, BODY, headers), PLAIN_SECRET, {
        now,
      });
      expect(result.verified).toBe(true);
    }
  });

  it('rotation: accepts a delivery signed with either of two configured secrets', async () => {
    for (const signer of [SECRET, OLD_SECRET]) {
      for (const scheme of ['standard', 'hmac'] as const) {
        const headers = signWebhook(signer, BODY, { timestamp: TS, scheme });
        const result = await verifyWebhook(
          webhookRequest(URL_, BODY, headers),
          [SECRET, OLD_SECRET],
          { now },
        );
        expect(result.verified).toBe(true);
      }
    }
  });

  it('rotation: accepts a header carrying several signatures when one matches', async () => {
    const headers = signWebhook(SECRET, BODY, {
      timestamp: TS,
      scheme: 'standard',
      extraSignatures: ['v1,' + Buffer.alloc(32, 7).toString('base64'), 'v2,abc'],
    });
    const result = await verifyWebhook(webhookRequest(URL_, BODY, headers), SECRET, { now });
    expect(result.verified).toBe(true);
  });

  it('rejects a signature made with a secret that is not configured', async () => {
    for (const scheme of ['standard', 'hmac'] as const) {
      const headers = signWebhook(OLD_SECRET, BODY, { timestamp: TS, scheme });
      const result = await verifyWebhook(webhookRequest(URL_, BODY, headers), SECRET, { now });
      expect(result).toEqual({ verified: false, reason: 'invalid-signature' });
    }
  });

  it('rejects a body changed after signing', async () => {
    for (const scheme of ['standard', 'hmac'] as const) {
      const headers = signWebhook(SECRET, BODY, { timestamp: TS, scheme });
      const tampered = BODY.replace('"FAIL"', '"PASS"').replace('30', '31');
      const result = await verifyWebhook(webhookRequest(URL_, tampered, headers), SECRET, { now });
      expect(result).toEqual({ verified: false, reason: 'invalid-signature' });
    }
  });

  it('rejects a timestamp swapped after signing (it is part of the signed data)', async () => {
    const headers = signWebhook(SECRET, BODY, { timestamp: TS, scheme: 'hmac' });
    headers['x-signature-timestamp'] = String(TS + 10);
    const result = await verifyWebhook(webhookRequest(URL_, BODY, headers), SECRET, { now });
    expect(result).toEqual({ verified: false, reason: 'invalid-signature' });
  });

  it('rejects a replay older than 5 minutes, and one from more than 5 minutes ahead', async () => {
    for (const timestamp of [TS - 301, TS + 301]) {
      for (const scheme of ['standard', 'hmac'] as const) {
        const headers = signWebhook(SECRET, BODY, { timestamp, scheme });
        const result = await verifyWebhook(webhookRequest(URL_, BODY, headers), SECRET, { now });
        expect(result).toEqual({ verified: false, reason: 'timestamp-out-of-window' });
      }
    }
    const edge = signWebhook(SECRET, BODY, { timestamp: TS - 300 });
    expect((await verifyWebhook(webhookRequest(URL_, BODY, edge), SECRET, { now })).verified).toBe(
      true,
    );
  });

  it('rejects a missing or non-numeric timestamp and missing signatures', async () => {
    const headers = signWebhook(SECRET, BODY, { timestamp: TS, scheme: 'hmac' });
    headers['x-signature-timestamp'] = '1e9';
    expect(await verifyWebhook(webhookRequest(URL_, BODY, headers), SECRET, { now })).toEqual({
      verified: false,
      reason: 'invalid-timestamp',
    });
    expect(await verifyWebhook(webhookRequest(URL_, BODY, {}), SECRET, { now })).toEqual({
      verified: false,
      reason: 'missing-signature',
    });
  });

  it('rejects a signature of the wrong length or encoding without throwing', async () => {
    const headers = signWebhook(SECRET, BODY, { timestamp: TS, scheme: 'hmac' });
    for (const bad of [
      '',
      'zz',
      headers['x-signature-hmac-sha256']!.slice(0, 62),
      'é'.repeat(64),
    ]) {
      const h = { ...headers, 'x-signature-hmac-sha256': bad };
      const result = await verifyWebhook(webhookRequest(URL_, BODY, h), SECRET, { now });
      expect(result.verified).toBe(false);
    }
  });

  it('rejects a validly signed body that is not a known event', async () => {
    const body = JSON.stringify({ eventType: 'Something.Else', data: {} });
    const headers = signWebhook(SECRET, body, { timestamp: TS });
    expect(await verifyWebhook(webhookRequest(URL_, body, headers), SECRET, { now })).toEqual({
      verified: false,
      reason: 'invalid-body',
    });
  });

  it('rejects a body over the size limit before checking it', async () => {
    const body = JSON.stringify({ eventType: 'Test', data: { pad: 'x'.repeat(70_000) } });
    const headers = signWebhook(SECRET, body, { timestamp: TS });
    expect(await verifyWebhook(webhookRequest(URL_, body, headers), SECRET, { now })).toEqual({
      verified: false,
      reason: 'body-too-large',
    });
  });

  it('throws INVALID_CONFIG for an empty secret (a configuration error, not a bad delivery)', async () => {
    const headers = signWebhook(SECRET, BODY, { timestamp: TS });
    await expect(verifyWebhook(webhookRequest(URL_, BODY, headers), '')).rejects.toMatchObject({
      code: 'INVALID_CONFIG',
    });
    await expect(verifyWebhook(webhookRequest(URL_, BODY, headers), [])).rejects.toBeInstanceOf(
      OfageError,
    );
  });
});
