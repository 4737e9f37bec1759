import { describe, expect, it, vi } from 'vitest';
import { ageGateProxy, type AgeGateProxyOptions } from '../../src/next/age-gate-proxy';
import { mintVerifiedCookie } from '../../src/next/mint-verified-cookie';
import { NOW, OTHER_SECRET, SECRET, createGateFixture } from './gate-fixture';
import { headerCombinations } from '../support/router-headers';

const BASE: AgeGateProxyOptions = {
  protect: ['/spirits', '/checkout/:step*'],
  secret: SECRET,
  jurisdiction: 'US-CA',
  criteria: { ageCategory: 'ADULT' },
  now: () => NOW,
  env: {},
};

const cookie = async (overrides: Partial<Parameters<typeof mintVerifiedCookie>[0]> = {}) =>
  (
    await mintVerifiedCookie({
      secret: SECRET,
      url: 'https://shop.test',
      jurisdiction: 'US-CA',
      criteria: { ageCategory: 'ADULT' },
      now: () => NOW,
      ...overrides,
    })
  ).cookieHeader;

const request = (path: string, cookieHeader?: string, method = 'GET') =>
  new Request(`https://shop.test${path}`, {
    method,
    headers: cookieHeader ? { cookie: cookieHeader } : {},
  });

async function denyReason(options: Partial<AgeGateProxyOptions>, cookieHeader?: string) {
  const response = await ageGateProxy({ ...BASE, ...options })(
    request('/spirits', cookieHeader),
    undefined,
  );
  return response?.headers.get('x-ofage-gate');
}

describe('ageGateProxy', () => {
  it('lets a verified request through (undefined = continue)', async () => {
    const proxy = ageGateProxy(BASE);
    expect(await proxy(request('/spirits/rum', await cookie()), undefined)).toBeUndefined();
  });

  it("answers what Next.js would refuse at the handlers' routes as they do: {error, errorMessage}", async () => {
    const proxy = ageGateProxy(BASE);
    const answer = async (path: string, method = 'GET') => {
      const response = await proxy(request(path, undefined, method), undefined);
      return { status: response?.status, body: await response?.json() };
    };
    for (const path of ['/api/age-gate/%ZZ', '/api/age-gate/%C0%AF', '/api/age-gate/status?x=%']) {
      expect(await answer(path)).toEqual({
        status: 400,
        body: { error: 'INVALID_INPUT', errorMessage: expect.any(String) },
      });
    }
    const put = await proxy(request('/api/age-gate/session', undefined, 'PUT'), undefined);
    expect(put?.status).toBe(405);
    expect(put?.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(await put?.json()).toMatchObject({ error: 'METHOD_NOT_ALLOWED' });
    // Well-formed requests reach the routes; other paths are the app's, even when malformed.
    expect(await proxy(request('/api/age-gate/status?returnTo=%2Fa+b'), undefined)).toBeUndefined();
    expect(
      await proxy(request('/api/age-gate/session', undefined, 'POST'), undefined),
    ).toBeUndefined();
    expect(await proxy(request('/api/age-gatekeeper/%ZZ'), undefined)).toBeUndefined();
    expect(await proxy(request('/about', undefined, 'DELETE'), undefined)).toBeUndefined();
  });

  it('does not touch unprotected paths', async () => {
    const proxy = ageGateProxy(BASE);
    expect(await proxy(request('/wine-glasses'), undefined)).toBeUndefined();
    expect(await proxy(request('/spirits-free'), undefined)).toBeUndefined();
  });

  it('redirects an unverified GET to the gate with a safe returnTo', async () => {
    const response = await ageGateProxy(BASE)(request('/spirits/rum?sort=price'), undefined);
    expect(response?.status).toBe(307);
    expect(response?.headers.get('location')).toBe(
      'https://shop.test/age-gate?returnTo=%2Fspirits%2Frum%3Fsort%3Dprice',
    );
    expect(response?.headers.get('cache-control')).toContain('no-store');
  });

  it('answers 401 to an unverified POST (server actions, forms) instead of redirecting', async () => {
    const response = await ageGateProxy(BASE)(request('/checkout', undefined, 'POST'), undefined);
    expect(response?.status).toBe(401);
  });

  it('deny missing', async () => {
    expect(await denyReason({})).toBe('missing');
  });

  it('deny invalid-signature: foreign secret', async () => {
    expect(await denyReason({}, await cookie({ secret: OTHER_SECRET }))).toBe('invalid-signature');
  });

  it('deny invalid-signature: tampered token', async () => {
    const [h, p, s] = (await cookie()).split('.');
    // The signature's first character: all its bits count (the last one has unused bits).
    const tampered = `${h}.${p}.${s![0] === 'A' ? 'B' : 'A'}${s!.slice(1)}`;
    expect(await denyReason({}, tampered)).toBe('invalid-signature');
  });

  it('deny expired', async () => {
    expect(await denyReason({}, await cookie({ maxAge: -60 }))).toBe('expired');
  });

  it('deny criteria-not-met: stricter jurisdiction', async () => {
    expect(await denyReason({ jurisdiction: 'US-MS' }, await cookie({ jurisdiction: 'US' }))).toBe(
      'criteria-not-met',
    );
  });

  it('deny criteria-not-met: higher numeric age', async () => {
    expect(await denyReason({ criteria: { age: 25 } }, await cookie({ ageLow: 21 }))).toBe(
      'criteria-not-met',
    );
  });

  it('deny misconfigured: the resolver throws', async () => {
    const reason = await denyReason(
      {
        requirement: () => {
          throw new Error('boom');
        },
      },
      await cookie(),
    );
    expect(reason).toBe('misconfigured');
  });

  it('gate bypass: case, double slashes, trailing slash and encoding are gated too', async () => {
    const proxy = ageGateProxy(BASE);
    for (const path of ['/SPIRITS', '//spirits', '/spirits/', '/%73pirits/rum', '/checkout/pay']) {
      const response = await proxy(request(path), undefined);
      expect(response?.status, path).toBe(307);
    }
  });

  it('prefetch bypass: no combination of prefetch, RSC or router headers opens a gated page', async () => {
    const proxy = ageGateProxy(BASE);
    const verified = await cookie();
    const opened: string[] = [];
    for (const { index, headers } of headerCombinations()) {
      for (const method of ['GET', 'HEAD']) {
        const url = index % 2 ? 'https://shop.test/spirits?_rsc=1x2y' : 'https://shop.test/spirits';
        const response = await proxy(new Request(url, { method, headers }), undefined);
        const answer = `${response?.status} ${response?.headers.get('location')}`;
        if (
          !response ||
          !(
            (response.status === 307 &&
              response.headers.get('location')!.startsWith('https://shop.test/age-gate?')) ||
            (response.status === 204 && response.body === null)
          )
        ) {
          opened.push(`${method} ${JSON.stringify(headers)} → ${answer}`);
        }
        // The same request with a verification passes: the headers change nothing there either.
        const passed = await proxy(
          new Request(url, { method, headers: { ...headers, cookie: verified } }),
          undefined,
        );
        if (passed !== undefined) opened.push(`verified ${JSON.stringify(headers)} stopped`);
      }
    }
    expect(opened.slice(0, 5)).toEqual([]);
  });

  it('a prefetch or router fetch of a gated page gets an empty answer: no redirect for the router to cache', async () => {
    const proxy = ageGateProxy(BASE);
    const answer = (headers: Record<string, string>) =>
      proxy(new Request('https://shop.test/spirits', { headers }), undefined);
    // What Chromium sends for a <Link> prefetch, once Next has taken its own headers off.
    for (const headers of [
      { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors', 'next-url': '/' } as Record<
        string,
        string
      >,
      { purpose: 'prefetch' },
      { 'sec-purpose': 'prefetch', 'sec-fetch-dest': 'empty' },
      { rsc: '1', 'next-router-prefetch': '1' },
    ]) {
      const response = await answer(headers);
      expect(response?.status, JSON.stringify(headers)).toBe(204);
      expect(response?.headers.get('location')).toBeNull();
      expect(response?.headers.get('cache-control')).toBe('private, no-store');
      expect(response?.headers.get('x-ofage-gate')).toBe('missing');
    }
    // A page load, or a client that says nothing, is sent to the gate; so is the browser's own
    // prefetch of a document, which it drops once cookies change (a 204 there would make the
    // click do nothing).
    const pageLoads: Record<string, string>[] = [
      { 'sec-fetch-dest': 'document' },
      { 'sec-fetch-dest': 'iframe' },
      { 'sec-purpose': 'prefetch;prerender', 'sec-fetch-dest': 'document' },
      {},
    ];
    for (const headers of pageLoads) {
      expect((await answer(headers))?.status, JSON.stringify(headers)).toBe(307);
    }
    // The Pages Router's data request of a client-side navigation or its prefetch: a redirect,
    // which Next hands its router as x-nextjs-redirect (an empty answer would show the page
    // without its props), kept out of the router's cache.
    for (const prefetch of [{}, { 'x-middleware-prefetch': '1', purpose: 'prefetch' }] as Record<
      string,
      string
    >[]) {
      const data = await answer({ 'x-nextjs-data': '1', 'sec-fetch-dest': 'empty', ...prefetch });
      expect(data?.status).toBe(307);
      expect(data?.headers.get('location')).toBe('https://shop.test/age-gate?returnTo=%2Fspirits');
      expect(data?.headers.get('x-middleware-cache')).toBe('no-cache');
    }
    // A verified shopper whose revocation check is due: page loads go round the refresh route,
    // a router fetch gets nothing (the router then loads the page, which goes round it).
    const [verified] = (await cookie()).split('; ') as [string];
    const due = (headers: Record<string, string>) =>
      proxy(
        new Request('https://shop.test/spirits', { headers: { ...headers, cookie: verified } }),
        undefined,
      );
    expect((await due({ 'sec-fetch-dest': 'document' }))?.headers.get('location')).toContain(
      '/api/age-gate/refresh?',
    );
    const fetched = await due({ 'sec-fetch-dest': 'empty' });
    expect(fetched?.status).toBe(204);
    expect(fetched?.headers.get('x-ofage-gate')).toBe('refresh');
  });

  it("gate bypass: Next's other forms of a gated page's path are gated as the page", async () => {
    const proxy = ageGateProxy(BASE);
    for (const path of [
      '/spirits.rsc',
      '/spirits.prefetch',
      '/spirits.prefetch.rsc',
      '/spirits.segments/_tree.segment',
      '/spirits.segments/_tree.segment.rsc',
      '/spirits.segments/spirits/__PAGE__.segment.rsc',
      '/spirits/rum.segments/_full.segment.rsc',
      '/_next/data/build-id/spirits.json',
      '/_next/data/build-id/spirits/rum.json',
      '/_next/data/build-id/checkout/pay.json',
      '/%73pirits.rsc',
      '/spirits/.rsc',
    ]) {
      const response = await proxy(request(path), undefined);
      expect(response?.status, path).toBe(307);
      expect(await proxy(request(path, await cookie()), undefined), path).toBeUndefined();
    }
    const root = ageGateProxy({ ...BASE, protect: ['/'] });
    for (const path of [
      '/index.rsc',
      '/index.segments/_tree.segment',
      '/_next/data/b/index.json',
    ]) {
      expect((await root(request(path), undefined))?.status, path).toBe(307);
    }
    // Not a form of a gated page: another page, and the gate's own page in any form.
    for (const path of ['/spirits-free.rsc', '/_next/data/b/wine.json', '/spiritsrsc']) {
      expect(await proxy(request(path), undefined), path).toBeUndefined();
    }
    for (const path of [
      '/age-gate.rsc',
      '/age-gate.segments/_tree.segment',
      '/_next/data/b/age-gate.json',
    ]) {
      expect(await root(request(path), undefined), path).toBeUndefined();
    }
  });

  it('never gates the gate page or the handlers (no redirect loop)', async () => {
    const proxy = ageGateProxy({ ...BASE, protect: ['/'] });
    expect(await proxy(request('/age-gate?returnTo=%2F'), undefined)).toBeUndefined();
    expect(
      await proxy(request('/api/age-gate/session', undefined, 'POST'), undefined),
    ).toBeUndefined();
    expect((await proxy(request('/'), undefined))?.status).toBe(307);
  });

  it('wraps another proxy (Clerk style): runs it for allowed requests, not for denied ones', async () => {
    const next = vi.fn(() => new Response('from next'));
    const proxy = ageGateProxy(BASE, next);
    expect(await (await proxy(request('/about'), undefined))!.text()).toBe('from next');
    expect(await (await proxy(request('/spirits', await cookie()), undefined))!.text()).toBe(
      'from next',
    );
    expect((await proxy(request('/spirits'), undefined))!.status).toBe(307);
    expect(next).toHaveBeenCalledTimes(2);
  });

  it('works as a plain function inside your own proxy', async () => {
    const gate = ageGateProxy(BASE);
    async function proxy(req: Request) {
      return (await gate(req, undefined)) ?? new Response('mine');
    }
    expect(await (await proxy(request('/about'))).text()).toBe('mine');
    expect((await proxy(request('/spirits'))).status).toBe(307);
  });

  it('reads OFAGE_SECRET and fails at start-up without a secret or requirement', () => {
    expect(() =>
      ageGateProxy({ ...BASE, secret: undefined, env: { OFAGE_SECRET: SECRET } }),
    ).not.toThrow();
    expect(() => ageGateProxy({ ...BASE, secret: undefined })).toThrow(/OFAGE_SECRET/);
    expect(() => ageGateProxy({ ...BASE, secret: 'short' })).toThrow(/at least 32/);
    expect(() => ageGateProxy({ ...BASE, jurisdiction: undefined })).toThrow(/jurisdiction/);
  });

  it('ageGate.proxyOptions carries the gate configuration', async () => {
    const { ageGate } = createGateFixture({ gatePath: '/verify-age' });
    const proxy = ageGateProxy({ ...ageGate.proxyOptions, protect: ['/spirits'] });
    expect((await proxy(request('/spirits'), undefined))?.headers.get('location')).toContain(
      '/verify-age?',
    );
    expect(await proxy(request('/spirits', await cookie()), undefined)).toBeUndefined();
  });

  it('honours a token source when there is no cookie, and still verifies what it returns', async () => {
    const minted = await cookie();
    const [verified, fresh] = minted.split('; ') as [string, string];
    const valid = verified.slice(verified.indexOf('=') + 1);
    const ok = ageGateProxy({ ...BASE, tokenSource: async () => valid });
    expect(await ok(request('/spirits', fresh), undefined)).toBeUndefined();
    const forged = ageGateProxy({ ...BASE, tokenSource: async () => 'forged.token.value' });
    expect((await forged(request('/spirits'), undefined))?.headers.get('x-ofage-gate')).toBe(
      'invalid-signature',
    );
  });
});
