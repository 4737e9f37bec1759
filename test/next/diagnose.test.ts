import { describe, expect, it } from 'vitest';
import type { GateDiagnosis } from '../../src/protocol/gate-api';
import { createGateFixture } from './gate-fixture';

const diagnose = async (
  fixture: ReturnType<typeof createGateFixture>,
  page: string,
  host = new URL(page).host,
) => {
  const response = await fixture.ageGate.handlers.GET(
    new Request(`http://${host}/api/age-gate/diagnose?origin=${encodeURIComponent(page)}`),
  );
  return { status: response.status, body: (await response.json()) as GateDiagnosis };
};

describe('GET diagnose (development only)', () => {
  it('answers 404 in production, without asking the service', async () => {
    const fixture = createGateFixture({ env: { NODE_ENV: 'production' } });
    const { status, body } = await diagnose(fixture, 'https://shop.test');
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: 'NOT_FOUND' });
    expect(fixture.service.calls).toEqual([]);
  });

  it('finds nothing to fix on an allowed origin, and names the product', async () => {
    const fixture = createGateFixture();
    const { status, body } = await diagnose(fixture, 'https://shop.test');
    expect(status).toBe(200);
    expect(body).toEqual({ problems: [], product: { name: 'Fake shop', mode: 'test' } });
  });

  it('an origin the product does not allow: names the origin, the allowed ones and the setting', async () => {
    const fixture = createGateFixture({ appUrl: undefined });
    fixture.service.product.allowedOrigins = ['http://localhost:3000'];
    const { body } = await diagnose(fixture, 'http://127.0.0.1:3000');
    expect(body.problems).toEqual([
      {
        code: 'ORIGIN_NOT_ALLOWED',
        message:
          'http://127.0.0.1:3000 is not an allowed embedding origin of the product "Fake shop" in test mode (allowed: http://localhost:3000), so the service refuses to show its widget in this page. ' +
          'Add http://127.0.0.1:3000 to "Test origins" under "Allowed embedding origins" in the product\'s settings (https://verify.test/console → Fake shop → Settings), or run npx ofage init --app-url http://127.0.0.1:3000; or open this app at http://localhost:3000 instead.',
      },
    ]);
  });

  it('a service that does not answer: names OFAGE_SERVICE_URL', async () => {
    const fixture = createGateFixture({
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    const { body } = await diagnose(fixture, 'https://shop.test');
    expect(body.problems.map((p) => p.code)).toEqual(['SERVICE_UNREACHABLE']);
    expect(body.problems[0]!.message).toContain('https://verify.test did not answer');
    expect(body.problems[0]!.message).toContain('OFAGE_SERVICE_URL');
  });

  it('a key the service refuses: says so with the service’s own reason', async () => {
    const fixture = createGateFixture({ apiKey: 'ofage_test_not-this-one' });
    const { body } = await diagnose(fixture, 'https://shop.test');
    expect(body.problems).toEqual([
      {
        code: 'KEY_REFUSED',
        message: 'The service at https://verify.test refused OFAGE_API_KEY: Unknown API key.',
      },
    ]);
  });

  it('a live key on a plain-http site, and a page away from OFAGE_APP_URL', async () => {
    const fixture = createGateFixture({ appUrl: 'http://localhost:3000' });
    fixture.service.product.mode = 'live';
    fixture.service.product.allowedOrigins = ['http://localhost:3000', 'http://127.0.0.1:3000'];
    const { body } = await diagnose(fixture, 'http://127.0.0.1:3000');
    expect(body.problems.map((p) => p.code)).toEqual(['APP_URL_MISMATCH', 'LIVE_KEY_OVER_HTTP']);
    expect(body.problems[0]!.message).toContain(
      'This page is at http://127.0.0.1:3000, but OFAGE_APP_URL is http://localhost:3000',
    );
    expect(body.problems[1]!.message).toContain('use a test key (ofage_test_…)');
  });
});

describe('a failed session says what to fix in development, a plain sentence in production', () => {
  const start = (fixture: ReturnType<typeof createGateFixture>) =>
    fixture.ageGate.handlers.POST(
      new Request('https://shop.test/api/age-gate/session', {
        method: 'POST',
        headers: { origin: 'https://shop.test', 'content-type': 'application/json' },
        body: '{}',
      }),
    );

  it('development: the service’s reason and the setting', async () => {
    const fixture = createGateFixture({ apiKey: 'ofage_test_not-this-one' });
    const response = await start(fixture);
    expect(response.status).toBe(502);
    const body = (await response.json()) as { error: string; errorMessage: string };
    expect(body.error).toBe('SERVICE_ERROR');
    expect(body.errorMessage).toContain('(UNAUTHORIZED): Unknown API key.');
    expect(body.errorMessage).toContain('Check OFAGE_API_KEY in .env.local');
  });

  it('production: nothing about the key', async () => {
    const fixture = createGateFixture({
      apiKey: 'ofage_test_not-this-one',
      env: { NODE_ENV: 'production' },
    });
    const body = (await (await start(fixture)).json()) as { errorMessage: string };
    expect(body.errorMessage).toBe(
      'The age verification service could not be used (UNAUTHORIZED). Try again later.',
    );
  });
});
