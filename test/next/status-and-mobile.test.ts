import { describe, expect, it } from 'vitest';
import type { GateStatus } from '../../src/protocol/gate-api';
import { APP, CookieJar, appRequest, createGateFixture } from './gate-fixture';

const PASS = {
  status: 'PASS',
  ageCategory: 'adult',
  method: 'id-document',
  age: { low: 30, high: 30 },
} as const;

describe('GET /api/age-gate/status', () => {
  it('answers unverified at once for a browser with no cookies, without calling the service', async () => {
    const fixture = createGateFixture();
    const response = await fixture.ageGate.handlers.GET(appRequest('/api/age-gate/status'));
    expect(await response.json()).toMatchObject({ verified: false, state: 'unverified' });
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(fixture.service.calls).toEqual([]);
  });

  it('opens the gate for a verification finished elsewhere (QR / new tab) on the next check', async () => {
    const fixture = createGateFixture();
    const jar = new CookieJar();
    const created = jar.store(
      await fixture.ageGate.handlers.POST(
        appRequest('/api/age-gate/session', { method: 'POST', jar, body: {} }),
      ),
    );
    const { id } = (await created.json()) as { id: string };
    const pending = (await (
      await fixture.ageGate.handlers.GET(appRequest('/api/age-gate/status', { jar }))
    ).json()) as GateStatus;
    expect(pending.state).toBe('pending');
    fixture.service.complete(id, PASS);
    const done = jar.store(
      await fixture.ageGate.handlers.GET(appRequest('/api/age-gate/status', { jar })),
    );
    expect(((await done.json()) as GateStatus).verified).toBe(true);
    expect(jar.cookies.has('__Host-ofage-verified')).toBe(true);
  });
});

describe('mobile sessions', () => {
  const mobile = {
    authenticate: (request: Request) =>
      request.headers.get('authorization') === 'Bearer user-1-token'
        ? 'user-1'
        : request.headers.get('authorization') === 'Bearer user-2-token'
          ? 'user-2'
          : null,
    redirectUrlAllowlist: ['myshop://age-verified', 'https://shop.test/app/verified'],
  };
  const call = (
    fixture: ReturnType<typeof createGateFixture>,
    route: string,
    body: unknown,
    token = 'user-1-token',
    headers: Record<string, string> = {},
  ) =>
    fixture.ageGate.handlers.POST(
      new Request(`${APP}/api/age-gate/${route}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          ...headers,
        },
        body: JSON.stringify(body),
      }),
    );

  it('creates a session with an allowlisted custom-scheme redirectUrl and confirms it for its user', async () => {
    const fixture = createGateFixture({ mobile });
    const response = await call(fixture, 'mobile/session', {
      redirectUrl: 'myshop://age-verified?tab=2',
    });
    expect(response.status).toBe(200);
    const { id, sessionToken } = (await response.json()) as { id: string; sessionToken: string };
    expect(fixture.service.performed[0]!.options!.redirectUrl).toBe('myshop://age-verified?tab=2');
    fixture.service.complete(id, PASS);
    const confirmed = await call(fixture, 'mobile/confirm', { sessionToken });
    expect(await confirmed.json()).toMatchObject({ verified: true, verificationId: id });
  });

  it('accepts an allowlisted plain-http loopback redirectUrl, for development only', async () => {
    const fixture = createGateFixture({
      mobile: { ...mobile, redirectUrlAllowlist: ['http://localhost:3001/mobile/done'] },
    });
    const ok = await call(fixture, 'mobile/session', {
      redirectUrl: 'http://localhost:3001/mobile/done',
    });
    expect(ok.status).toBe(200);
    expect(() =>
      createGateFixture({
        mobile: { ...mobile, redirectUrlAllowlist: ['http://shop.test/mobile/done'] },
      }),
    ).toThrow(/redirectUrlAllowlist/);
  });

  it("the merchant's authenticate hook decides: unauthenticated callers get 401", async () => {
    const fixture = createGateFixture({ mobile });
    const response = await call(
      fixture,
      'mobile/session',
      { redirectUrl: 'myshop://age-verified' },
      'nobody',
    );
    expect(response.status).toBe(401);
    expect(fixture.service.calls).toEqual([]);
  });

  it.each([
    ['https://evil.test/app/verified'],
    ['http://shop.test/app/verified'],
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
    ['myshop://elsewhere'],
    ['https://shop.test/app/verified#frag'],
    ['https://user:pw@shop.test/app/verified'],
  ])('redirectUrl %j not on the allowlist is rejected', async (redirectUrl) => {
    const fixture = createGateFixture({ mobile });
    const response = await call(fixture, 'mobile/session', { redirectUrl });
    expect(response.status).toBe(400);
    expect(fixture.service.performed).toEqual([]);
  });

  it('a session token cannot be confirmed by another user', async () => {
    const fixture = createGateFixture({ mobile });
    const { id, sessionToken } = (await (
      await call(fixture, 'mobile/session', { redirectUrl: 'myshop://age-verified' })
    ).json()) as {
      id: string;
      sessionToken: string;
    };
    fixture.service.complete(id, PASS);
    const response = await call(fixture, 'mobile/confirm', { sessionToken }, 'user-2-token');
    expect(response.status).toBe(403);
  });

  it('a browser session cookie is not a mobile session token', async () => {
    const fixture = createGateFixture({ mobile });
    const jar = new CookieJar();
    jar.store(
      await fixture.ageGate.handlers.POST(
        appRequest('/api/age-gate/session', { method: 'POST', jar, body: {} }),
      ),
    );
    const response = await call(fixture, 'mobile/confirm', {
      sessionToken: jar.cookies.get('__Host-ofage-session'),
    });
    expect(response.status).toBe(400);
  });

  it('rejects a browser call from a foreign Origin', async () => {
    const fixture = createGateFixture({ mobile });
    const response = await call(
      fixture,
      'mobile/session',
      { redirectUrl: 'myshop://age-verified' },
      'user-1-token',
      {
        origin: 'https://evil.test',
      },
    );
    expect(response.status).toBe(403);
  });

  it('answers 404 when mobile is not configured', async () => {
    const fixture = createGateFixture();
    expect((await call(fixture, 'mobile/session', {})).status).toBe(404);
  });
});
