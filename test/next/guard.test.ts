import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { OfageError } from '../../src/client/ofage-error';
import { createGuard } from '../../src/next/create-guard';
import { createGateTokenKeys } from '../../src/next/gate-token';
import type { HandlerContext } from '../../src/next/handlers/handler-context';
import type { AgeRequirement } from '../../src/next/requirement';
import { mintVerifiedCookie } from '../../src/next/mint-verified-cookie';
import { NOW, OTHER_SECRET, SECRET, appRequest, createGateFixture } from './gate-fixture';

const US_CA_ADULT: AgeRequirement = { jurisdiction: 'US-CA', criteria: { ageCategory: 'ADULT' } };

async function cookieFor(overrides: Partial<Parameters<typeof mintVerifiedCookie>[0]> = {}) {
  const minted = await mintVerifiedCookie({
    secret: SECRET,
    url: 'https://shop.test',
    now: () => NOW,
    ...US_CA_ADULT,
    ...overrides,
  });
  return minted.cookieHeader;
}

function check(
  cookie: string | undefined,
  overrides: Parameters<typeof createGateFixture>[0] = {},
) {
  const { ageGate } = createGateFixture(overrides);
  return ageGate.getAgeVerification(appRequest('/checkout', cookie ? { cookie } : {}));
}

describe('getAgeVerification: every deny path', () => {
  it('allows a valid verified cookie that meets the requirement', async () => {
    const result = await check(await cookieFor());
    expect(result).toMatchObject({
      verified: true,
      claims: { jurisdiction: 'US-CA', ageCategory: 'adult' },
    });
  });

  it('deny missing: no cookie', async () => {
    expect(await check(undefined)).toEqual({ verified: false, reason: 'missing' });
  });

  it('deny missing: the cookie under the localhost name does not count on a real host', async () => {
    const local = await mintVerifiedCookie({
      secret: SECRET,
      url: 'http://localhost:3000',
      now: () => NOW,
      ...US_CA_ADULT,
    });
    expect(await check(local.cookieHeader)).toEqual({ verified: false, reason: 'missing' });
  });

  it('deny invalid-signature: a tampered payload', async () => {
    const cookie = await cookieFor({ ageCategory: 'digital-youth' });
    const [name, token] = cookie.split('=') as [string, string];
    const [h, p, s] = token.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    payload.ageCategory = 'adult';
    const tampered = `${name}=${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${s}`;
    expect(await check(tampered)).toEqual({ verified: false, reason: 'invalid-signature' });
  });

  it('deny invalid-signature: a cookie signed with a foreign secret', async () => {
    expect(await check(await cookieFor({ secret: OTHER_SECRET }))).toEqual({
      verified: false,
      reason: 'invalid-signature',
    });
  });

  it('deny invalid-signature: alg "none" (unsecured JWT)', async () => {
    const token = new UnsecuredJWT({ verificationId: 'x', ...US_CA_ADULT, ageCategory: 'adult' })
      .setIssuer('ofage')
      .setAudience('ofage:verified')
      .setIssuedAt(NOW / 1000)
      .setExpirationTime(NOW / 1000 + 600)
      .encode();
    expect(await check(`__Host-ofage-verified=${token}`)).toEqual({
      verified: false,
      reason: 'invalid-signature',
    });
  });

  it('deny invalid-signature: a session binding token presented as the verified cookie', async () => {
    const token = await new SignJWT({ verificationId: 'x', ...US_CA_ADULT })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('ofage')
      .setAudience('ofage:session')
      .setIssuedAt(NOW / 1000)
      .setExpirationTime(NOW / 1000 + 600)
      .sign(new TextEncoder().encode(SECRET));
    expect(await check(`__Host-ofage-verified=${token}`)).toEqual({
      verified: false,
      reason: 'invalid-signature',
    });
  });

  it('deny invalid-signature: garbage', async () => {
    expect(await check('__Host-ofage-verified=not.a.jwt')).toEqual({
      verified: false,
      reason: 'invalid-signature',
    });
  });

  it('deny expired: a cookie past its exp', async () => {
    expect(await check(await cookieFor({ maxAge: -1 }))).toEqual({
      verified: false,
      reason: 'expired',
    });
  });

  it('deny criteria-not-met: a US ADULT verification at a US-MS ADULT gate (21)', async () => {
    const cookie = await cookieFor({ jurisdiction: 'US' });
    expect(await check(cookie, { jurisdiction: 'US-MS' })).toEqual({
      verified: false,
      reason: 'criteria-not-met',
    });
  });

  it('deny criteria-not-met: a numeric age above the proven lower bound', async () => {
    const cookie = await cookieFor({ ageLow: 18 });
    expect(await check(cookie, { criteria: { age: 21 } })).toEqual({
      verified: false,
      reason: 'criteria-not-met',
    });
    expect((await check(await cookieFor({ ageLow: 21 }), { criteria: { age: 21 } })).verified).toBe(
      true,
    );
  });

  it('deny criteria-not-met: a digital-youth result at an ADULT gate', async () => {
    const cookie = await cookieFor({
      criteria: { ageCategory: 'DIGITAL_YOUTH_OR_ADULT' },
      ageCategory: 'digital-youth',
    });
    expect(await check(cookie)).toEqual({ verified: false, reason: 'criteria-not-met' });
    expect(
      (await check(cookie, { criteria: { ageCategory: 'DIGITAL_YOUTH_OR_ADULT' } })).verified,
    ).toBe(true);
  });

  it('deny misconfigured: a requirement resolver that throws', async () => {
    const result = await check(await cookieFor(), {
      requirement: () => {
        throw new Error('geo lookup failed');
      },
    });
    expect(result).toEqual({ verified: false, reason: 'misconfigured' });
  });

  it('deny misconfigured: a requirement resolver that returns nonsense', async () => {
    const result = await check(await cookieFor(), {
      requirement: () => ({ jurisdiction: 'Narnia', criteria: { ageCategory: 'ADULT' } }),
    });
    expect(result).toEqual({ verified: false, reason: 'misconfigured' });
  });
});

describe('guard in pages and route handlers', () => {
  function guardWith(
    cookie: string | undefined,
    overrides: Parameters<typeof createGateFixture>[0] = {},
  ) {
    const { ageGate } = createGateFixture(overrides);
    const headersFn = vi.fn(
      async () => new Headers({ host: 'shop.test', ...(cookie ? { cookie } : {}) }),
    );
    const redirect = vi.fn((url: string): never => {
      throw Object.assign(new Error('NEXT_REDIRECT'), { url });
    });
    // The guard of the same gate, with Next's request APIs injected.
    const ctx = {
      config: { gatePath: ageGate.gatePath },
      check: {
        keys: createGateTokenKeys([SECRET]),
        requirement: US_CA_ADULT,
        now: () => NOW,
      },
    } as unknown as HandlerContext;
    return { guard: createGuard(ctx, { headers: headersFn, redirect }), headersFn, redirect };
  }

  it('requireAgeVerified() returns the claims when verified', async () => {
    const { guard } = guardWith(await cookieFor());
    expect(await guard.requireAgeVerified()).toMatchObject({ jurisdiction: 'US-CA' });
  });

  it('requireAgeVerified() redirects to the gate with a safe returnTo when not verified', async () => {
    const { guard, redirect } = guardWith(undefined);
    await expect(guard.requireAgeVerified({ returnTo: '/checkout?step=2' })).rejects.toThrow(
      'NEXT_REDIRECT',
    );
    expect(redirect).toHaveBeenCalledWith('/age-gate?returnTo=%2Fcheckout%3Fstep%3D2');
    const evil = guardWith(undefined);
    await expect(evil.guard.requireAgeVerified({ returnTo: '//evil.test' })).rejects.toThrow();
    expect(evil.redirect).toHaveBeenCalledWith('/age-gate?returnTo=%2F');
  });

  it('deny misconfigured: outside a request (next/headers throws), the guard denies', async () => {
    const ctx = {
      config: { gatePath: '/age-gate' },
      check: { keys: createGateTokenKeys([SECRET]), requirement: US_CA_ADULT },
    };
    const guard = createGuard(ctx as unknown as HandlerContext, {
      headers: async () => {
        throw new Error('headers() was called outside a request scope');
      },
      redirect: () => {
        throw new Error('redirect');
      },
    });
    expect(await guard.getAgeVerification()).toEqual({ verified: false, reason: 'misconfigured' });
  });

  it('requireAgeVerified(request) throws AGE_VERIFICATION_REQUIRED in route handlers', async () => {
    const { ageGate } = createGateFixture();
    const error = await ageGate
      .requireAgeVerified(appRequest('/api/orders'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OfageError);
    expect(error).toMatchObject({ code: 'AGE_VERIFICATION_REQUIRED', status: 401 });
  });

  it('withAgeVerification answers 401 when not verified and passes the claims when verified', async () => {
    const { ageGate } = createGateFixture();
    const handler = ageGate.withAgeVerification(async (_request, _ctx: unknown, claims) =>
      Response.json({ id: claims.verificationId }),
    );
    const denied = await handler(appRequest('/api/orders'), {});
    expect(denied.status).toBe(401);
    expect(await denied.json()).toMatchObject({ error: 'AGE_VERIFICATION_REQUIRED' });
    const allowed = await handler(
      appRequest('/api/orders', { cookie: await cookieFor({ verificationId: 'v-1' }) }),
      {},
    );
    expect(await allowed.json()).toEqual({ id: 'v-1' });
  });

  it('reads the cookie under the host the request came to (x-forwarded-host)', async () => {
    const local = await mintVerifiedCookie({
      secret: SECRET,
      url: 'http://localhost:3000',
      now: () => NOW,
      ...US_CA_ADULT,
    });
    const { guard } = guardWith(undefined);
    const ctx = {
      config: { gatePath: '/age-gate' },
      check: { keys: createGateTokenKeys([SECRET]), requirement: US_CA_ADULT, now: () => NOW },
    };
    const localGuard = createGuard(ctx as unknown as HandlerContext, {
      headers: async () =>
        new Headers({
          host: 'localhost:3000',
          'x-forwarded-proto': 'http',
          cookie: local.cookieHeader,
        }),
      redirect: () => {
        throw new Error('redirect');
      },
    });
    expect((await localGuard.getAgeVerification()).verified).toBe(true);
    expect((await guard.getAgeVerification()).verified).toBe(false);
  });
});
