import { describe, expect, it } from 'vitest';
import { ageGateProxy } from '../../src/next/age-gate-proxy';
import { mintVerifiedCookie } from '../../src/next/mint-verified-cookie';
import type { GateStatus } from '../../src/protocol/gate-api';
import { CookieJar, NOW, SECRET, appRequest, createGateFixture } from './gate-fixture';

/** Mississippi: the age of majority is 21; California's is 18. */
const STRICT = { jurisdiction: 'US-MS', criteria: { ageCategory: 'ADULT' as const } };

function strictGate() {
  return createGateFixture({ ...STRICT, allowClientJurisdiction: true });
}

const startSession = (
  fixture: ReturnType<typeof createGateFixture>,
  jar: CookieJar,
  body: Record<string, unknown>,
) =>
  fixture.ageGate.handlers
    .POST(appRequest('/api/age-gate/session', { method: 'POST', jar, body }))
    .then((response) => jar.store(response));

/** A cookie proving adult in California by a threshold-only method (age over 18). */
const californiaAdult18 = (ageLow = 18) =>
  mintVerifiedCookie({
    secret: SECRET,
    url: 'https://shop.test',
    now: () => NOW,
    jurisdiction: 'US-CA',
    criteria: { ageCategory: 'ADULT' },
    ageCategory: 'adult',
    ageLow,
  });

describe('allowClientJurisdiction: no state shared between visitors', () => {
  it('a visitor choosing US-CA does not change what later visitors are asked', async () => {
    const fixture = strictGate();
    await startSession(fixture, new CookieJar(), { jurisdiction: 'US-CA' });
    await startSession(fixture, new CookieJar(), {});
    await startSession(fixture, new CookieJar(), {});
    expect(fixture.service.performed.map((p) => p.jurisdiction)).toEqual([
      'US-CA',
      'US-MS',
      'US-MS',
    ]);
    expect(fixture.ageGate.proxyOptions).toMatchObject({ jurisdiction: 'US-MS' });
  });

  it('two interleaved visitors with different jurisdictions each get their own threshold', async () => {
    const fixture = strictGate();
    const visitors = Array.from({ length: 8 }, (_, i) => (i % 2 ? 'US-CA' : undefined));
    await Promise.all(
      visitors.map((jurisdiction) =>
        startSession(fixture, new CookieJar(), jurisdiction ? { jurisdiction } : {}),
      ),
    );
    const asked = fixture.service.performed.map((p) => p.jurisdiction).sort();
    expect(asked).toEqual([...Array(4).fill('US-CA'), ...Array(4).fill('US-MS')]);
  });
});

describe('allowClientJurisdiction: a low-threshold pass does not open a stricter gate', () => {
  it('proxy: an 18+ California cookie does not open a 21+ (US-MS ADULT) gate', async () => {
    const proxy = ageGateProxy({
      ...STRICT,
      protect: ['/spirits'],
      secret: SECRET,
      anyJurisdiction: true,
      now: () => NOW,
      env: {},
    });
    const cookie = await californiaAdult18();
    const denied = await proxy(
      new Request('https://shop.test/spirits', { headers: { cookie: cookie.cookieHeader } }),
      undefined,
    );
    expect(denied?.headers.get('x-ofage-gate')).toBe('criteria-not-met');
  });

  it('guard: an 18+ California cookie does not open a 21+ gate; a proven age of 30 does', async () => {
    const { ageGate } = strictGate();
    const low = await californiaAdult18();
    expect(
      await ageGate.getAgeVerification(appRequest('/spirits', { cookie: low.cookieHeader })),
    ).toEqual({ verified: false, reason: 'criteria-not-met' });
    const high = await californiaAdult18(30);
    expect(
      (await ageGate.getAgeVerification(appRequest('/spirits', { cookie: high.cookieHeader })))
        .verified,
    ).toBe(true);
  });

  it('confirm: a pass for US-CA proving only "over 18" does not set a cookie at the US-MS gate', async () => {
    const fixture = strictGate();
    const jar = new CookieJar();
    const created = await startSession(fixture, jar, { jurisdiction: 'US-CA' });
    const { id } = (await created.json()) as { id: string };
    fixture.service.complete(id, {
      status: 'PASS',
      ageCategory: 'adult',
      method: 'age-key',
      age: { low: 18, high: 100 },
    });
    const confirmed = jar.store(
      await fixture.ageGate.handlers.POST(
        appRequest('/api/age-gate/confirm', { method: 'POST', jar }),
      ),
    );
    expect((await confirmed.json()) as GateStatus).toMatchObject({
      verified: false,
      failureReason: 'criteria-not-met',
    });
    expect(jar.cookies.has('__Host-ofage-verified')).toBe(false);
  });

  it('the same jurisdiction still decides by the service’s category', async () => {
    const proxy = ageGateProxy({
      jurisdiction: 'US-CA',
      criteria: { ageCategory: 'ADULT' },
      protect: ['/spirits'],
      secret: SECRET,
      anyJurisdiction: true,
      now: () => NOW,
      env: {},
    });
    const cookie = await californiaAdult18();
    const response = await proxy(
      new Request('https://shop.test/spirits', { headers: { cookie: cookie.cookieHeader } }),
      undefined,
    );
    expect(response?.headers.get('x-ofage-gate')).not.toBe('criteria-not-met');
  });
});
