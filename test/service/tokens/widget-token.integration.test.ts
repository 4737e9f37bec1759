import { createHmac, createPublicKey } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify, importJWK, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/service/db/create-database';
import { SigningKeyRing } from '../../../src/service/tokens/signing-keys';
import { signWidgetToken, verifyWidgetToken } from '../../../src/service/tokens/widget-token';
import { testDatabases } from '../../support/databases';

const ISSUER = 'https://verify.example.com';
const claims = {
  verificationId: '3f2b7c1e-5d4a-4b7e-9c1d-2a3b4c5d6e7f',
  productId: 'p1',
  mode: 'test' as const,
};
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Widget tokens (migration 0020): a key made from it on signs HS256 under a secret derived from
 * its private half; a key made before signs ES256, the only form the previous version opens, so
 * a database upgraded during a rolling restart keeps serving links either version opens.
 */
describe.each(testDatabases())('widget tokens on $dialect', ({ open }) => {
  let handle: DatabaseHandle;
  let ring: SigningKeyRing;
  const now = 1_800_000_000;

  beforeAll(async () => {
    handle = await open();
    ring = await SigningKeyRing.load(handle.db, now * 1000);
  }, 30_000);
  afterAll(async () => handle?.close());

  it('a key made by this version signs HS256, and the token verifies with its claims', async () => {
    const token = signWidgetToken(ring, ISSUER, claims, now);
    expect(decodeProtectedHeader(token)).toEqual({
      alg: 'HS256',
      kid: ring.current.kid,
      typ: 'JWT',
    });
    expect(await verifyWidgetToken(ring, ISSUER, token, now)).toEqual({ valid: true, claims });
    expect(await verifyWidgetToken(ring, 'https://other.example.com', token, now)).toEqual({
      valid: false,
      reason: 'invalid',
    });
  });

  it('an HS256 token with a changed claim or signature, or MACed with the public key, is refused', async () => {
    const token = signWidgetToken(ring, ISSUER, claims, now);
    const [header, , signature] = token.split('.');
    const otherProduct = `${header}.${b64({ ...JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()), pid: 'p2' })}.${signature}`;
    expect((await verifyWidgetToken(ring, ISSUER, otherProduct, now)).valid).toBe(false);
    // The signature's first character: its last one carries two bits that decoding drops (32
    // bytes in 43 base64url characters), so changing it may leave the same signature.
    const [, payload] = token.split('.');
    const flipped = `${header}.${payload}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    expect((await verifyWidgetToken(ring, ISSUER, flipped, now)).valid).toBe(false);
    // Algorithm confusion: the public key (which anyone may hold) as the HMAC secret.
    const publicPem = createPublicKey(ring.current.privateKey).export({
      type: 'spki',
      format: 'pem',
    });
    const input = `${header}.${b64({ pid: 'p1', mode: 'test', sub: claims.verificationId, iss: ISSUER, aud: 'ofage-widget', iat: now, exp: now + 60 })}`;
    const confused = `${input}.${createHmac('sha256', publicPem).update(input).digest('base64url')}`;
    expect((await verifyWidgetToken(ring, ISSUER, confused, now)).valid).toBe(false);
    const unsigned = `${b64({ alg: 'none', kid: ring.current.kid })}.${input.split('.')[1]}.`;
    expect((await verifyWidgetToken(ring, ISSUER, unsigned, now)).valid).toBe(false);
  });

  it('a key made before migration 0020 signs ES256, which the previous version verifies with its public key alone', async () => {
    const kid = await SigningKeyRing.generate(handle.db, now * 1000 + 1);
    await handle.db
      .updateTable('signing_keys')
      .set({ widget_token_alg: null })
      .where('kid', '=', kid)
      .execute();
    const older = await SigningKeyRing.load(handle.db, now * 1000 + 1);
    expect(older.current.kid).not.toBe(kid); // a new key signs only once every instance knows it
    const later = await SigningKeyRing.load(handle.db, now * 1000 + 10 * 60_000);
    expect(later.current).toMatchObject({ kid, alg: 'ES256' });
    const token = signWidgetToken(later, ISSUER, claims, now);
    expect(decodeProtectedHeader(token).alg).toBe('ES256');
    // What the previous version does: ES256 only, with the row's public key.
    const row = await handle.db
      .selectFrom('signing_keys')
      .select('public_jwk')
      .where('kid', '=', kid)
      .executeTakeFirstOrThrow();
    const publicKey = await importJWK(JSON.parse(row.public_jwk) as JWK, 'ES256');
    const { payload } = await jwtVerify(token, publicKey, {
      issuer: ISSUER,
      audience: 'ofage-widget',
      algorithms: ['ES256'],
      currentDate: new Date(now * 1000),
    });
    expect(payload).toMatchObject({ sub: claims.verificationId, pid: 'p1', mode: 'test' });
    // This version opens both: the older key's ES256 tokens and the first key's HS256 ones.
    expect(await verifyWidgetToken(later, ISSUER, token, now)).toEqual({ valid: true, claims });
    const hs = signWidgetToken(ring, ISSUER, claims, now);
    expect(await verifyWidgetToken(later, ISSUER, hs, now)).toEqual({ valid: true, claims });
  });
});
