import { describe, expect, it, vi } from 'vitest';
import { APP, CookieJar, appRequest, createGateFixture } from './gate-fixture';

const PASS = {
  status: 'PASS',
  ageCategory: 'adult',
  method: 'id-document',
  age: { low: 30, high: 30 },
} as const;

async function startSession(fixture: ReturnType<typeof createGateFixture>, returnTo = '/spirits') {
  const jar = new CookieJar();
  const response = jar.store(
    await fixture.ageGate.handlers.POST(
      appRequest('/api/age-gate/session', { method: 'POST', jar, body: { returnTo } }),
    ),
  );
  const { id } = (await response.json()) as { id: string };
  const redirectUrl = fixture.service.performed.at(-1)!.options!.redirectUrl!;
  return { id, jar, redirectUrl };
}

/** What the widget does at the end of the top-level flow. */
function widgetRedirect(redirectUrl: string, id: string, result: 'PASS' | 'FAIL') {
  const url = new URL(redirectUrl);
  url.searchParams.set('verificationId', id);
  url.searchParams.set('result', result);
  return url;
}

describe('GET /api/age-gate/callback', () => {
  it('confirms the bound id with get-status and sends the browser to returnTo with the cookie', async () => {
    const fixture = createGateFixture();
    const { id, jar, redirectUrl } = await startSession(fixture, '/spirits?page=2');
    fixture.service.complete(id, PASS);
    const response = jar.store(
      await fixture.ageGate.handlers.GET(
        appRequest(widgetRedirect(redirectUrl, id, 'PASS').href, { jar }),
      ),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${APP}/spirits?page=2`);
    expect(jar.cookies.has('__Host-ofage-verified')).toBe(true);
  });

  it('open redirect: a returnTo of "/.//evil.example" in the callback URL answers 303 on this origin', async () => {
    const fixture = createGateFixture();
    const { id, jar, redirectUrl } = await startSession(fixture);
    fixture.service.complete(id, PASS);
    // The attacker edits the callback link: its returnTo normalises to `//evil.example`.
    const url = widgetRedirect(redirectUrl, id, 'PASS');
    url.searchParams.set('returnTo', '/.//evil.example/spirits');
    const response = jar.store(await fixture.ageGate.handlers.GET(appRequest(url.href, { jar })));
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe(APP);
    expect(location.pathname).toBe('/');
    // A browser that is already verified and follows such a link stays home too.
    const again = await fixture.ageGate.handlers.GET(appRequest(url.href, { jar }));
    expect(new URL(again.headers.get('location')!).origin).toBe(APP);
  });

  it('without OFAGE_APP_URL its redirects are relative: a forged Host or X-Forwarded-Proto moves nothing', async () => {
    const fixture = createGateFixture({ appUrl: undefined });
    const forged: Record<string, string>[] = [
      { host: '127.0.0.1, 10.0.0.1' },
      { host: 'evil.example', 'x-forwarded-proto': 'https' },
      { 'x-forwarded-host': 'evil.example' },
    ];
    for (const headers of forged) {
      const response = await fixture.ageGate.handlers.GET(
        appRequest('/api/age-gate/callback?returnTo=%2Fspirits', { headers }),
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(
        '/age-gate?returnTo=%2Fspirits&ageGate=mismatch',
      );
    }
  });

  it('ignores result=PASS in the URL: get-status decides', async () => {
    const fixture = createGateFixture();
    const { id, jar, redirectUrl } = await startSession(fixture);
    fixture.service.complete(id, { status: 'FAIL', failureReason: 'age-criteria-not-met' });
    const response = jar.store(
      await fixture.ageGate.handlers.GET(
        appRequest(widgetRedirect(redirectUrl, id, 'PASS').href, { jar }),
      ),
    );
    // The session is cleared now, so the failure's reason goes along in the gate page's URL.
    expect(response.headers.get('location')).toBe(
      `${APP}/age-gate?returnTo=%2Fspirits&ageGate=failed&ageGateReason=age-criteria-not-met`,
    );
    expect(jar.cookies.has('__Host-ofage-verified')).toBe(false);
  });

  it('a still-running verification goes back to the gate as pending', async () => {
    const fixture = createGateFixture();
    const { id, jar, redirectUrl } = await startSession(fixture);
    const response = await fixture.ageGate.handlers.GET(
      appRequest(widgetRedirect(redirectUrl, id, 'PASS').href, { jar }),
    );
    expect(response.headers.get('location')).toContain('ageGate=pending');
  });

  it('id binding: a verificationId other than the bound one is not confirmed', async () => {
    const fixture = createGateFixture();
    const victim = await startSession(fixture);
    const attacker = await startSession(fixture);
    fixture.service.complete(attacker.id, PASS);
    const calls = fixture.service.calls.length;
    // The victim's browser follows a link carrying the attacker's PASS.
    const response = victim.jar.store(
      await fixture.ageGate.handlers.GET(
        appRequest(widgetRedirect(victim.redirectUrl, attacker.id, 'PASS').href, {
          jar: victim.jar,
        }),
      ),
    );
    expect(response.headers.get('location')).toContain('ageGate=mismatch');
    expect(victim.jar.cookies.has('__Host-ofage-verified')).toBe(false);
    expect(fixture.service.calls.length).toBe(calls);
  });

  it("id binding: another browser's id without any binding opens nothing", async () => {
    const fixture = createGateFixture();
    const { id, redirectUrl } = await startSession(fixture);
    fixture.service.complete(id, PASS);
    const stranger = new CookieJar();
    const response = stranger.store(
      await fixture.ageGate.handlers.GET(
        appRequest(widgetRedirect(redirectUrl, id, 'PASS').href, { jar: stranger }),
      ),
    );
    expect(response.headers.get('location')).toContain('ageGate=mismatch');
    expect(stranger.cookies.size).toBe(0);
  });

  it.each([
    ['//evil.test/steal'],
    ['/\\evil.test'],
    ['https://evil.test/'],
    ['%2F%2Fevil.test'],
    ['/%2F%2Fevil.test'],
    ['/%5Cevil.test'],
    ['%252F%252Fevil.test'],
    ['/\t/evil.test'],
    ['/\n/evil.test'],
    ['javascript:alert(1)'],
    ['evil.test'],
    [' //evil.test'],
  ])('open redirect: returnTo %j lands on this origin', async (returnTo) => {
    const fixture = createGateFixture();
    const { id, jar } = await startSession(fixture);
    fixture.service.complete(id, PASS);
    const url = new URL(`${APP}/api/age-gate/callback`);
    url.searchParams.set('returnTo', returnTo);
    url.searchParams.set('verificationId', id);
    url.searchParams.set('result', 'PASS');
    const response = await fixture.ageGate.handlers.GET(appRequest(url.href, { jar }));
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe(APP);
    expect(location.pathname).toBe('/');
  });

  it('answers a service outage with the gate page in the error state', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fixture = createGateFixture();
    const { id, jar, redirectUrl } = await startSession(fixture);
    fixture.service.failNextWith(new Response('down', { status: 503 }));
    const response = await fixture.ageGate.handlers.GET(
      appRequest(widgetRedirect(redirectUrl, id, 'PASS').href, { jar }),
    );
    expect(response.headers.get('location')).toContain('ageGate=error');
  });
});
