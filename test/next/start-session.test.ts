import { describe, expect, it } from 'vitest';
import { APP, CookieJar, createGateFixture } from './gate-fixture';
import { WIDGET_ORIGIN } from './fake-service';

/** The card's form, as a browser posts it before the card's script runs. */
function formPost(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  path = '/api/age-gate/session',
): Request {
  return new Request(new URL(path, APP), {
    method: 'POST',
    headers: {
      origin: APP,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('POST /api/age-gate/session — the card’s button before hydration', () => {
  it('creates a session bound to this browser and goes to the widget top-level (303)', async () => {
    const { ageGate, service } = createGateFixture();
    const jar = new CookieJar();
    const response = jar.store(
      await ageGate.handlers.POST(formPost({ locale: 'fr', returnTo: '/spirits?page=2' })),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')!.startsWith(WIDGET_ORIGIN)).toBe(true);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(jar.cookies.has('__Host-ofage-session')).toBe(true);
    expect(service.performed[0]).toMatchObject({
      options: {
        locale: 'fr',
        redirectUrl: `${APP}/api/age-gate/callback?returnTo=%2Fspirits%3Fpage%3D2`,
      },
    });
  });

  it('takes returnTo from the gate page’s own URL (Referer, same origin only) when the form has none', async () => {
    const { ageGate, service } = createGateFixture();
    await ageGate.handlers.POST(
      formPost({ locale: 'en' }, { referer: `${APP}/age-gate?returnTo=%2Fspirits` }),
    );
    await ageGate.handlers.POST(
      formPost({}, { referer: 'https://evil.test/age-gate?returnTo=%2Fevil' }),
    );
    expect(service.performed.map((p) => p.options?.redirectUrl)).toEqual([
      `${APP}/api/age-gate/callback?returnTo=%2Fspirits`,
      `${APP}/api/age-gate/callback?returnTo=%2F`,
    ]);
  });

  it('open redirect: a returnTo off this site becomes /', async () => {
    const { ageGate, service } = createGateFixture();
    for (const returnTo of ['https://evil.test/', '//evil.test', '/\\evil.test']) {
      await ageGate.handlers.POST(formPost({ returnTo }));
      await ageGate.handlers.POST(
        formPost({}, { referer: `${APP}/age-gate?returnTo=${encodeURIComponent(returnTo)}` }),
      );
    }
    for (const performed of service.performed) {
      expect(performed.options?.redirectUrl).toBe(`${APP}/api/age-gate/callback?returnTo=%2F`);
    }
  });

  it('CSRF: a form posted from another site (or without Origin) is refused without calling the service', async () => {
    const { ageGate, service } = createGateFixture();
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' },
      { origin: APP, 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ];
    for (const headers of foreign) {
      const response = await ageGate.handlers.POST(formPost({}, headers));
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: 'FORBIDDEN_ORIGIN' });
    }
    expect(service.calls).toEqual([]);
  });

  it('a refusal the visitor can meet (too many sessions) returns to the gate page, which says so', async () => {
    const { ageGate } = createGateFixture({
      rateLimit: { perAddress: 1, perBrowser: 1, total: 100 },
    });
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    expect((await ageGate.handlers.POST(formPost({}, headers))).status).toBe(303);
    const limited = await ageGate.handlers.POST(
      formPost({}, { ...headers, referer: `${APP}/age-gate?returnTo=%2Fspirits` }),
    );
    expect(limited.status).toBe(303);
    expect(limited.headers.get('location')).toBe(
      `${APP}/age-gate?returnTo=%2Fspirits&ageGate=error`,
    );
  });

  it('an oversized form is refused (413), unread', async () => {
    const { ageGate, service } = createGateFixture();
    const response = await ageGate.handlers.POST(formPost({ returnTo: `/${'a'.repeat(5000)}` }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
    expect(service.calls).toEqual([]);
  });

  it('is POST only', async () => {
    const { ageGate } = createGateFixture();
    const response = await ageGate.handlers.GET(new Request(`${APP}/api/age-gate/session`));
    expect(response.status).toBe(405);
  });
});
