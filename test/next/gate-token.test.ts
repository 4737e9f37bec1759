import { describe, expect, it } from 'vitest';
import {
  createGateTokenKeys,
  signGateToken,
  TOKEN_AUDIENCE,
  verifyGateToken,
} from '../../src/next/gate-token';

const SECRET = 'a-merchant-secret-of-at-least-32-characters!';
const OTHER = 'another-merchant-secret-of-32-characters-or-more';

describe('verifyGateToken', () => {
  it('a cached verification still expires with the token', async () => {
    const keys = createGateTokenKeys([SECRET]);
    const now = Date.UTC(2026, 0, 1);
    const token = await signGateToken(keys, TOKEN_AUDIENCE.verified, { vid: 'x' }, 60, now);
    expect((await verifyGateToken(keys, TOKEN_AUDIENCE.verified, token, now)).ok).toBe(true);
    expect((await verifyGateToken(keys, TOKEN_AUDIENCE.verified, token, now + 1000)).ok).toBe(true);
    expect(await verifyGateToken(keys, TOKEN_AUDIENCE.verified, token, now + 61_000)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('a token verified under one secret list is not accepted by another', async () => {
    const keys = createGateTokenKeys([SECRET]);
    const now = Date.now();
    const token = await signGateToken(keys, TOKEN_AUDIENCE.verified, {}, 60, now);
    expect((await verifyGateToken(keys, TOKEN_AUDIENCE.verified, token, now)).ok).toBe(true);
    const rotatedAway = createGateTokenKeys([OTHER]);
    expect(await verifyGateToken(rotatedAway, TOKEN_AUDIENCE.verified, token, now)).toEqual({
      ok: false,
      reason: 'invalid-signature',
    });
  });

  it('a cached verified token never passes for another audience', async () => {
    const keys = createGateTokenKeys([SECRET]);
    const now = Date.now();
    const token = await signGateToken(keys, TOKEN_AUDIENCE.session, {}, 60, now);
    expect((await verifyGateToken(keys, TOKEN_AUDIENCE.session, token, now)).ok).toBe(true);
    expect((await verifyGateToken(keys, TOKEN_AUDIENCE.verified, token, now)).ok).toBe(false);
  });
});
