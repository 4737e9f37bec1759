import { describe, expect, it } from 'vitest';
import { APP, CookieJar, appRequest, createGateFixture } from './gate-fixture';

const session = (
  fixture: ReturnType<typeof createGateFixture>,
  options: { headers?: Record<string, string>; origin?: string; jar?: CookieJar } = {},
) =>
  fixture.ageGate.handlers.POST(
    appRequest('/api/age-gate/session', { method: 'POST', body: {}, ...options }),
  );

/** What an anonymous client sent in the probe: a forged Origin and forwarded host. */
const FORGED = {
  origin: 'https://evil.example',
  headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
};

describe('session: forwarded headers are trusted only when configured', () => {
  it('a forged Origin + X-Forwarded-Host is refused, and the service is not called', async () => {
    const fixture = createGateFixture();
    const response = await session(fixture, FORGED);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error: 'FORBIDDEN_ORIGIN',
      errorMessage: expect.stringContaining('OFAGE_APP_URL'),
    });
    expect(fixture.service.performed).toEqual([]);
  });

  it('the callback URL never follows X-Forwarded-Host without trustProxy (unconfigured, on localhost)', async () => {
    const fixture = createGateFixture({ appUrl: undefined });
    const response = await fixture.ageGate.handlers.POST(
      new Request('http://localhost:3001/api/age-gate/session', {
        method: 'POST',
        headers: {
          host: 'localhost:3001',
          origin: 'http://localhost:3001',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
          'content-type': 'application/json',
        },
        body: '{}',
      }),
    );
    // Origin is the real one (a browser on the shop), so the session is made — for the shop.
    expect(response.status).toBe(200);
    const redirectUrl = new URL(fixture.service.performed[0]!.options!.redirectUrl!);
    expect(redirectUrl.origin).toBe('http://localhost:3001');
  });

  it('unconfigured on a public host, a forged Host + X-Forwarded-Proto + Origin makes no session (Next takes the scheme from X-Forwarded-Proto)', async () => {
    const fixture = createGateFixture({ appUrl: undefined });
    const response = await fixture.ageGate.handlers.POST(
      new Request('https://127.0.0.1:3000/api/age-gate/session', {
        method: 'POST',
        headers: {
          host: 'evil.example',
          origin: 'https://evil.example',
          'x-forwarded-proto': 'https',
          'content-type': 'application/json',
        },
        body: '{}',
      }),
    );
    expect(response.status).toBe(403);
    expect(((await response.json()) as { errorMessage: string }).errorMessage).toMatch(
      /OFAGE_APP_URL/,
    );
    expect(fixture.service.performed).toEqual([]);
  });

  it('with appUrl, a forged forwarded host counts for nothing', async () => {
    const fixture = createGateFixture({ appUrl: APP, trustProxy: true });
    expect((await session(fixture, FORGED)).status).toBe(403);
    const ok = await session(fixture, { headers: FORGED.headers });
    expect(ok.status).toBe(200);
    expect(new URL(fixture.service.performed[0]!.options!.redirectUrl!).origin).toBe(APP);
  });

  it('trustProxy (env OFAGE_TRUST_PROXY=1): the proxy you run decides the host', async () => {
    const fixture = createGateFixture({ appUrl: undefined, env: { OFAGE_TRUST_PROXY: '1' } });
    const request = new Request('http://localhost:3000/api/age-gate/session', {
      method: 'POST',
      headers: {
        origin: 'https://www.shop.example',
        'x-forwarded-host': 'www.shop.example',
        'x-forwarded-proto': 'https',
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect((await fixture.ageGate.handlers.POST(request)).status).toBe(200);
    expect(new URL(fixture.service.performed[0]!.options!.redirectUrl!).origin).toBe(
      'https://www.shop.example',
    );
    expect(() => createGateFixture({ env: { OFAGE_TRUST_PROXY: 'perhaps' } })).toThrow(
      /OFAGE_TRUST_PROXY/,
    );
  });
});

describe('session: rate limits', () => {
  it('per client address: the 11th session in a minute gets 429 with Retry-After; a minute later it works again', async () => {
    const fixture = createGateFixture();
    const from = { headers: { 'x-forwarded-for': '203.0.113.7' } };
    for (let i = 0; i < 10; i++) expect((await session(fixture, from)).status).toBe(200);
    const limited = await session(fixture, from);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({
      error: 'TOO_MANY_REQUESTS',
      errorMessage: expect.stringMatching(/try again in \d+ seconds/),
    });
    expect(fixture.service.performed).toHaveLength(10);
    // Another address is not held back by this one.
    expect(
      (await session(fixture, { headers: { 'x-forwarded-for': '198.51.100.1' } })).status,
    ).toBe(200);
    fixture.clock.now += 60_000;
    expect((await session(fixture, from)).status).toBe(200);
  });

  it('per browser binding: one browser rotating X-Forwarded-For is still limited', async () => {
    const fixture = createGateFixture();
    const jar = new CookieJar();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await session(fixture, {
        jar,
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      });
      jar.store(response);
      statuses.push(response.status);
    }
    // The first session makes the binding; the next five draw on its bucket.
    expect(statuses.filter((s) => s === 200)).toHaveLength(6);
    expect(statuses.slice(6).every((s) => s === 429)).toBe(true);
  });

  it('the probe: 961 sessions from rotating forged addresses without cookies stop at the per-instance total', async () => {
    const fixture = createGateFixture();
    const statuses = await Promise.all(
      Array.from({ length: 961 }, (_, i) =>
        session(fixture, { headers: { 'x-forwarded-for': `10.${i >> 8}.${i & 255}.1` } }).then(
          (r) => r.status,
        ),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(300);
    expect(statuses.filter((s) => s === 429)).toHaveLength(661);
    expect(fixture.service.performed).toHaveLength(300);
  });

  it('limits are configurable, and off with rateLimit: false', async () => {
    const strict = createGateFixture({ rateLimit: { perAddress: 2 } });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await session(strict)).status);
    expect(statuses).toEqual([200, 200, 429]);
    const off = createGateFixture({ rateLimit: false });
    for (let i = 0; i < 15; i++) expect((await session(off)).status).toBe(200);
  });

  it('mobile/session: per app user', async () => {
    const fixture = createGateFixture({
      mobile: {
        authenticate: (request) => request.headers.get('authorization')?.slice(7) ?? null,
        redirectUrlAllowlist: ['myshop://age-verified'],
      },
    });
    const call = (user: string, i: number) =>
      fixture.ageGate.handlers.POST(
        new Request(`${APP}/api/age-gate/mobile/session`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${user}`,
            'x-forwarded-for': `192.0.2.${i}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ redirectUrl: 'myshop://age-verified' }),
        }),
      );
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await call('user-1', i)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await call('user-2', 99)).status).toBe(200);
  });
});
