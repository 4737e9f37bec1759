// tests/age-gate.test.ts — run with the app and the service (test mode) running:
//   APP_URL=http://localhost:3001 npx vitest run tests/age-gate.test.ts
// with the app's OFAGE_SERVICE_URL, OFAGE_API_KEY (a test key) and OFAGE_SECRET in the environment.
import { completeTestVerification, mintVerifiedCookie } from 'ofage/testing';
import { describe, expect, it } from 'vitest';

const APP_URL = process.env.APP_URL ?? 'http://localhost:3001';

/** A visitor: keeps the cookies the app sets, and sends them back like a browser. */
function visitor() {
  const cookies = new Map<string, string>();
  return async (path: string, init: RequestInit = {}): Promise<Response> => {
    const response = await fetch(new URL(path, APP_URL), {
      ...init,
      redirect: 'manual',
      headers: {
        ...init.headers,
        origin: APP_URL,
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return response;
  };
}

describe('the spirits cellar (21+, California)', () => {
  it('sends a visitor without a verification to the age gate', async () => {
    const response = await visitor()('/spirits');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toContain('/age-gate?returnTo=%2Fspirits');
  });

  it('opens for a verified cookie, without the service (mintVerifiedCookie)', async () => {
    const cookie = await mintVerifiedCookie({
      url: APP_URL,
      jurisdiction: 'US-CA',
      criteria: { age: 21 },
    });
    const response = await fetch(new URL('/spirits', APP_URL), {
      headers: { cookie: cookie.cookieHeader },
      redirect: 'manual',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('The spirits cellar');
  });

  it('opens once a test-mode verification passed, through the service (completeTestVerification)', async () => {
    const browse = visitor();
    const session = await browse('/api/age-gate/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ returnTo: '/spirits' }),
    });
    const { id } = (await session.json()) as { id: string };
    await completeTestVerification({ id, age: { low: 25, high: 25 } });
    const confirmed = await browse('/api/age-gate/confirm', { method: 'POST' });
    expect(await confirmed.json()).toMatchObject({ verified: true, state: 'verified' });
    const cellar = await browse('/spirits');
    expect(cellar.status).toBe(200);
    expect(await cellar.text()).toContain('The spirits cellar');
  });

  it('stays closed when the verification shows someone under 21', async () => {
    const browse = visitor();
    const session = await browse('/api/age-gate/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const { id } = (await session.json()) as { id: string };
    await completeTestVerification({ id, status: 'FAIL', age: { low: 19, high: 19 } });
    const confirmed = await browse('/api/age-gate/confirm', { method: 'POST' });
    expect(await confirmed.json()).toMatchObject({
      verified: false,
      state: 'failed',
      failureReason: 'age-criteria-not-met',
    });
    expect((await browse('/spirits')).status).toBe(307);
  });
});
