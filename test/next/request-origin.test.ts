import { describe, expect, it } from 'vitest';
import { ageGateProxy } from '../../src/next/age-gate-proxy';
import { requestOrigin } from '../../src/next/request-origin';
import { CookieJar, createGateFixture } from './gate-fixture';

const PASS = {
  status: 'PASS',
  ageCategory: 'adult',
  method: 'id-document',
  age: { low: 30, high: 30 },
} as const;

/**
 * What a route handler sees under `next start` on a public host: `request.url` names the
 * server's own host, the browser's origin is in the Host / X-Forwarded-* headers.
 */
function selfHosted(path: string, init: { method?: string; jar?: CookieJar; body?: unknown } = {}) {
  const headers = new Headers({
    host: 'shop.test',
    'x-forwarded-host': 'shop.test',
    'x-forwarded-proto': 'https',
  });
  if (init.method === 'POST') headers.set('origin', 'https://shop.test');
  if (init.jar) headers.set('cookie', init.jar.header());
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  return new Request(new URL(path, 'http://localhost:3000'), {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

describe('self-hosted `next start` behind a TLS proxy (trustProxy): request.url names localhost, the browser used the public host', () => {
  it('requestOrigin takes the forwarded host and protocol, else the Host header, else request.url', () => {
    expect(requestOrigin(selfHosted('/x'))).toBe('https://shop.test');
    const plain = new Request('http://localhost:3001/x', { headers: { host: '127.0.0.1:3001' } });
    expect(requestOrigin(plain)).toBe('http://127.0.0.1:3001');
    expect(requestOrigin(new Request('https://shop.test/x'))).toBe('https://shop.test');
    const bogus = new Request('http://localhost/x', { headers: { host: 'a b' } });
    expect(requestOrigin(bogus)).toBe('http://localhost');
    // Without trust in the proxy: the Host header and the scheme of request.url.
    expect(requestOrigin(selfHosted('/x'), { forwarded: false })).toBe('http://shop.test');
  });

  it('without trustProxy or OFAGE_APP_URL the session is refused, saying what to set', async () => {
    const fixture = createGateFixture({ appUrl: undefined });
    const response = await fixture.ageGate.handlers.POST(
      selfHosted('/api/age-gate/session', { method: 'POST', body: {} }),
    );
    expect(response.status).toBe(403);
    expect(((await response.json()) as { errorMessage: string }).errorMessage).toMatch(
      /OFAGE_APP_URL.*trustProxy/,
    );
  });

  it('creates the session (no false FORBIDDEN_ORIGIN), with Secure __Host- cookies and a public callback URL; the callback, proxy and guard agree', async () => {
    const fixture = createGateFixture({ appUrl: undefined, trustProxy: true });
    const jar = new CookieJar();
    const created = await fixture.ageGate.handlers.POST(
      selfHosted('/api/age-gate/session', { method: 'POST', jar, body: { returnTo: '/spirits' } }),
    );
    expect(created.status).toBe(200);
    expect(created.headers.getSetCookie()[0]).toMatch(/^__Host-ofage-session=.*; Secure$/);
    jar.store(created);
    const { id } = (await created.json()) as { id: string };
    const redirectUrl = new URL(fixture.service.performed[0]!.options!.redirectUrl!);
    expect(redirectUrl.origin).toBe('https://shop.test');

    fixture.service.complete(id, PASS);
    redirectUrl.searchParams.set('verificationId', id);
    const back = jar.store(
      await fixture.ageGate.handlers.GET(
        selfHosted(redirectUrl.pathname + redirectUrl.search, { jar }),
      ),
    );
    expect(back.headers.get('location')).toBe('https://shop.test/spirits');
    expect(jar.cookies.has('__Host-ofage-verified')).toBe(true);

    const proxy = ageGateProxy({ ...fixture.ageGate.proxyOptions, protect: ['/spirits'] });
    expect(await proxy(selfHosted('/spirits', { jar }), {})).toBeUndefined();
    const guard = await fixture.ageGate.getAgeVerification(selfHosted('/spirits', { jar }));
    expect(guard.verified).toBe(true);
  });
});
