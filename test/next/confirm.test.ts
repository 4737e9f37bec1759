import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { GateStatus } from '../../src/protocol/gate-api';
import {
  APP,
  CookieJar,
  NOW,
  OTHER_SECRET,
  SECRET,
  appRequest,
  createGateFixture,
} from './gate-fixture';

async function startSession(fixture: ReturnType<typeof createGateFixture>, jar = new CookieJar()) {
  const response = jar.store(
    await fixture.ageGate.handlers.POST(
      appRequest('/api/age-gate/session', { method: 'POST', jar, body: { returnTo: '/spirits' } }),
    ),
  );
  const { id } = (await response.json()) as { id: string };
  return { id, jar };
}

async function confirm(fixture: ReturnType<typeof createGateFixture>, jar: CookieJar) {
  const response = jar.store(
    await fixture.ageGate.handlers.POST(
      appRequest('/api/age-gate/confirm', { method: 'POST', jar }),
    ),
  );
  return { response, status: (await response.json()) as GateStatus };
}

const PASS = {
  status: 'PASS',
  ageCategory: 'adult',
  method: 'id-document',
  age: { low: 30, high: 30 },
} as const;

describe('POST /api/age-gate/confirm', () => {
  it('on PASS sets the verified cookie and clears the binding', async () => {
    const fixture = createGateFixture();
    const { id, jar } = await startSession(fixture);
    fixture.service.complete(id, PASS);
    const { response, status } = await confirm(fixture, jar);
    expect(status).toMatchObject({
      verified: true,
      state: 'verified',
      verificationId: id,
      ageCategory: 'adult',
    });
    expect(jar.cookies.has('__Host-ofage-verified')).toBe(true);
    expect(jar.cookies.has('__Host-ofage-session')).toBe(false);
    const verified = response.headers
      .getSetCookie()
      .find((c) => c.startsWith('__Host-ofage-verified='))!;
    expect(verified).toContain(`Max-Age=${30 * 24 * 3600}`);
    expect(verified).toMatch(/HttpOnly.*SameSite=Lax.*Secure/);
    expect(
      (await fixture.ageGate.getAgeVerification(appRequest('/spirits', { jar }))).verified,
    ).toBe(true);
  });

  it('the verified cookie holds no personal data: only gate claims', async () => {
    const fixture = createGateFixture();
    const { id, jar } = await startSession(fixture);
    fixture.service.complete(id, { ...PASS, dob: '1990-01-01' } as never);
    await confirm(fixture, jar);
    const payload = JSON.parse(
      Buffer.from(jar.cookies.get('__Host-ofage-verified')!.split('.')[1]!, 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(Object.keys(payload).sort()).toEqual(
      [
        'ageCategory',
        'ageLow',
        'aud',
        'criteria',
        'exp',
        'iat',
        'iss',
        'jurisdiction',
        'method',
        'verificationId',
      ].sort(),
    );
    expect(payload).toMatchObject({
      jurisdiction: 'US-CA',
      criteria: { ageCategory: 'ADULT' },
      ageLow: 30,
    });
  });

  it('honours a custom cookie lifetime', async () => {
    const fixture = createGateFixture({ cookieMaxAge: 3600 });
    const { id, jar } = await startSession(fixture);
    fixture.service.complete(id, PASS);
    const { response, status } = await confirm(fixture, jar);
    expect(response.headers.getSetCookie().join()).toContain('Max-Age=3600');
    expect(status.expiresAt).toBe(NOW / 1000 + 3600);
  });

  it('while the verification runs, keeps the gate closed and the binding', async () => {
    const fixture = createGateFixture();
    const { jar } = await startSession(fixture);
    const { status } = await confirm(fixture, jar);
    expect(status).toMatchObject({ verified: false, state: 'pending' });
    expect(jar.cookies.has('__Host-ofage-verified')).toBe(false);
    expect(jar.cookies.has('__Host-ofage-session')).toBe(true);
  });

  it('on FAIL keeps the gate closed, says why and clears the binding', async () => {
    const fixture = createGateFixture();
    const { id, jar } = await startSession(fixture);
    fixture.service.complete(id, { status: 'FAIL', failureReason: 'max-attempts-exceeded' });
    const { status } = await confirm(fixture, jar);
    expect(status).toMatchObject({
      verified: false,
      state: 'failed',
      failureReason: 'max-attempts-exceeded',
    });
    expect(status.message).toMatch(/too many/i);
    expect(jar.cookies.size).toBe(0);
  });

  it('a PASS in a lower category than the gate asks does not open it', async () => {
    const fixture = createGateFixture();
    const { id, jar } = await startSession(fixture);
    fixture.service.complete(id, {
      ...PASS,
      ageCategory: 'digital-youth',
      age: { low: 15, high: 16 },
    });
    const { status } = await confirm(fixture, jar);
    expect(status).toMatchObject({
      verified: false,
      state: 'failed',
      failureReason: 'criteria-not-met',
    });
    expect(jar.cookies.has('__Host-ofage-verified')).toBe(false);
  });

  it('id binding: another browser cannot confirm a verification it did not start', async () => {
    const fixture = createGateFixture();
    const { id } = await startSession(fixture);
    fixture.service.complete(id, PASS);
    const other = new CookieJar();
    const { status } = await confirm(fixture, other);
    expect(status).toMatchObject({ verified: false, state: 'unverified' });
    expect(other.cookies.size).toBe(0);
    expect(fixture.service.calls.filter((c) => c.includes('get-status'))).toEqual([]);
  });

  it('id binding: a session cookie forged for another id with a foreign secret is ignored', async () => {
    const fixture = createGateFixture();
    const { id } = await startSession(fixture);
    fixture.service.complete(id, PASS);
    const forged = await new SignJWT({
      verificationId: id,
      jurisdiction: 'US-CA',
      criteria: { ageCategory: 'ADULT' },
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('ofage')
      .setAudience('ofage:session')
      .setIssuedAt(NOW / 1000)
      .setExpirationTime(NOW / 1000 + 600)
      .sign(new TextEncoder().encode(OTHER_SECRET));
    const jar = new CookieJar();
    jar.cookies.set('__Host-ofage-session', forged);
    const { status } = await confirm(fixture, jar);
    expect(status).toMatchObject({ verified: false, state: 'unverified' });
    expect(jar.cookies.size).toBe(0);
  });

  it('id binding: a verified cookie cannot be replayed as a session binding (audiences differ)', async () => {
    const fixture = createGateFixture();
    const { id, jar } = await startSession(fixture);
    fixture.service.complete(id, PASS);
    await confirm(fixture, jar);
    const other = new CookieJar();
    other.cookies.set('__Host-ofage-session', jar.cookies.get('__Host-ofage-verified')!);
    expect((await confirm(fixture, other)).status.state).toBe('unverified');
  });

  it('an expired binding cannot be confirmed', async () => {
    const fixture = createGateFixture();
    const { id, jar } = await startSession(fixture);
    fixture.service.complete(id, PASS);
    fixture.clock.now += 25 * 3600 * 1000;
    const { status } = await confirm(fixture, jar);
    expect(status).toMatchObject({ verified: false, state: 'unverified' });
  });

  it('CSRF: confirm from a foreign Origin is rejected', async () => {
    const fixture = createGateFixture();
    const { id, jar } = await startSession(fixture);
    fixture.service.complete(id, PASS);
    const response = await fixture.ageGate.handlers.POST(
      appRequest('/api/age-gate/confirm', { method: 'POST', jar, origin: 'https://evil.test' }),
    );
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('an already verified browser is answered without calling the service', async () => {
    const fixture = createGateFixture();
    const { id, jar } = await startSession(fixture);
    fixture.service.complete(id, PASS);
    await confirm(fixture, jar);
    const calls = fixture.service.calls.length;
    expect((await confirm(fixture, jar)).status.verified).toBe(true);
    expect(fixture.service.calls.length).toBe(calls);
  });

  it('rotation: a verified cookie signed with the previous secret still opens the gate', async () => {
    const before = createGateFixture({ secret: OTHER_SECRET });
    const { id, jar } = await startSession(before);
    before.service.complete(id, PASS);
    await confirm(before, jar);
    const after = createGateFixture({ secret: [SECRET, OTHER_SECRET] });
    expect((await after.ageGate.getAgeVerification(appRequest('/', { jar }))).verified).toBe(true);
    const dropped = createGateFixture({ secret: SECRET });
    expect(await dropped.ageGate.getAgeVerification(appRequest('/', { jar }))).toEqual({
      verified: false,
      reason: 'invalid-signature',
    });
  });

  it(`uses the app's own origin in the redirectUrl (${APP})`, async () => {
    const fixture = createGateFixture();
    await startSession(fixture);
    expect(fixture.service.performed[0]!.options!.redirectUrl!.startsWith(`${APP}/`)).toBe(true);
  });
});
