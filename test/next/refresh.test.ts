import { describe, expect, it } from 'vitest';
import { ageGateProxy } from '../../src/next/age-gate-proxy';
import { mintVerifiedCookie } from '../../src/next/mint-verified-cookie';
import {
  APP,
  NOW,
  OTHER_SECRET,
  SECRET,
  appRequest,
  createGateFixture,
  deliverWebhook,
} from './gate-fixture';

const verifiedOnly = async (secret = SECRET, verificationId?: string) =>
  (
    await mintVerifiedCookie({
      secret,
      url: APP,
      now: () => NOW,
      jurisdiction: 'US-CA',
      criteria: { ageCategory: 'ADULT' },
      ...(verificationId ? { verificationId } : {}),
    })
  ).cookieHeader.split('; ')[0]!;

describe('proxy: the verified cookie alone is not enough for a page load', () => {
  it('GET without a current fresh cookie goes round the refresh route; other methods pass to the guard', async () => {
    const { ageGate } = createGateFixture();
    const proxy = ageGateProxy({ ...ageGate.proxyOptions, protect: ['/spirits'] });
    const cookie = await verifiedOnly();
    const get = await proxy(appRequest('/spirits?sort=1', { cookie }), undefined);
    expect(get?.status).toBe(307);
    expect(get?.headers.get('location')).toBe(
      `${APP}/api/age-gate/refresh?returnTo=%2Fspirits%3Fsort%3D1`,
    );
    expect(
      await proxy(appRequest('/spirits', { cookie, method: 'POST', origin: APP }), undefined),
    ).toBeUndefined();
  });

  it('a fresh cookie of another verification does not count', async () => {
    const { ageGate } = createGateFixture();
    const proxy = ageGateProxy({ ...ageGate.proxyOptions, protect: ['/spirits'] });
    const other = await mintVerifiedCookie({
      secret: SECRET,
      url: APP,
      now: () => NOW,
      jurisdiction: 'US-CA',
      criteria: { ageCategory: 'ADULT' },
    });
    const fresh = other.cookieHeader.split('; ')[1]!;
    const cookie = `${await verifiedOnly()}; ${fresh}`;
    expect((await proxy(appRequest('/spirits', { cookie }), undefined))?.status).toBe(307);
  });
});

describe('GET /api/age-gate/refresh', () => {
  it('renews the fresh cookie and returns to a same-origin returnTo only', async () => {
    const { ageGate } = createGateFixture();
    const cookie = await verifiedOnly();
    for (const [returnTo, expected] of [
      ['/spirits?x=1', `${APP}/spirits?x=1`],
      ['/.//evil.example', `${APP}/`],
      ['https://evil.example/', `${APP}/`],
    ] as const) {
      const response = await ageGate.handlers.GET(
        appRequest(`/api/age-gate/refresh?returnTo=${encodeURIComponent(returnTo)}`, { cookie }),
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(expected);
      expect(response.headers.getSetCookie()[0]).toMatch(/^__Host-ofage-fresh=.+; Max-Age=60;/);
    }
  });

  it('a revoked verification: the cookies are deleted and the browser goes to the gate page', async () => {
    const { ageGate } = createGateFixture();
    const id = '00000000-0000-4000-8000-00000000abcd';
    await deliverWebhook(
      ageGate,
      { eventType: 'Verification.Revoke', data: { verifications: [{ id, reason: 'fraud' }] } },
      { id: 'msg_revoke' },
    );
    const response = await ageGate.handlers.GET(
      appRequest('/api/age-gate/refresh?returnTo=%2Fspirits', {
        cookie: await verifiedOnly(SECRET, id),
      }),
    );
    expect(response.headers.get('location')).toBe(`${APP}/age-gate?returnTo=%2Fspirits`);
    expect(response.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^__Host-ofage-verified=; .*Max-Age=0/),
      expect.stringMatching(/^__Host-ofage-fresh=; .*Max-Age=0/),
    ]);
  });

  it('a forged cookie is deleted; no cookie at all sets nothing', async () => {
    const { ageGate } = createGateFixture();
    const forged = await ageGate.handlers.GET(
      appRequest('/api/age-gate/refresh', { cookie: await verifiedOnly(OTHER_SECRET) }),
    );
    expect(forged.headers.getSetCookie()).toHaveLength(2);
    const none = await ageGate.handlers.GET(appRequest('/api/age-gate/refresh'));
    expect(none.status).toBe(303);
    expect(none.headers.getSetCookie()).toEqual([]);
  });
});
