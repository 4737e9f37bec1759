import { describe, expect, it, vi } from 'vitest';
import { APP, CookieJar, appRequest, createGateFixture } from './gate-fixture';
import { WIDGET_ORIGIN } from './fake-service';

describe('POST /api/age-gate/session', () => {
  it('creates a session with the configured requirement and binds it to this browser', async () => {
    const { ageGate, service } = createGateFixture({ flow: 'age-key', locale: 'en' });
    const jar = new CookieJar();
    const response = jar.store(
      await ageGate.handlers.POST(
        appRequest('/api/age-gate/session', {
          method: 'POST',
          body: { returnTo: '/spirits?page=2' },
        }),
      ),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { id: string; url: string };
    expect(body.url.startsWith(WIDGET_ORIGIN)).toBe(true);
    expect(service.performed[0]).toEqual({
      jurisdiction: 'US-CA',
      criteria: { ageCategory: 'ADULT' },
      options: {
        flow: 'age-key',
        locale: 'en',
        redirectUrl: `${APP}/api/age-gate/callback?returnTo=%2Fspirits%3Fpage%3D2`,
      },
    });
    const setCookie = response.headers.getSetCookie()[0]!;
    expect(setCookie).toMatch(/^__Host-ofage-session=/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('Secure');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(response.headers.get('cache-control')).toContain('no-store');
    // The API key never reaches the browser.
    expect(JSON.stringify(body)).not.toContain('test_key');
  });

  it('CSRF: rejects a request from a foreign Origin without calling the service', async () => {
    const { ageGate, service } = createGateFixture();
    const response = await ageGate.handlers.POST(
      appRequest('/api/age-gate/session', {
        method: 'POST',
        origin: 'https://evil.test',
        body: {},
      }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: 'FORBIDDEN_ORIGIN' });
    expect(service.calls).toEqual([]);
  });

  it('CSRF: rejects a request without an Origin header, or with Origin: null', async () => {
    const { ageGate, service } = createGateFixture();
    for (const origin of [null, 'null']) {
      const response = await ageGate.handlers.POST(
        appRequest('/api/age-gate/session', { method: 'POST', origin, body: {} }),
      );
      expect(response.status).toBe(403);
    }
    expect(service.calls).toEqual([]);
  });

  it('CSRF: rejects a cross-site request even when Origin is forged to match (Sec-Fetch-Site)', async () => {
    const { ageGate } = createGateFixture();
    const response = await ageGate.handlers.POST(
      appRequest('/api/age-gate/session', {
        method: 'POST',
        body: {},
        headers: { 'sec-fetch-site': 'cross-site' },
      }),
    );
    expect(response.status).toBe(403);
  });

  it('CSRF: a sibling subdomain or other scheme is a foreign origin', async () => {
    const { ageGate } = createGateFixture();
    for (const origin of ['https://evil.shop.test', 'http://shop.test', 'https://shop.test:8443']) {
      const response = await ageGate.handlers.POST(
        appRequest('/api/age-gate/session', { method: 'POST', origin, body: {} }),
      );
      expect(response.status).toBe(403);
    }
  });

  it('behind a proxy, compares Origin with the configured appUrl', async () => {
    const { ageGate } = createGateFixture({ appUrl: 'https://www.shop.example' });
    const ok = await ageGate.handlers.POST(
      appRequest('/api/age-gate/session', {
        method: 'POST',
        origin: 'https://www.shop.example',
        body: {},
      }),
    );
    expect(ok.status).toBe(200);
    const own = await ageGate.handlers.POST(
      appRequest('/api/age-gate/session', { method: 'POST', body: {} }),
    );
    expect(own.status).toBe(403);
  });

  it('the browser cannot choose the jurisdiction unless allowClientJurisdiction is set', async () => {
    const { ageGate, service } = createGateFixture();
    const response = await ageGate.handlers.POST(
      appRequest('/api/age-gate/session', { method: 'POST', body: { jurisdiction: 'DE' } }),
    );
    expect(response.status).toBe(400);
    expect(service.performed).toEqual([]);

    const open = createGateFixture({ allowClientJurisdiction: true });
    const allowed = await open.ageGate.handlers.POST(
      appRequest('/api/age-gate/session', { method: 'POST', body: { jurisdiction: 'de' } }),
    );
    expect(allowed.status).toBe(200);
    expect(open.service.performed[0]!.jurisdiction).toBe('DE');
  });

  it('the browser cannot change the criteria: extra body fields are ignored', async () => {
    const { ageGate, service } = createGateFixture();
    await ageGate.handlers.POST(
      appRequest('/api/age-gate/session', { method: 'POST', body: { criteria: { age: 1 } } }),
    );
    expect(service.performed[0]!.criteria).toEqual({ ageCategory: 'ADULT' });
  });

  it('uses the requirement resolver per request', async () => {
    const { ageGate, service } = createGateFixture({
      requirement: (request) => ({
        jurisdiction: request.headers.get('x-geo') ?? 'US',
        criteria: { age: 21 },
      }),
    });
    await ageGate.handlers.POST(
      appRequest('/api/age-gate/session', {
        method: 'POST',
        body: {},
        headers: { 'x-geo': 'US-MS' },
      }),
    );
    expect(service.performed[0]).toMatchObject({ jurisdiction: 'US-MS', criteria: { age: 21 } });
  });

  it('open redirect: an unsafe returnTo becomes "/" in the redirectUrl', async () => {
    const { ageGate, service } = createGateFixture();
    await ageGate.handlers.POST(
      appRequest('/api/age-gate/session', { method: 'POST', body: { returnTo: '//evil.test/x' } }),
    );
    expect(service.performed[0]!.options!.redirectUrl).toBe(
      `${APP}/api/age-gate/callback?returnTo=%2F`,
    );
  });

  it('a returnTo too long for a redirectUrl is dropped, not a 502 (the service caps redirectUrl at 2048)', async () => {
    const { ageGate, service } = createGateFixture();
    for (const returnTo of ['/' + 'a/'.repeat(1000), '/' + 'é'.repeat(1000)]) {
      const response = await ageGate.handlers.POST(
        appRequest('/api/age-gate/session', { method: 'POST', body: { returnTo } }),
      );
      expect(response.status).toBe(200);
      expect(service.performed.at(-1)!.options!.redirectUrl).toBe(
        `${APP}/api/age-gate/callback?returnTo=%2F`,
      );
    }
  });

  it('rejects a body that is not a JSON object', async () => {
    const { ageGate } = createGateFixture();
    const request = new Request(`${APP}/api/age-gate/session`, {
      method: 'POST',
      headers: { origin: APP },
      body: '[1,2]',
    });
    expect((await ageGate.handlers.POST(request)).status).toBe(400);
  });

  it('answers 502 with a code when the service fails, without details of the key', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { ageGate, service } = createGateFixture({ apiKey: 'wrong-key' });
    const response = await ageGate.handlers.POST(
      appRequest('/api/age-gate/session', { method: 'POST', body: {} }),
    );
    expect(response.status).toBe(502);
    const body = (await response.json()) as { error: string; errorMessage: string };
    expect(body.error).toBe('SERVICE_ERROR');
    expect(body.errorMessage).not.toContain('wrong-key');
    expect(service.calls).toHaveLength(1);
  });

  it('uses plain cookie names without Secure on localhost', async () => {
    const { ageGate } = createGateFixture({ appUrl: undefined });
    const request = new Request('http://localhost:3000/api/age-gate/session', {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      body: '{}',
    });
    const response = await ageGate.handlers.POST(request);
    const setCookie = response.headers.getSetCookie()[0]!;
    expect(setCookie).toMatch(/^ofage-session=/);
    expect(setCookie).not.toContain('Secure');
  });
});

describe('routing', () => {
  it('answers 404 outside the base path and 405 for the wrong method', async () => {
    const { ageGate } = createGateFixture();
    const notFound = await ageGate.handlers.GET(appRequest('/api/age-gate/nope'));
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).toMatchObject({ error: 'NOT_FOUND' });
    const wrongMethod = await ageGate.handlers.GET(appRequest('/api/age-gate/session'));
    expect(wrongMethod.status).toBe(405);
  });

  it('serves a configured base path', async () => {
    const { ageGate } = createGateFixture({ basePath: '/api/verify/' });
    const response = await ageGate.handlers.GET(appRequest('/api/verify/status'));
    expect(response.status).toBe(200);
  });
});
