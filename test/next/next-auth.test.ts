import { encode } from 'next-auth/jwt';
import { describe, expect, it } from 'vitest';
import { ageGateProxy } from '../../src/next/age-gate-proxy';
import { mintVerifiedCookie } from '../../src/next/mint-verified-cookie';
import { nextAuthTokenSource } from '../../src/next/next-auth-token-source';
import { NEXT_AUTH_CLAIM, syncAgeVerification } from '../../src/next/sync-age-verification';
import { NOW, OTHER_SECRET, SECRET, appRequest, createGateFixture } from './gate-fixture';

const NEXTAUTH_SECRET = 'next-auth-secret-for-tests-0123456789';
const REQ = { jurisdiction: 'US-CA', criteria: { ageCategory: 'ADULT' as const } };

async function verifiedToken(secret = SECRET) {
  return (
    await mintVerifiedCookie({
      secret,
      url: 'https://shop.test',
      now: () => NOW,
      ...REQ,
      maxAge: 3600,
    })
  ).value;
}

async function sessionCookie(claims: Record<string, unknown>) {
  const jwe = await encode({ token: { sub: 'user-1', ...claims }, secret: NEXTAUTH_SECRET });
  return `next-auth.session-token=${jwe}`;
}

describe('syncAgeVerification (next-auth jwt callback)', () => {
  it("copies this browser's verified cookie into the token", async () => {
    const { ageGate } = createGateFixture();
    const value = await verifiedToken();
    const request = appRequest('/api/auth/session', { cookie: `__Host-ofage-verified=${value}` });
    const token = await syncAgeVerification({ sub: 'user-1' }, ageGate, { request });
    expect(token[NEXT_AUTH_CLAIM]).toBe(value);
  });

  it('takes a stored copy from the server-side record on another device', async () => {
    const { ageGate } = createGateFixture();
    const stored = await verifiedToken();
    const token = await syncAgeVerification({ sub: 'user-1' }, ageGate, {
      request: appRequest('/'),
      stored,
    });
    expect(token[NEXT_AUTH_CLAIM]).toBe(stored);
  });

  it('never from client update() data: a forged value merged into the token is dropped', async () => {
    const { ageGate } = createGateFixture();
    // A careless callback did `{ ...token, ...session }` with client-supplied update() data.
    for (const forged of ['forged', await verifiedToken(OTHER_SECRET), { verificationId: 'x' }]) {
      const token = await syncAgeVerification(
        { sub: 'user-1', [NEXT_AUTH_CLAIM]: forged },
        ageGate,
        { request: appRequest('/') },
      );
      expect(token[NEXT_AUTH_CLAIM]).toBeUndefined();
    }
  });
});

describe('nextAuthTokenSource: the proxy and guard honour the next-auth token', () => {
  it('opens the gate for a signed-in user whose token carries a verification', async () => {
    const cookie = await sessionCookie({ [NEXT_AUTH_CLAIM]: await verifiedToken() });
    const proxy = ageGateProxy({
      protect: ['/spirits'],
      secret: SECRET,
      ...REQ,
      now: () => NOW,
      tokenSource: nextAuthTokenSource({ secret: NEXTAUTH_SECRET }),
    });
    expect(
      await proxy(new Request('https://shop.test/spirits', { headers: { cookie } }), undefined),
    ).toBeUndefined();

    const { ageGate } = createGateFixture({
      tokenSource: nextAuthTokenSource({ secret: NEXTAUTH_SECRET }),
    });
    expect((await ageGate.getAgeVerification(appRequest('/spirits', { cookie }))).verified).toBe(
      true,
    );
  });

  it('denies a next-auth token whose verification claim is forged', async () => {
    const cookie = await sessionCookie({ [NEXT_AUTH_CLAIM]: await verifiedToken(OTHER_SECRET) });
    const { ageGate } = createGateFixture({
      tokenSource: nextAuthTokenSource({ secret: NEXTAUTH_SECRET }),
    });
    expect(await ageGate.getAgeVerification(appRequest('/spirits', { cookie }))).toEqual({
      verified: false,
      reason: 'invalid-signature',
    });
  });

  it('denies a next-auth cookie encrypted with another secret', async () => {
    const cookie = await sessionCookie({ [NEXT_AUTH_CLAIM]: await verifiedToken() });
    const { ageGate } = createGateFixture({
      tokenSource: nextAuthTokenSource({ secret: 'a-different-next-auth-secret-0123456' }),
    });
    expect(await ageGate.getAgeVerification(appRequest('/spirits', { cookie }))).toEqual({
      verified: false,
      reason: 'missing',
    });
  });
});
