import { encode } from 'next-auth/jwt';
import { describe, expect, it } from 'vitest';
import { accountTag } from '../../src/next/account-tag';
import { ageGateProxy } from '../../src/next/age-gate-proxy';
import { createAgeGate } from '../../src/next/create-age-gate';
import { mintVerifiedCookie } from '../../src/next/mint-verified-cookie';
import { nextAuthTokenSource } from '../../src/next/next-auth-token-source';
import { NEXT_AUTH_CLAIM, syncAgeVerification } from '../../src/next/sync-age-verification';
import {
  CookieJar,
  NOW,
  OTHER_SECRET,
  SECRET,
  appRequest,
  createGateFixture,
  gateConfig,
} from './gate-fixture';

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
      // Verified while user-1 was signed in.
      accountId: 'user-1',
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
    const { ageGate } = createGateFixture({
      tokenSource: nextAuthTokenSource({ secret: NEXTAUTH_SECRET }),
    });
    expect((await ageGate.getAgeVerification(appRequest('/spirits', { cookie }))).verified).toBe(
      true,
    );

    const proxy = ageGateProxy({ ...ageGate.proxyOptions, protect: ['/spirits'] });
    // A new device: no fresh cookie yet, so once round the refresh route (a revocation lookup)…
    const first = await proxy(
      new Request('https://shop.test/spirits', { headers: { cookie } }),
      undefined,
    );
    expect(first?.status).toBe(307);
    const refreshed = await ageGate.handlers.GET(
      appRequest(first!.headers.get('location')!, { cookie }),
    );
    expect(refreshed.headers.get('location')).toBe('https://shop.test/spirits');
    const fresh = refreshed.headers.getSetCookie()[0]!.split(';')[0]!;
    // …and then through.
    expect(
      await proxy(
        new Request('https://shop.test/spirits', { headers: { cookie: `${cookie}; ${fresh}` } }),
        undefined,
      ),
    ).toBeUndefined();
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

describe('next-auth: a verification belongs to the account that was signed in when it was made', () => {
  const tokenSource = () => nextAuthTokenSource({ secret: NEXTAUTH_SECRET });
  const signedIn = async (sub: string) =>
    `next-auth.session-token=${await encode({ token: { sub }, secret: NEXTAUTH_SECRET })}`;
  const PASS = {
    status: 'PASS',
    ageCategory: 'adult',
    method: 'id-document',
    age: { low: 30, high: 30 },
  } as const;

  /** This browser verifies, signed in as `account` (or signed out). */
  async function verifyInBrowser(
    fixture: ReturnType<typeof createGateFixture>,
    jar: CookieJar,
    account?: string,
  ) {
    const auth = account ? await signedIn(account) : undefined;
    const cookie = () => [jar.header(), auth].filter(Boolean).join('; ');
    const created = jar.store(
      await fixture.ageGate.handlers.POST(
        appRequest('/api/age-gate/session', { method: 'POST', cookie: cookie(), body: {} }),
      ),
    );
    const { id } = (await created.json()) as { id: string };
    fixture.service.complete(id, PASS);
    const confirmed = jar.store(
      await fixture.ageGate.handlers.POST(
        appRequest('/api/age-gate/confirm', { method: 'POST', cookie: cookie() }),
      ),
    );
    expect(((await confirmed.json()) as { verified: boolean }).verified).toBe(true);
    return id;
  }

  /** The jwt callback of `account`, in this browser. */
  const jwtCallback = async (
    fixture: ReturnType<typeof createGateFixture>,
    jar: CookieJar,
    account: string,
    options: { token?: Record<string, unknown>; stored?: string; adopt?: boolean } = {},
  ) =>
    syncAgeVerification({ sub: account, ...options.token }, fixture.ageGate, {
      request: appRequest('/api/auth/session', {
        cookie: `${jar.header()}; ${await signedIn(account)}`,
      }),
      stored: options.stored,
      adoptBrowserVerification: options.adopt,
    });

  it('sign in as A, verify, sign out, sign in as B: B is not verified, not even from A’s stored copy', async () => {
    const fixture = createGateFixture({ tokenSource: tokenSource() });
    const jar = new CookieJar();
    await verifyInBrowser(fixture, jar, 'account-a');
    const a = await jwtCallback(fixture, jar, 'account-a');
    expect(typeof a[NEXT_AUTH_CLAIM]).toBe('string');

    const b = await jwtCallback(fixture, jar, 'account-b');
    expect(b[NEXT_AUTH_CLAIM]).toBeUndefined();
    const fromStore = await jwtCallback(fixture, jar, 'account-b', {
      stored: a[NEXT_AUTH_CLAIM] as string,
    });
    expect(fromStore[NEXT_AUTH_CLAIM]).toBeUndefined();
    const carried = await jwtCallback(fixture, jar, 'account-b', {
      token: { [NEXT_AUTH_CLAIM]: a[NEXT_AUTH_CLAIM] },
    });
    expect(carried[NEXT_AUTH_CLAIM]).toBeUndefined();

    // Even a jwt callback that put A's token into B's JWT opens nothing on B's other devices.
    const bJwt = `next-auth.session-token=${await encode({
      token: { sub: 'account-b', [NEXT_AUTH_CLAIM]: a[NEXT_AUTH_CLAIM] },
      secret: NEXTAUTH_SECRET,
    })}`;
    expect(
      (await fixture.ageGate.getAgeVerification(appRequest('/spirits', { cookie: bJwt }))).verified,
    ).toBe(false);
  });

  it('verify signed out, then sign in as A: not attached without A’s explicit confirmation', async () => {
    const fixture = createGateFixture({ tokenSource: tokenSource() });
    const jar = new CookieJar();
    await verifyInBrowser(fixture, jar);
    expect((await jwtCallback(fixture, jar, 'account-a'))[NEXT_AUTH_CLAIM]).toBeUndefined();

    // A confirms ("use this browser's verification for my account"): now it is A's…
    const adopted = await jwtCallback(fixture, jar, 'account-a', { adopt: true });
    const token = adopted[NEXT_AUTH_CLAIM] as string;
    expect(typeof token).toBe('string');
    expect(
      (await jwtCallback(fixture, jar, 'account-a', { token: { [NEXT_AUTH_CLAIM]: token } }))[
        NEXT_AUTH_CLAIM
      ],
    ).toBe(token);
    // …and only A's: B confirming the same in this browser gets nothing.
    const b = await jwtCallback(fixture, jar, 'account-b', { adopt: true });
    expect(b[NEXT_AUTH_CLAIM]).toBeUndefined();
  });

  it('a session started as A but confirmed after switching to B is bound to neither', async () => {
    const fixture = createGateFixture({ tokenSource: tokenSource() });
    const jar = new CookieJar();
    const created = jar.store(
      await fixture.ageGate.handlers.POST(
        appRequest('/api/age-gate/session', {
          method: 'POST',
          cookie: `${jar.header()}; ${await signedIn('account-a')}`,
          body: {},
        }),
      ),
    );
    const { id } = (await created.json()) as { id: string };
    fixture.service.complete(id, PASS);
    jar.store(
      await fixture.ageGate.handlers.POST(
        appRequest('/api/age-gate/confirm', {
          method: 'POST',
          cookie: `${jar.header()}; ${await signedIn('account-b')}`,
        }),
      ),
    );
    expect((await jwtCallback(fixture, jar, 'account-a'))[NEXT_AUTH_CLAIM]).toBeUndefined();
    expect((await jwtCallback(fixture, jar, 'account-b'))[NEXT_AUTH_CLAIM]).toBeUndefined();
  });

  /** The same app after a restart: a new process, so a new (empty) default store. */
  const restarted = (fixture: ReturnType<typeof createGateFixture>) => {
    fixture.clock.now += 10_000;
    return {
      ...fixture,
      ageGate: createAgeGate(
        gateConfig(fixture.service, fixture.clock, { tokenSource: tokenSource() }),
      ),
    };
  };
  const jarOf = (header: string) => {
    const jar = new CookieJar();
    for (const pair of header.split('; ')) {
      const eq = pair.indexOf('=');
      jar.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return jar;
  };

  it('account binding: adopted by A, never by B, even after a restart emptied the store and with a copy of the cookie from before A adopted it', async () => {
    const fixture = createGateFixture({ tokenSource: tokenSource() });
    const jar = new CookieJar();
    await verifyInBrowser(fixture, jar);
    const unbound = jar.header();
    const a = await jwtCallback(fixture, jar, 'account-a', { adopt: true });
    expect(typeof a[NEXT_AUTH_CLAIM]).toBe('string');

    const later = restarted(fixture);
    const b = await jwtCallback(later, jarOf(unbound), 'account-b', { adopt: true });
    expect(b[NEXT_AUTH_CLAIM], 'B adopted the verification A adopted').toBeUndefined();
    // A's copy still counts for A.
    expect(
      (
        await jwtCallback(later, jar, 'account-a', {
          token: { [NEXT_AUTH_CLAIM]: a[NEXT_AUTH_CLAIM] },
        })
      )[NEXT_AUTH_CLAIM],
    ).toBe(a[NEXT_AUTH_CLAIM]);
  });

  it('account binding: adoption rewrites the browser’s cookie bound to the account, so B is refused with a clear reason', async () => {
    const fixture = createGateFixture({ tokenSource: tokenSource() });
    const jar = new CookieJar();
    await verifyInBrowser(fixture, jar);
    const asAccount = async (account: string) =>
      appRequest('/account', { cookie: `${jar.header()}; ${await signedIn(account)}` });

    const adopted = await fixture.ageGate.adoptBrowserVerification(
      'account-a',
      await asAccount('account-a'),
    );
    // Outside Next (no route handler scope) the caller sets the cookie; Next does it itself.
    expect(adopted).toMatchObject({ adopted: true, cookieSet: false });
    if (!adopted.adopted) return;
    jar.store(new Response(null, { headers: { 'set-cookie': adopted.setCookie } }));
    const browser = await fixture.ageGate.getAgeVerification(appRequest('/spirits', { jar }));
    expect(browser.verified && browser.claims.account).toBe(await accountTag('account-a'));

    for (const gate of [fixture, restarted(fixture)]) {
      expect(
        await gate.ageGate.adoptBrowserVerification('account-b', await asAccount('account-b')),
      ).toEqual({ adopted: false, reason: 'other-account' });
      const b = await jwtCallback(gate, jar, 'account-b', { adopt: true });
      expect(b[NEXT_AUTH_CLAIM]).toBeUndefined();
    }
    // The browser itself stays verified, as for A verifying signed in and signing out.
    expect(
      (await fixture.ageGate.getAgeVerification(appRequest('/spirits', { jar }))).verified,
    ).toBe(true);
  });

  it('a verification made before the store began keeping is not adopted (it may have been, and forgotten)', async () => {
    const fixture = createGateFixture({ tokenSource: tokenSource() });
    const jar = new CookieJar();
    await verifyInBrowser(fixture, jar);
    const later = restarted(fixture);
    expect(
      await later.ageGate.adoptBrowserVerification(
        'account-a',
        appRequest('/account', { cookie: `${jar.header()}; ${await signedIn('account-a')}` }),
      ),
    ).toEqual({ adopted: false, reason: 'older-than-store' });
  });
});
