/**
 * The default store lives in memory: a restart (or a deploy) empties it. A verified cookie minted
 * before the store existed may have been revoked while nobody was listening, so the gate asks the
 * service about it once (get-status), and remembers the answer.
 */
import { describe, expect, it } from 'vitest';
import { createAgeGate } from '../../src/next/create-age-gate';
import { mintVerifiedCookie } from '../../src/next/mint-verified-cookie';
import type { FakeService } from './fake-service';
import {
  APP,
  CookieJar,
  NOW,
  SECRET,
  appRequest,
  createGateFixture,
  deliverWebhook,
  gateConfig,
} from './gate-fixture';

const PASS = {
  status: 'PASS',
  ageCategory: 'adult',
  method: 'id-document',
  age: { low: 30, high: 30 },
} as const;

/** A browser verifies on `gate`: session, the widget's PASS, confirm. */
async function verifiedBrowser(fixture: ReturnType<typeof createGateFixture>) {
  const jar = new CookieJar();
  const created = jar.store(
    await fixture.ageGate.handlers.POST(
      appRequest('/api/age-gate/session', { method: 'POST', jar, body: {} }),
    ),
  );
  const { id } = (await created.json()) as { id: string };
  fixture.service.complete(id, PASS);
  jar.store(
    await fixture.ageGate.handlers.POST(
      appRequest('/api/age-gate/confirm', { method: 'POST', jar }),
    ),
  );
  const token = jar.cookies.get('__Host-ofage-verified')!;
  expect(token).toBeDefined();
  return { jar, id, token };
}

/** The same app started again `afterMs` later: same service, secrets and clock; a new store. */
function restart(fixture: ReturnType<typeof createGateFixture>, afterMs = 10_000) {
  fixture.clock.now += afterMs;
  return createAgeGate(gateConfig(fixture.service, fixture.clock));
}

const statusCalls = (service: FakeService) =>
  service.calls.filter((c) => c.endsWith('/get-status')).length;

describe('revocations survive a restart of the app', () => {
  it('revocation bound: revoked before the restart, replayed after it: the guard, a server function, refresh and verifyToken deny', async () => {
    const fixture = createGateFixture();
    const browser = await verifiedBrowser(fixture);
    fixture.service.revoke(browser.id);
    await deliverWebhook(fixture.ageGate, {
      eventType: 'Verification.Revoke',
      data: { verifications: [{ id: browser.id, reason: 'fraud' }] },
    });
    expect(
      (await fixture.ageGate.getAgeVerification(appRequest('/', { jar: browser.jar }))).verified,
    ).toBe(false);

    const restarted = restart(fixture);
    const calls = statusCalls(fixture.service);
    expect(
      await restarted.getAgeVerification(appRequest('/checkout', { jar: browser.jar })),
    ).toEqual({ verified: false, reason: 'revoked' });
    const placeOrder = restarted.withAgeVerification(async () => new Response('order placed'));
    expect((await placeOrder(appRequest('/api/orders', { jar: browser.jar }), {})).status).toBe(
      401,
    );
    expect(await restarted.verifyToken(browser.token)).toEqual({ valid: false, reason: 'revoked' });

    // The proxy's way back: the refresh route deletes the cookies and sends it to the gate.
    const refreshed = await restarted.handlers.GET(
      appRequest('/api/age-gate/refresh?returnTo=%2Fspirits', { jar: browser.jar }),
    );
    expect(refreshed.headers.get('location')).toBe(`${APP}/age-gate?returnTo=%2Fspirits`);
    expect(refreshed.headers.getSetCookie().join()).toMatch(
      /__Host-ofage-verified=;[^,]*Max-Age=0/,
    );

    // One question to the service, then the store's answer.
    expect(statusCalls(fixture.service) - calls).toBe(1);
  });

  it('a verification that was not revoked is confirmed once after the restart, then served from the store', async () => {
    const fixture = createGateFixture();
    const browser = await verifiedBrowser(fixture);
    const restarted = restart(fixture);
    const calls = statusCalls(fixture.service);
    const checks = await Promise.all(
      [1, 2, 3].map(() => restarted.getAgeVerification(appRequest('/', { jar: browser.jar }))),
    );
    expect(checks.map((c) => c.verified)).toEqual([true, true, true]);
    expect(await restarted.getAgeVerification(appRequest('/', { jar: browser.jar }))).toMatchObject(
      { verified: true },
    );
    expect(statusCalls(fixture.service) - calls).toBe(1);

    // Revoked later: the webhook reaches the new process's store, which denies at once.
    await deliverWebhook(restarted, {
      eventType: 'Verification.Revoke',
      data: { verifications: [{ id: browser.id, reason: 'fraud' }] },
    });
    expect(await restarted.getAgeVerification(appRequest('/', { jar: browser.jar }))).toEqual({
      verified: false,
      reason: 'revoked',
    });
  });

  it('a service that cannot answer now denies (fail closed) and is asked again on the next check', async () => {
    const fixture = createGateFixture();
    const browser = await verifiedBrowser(fixture);
    const restarted = restart(fixture);
    fixture.service.failNextWith(
      Response.json({ error: 'INTERNAL_ERROR', errorMessage: 'down' }, { status: 500 }),
    );
    expect(await restarted.getAgeVerification(appRequest('/', { jar: browser.jar }))).toEqual({
      verified: false,
      reason: 'misconfigured',
    });
    expect(await restarted.verifyToken(browser.token)).toMatchObject({ valid: true });
  });

  it('an old cookie for an id the service does not know opens nothing', async () => {
    const fixture = createGateFixture();
    const minted = await mintVerifiedCookie({
      secret: SECRET,
      url: APP,
      now: () => NOW - 60_000,
      jurisdiction: 'US-CA',
      criteria: { ageCategory: 'ADULT' },
    });
    expect(
      await fixture.ageGate.getAgeVerification(appRequest('/', { cookie: minted.cookieHeader })),
    ).toEqual({ verified: false, reason: 'revoked' });
  });

  it('a cookie minted since the store started costs no call to the service', async () => {
    const fixture = createGateFixture();
    const browser = await verifiedBrowser(fixture);
    const calls = statusCalls(fixture.service);
    for (let i = 0; i < 3; i++) {
      expect(
        (await fixture.ageGate.getAgeVerification(appRequest('/', { jar: browser.jar }))).verified,
      ).toBe(true);
    }
    expect(statusCalls(fixture.service)).toBe(calls);
  });

  it('revocation bound: confirm reads `revoked` in get-status (no webhook needed) and remembers it', async () => {
    const fixture = createGateFixture();
    const jar = new CookieJar();
    const created = jar.store(
      await fixture.ageGate.handlers.POST(
        appRequest('/api/age-gate/session', { method: 'POST', jar, body: {} }),
      ),
    );
    const { id } = (await created.json()) as { id: string };
    fixture.service.revoke(id);
    const confirmed = await fixture.ageGate.handlers.POST(
      appRequest('/api/age-gate/confirm', { method: 'POST', jar }),
    );
    expect(await confirmed.json()).toMatchObject({ verified: false, failureReason: 'revoked' });
  });
});
